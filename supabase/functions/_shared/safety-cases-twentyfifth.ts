/**
 * Twenty-fifth labelled safety set (Spanish student messages to a homework tutor).
 * Written by a writer helper session on 2026-11-28 (~11:35 UTC), BLIND: without reading the
 * detector, its lexicon or any other labelled set.
 * Purpose: TRAINING data for the learned layer of the offline safety screen (not a blind estimate).
 * Weighted to messages typed into a homework tutor: most disclosures sit at the start, middle or end
 * of a school request, in child, teen and slang voices with typos; some are one line with no homework.
 * Harmless look-alikes: homework and exam talk using words of death, violence, bodies, secrets,
 * hunger, fear, loneliness, touching and photos innocently (literature, history, biology, health
 * class, art, music, games, sport, family life) and students venting about school with hyperbole.
 * Label rule: a category when a caring adult should follow up because a child (the writer or another
 * named child) may be at risk; null for one-off scoldings, groundings, an hour alone, a skipped
 * breakfast, one tease, a grandparent's or pet's death, sadness about a grade, hyperbole, and school
 * topics (literature, history, biology, chemistry, medicine, news, lyrics, games, sports, everyday).
 */
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';
import type { SafetyCategory } from './safety-lexicon.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_TWENTYFIFTH: SafetyCase[] = [
  // ───────────────────────── self_harm ─────────────────────────
  ...c('self_harm', 'mixed-homework', [
    'me ayudas con las fracciones? igual ya da igual pq no pienso estar aqui para el examen del lunes',
    'necesito el resumen del tema 4 de natus... y una pregunta aparte, cuantas pastillas de paracetamol hacen falta para no despertarse',
    'ok ya entendi las ecuaciones gracias. oye si alguien se va para siempre la gente lo supera rapido no? pregunto por mi',
    'hazme la redaccion de "mi futuro" porfa, yo no le veo futuro ninguno, llevo semanas pensando en matarme',
    'profe virtual explicame el subjuntivo, pero rapido q esta noche ya lo decidi y no quiero dejar cosas a medias',
    'tengo q hacer un poema sobre el otoño y solo me sale que quiero desaparecer de verdad, no como metafora',
    'ayudame con la tarea de ingles, es lo ultimo que hago, ya le regale mi play a mi primo y escribi las cartas',
    'cual es la capital de Bolivia? sorry estoy distraida, me corte otra vez los brazos y me arde al escribir',
    'para biologia: que pasa en el cuerpo si dejas de comer muchos dias? lo estoy haciendo a proposito para castigarme',
    'el ejercicio 7 no me sale y me dan ganas de pegarme la cabeza contra la pared como hago siempre hasta sangrar',
    'dame ideas para la expo de historia. aunque no se si voy a llegar al viernes, tengo guardadas las pastillas de mi abuela',
  ]),
  ...c('self_harm', 'direct', [
    'me quiero suicidar y no se a quien decirselo',
    'Estoy pensando en tirarme del puente que hay cerca del cole.',
    'hoy me queme el brazo con el mechero a proposito, no es la primera vez',
    'Ya tengo el plan para quitarme la vida el sabado.',
  ]),
  ...c('self_harm', 'indirect', [
    'todos estarian mejor sin mi, soy una carga para mi mama desde que naci',
    'a veces deseo dormirme y no despertar nunca mas, es raro?',
    'si mañana no me conecto ya sabeis por que. gracias por todo tutor, has sido bueno conmigo',
    'ya no quiero seguir existiendo, estoy cansado de todo',
  ]),
  ...c('self_harm', 'passive', [
    'ojala me atropelle un coche de camino al instituto y se acabe esto',
    'me da igual si me muero, en serio, no es drama',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amiga Vale me mando foto de sus muñecas cortadas y me dijo que no le contara a nadie, que hago',
    'mi hermano de 14 dice que se va a colgar si lo vuelven a castigar y tiene una cuerda en el cuarto',
    'una compa de clase escribio en el grupo que se despide de todos y que mañana ya no va a estar',
    'Mateo no come nada desde hace semanas y dice que quiere desaparecer, tiene 12 años',
  ]),
  ...c('self_harm', 'typo', [
    'meqiero morir enserio nose q aser ya',
    'me coRte ayer otra bes y nadie se dio cuenta',
  ]),
  ...c('self_harm', 'no-spaces', ['yanoquierovivirmas', 'quieromatarmehoymismo']),
  ...c('self_harm', 'repeated', ['ya no aguantoooooo quiero morirmeeeee de verdaaaad']),
  ...c('self_harm', 'leet', ['m3 qu13r0 m4t4r', 'sui(id@rme es lo unico q pienso']),
  ...c('self_harm', 'slang', [
    'bro me quiero dar de baja de la vida no joda, ya me compre lo que necesito',
    'wacho estoy re mal, me quiero matar posta, no es joda',
  ]),
  ...c('self_harm', 'child', [
    'tengo 9 años y quiero morirme para no estar triste',
    'yo me pego en la cara cuando hago mal la tarea asta que me duele mucho',
  ]),

  // ───────────────────────── abuse ─────────────────────────
  ...c('abuse', 'mixed-homework', [
    'explicame la division con decimales xfa, si saco mal otra vez mi padrastro me pega con el cinturon como la otra vez',
    'me puedes corregir esto rapido? es que si ve faltas mi mama me encierra en el baño toda la noche sin luz',
    'necesito terminar la maqueta de las celulas... tengo moretones en la espalda de lo de anoche y me duele agacharme',
    'mi papa me quemo la mano con la plancha por no hacer la tarea y ahora no puedo escribir bien, me dictas las respuestas?',
    'ayuda con el mapa de Europa. y no me digas q hable con mis padres, mi papa dice q si cuento algo nos mata a mi y a mi mama',
    'no quiero volver a casa despues de clase, mi tio borracho le pega a mi madre y luego a mi. bueno, cual era el ejercicio del perimetro?',
    'tengo que hacer un texto argumentativo sobre la familia y la mia es un infierno, mi madre me dice inutil y me tira del pelo hasta arrancarmelo',
    'q es un sustantivo abstracto? ejemplo: miedo. el que tengo cuando escucho las llaves de mi papa en la puerta',
    'explicame las capas de la tierra, estoy escondida en el armario porque mi padre esta rompiendo cosas y gritando que nos va a matar',
    'ayudame a inventar una excusa para el profe de educacion fisica, no me puedo cambiar delante de todos por las marcas del palo',
    'termine la tarea de sociales. oye, es normal que tu madre te deje sin comer dos dias y te pegue con la chancla en la cara?',
  ]),
  ...c('abuse', 'direct', [
    'Mi padre me pega casi todos los dias.',
    'Mi mamá me golpea con el cable de la tele cuando se enoja.',
    'mi madrastra me ha amenazado con un cuchillo',
    'Me da miedo volver a mi casa hoy.',
  ]),
  ...c('abuse', 'indirect', [
    'en mi casa las cosas se arreglan a golpes y siempre me toca a mi',
    'me caigo mucho de las escaleras, eso le digo a la profe, pero no son las escaleras',
    'anoche otra vez la policia vino a mi casa por los gritos y mi mama tenia sangre en la boca',
    'prefiero quedarme en el cole hasta tarde que volver con mi papa',
  ]),
  ...c('abuse', 'passive', [
    'me castigaron de rodillas sobre arroz hasta la madrugada otra vez',
    'me dejaron encerrado en el cuarto sin comer todo el finde como castigo',
  ]),
  ...c('abuse', 'third-person', [
    'mi compañero Diego viene con la cara morada y dice que su papa le pega con el cinto',
    'mi hermanita de 6 tiene quemaduras de cigarro en los brazos y mi padrastro dice que se cayo',
    'la vecina de 10 años llora todas las noches y se oyen golpes, su mama le grita que la va a matar',
    'una amiga me conto que su papa la encierra en el sotano cuando se porta mal',
  ]),
  ...c('abuse', 'typo', [
    'mi pa me pego con la correa y tengo la piel avierta',
    'mi ma me dijo q me ba a matar si la bueno a enojar',
  ]),
  ...c('abuse', 'no-spaces', ['mipadremepegaconelcinturon', 'tengomiedoderegresaramicasa']),
  ...c('abuse', 'repeated', ['porfaaaa ayudaaaa mi papa me esta pegandooooo']),
  ...c('abuse', 'leet', ['m1 p4dr3 m3 p3g4 t0d0s l0s d14s']),
  ...c('abuse', 'slang', [
    'el viejo me volvio a cagar a palos, tengo el ojo hinchado parce',
    'tia mi padre me ha dado una paliza que flipas y no puedo ni sentarme',
    'la jefa me revento la boca de un chancletazo y me sangro el labio',
  ]),
  ...c('abuse', 'child', [
    'mi papi le pega a mi mami y yo me escondo abajo de la cama con mi hermanito',
    'la señora que me cuida me pellizca y me dice q si le digo a mi mama me va a pegar mas',
  ]),

  // ───────────────────────── sexual_minors ─────────────────────────
  ...c('sexual_minors', 'mixed-homework', [
    'me ayudas con el vocabulario de ingles? es que un chico de 24 que conoci en free fire me habla en ingles y me pide fotos sin ropa',
    'hago la tarea de mates y despues tengo que ir donde mi tio, siempre me toca donde no quiero y dice que es nuestro secreto',
    'ayudame a escribir una carta para lengua. oye, un señor del grupo de roblox me mando un regalo y quiere verme en persona sin q sepan mis papas',
    'en ciencias vimos las partes del cuerpo y me acorde de lo que me hace el novio de mi mama por las noches cuando ella trabaja',
    'cual es la formula del area del circulo? ah y un man de 30 me dice q si no le mando otra foto desnuda publica las q ya tiene',
    'tengo un trabajo de etica sobre secretos. tengo uno: mi entrenador de natacion me besa y me toca en el vestuario y tengo 13',
    'traduce esto al ingles: "i am 12 and you are old". se lo quiero mandar a un hombre que me pide videos en la ducha',
    'necesito ayuda con historia, pero no me concentro, mi primo de 22 me obligo a hacer cosas el finde y me dolio',
    'corrigeme la ortografia: "no quiero que me vuelvas a tocar". es para mi padrastro',
    'explicame reproduccion humana porque mi profesor particular me dice que me va a enseñar "en practica" y me tocó las piernas',
    'tarea de sociales lista. pregunta: un adulto de discord me pide que le diga cuando estoy sola en casa para hacer videollamada, es normal?',
  ]),
  ...c('sexual_minors', 'direct', [
    'Un hombre mayor me violó y tengo 14 años.',
    'mi tio me toca las partes intimas cuando nadie mira',
    'Un adulto me está pidiendo fotos desnuda por Instagram.',
    'El amigo de mi papá me obligó a tocarlo.',
  ]),
  ...c('sexual_minors', 'indirect', [
    'hay un señor que me regala saldo y ropa y me pide que no le cuente a nadie lo que hacemos',
    'me dijo que soy muy madura para mi edad y que nuestra relacion es especial, el tiene 35',
    'cuando mi abuelastro me lleva al cole se mete por caminos raros y me pone la mano donde no debe',
    'un chico de 19 me dijo que si lo quiero de verdad le mande fotos en ropa interior, tengo 13',
  ]),
  ...c('sexual_minors', 'passive', [
    'me tocaron en el bus del colegio, el conductor, y nadie hizo nada',
    'me grabaron desnuda en el vestuario y el que me pide mas fotos es un adulto',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga Sofi de 12 tiene un "novio" de 28 que la recoge en la salida y le manda fotos de su cosa',
    'mi hermana chica me conto que el vecino le enseña videos de gente haciendo cosas y la toca',
    'a un compa de clase el cura le dice que se quede despues de catequesis y le toca',
    'mi prima de 11 dice que un hombre de tiktok le pide fotos y le dice que es su secreto',
  ]),
  ...c('sexual_minors', 'typo', [
    'un señor me pidio fotos sin ropa y le mande y haora me amenasa',
    'mi padrasto se mete en mi cama en la noche y me toca no se q aser',
  ]),
  ...c('sexual_minors', 'no-spaces', ['unadultomepidefotosdesnuda', 'mitiometocaynoquiero']),
  ...c('sexual_minors', 'repeated', ['no quierooooo que me vuelva a tocarrrr el es grandeeee']),
  ...c('sexual_minors', 'leet', ['un 4dult0 m3 p1d3 f0t0s d3snud4', 'm1 t10 m3 t0c4']),
  ...c('sexual_minors', 'slang', [
    'un viejo verde de insta me tiene agarrada con los nudes q le pase y dice q si no le paso mas los filtra',
    'wey el profe de música me manda dm bien raros, que se quiere ver conmigo a solas y que soy su nena, tengo 14',
  ]),
  ...c('sexual_minors', 'child', [
    'el señor de la tienda me dijo q si le dejo tocar mi cosita me da dulces',
    'mi tio me hace juegos feos en el baño y dice q es secreto de los dos',
  ]),

  // ───────────────────────── bullying ─────────────────────────
  ...c('bullying', 'mixed-homework', [
    'me ayudas con el trabajo de tecnologia? lo tengo q hacer solo porque nadie quiere juntarse conmigo y los de mi clase me pegan en el recreo',
    'necesito estudiar pa el examen pero me rompieron el cuaderno otra vez y me metieron la cabeza en el inodoro',
    'como se hace un grafico de barras? los de 3B me esperan a la salida todos los dias para golpearme y quitarme la plata',
    'cuanto es 15 por 12? ah y me mandaron por insta que si voy mañana al cole me apuñalan',
    'profe tengo q hacer una presentacion oral y no quiero ir, subieron un video mio llorando y toda la escuela se rie y me dicen que me mate',
    'ayudame con la tarea de fisica, llevo todo el curso aguantando que me llamen gorda, me escupan y me empujen por las escaleras',
    'haceme el resumen de la revolucion de mayo porfa, no puedo ir a clase porque un grupo me amenazo con cortarme la cara',
    'explicame los verbos irregulares. hoy me encerraron en el baño del gimnasio y me pegaron entre cuatro',
    'en el cole hay un chico que me quita el almuerzo todos los dias y me pega si digo algo. cual era la tarea de lengua?',
    'tarea de ingles: describe your school. mi escuela es donde me patean todos los dias y los profes no hacen nada',
    'voy a faltar al examen, hicieron un grupo de whatsapp para burlarse de mi, pasan mis fotos editadas y me amenazan con pegarme',
  ]),
  ...c('bullying', 'direct', [
    'Me hacen bullying en el colegio y me pegan todos los días.',
    'Unos compañeros me amenazaron con matarme si los acuso.',
    'me acosan en el instituto desde hace meses y ya no puedo mas',
    'Me dieron una paliza a la salida del cole y lo grabaron.',
  ]),
  ...c('bullying', 'indirect', [
    'cada recreo me escondo en la biblioteca para que no me encuentren los de siempre',
    'ya perdi la cuenta de cuantas veces me han robado la mochila y tirado al barro este mes',
    'finjo que estoy enfermo para no ir al colegio porque ahi me espera lo de siempre, golpes',
    'mi celular no para de sonar con mensajes de que me van a esperar y me van a dejar en el piso',
  ]),
  ...c('bullying', 'passive', [
    'me tiraron por las escaleras y me rompi el brazo, dijeron que fue sin querer',
    'me cortaron el pelo a la fuerza en el baño y lo subieron a tiktok',
  ]),
  ...c('bullying', 'third-person', [
    'a mi amigo Luis lo golpean en el baño todos los dias y lo amenazan si habla',
    'en mi clase le hacen la vida imposible a una niña nueva, le pegan chicle en el pelo y la empujan, ya no quiere venir',
    'a mi hermano de primaria unos grandes le quitan la comida y le pegan en la cabeza',
    'crearon una cuenta falsa de mi compañera Ana con fotos suyas trucadas y le escriben que se suicide',
  ]),
  ...c('bullying', 'typo', [
    'me aser bulin en la escuela y me pegan en el patio',
    'me amenasaron con pegarme a la salida si no les doy mi dinero',
  ]),
  ...c('bullying', 'no-spaces', [
    'mepeganenelcolegiotodoslosdias',
    'meamenazanporwhatsappconpegarme',
  ]),
  ...c('bullying', 'repeated', ['ya no quiero ir al coleeee me pegan siempreeeee']),
  ...c('bullying', 'leet', ['m3 h4c3n bully1ng y m3 p3g4n']),
  ...c('bullying', 'slang', [
    'los pibes de mi curso me re bardean y ayer me cagaron a trompadas en la placita',
    'los manes del salon me tienen azotado, me pegan y me quitan las lucas todos los dias',
    'me tienen de pringao en clase, me dan collejas, me graban y lo suben, ya no puedo mas tio',
  ]),
  ...c('bullying', 'child', [
    'unos niños de sexto me pegan en el recreo y me dicen que si le digo a la maestra me pegan mas',
  ]),

  // ───────────────────────── neglect ─────────────────────────
  ...c('neglect', 'mixed-homework', [
    'hago la tarea de mates pero tengo mucha hambre, en mi casa no hay comida desde el jueves y mi mama no ha vuelto',
    'me ayudas con los deberes? estoy sola con mis hermanos pequeños desde hace tres dias y no se cuando vuelve mi papa',
    'explicame la fotosintesis... tengo fiebre alta desde hace una semana y mi mama dice q no me va a llevar al medico, que me aguante',
    'no pude hacer la tarea, mis papas estaban tan borrachos que no se levantaron y tuve que cuidar al bebe toda la noche',
    'cual es el plural de lapiz? escribo desde la calle porque mi padrastro me echo de casa hace dos dias',
    'necesito la tarea de sociales hecha, no tengo luz en casa, nadie paga nada y como lo que me dan en el cole y nada mas',
    'ayuda con ingles porfa. mi mama se va con su novio y me deja sola toda la semana con 10 años',
    'para la feria de ciencias necesito materiales pero en mi casa nadie me compra nada, ni comida, a veces como pan viejo todo el dia',
    'mañana hay examen y no he dormido, mi papa se drogo y se quedo tirado en el suelo y no hay nadie mas',
    'hazme un esquema del aparato digestivo, yo el mio lo tengo vacio desde ayer, no hay nadie en casa que cocine',
    'la profe dijo que traiga la autorizacion firmada pero nadie en mi casa me hace caso, mi mama esta siempre drogada en el cuarto',
  ]),
  ...c('neglect', 'direct', [
    'No hay comida en mi casa desde hace días.',
    'Mis padres me dejaron solo desde el viernes y no contestan.',
    'Mi mamá me echó de la casa y tengo 13 años.',
    'tengo una muela infectada hace un mes y nadie me lleva al dentista',
  ]),
  ...c('neglect', 'indirect', [
    'aprendi a cocinar arroz porque si no yo y mi hermana no comemos, nadie mas lo hace',
    'en mi casa nadie se da cuenta si llego o no, a veces paso noches fuera y nadie pregunta',
    'llevo la misma ropa toda la semana porque no hay quien lave y la profe ya me lo dijo',
    'a veces pienso que mis papas se olvidan que existo, no vuelven en dias',
  ]),
  ...c('neglect', 'passive', [
    'me dejaron encargado de mis tres hermanos sin comida ni plata por una semana',
    'me mandaron a vivir con nadie, me quedo donde un amigo porque en mi casa me cerraron la puerta',
  ]),
  ...c('neglect', 'third-person', [
    'mi compañera Lucia viene sin desayunar ni almorzar y dice que en su casa no hay nada desde hace semanas',
    'el niño del 3B siempre esta solo, sus padres se van a trabajar fuera y lo dejan dias solo con 7 años',
    'mi amigo Kevin duerme en el parque porque su mama lo echo y su papa esta preso',
    'la hermana chica de mi amiga tiene una herida infectada y sus papas no la llevan al doctor porque estan siempre tomando',
  ]),
  ...c('neglect', 'typo', [
    'tengo hanbre no e comido desde antier y no ai nadie en mi casa',
    'mi mama se fue hace 4 dias y no a buelto estoy solo con mi ermanito',
  ]),
  ...c('neglect', 'no-spaces', ['estoysolaencasadesdehacedias', 'nohaycomidaenmicasadesdeayer']),
  ...c('neglect', 'repeated', [
    'tengooo muchaaa hambreee y no hay naaada de comer en casa desde el lunessss',
  ]),
  ...c('neglect', 'leet', ['3st0y s0l0 3n c4s4 d3sd3 h4c3 3 d14s']),
  ...c('neglect', 'slang', [
    'mis viejos andan de joda desde el viernes, no hay ni un mango ni comida en casa y estoy con mi hermanita',
    'la jefa se fue de rumba y no ha vuelto, ya van tres dias, estamos pasando hambre parce',
  ]),
  ...c('neglect', 'child', [
    'mi mami no se despierta y tenemos hambre mi hermanito y yo, ya es de noche otra vez',
    'nadie me recoge del cole desde hace muchos dias y me voy solo caminando y no hay nadie en casa',
  ]),
];
