/**
 * Safety set 28 (twenty-eighth labelled set), written by a writer helper on 2026-11-28 (~11:40 UTC).
 * Written BLIND: without reading the detector, its lexicon, or any other labelled set.
 * Purpose: TRAINING data for a learned layer of the offline safety screen (not a blind estimate).
 * Weighting: disclosures that avoid strong words (euphemism, implication, consequences: "desde lo
 * del tío", "queda medio paquete de arroz", "ya escribí las cartas"), from children and teens of many
 * countries, first and third person; and harmless look-alikes that DO use strong words innocently
 * (games, hyperbole, history, news, biology, sports, jokes, literature) or mirror disclosure shapes.
 * Label rule: a category when a caring adult should follow up because a child (the writer or another
 * named child) may be at risk; null for one-off scoldings, groundings, short time alone, a skipped
 * meal, one tease, bereavement, sadness over grades, hyperbole, and school topics (literature,
 * history, biology, chemistry, medicine, news, lyrics, games, sports, cooking accidents).
 */
import type { SafetyCategory } from './safety/safety-lexicon.ts';
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_TWENTYEIGHTH: SafetyCase[] = [
  // ───────────────────────────── self_harm ─────────────────────────────
  ...c('self_harm', 'direct', [
    'ya escribí las cartas para cada uno, la de mi hermanita la dejé debajo de su almohada',
    'el viernes es el último día que me ven en el cole, ya lo tengo decidido y estoy tranquila',
    'tengo guardadas las pastillas de mi abuela desde hace un mes, las cuento todas las noches antes de dormir',
  ]),
  ...c('self_harm', 'indirect', [
    'si mañana no me conecto no se preocupen, ya no voy a necesitar ayuda con las tareas nunca mas',
    'le regalé mi play a mi primo y mis peluches a la vecina, donde voy no los voy a usar',
    'pregunta random: desde qué piso ya no se sobrevive? es pa saber nomás jaja',
    'mi mamá estaría más tranquila con una boca menos que alimentar, lo he pensado muchas noches',
  ]),
  ...c('self_harm', 'passive', [
    'ojalá me durmiera y ya no despertara, así de simple, sin drama',
    'a veces cruzo la avenida sin mirar a ver si pasa algo y me da igual lo que pase',
    'sería todo más fácil si yo no estuviera, en mi casa por fin descansarían',
    'me canso de existir, de verdad, no le veo el punto a seguir mañana',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amiga Dani se tapa los brazos con sudadera aunque haga 35 grados y ayer le vi rayitas rojas en la muñeca',
    'mi compa de banco me dijo q ya se despidió de su perro y q el viernes no viene más, me dio cosa',
    'mi hermano mayor regaló su guitarra que amaba y dice que total ya nada importa',
    'una chica de mi clase no come nada desde hace semanas a propósito y dice que se lo merece por gorda',
  ]),
  ...c('self_harm', 'typo', [
    'nesesito saber cuantas pastiyas son demaciadas x q ya no aguanto mas nd',
    'me quiero hir pa siempre a un lugar donde nadie me estrañe',
    'ya me hise lo de la cuchiya otra ves en la pierna pa q nadie lo vea en educasion fisica',
  ]),
  ...c('self_harm', 'no-spaces', [
    'yanoquieroestaraqui nadiemeextrañaria',
    'mehagorayitasconelsacapuntas cuandotodosduermen',
    'todoseriamejorsinmi yalopensebien',
  ]),
  ...c('self_harm', 'repeated', [
    'ya nooooo puedoooo maaaas quiero desaparecerrrr de una vezzz',
    'nadieeee me va a extrañaaar de verdaaad, ni se van a dar cuentaaa',
    'otra vezzzz me quemé el brazo con el encendedorrrr pa sentir algooo',
  ]),
  ...c('self_harm', 'leet', [
    'y4 n0 qu13r0 d3sp3rt4r m4ñ4n4 n1 n1ngun d14',
    'm3 h4g0 r4y1t4s 3n l0s br4z0s c0n 3l c0rt4uñ4s',
    'p13ns0 3n s4lt4r d3l pu3nt3 d3 l4 aut0p1st4 c4d4 v3z q p4s0',
  ]),
  ...c('self_harm', 'slang', [
    'wey ya me harté de todo, neta ya quiero apagar la luz pa siempre',
    'parce estoy mamado de vivir, ya tengo todo listo pa irme el domingo',
    'tío llevo una semana sin comer aposta y me mola sentir el hambre, me lo merezco',
    'boludo ya fue, el finde me tomo todo el blister de mi vieja y chau, no me busquen',
  ]),
  ...c('self_harm', 'child', [
    'si me porto mal otra vez mejor me voy al cielo con mi abuelito así nadie se enoja conmigo',
    'me muerdo el brazo hasta que sale sangre cuando estoy triste, eso es malo?',
    'quiero dormirme como la bella durmiente pero que no me despierte nadie nunca',
  ]),
  ...c('self_harm', 'mixed-homework', [
    'ayudame con fracciones porfa... bueno da igual, igual el lunes ya no voy a estar para el examen',
    'tengo q hacer un resumen de la fotosíntesis. tb quería saber cuánto tarda uno en desangrarse, es para mí no para el trabajo',
    'el ensayo "mi futuro en 10 años" no lo puedo hacer porque no pienso tener uno',
  ]),

  // ─────────────────────────────── abuse ───────────────────────────────
  ...c('abuse', 'direct', [
    'mi padrastro me agarra del cuello contra la pared cuando llega tomado',
    'mi papá me dejó marcas con la hebilla del cinturón y me dijo que dijera que me caí en la bici',
    'mi mamá me encierra en el baño sin luz toda la noche cuando saco mala nota',
  ]),
  ...c('abuse', 'indirect', [
    'ojalá no se acabe la clase nunca, en mi casa ya sé lo que me espera por la nota',
    'me pongo manga larga todo el año pa que en el cole no pregunten por los colores',
    'cuando oigo las llaves de mi papá en la puerta me tiemblan las manos y me escondo debajo de la cama',
    'mi mamá tiene la cara morada otra vez y dice que fue la puerta del armario, es la tercera puerta este mes',
  ]),
  ...c('abuse', 'passive', [
    'me dieron con el palo de la escoba otra vez, ya casi ni me duele',
    'fui dejada en el cuarto bajo llave sin comer todo el domingo de castigo, y no es la primera',
    'me quemaron la mano con la plancha porque se me cayó un plato',
  ]),
  ...c('abuse', 'third-person', [
    'mi vecino Tomás siempre tiene moretones y su papá le grita que lo va a hacer desaparecer',
    'a mi prima la dejan afuera de la casa toda la noche cuando su padrastro se enoja',
    'mi mejor amiga dice q su mamá le tira cosas y le dice que ojalá nunca hubiera nacido',
    'el niño nuevo se tapa la cabeza cada vez que alguien levanta la mano y tiene la oreja lastimada, dice que en su casa lo castigan "a lo antiguo"',
  ]),
  ...c('abuse', 'typo', [
    'mi papa le iso un ojo morado a mi mama y dise q si ablamos nos ba a ir peor',
    'tengo q llegar antes de las 6 o me ban a dar con la chancla y con el cable de la plancha',
    'el novio de mi ma me aorca "jugando" pero no es juego xq no puedo respirar',
  ]),
  ...c('abuse', 'no-spaces', [
    'mipadrastromeencierraenelsotano',
    'noquierovolveracasa mipapaestaborrachoyrompecosas',
    'medijoquemeibaadesaparecersilocontaba',
  ]),
  ...c('abuse', 'repeated', [
    'tengo miedooooo mi papá está gritando y dándole a la puertaaaa del cuartooo',
    'no quiero ir a casaaaaa porfaaaa no me mandeeeen hoy',
    'me duele muchoooo la espalda de lo de anoche con el cinturónnnn',
  ]),
  ...c('abuse', 'leet', [
    'm1 p4p4 m3 qu3m0 3l br4z0 c0n 3l c1g4rr0',
    'n0 qu13r0 v0lv3r 4 c4s4 t3ng0 m13d0 d3 m1 p4dr4str0',
    'm1 m4m4 m3 d1c3 q s1 h4bl0 m3 v4 4 d3s4p4r3c3r',
  ]),
  ...c('abuse', 'slang', [
    'chamo mi viejo me volvió a partir la boca anoche y mañana seguro es igual',
    'parce mi cucho me da unas muendas horribles cuando llega jincho',
    'mi jefa me cachetea y me dice q no sirvo pa nada, bien gacho todos los días',
    'tía, mi padre me tiene acojonada, rompe cosas y me arrastra del pelo por el pasillo',
  ]),
  ...c('abuse', 'child', [
    'la señora que me cuida me pellizca fuerte si lloro y dice que no le diga a mami',
    'mi papá dijo que si vuelvo a mojar la cama me va a dejar en la calle con los perros',
    'me duele el bracito desde que mi tío me lo torció, hace crac cuando lo muevo',
  ]),
  ...c('abuse', 'mixed-homework', [
    'profe me da más plazo con la maqueta? mi papá la estrelló en el suelo y a mí me dio con ella también',
    'no pude hacer la tarea de inglés porque en mi casa hubo gritos toda la noche y mi mamá terminó en el suelo',
    'el ejercicio 4 no me sale... y tengo la muñeca hinchada desde que mi madrastra me la apretó contra la mesa',
  ]),

  // ─────────────────────────── sexual_minors ───────────────────────────
  ...c('sexual_minors', 'direct', [
    'un señor del gym me dijo que si le mando fotos sin ropa me compra el celular nuevo',
    'mi entrenador me toca donde no debe después del entrenamiento cuando se van los demás',
    'un hombre de 30 que conocí en free fire quiere que nos veamos solos el sábado y que no le diga a nadie',
  ]),
  ...c('sexual_minors', 'indirect', [
    'no puedo sentarme bien desde lo del tío y me duele al ir al baño',
    'el primo de mi papá dice que lo que hacemos en su cuarto es nuestro secreto especial',
    'un chavo de 25 me regala recargas y ahora dice que le debo algo a cambio y que sé qué es',
    'ya no quiero quedarme a dormir en casa de mi padrino, siempre viene a mi cama cuando todos duermen',
  ]),
  ...c('sexual_minors', 'passive', [
    'me obligaron a ver videos de adultos y después me hicieron hacer cosas',
    'me grabaron en el vestidor y ahora me dicen que lo suben si no mando más',
    'fui tocada por el chofer del transporte escolar en el último asiento',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga de 13 tiene novio de 24 y él le pide fotos en ropa interior',
    'a mi hermanita el novio de mi mamá la mete al baño con él y ella sale llorando',
    'mi compañera dice que el profe de música le sube la nota si se queda sola con él en el aula',
  ]),
  ...c('sexual_minors', 'typo', [
    'un tipo de internet tiene mis fotos y dise q las va a mandar a mis papas si no le mando un bideo',
    'mi tio me toca devajo de la ropa cuando mi mama no esta',
    'el señor de la tienda me dijo q si lo dejo darme besitos me regala dulses',
  ]),
  ...c('sexual_minors', 'no-spaces', [
    'eltiomehacecosasdenochecuandotodosduermen',
    'unhombremepidefotossinropa yletengomiedo',
    'mipadrastroentraalbañocuandomeducho',
  ]),
  ...c('sexual_minors', 'repeated', [
    'no quieroooo volver a casa de mi tíoooo me hace cosaaaas',
    'me da ascooooo lo que el señor me escribe por instaaaa',
    'me dijo q era nuestro secretooooo y q si hablo nadie me va a creerrrr',
  ]),
  ...c('sexual_minors', 'leet', [
    'un v13j0 m3 p1d3 f0t0s 3n r0p4 1nt3r10r',
    'm1 pr1m0 d3 20 m3 t0c4 cu4nd0 m3 qu3d0 3n su c4s4',
    'm3 d1j0 q s1 n0 l3 m4nd0 m4s f0t0s l4s publ1c4',
  ]),
  ...c('sexual_minors', 'slang', [
    'bro un man de 28 me escribe por tiktok diciendo q soy madura pa mi edad y q vaya a su depa',
    'wacho el entrenador me dice q si quiero ser titular tengo q pasar solo por su oficina y ahí me manosea',
    'tía, un pavo mayor de mi urba me enseña sus partes por la ventana y me hace gestos cuando paso',
  ]),
  ...c('sexual_minors', 'child', [
    'el amigo de mi papá me dijo que jugáramos al doctor y me quitó el pantalón',
    'mi tío me da chocolates si le doy besos en la boca y dice que es un juego de grandes',
    'me duele mi colita desde que el señor de al lado me llevó a su casa',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'me ayudas con el mapa de Bolivia? el profe particular siempre cierra la puerta y me sienta en sus piernas',
    'la tarea de mate no la hice, el novio de mi hermana me pidió fotos sin blusa y me quedé con miedo toda la noche',
    'tengo q escribir sobre mi familia pero no sé si contar lo que mi padrastro me hace cuando mi mamá trabaja de noche',
  ]),

  // ────────────────────────────── bullying ─────────────────────────────
  ...c('bullying', 'direct', [
    'en el recreo me llevan detrás de la cancha y entre cuatro me dan patadas',
    'me dijeron que si vuelvo al colegio el lunes me esperan a la salida con navajas',
    'me tienen en un grupo de whatsapp que se llama "la foca" y suben fotos mías editadas todos los días',
  ]),
  ...c('bullying', 'indirect', [
    'llevo tres semanas comiendo en el baño para no cruzarme con ellos',
    'ya no tengo mochila ni lápices ni zapatillas buenas, todo me lo quitan a la salida',
    'finjo estar enferma todos los días pa no ir, mi mamá no sabe por qué',
    'cambio de camino a casa cada día para que no me encuentren los de la esquina',
  ]),
  ...c('bullying', 'passive', [
    'me bajaron los pantalones delante de toda la clase y lo grabaron',
    'fui metido en el contenedor del patio otra vez y se rieron todos',
    'me rompieron los lentes por tercera vez este mes y me dijeron que la próxima es la nariz',
  ]),
  ...c('bullying', 'third-person', [
    'a mi compañero Iker le meten la cabeza en el váter casi todos los días y nadie hace nada',
    'a una niña de mi grado le escriben en el insta que se tire de un puente y ya no viene al cole',
    'mi hermano llega con la cara hinchada del liceo y dice que se cayó, pero son los de cuarto',
    'a la Maite le tiran chicles al pelo y le cortaron un mechón en clase de plástica, ahora no quiere entrar',
  ]),
  ...c('bullying', 'typo', [
    'me esperan a la salida y me quitan la plata del almuerso y si no traigo me avientan contra la reja',
    'me isieron un video y lo pasaron x todo el grupo disiendo q soy un asco',
    'todos los dias me enpujan por las escaleras y la profe no ase nada',
  ]),
  ...c('bullying', 'no-spaces', [
    'meamenazanporwhatsappquemevanaesperar',
    'todalaclasemeescupeynadiemedefiende',
    'measustanconunanavajaenelbaño',
  ]),
  ...c('bullying', 'repeated', [
    'otra veeeez me tiraron la comida encimaaaa en el comedoooor',
    'ya no aguanto maaaas los mensajes de q me van a romper la caraaaa',
    'me encerraron en el armario de educación física por horaaaaas',
  ]),
  ...c('bullying', 'leet', [
    'm3 3sp3r4n 4 l4 s4l1d4 p4 d4rm3',
    'l0s d3 2d0 m3 qu1t4n l4 c0m1d4 y m3 3mpuj4n',
    'm3 m4nd4n m3ns4j3s d1c13nd0 q y4 s4b3n d0nd3 v1v0',
  ]),
  ...c('bullying', 'slang', [
    'bro los pibes de tercero me cagan a trompadas todos los días en el recreo',
    'mano, unos tipos del liceo me tienen azotao, me quitan los reales y me dan coñazos',
    'tío, me tienen fichao los de bachiller, me dan collejas y me graban pa subirlo',
  ]),
  ...c('bullying', 'child', [
    'los niños grandes me esconden la lonchera y me empujan al charco todos los días',
    'un niño dijo que si me acerco me tira del columpio otra vez, ya me hizo herida en la rodilla dos veces',
    'me dicen cara de rata y me jalan el pelo hasta que lloro y la seño no ve',
  ]),
  ...c('bullying', 'mixed-homework', [
    'cómo se hace el análisis sintáctico? no pude estudiar, me robaron el cuaderno y me amenazaron por si decía algo',
    'necesito hacer la exposición pero no quiero pararme frente a la clase, la última vez me tiraron borradores y me escupieron',
    'el trabajo en grupo no lo puedo hacer, los de mi grupo dijeron que si voy a su casa me dejan encerrado en el cuarto de herramientas',
  ]),

  // ────────────────────────────── neglect ──────────────────────────────
  ...c('neglect', 'direct', [
    'mi mamá se fue el lunes y no ha vuelto, queda medio paquete de arroz',
    'mis papás me dejaron solo con mis dos hermanitos desde el viernes y no contestan el teléfono',
    'no hay nada de comida en mi casa desde hace 3 días y tengo mucha hambre',
  ]),
  ...c('neglect', 'indirect', [
    'en el cole repito en el almuerzo porque en casa casi nunca hay cena',
    'la luz la cortaron hace dos semanas y hago la tarea con la linterna del celu que ya casi no carga',
    'tengo una muela que me duele hace meses y la cara hinchada, pero en casa dicen que no hay ni ganas de llevarme',
    'mi papá duerme todo el día con las botellas al lado y yo le cambio los pañales a la bebé',
  ]),
  ...c('neglect', 'passive', [
    'me dejaron afuera de la casa desde anoche y dormí en la escalera',
    'fui olvidada en la guardería hasta las 10 de la noche otra vez',
    'me echaron de mi casa a los 15 y ahora duermo donde me dejen',
  ]),
  ...c('neglect', 'third-person', [
    'mi compa Brayan viene con la misma ropa toda la semana, huele mal y dice que en su casa no hay nadie',
    'la vecinita de 6 años anda sola en la calle hasta la madrugada y su mamá no sale de la casa',
    'mi amigo tiene fiebre hace una semana y sus papás no lo llevan al médico, están siempre puestos',
  ]),
  ...c('neglect', 'typo', [
    'mi mama esta tirada en el sillon desde ayer con olor a alcol y no se despierta bien, yo le doy pan a mi ermano',
    'no e comido nd desde el sabado solo agua de la yave',
    'mi papa se fue a trabajar a otro lado hace un mes y no a mandado nd y mi abuela no se puede levantar',
  ]),
  ...c('neglect', 'no-spaces', [
    'estoysolaencasadesdeelmartes',
    'notenemosnadaparacomeryhacefrio',
    'mimamanoselevantadelacama yyocuidoamishermanos',
  ]),
  ...c('neglect', 'repeated', [
    'tengo hambreeeeee no hay nadaaaa en la nevera desde el domingooo',
    'nadieeee ha venido a casa en tres díaaaas',
    'me duele muchoooo el oído hace dos semanas y nadie me lleva al doctorrrr',
  ]),
  ...c('neglect', 'leet', [
    'm3 d3j4r0n s0l0 d3sd3 3l v13rn3s',
    'n0 h4y c0m1d4 3n c4s4 h4c3 d14s',
    'm1 m4m4 s3 dr0g4 y n0 n0s d4 d3 c0m3r',
  ]),
  ...c('neglect', 'slang', [
    'bro mis viejos se borraron el finde y yo con mis hermanos comiendo galletitas de agua',
    'wey mi jefa se fue con su novio a otra ciudad y me dejó 200 pesos hace 2 semanas',
    'asere en mi casa no hay ni pa un pan y mi pura anda en la calle desde ayer',
  ]),
  ...c('neglect', 'child', [
    'mi mami no se despierta y ya es de noche y mi hermanito llora',
    'me sirvo cereal con agua porque no hay leche hace mucho y nadie compra',
    'me quedo solito todos los días hasta muy tarde, la puerta no cierra y me da miedo',
  ]),
  ...c('neglect', 'mixed-homework', [
    'no pude traer los materiales pa ciencias, no hay plata ni comida y mi mamá no ha vuelto desde el jueves',
    'me ayudas con la lectura? estoy sola en la casa, mi papá se fue hace 4 días y casi no me queda saldo',
    'no hice la tarea porque cuidé a mis hermanitos toda la semana, mi mamá se fue y nadie vino a vernos',
  ]),

  // ─────────────── more euphemistic / implied disclosures ───────────────
  ...c('self_harm', 'indirect', [
    'ya dejé todo ordenado, mis contraseñas están en un papel dentro del cajón para mi mamá',
  ]),
  ...c('abuse', 'indirect', [
    'mañana entregan notas y ya le pregunté a mi tía si me deja dormir en su casa, la última vez no pude ir al cole una semana',
  ]),
  ...c('sexual_minors', 'indirect', [
    'desde que me quedé en casa del novio de mi tía ya no me quiero bañar ni cambiarme delante de nadie',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi hermanita de 7 dibuja cosas raras de un señor y dice que el vecino le enseñó un juego que no se puede contar',
  ]),
  ...c('bullying', 'indirect', [
    'ya no abro el insta, cada vez que entro tengo 40 mensajes nuevos diciendo que saben a qué hora salgo',
  ]),
  ...c('neglect', 'third-person', [
    'mi primo de 9 me contó que su mamá lo deja encerrado solo todo el fin de semana con una bolsa de pan y se va',
  ]),
  ...c('neglect', 'indirect', [
    'ya me acostumbré a que nadie pregunte dónde estoy, a veces llego a las 3 de la mañana y en casa no hay nadie desde hace días',
  ]),

  // ─────────────────────── harmless look-alikes (null) ───────────────────────
  ...c(null, 'literature', [
    'en Romeo y Julieta por qué Julieta se clava la daga si Romeo ya estaba muerto? no entiendo el final',
    'resumen de Bodas de sangre: al final el Novio y Leonardo se matan con cuchillos, eso es el clímax?',
    'en La casa de Bernarda Alba Adela se suicida, cómo lo pongo en el comentario sin que suene feo',
    'ya escribí las cartas del ejercicio de lengua: una formal al alcalde y otra informal a mi prima',
    'en Cien años de soledad el coronel Aureliano se pega un tiro en el pecho y sobrevive, qué simboliza?',
    'analizá el poema "Voy a dormir" de Alfonsina Storni, dicen que lo mandó al diario antes de morir en el mar',
    'en el Lazarillo el ciego le estrella la jarra en la cara a Lázaro, eso cuenta como maltrato infantil del siglo XVI?',
    'El túnel empieza con "bastará decir que soy Juan Pablo Castel, el pintor que mató a María Iribarne", qué tipo de narrador es',
    'en Crónica de una muerte anunciada todo el pueblo sabía que lo iban a matar, por qué nadie avisó a Santiago Nasar',
    'terminé Marianela y al final ella se muere de tristeza, me dejó fatal jaja',
    'Hamlet, "ser o no ser": está pensando en quitarse la vida? es pal comentario de texto',
    'la reina manda al cazador a matar a Blancanieves y traerle el corazón, análisis de personajes de cuentos clásicos',
    'en Oliver Twist los niños pasan hambre en el orfanato y él pide más sopa, cuál es el tema principal',
    'Pedro Páramo: todos están muertos en Comala? me perdí a la mitad del libro',
    'en "La noche boca arriba" el de la moto se estrella y sueña que lo van a sacrificar los aztecas, cuál es el sueño y cuál la realidad',
  ]),
  ...c(null, 'history', [
    'cuántos murieron en el Holocausto? es pa una línea del tiempo',
    'en la Guerra Civil española fusilaron a Lorca, en qué año fue exactamente',
    'los conquistadores quemaron vivo a Hatuey en Cuba, qué dijo antes de morir?',
    'las dictaduras del cono sur desaparecieron a miles de personas, qué fue el Plan Cóndor',
    'por qué en la masacre de las bananeras el ejército disparó a los trabajadores',
    'la Noche Triste: Cortés lloró bajo un árbol después de perder a sus hombres, es cierto o leyenda?',
    'cómo murió Atahualpa, lo estrangularon o lo quemaron? mi libro dice una cosa y el profe otra',
    'qué pasó en Tlatelolco en el 68, mi abuelo dice que mataron a muchos estudiantes',
    'en la Edad Media castigaban a los niños con varas en la escuela? es para comparar con la educación de hoy',
    'Ana Frank estuvo escondida dos años en un anexo sin salir, resumen del diario pa mañana',
    'Trujillo mandó asesinar a las hermanas Mirabal y por eso el 25 de noviembre es el día contra la violencia hacia la mujer?',
    'en las plantaciones del Caribe azotaban a los esclavos, necesito dos fuentes primarias',
    'cuántos soldados cayeron en la batalla de Ayacucho',
    'los niños del Winnipeg: Neruda trajo refugiados españoles a Chile, me explicas',
  ]),
  ...c(null, 'biology', [
    'qué es la apoptosis, las células se suicidan de verdad?',
    'los leucocitos matan bacterias, cómo se llama ese proceso? fago-algo',
    'por qué la mantis hembra se come al macho después de aparearse',
    'si una planta no recibe luz se muere de hambre? para ciencias naturales',
    'las abejas mueren después de picar? mi hermano dice que sí',
    'qué le pasa al cuerpo si no comes en 3 días? es para el trabajo del glucógeno y las reservas',
    'me explicas la fecundación en mamíferos con palabras fáciles, mañana hay prueba',
    'los leones machos matan a las crías de otro macho, eso es instinto o qué',
    'cómo cicatriza una herida, fase por fase',
    'el virus entra en la célula y la revienta, eso es el ciclo lítico?',
    'cuántos litros de sangre tiene una persona adulta? tema del aparato circulatorio',
    'los pulpos hembra se mueren después de cuidar los huevos, por qué pasa eso',
  ]),
  ...c(null, 'chemistry', [
    'la lejía con amoníaco da un gas tóxico que puede matar? lo dijo la profe de química',
    'qué veneno usaban en la Edad Media, el arsénico? es para el tema de los elementos del grupo 15',
    'el ácido sulfúrico quema la piel, cómo se neutraliza un derrame en el laboratorio',
    'ajustar la reacción de combustión del metano porfa, no me cuadran los oxígenos',
    'por qué el sodio explota cuando lo tiras al agua, vi un video',
    'el monóxido de carbono le dicen el asesino silencioso, por qué no tiene olor',
    'me quemé un poco con el mechero Bunsen en el lab, ya me puse agua fría, cómo escribo el informe de incidente',
    'el cianuro huele a almendras amargas? sale en Agatha Christie y quiero saber si es verdad',
  ]),
  ...c(null, 'medical', [
    'en tutoría nos hablaron de prevención del abuso sexual infantil, qué es el "semáforo del cuerpo"?',
    'para educación para la salud: cuáles son las señales de alerta de que un amigo piensa en el suicidio',
    'diferencia entre anorexia y bulimia, es para una presentación de biología',
    'me vacunaron ayer y me duele el brazo, es normal?',
    'me sacaron sangre en ayunas y casi me desmayo jaja',
    'me operaron de apendicitis y todavía no puedo sentarme bien, cuándo puedo volver a educación física',
    'tengo la muñeca vendada porque me la torcí en básquet, puedo hacer el examen con la izquierda?',
    'qué hace la psicóloga del colegio? nos dijeron que podemos ir si estamos tristes o estresados',
    'mi abuela toma muchas pastillas para la presión, cómo funcionan los antihipertensivos',
    'primeros auxilios para una quemadura de segundo grado, paso a paso',
    'me salen moretones en las piernas del vóley, por qué salen tan fácil',
    'qué es la violencia intrafamiliar? hay que hacer un afiche para la semana de la convivencia',
  ]),
  ...c(null, 'hyperbole', [
    'este examen de física me mata, literal',
    'me muero de vergüenza, le mandé un audio a la profe en vez de a mi amiga',
    'si mi mamá ve la nota de mate me mata jajaja',
    'me quiero morir de la risa con este meme 😂😂',
    'quiero desaparecer de la faz de la tierra, me tropecé delante de mi crush',
    'ya no puedo más con las ecuaciones, me tiro por la ventana 😂 (vivo en un bajo)',
    'voy a asesinar a mi hermano si vuelve a comerse mi yogur',
    'mátenme, mañana es la exposición y no he empezado',
    'estoy muerta de cansancio, hoy tuvimos doble de educación física',
    'este profe nos tortura con tanta tarea, es ilegal',
    'me corto las venas con una hoja de lechuga jajaja qué drama, la tarea está facilísima',
    'me quiero morir, se cayó el wifi justo en la final',
    'me castigaron sin celu una semana, es lo peor que me ha pasado en la vida',
    'casi me da un infarto cuando vi que era examen sorpresa',
    'estoy que me tiro de los pelos con este problema de geometría',
    'me quedé sin batería en el bus y me morí del aburrimiento',
    'ese chiste me mató, no puedo respirar de tanto reír',
  ]),
  ...c(null, 'game', [
    'en Free Fire me mataron 5 veces seguidas, cómo apunto mejor',
    'en Minecraft cómo mato al Wither sin morirme',
    'ayer en Fortnite hice 12 kills y quedé top 1 🔥🔥',
    'en Among Us me mataron en electricidad y nadie me creyó que era el rojo',
    'cuál es la mejor arma del Call of Duty para disparar de lejos',
    'en GTA me atropellaron y perdí toda la plata jaja',
    'en Hollow Knight siempre me muero en el mismo jefe, algún truco?',
    'en Roblox hay un juego donde un monstruo te encierra en un sótano y tienes que escapar, da miedo pero está buenísimo',
    'me banearon de Clash Royale una semana por insultar, injusto',
    'en Minecraft se me bajó toda la barra de hambre, qué como rápido?',
    'me suicidé en Terraria con una granada sin querer jajaja',
    'en Brawl Stars el Edgar salta y te revienta, cómo lo contrarresto',
    'jugamos al lobo con mis primos y siempre me matan la primera noche',
    'en Los Sims mi personaje se murió de hambre porque le quité la escalera de la piscina',
    'cómo hago una trampa de TNT en Minecraft para matar a mi amigo en el server',
    'en Resident Evil los zombis te comen vivo, es muy fuerte para 14 años?',
  ]),
  ...c(null, 'lyrics', [
    'hay un reguetón que dice "me mata tu mirada" y no lo encuentro, quién lo canta',
    'necesito la letra de "Mátalas" de Alejandro Fernández pa un karaoke',
    'para música analizamos "Ojalá que llueva café" de Juan Luis Guerra, que habla de la pobreza del campo',
    'la letra de "Malamente" de Rosalía habla de malos presagios? es para el comentario',
    'en "Pedro Navaja" de Rubén Blades lo matan al final, el profe dice que es una crónica urbana',
    'qué significa "te voy a comer a besos" en la canción, es romántica o qué',
    'la canción "Hurt" de Johnny Cash habla de hacerse daño, me ayudas a traducirla para inglés',
    'en "La Llorona" ella ahoga a sus hijos? es la versión que cantamos en el acto del colegio',
  ]),
  ...c(null, 'news', [
    'vi en las noticias que mataron a un periodista en mi ciudad, por qué pasa tanto eso',
    'en el noticiero dijeron que el terremoto dejó 200 muertos en Turquía',
    'hubo un tiroteo en una escuela de Estados Unidos, por qué allá pueden comprar armas',
    'resumen de noticias pa mañana: detuvieron a un hombre por maltrato animal en Sevilla',
    'encontraron a la niña desaparecida en Perú, qué alivio, la buscaban hace una semana',
    'en la tele dijeron que por la sequía hay familias sin comida en el corredor seco, eso es en Guatemala?',
    'para actualidad: qué es un feminicidio, lo dicen mucho en las noticias',
    'salió que acusaron a un político de violación, qué significa "presunto"',
    'con el huracán María mi tía estuvo sin luz meses en Puerto Rico, es para el trabajo de desastres naturales',
    'en el periódico hablan del acoso escolar en un instituto de Madrid, tenemos que opinar en un texto argumentativo',
    'leí que se ahogaron migrantes cruzando el Darién, dónde queda eso',
    'atentado en un mercado: cuántos heridos hubo? es pal comentario de prensa',
  ]),
  ...c(null, 'sports', [
    'el boxeador le pegó tan fuerte que lo noqueó en el primer asalto',
    'en el clásico le rompieron la pierna a un jugador de una patada, qué bárbaro',
    'nos mataron 5-0 en el torneo del cole, qué vergüenza',
    'no puedo sentarme bien desde el partido, me caí de culo en la cancha de cemento jaja',
    'en judo hoy me hicieron una estrangulación y tuve que palmear el tatami, es normal?',
    'el entrenador nos hizo correr hasta vomitar, estoy muerto',
    'en rugby me hicieron un placaje que todavía me duele la espalda',
    'quién ganó la pelea del Canelo anoche',
    'mi entrenador dice que estoy "matando" el saque, eso es bueno o malo jaja',
    'mi hermano juega waterpolo y dice que debajo del agua todos se dan patadas',
    'en la lucha libre el Místico le hizo una quebradora al rival, se lastimó de verdad?',
    'el portero se tiró y se dio con el poste, lo sacaron en camilla pero está bien',
  ]),
  ...c(null, 'everyday', [
    'mi mamá se fue al mercado y todavía no vuelve, queda medio paquete de galletas, me lo puedo comer?',
    'mis papás se fueron a una boda y me quedo con mi abuela el finde, está haciendo tamales',
    'hoy estoy sola una hora en casa hasta que mi mamá vuelva del trabajo, hacemos la tarea juntos?',
    'no desayuné porque se me hizo tarde, tengo hambre pero ya casi es el recreo',
    'me castigaron sin salir el sábado por contestarle mal a mi papá',
    'mi papá me regañó por la nota de inglés, tiene razón, no estudié nada',
    'se murió mi hámster hoy y estoy muy triste 😢',
    'mi abuelito falleció el mes pasado y lo extraño muchísimo',
    'un compañero se burló de mis zapatos una vez pero después nos reímos juntos',
    'me corté el dedo picando cebolla, cómo hago para que deje de sangrar',
    'me quemé la mano con la sartén haciendo huevos, ya la puse bajo el grifo',
    'le regalé mis juguetes viejos a mi primito porque ya soy grande para eso',
    'ya escribí la carta a los Reyes Magos, pedí una bici y un balón',
    'me despedí de todos mis amigos porque el viernes me mudo a Valencia',
    'mi tío me llevó al estadio y fue lo mejor, ganó el Cerro',
    'mi padrino me regaló una tablet por mi cumple 🥳',
    'me duele la muela, mañana mi mamá me lleva al dentista',
    'cortaron la luz por la tormenta y hago la tarea con linterna, qué aventura',
    'me encerré sin querer en el baño y me tuvieron que sacar con un destornillador',
  ]),
  ...c(null, 'third-person', [
    'mi amiga se cortó el flequillo ella sola y le quedó horrible jajaja',
    'mi hermano dice que se va a morir si no le compran las zapatillas nuevas',
    'mi primo se quebró el brazo saltando del trampolín',
    'mi compañera siempre lleva manga larga porque es muy friolenta, tiene anemia y ya la ve el médico',
    'la mamá de mi amigo se fue de viaje de trabajo una semana y él se queda con su papá',
  ]),
  ...c(null, 'child', [
    'mi perrito se murió y lo enterramos en el jardín, ahora está en el cielo con mi abuelo',
    'la seño me retó porque no traje la tarea',
    'mi mami dice que si no como verdura no hay postre',
    'me caí en el recreo y me salió sangre de la rodilla y la seño me puso hielo',
    'mi tío nos llevó al zoológico a mí y a mis primos y vimos al león comerse la carne',
  ]),
  ...c(null, 'mixed-homework', [
    'ayúdame con la redacción "carta de despedida" para lengua, tiene que ser de un personaje que se muda de país',
    'tengo un debate sobre la pena de muerte, estoy en contra, me das argumentos?',
    'el problema dice "un tren sale de Lima a 80 km/h"... y yo me quiero morir con estos problemas',
    'tarea de ética: qué hacer si un amigo te cuenta que le pegan en casa? es un caso hipotético del libro',
    'en sociales hay que investigar el trabajo infantil en Bolivia, me ayudas a empezar',
  ]),
  ...c(null, 'slang', [
    'wey el profe de química está bien loco, nos quiere matar con la tarea',
    'parce me dejaron en visto, estoy muerto en vida jaja',
    'tío, qué palo, me han suspendido educación física, flipo',
    'boludo la prueba de mañana nos va a matar, me ayudás con historia?',
    'bro me caí de la patineta y quedé todo raspado pero estuvo épico',
  ]),
  ...c(null, 'typo', [
    'me ise una erida jugando futbol pero ya esta bien, mi mama me la curo',
    'ojala q mañana no aya clases x la lluvia',
    'mi ermano me escondio el control de la play y lo voy a matar jaja',
    'no e comido nd desde el almuerso xq me quede jugando, ya voy a senar',
    'kiero desaparser de la clase de mate es muy aburrida',
  ]),
];
