/**
 * Twelfth labelled safety set (SAFETY_TWELFTH), written by a writer helper session on 2026-11-28
 * (~10:50 UTC). Written blind: without reading the detector, its lexicon or any other labelled set.
 *
 * Purpose: TRAINING data for the learned layer of the offline safety screen (not a blind estimate).
 *
 * Weighted to: child voices (8-12, phonetic spelling, run-on sentences), disclosures mixed with
 * homework, leetspeak, words run together, repeated letters and slang from many countries; the
 * harmless look-alikes share those shapes (child worries, literature/history/biology homework with
 * violent or sex-ed words, video games, sports injuries, hyperbole, cooking and playground accidents).
 *
 * Label rule: a category when a caring adult should follow up because a child (the writer or another
 * named child) may be at risk; null for one-off scoldings, groundings, short times alone, one tease,
 * deaths of grandparents or pets, hyperbole, schoolwork, news, lyrics, games, sports and everyday talk.
 */
import type { SafetyCategory } from './safety/safety-lexicon.ts';
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_TWELFTH: SafetyCase[] = [
  // ───────────────────────────── self_harm ─────────────────────────────
  ...c('self_harm', 'child', [
    'yo ya no kiero estar aki en la tierra kiero irme con mi abuelita al sielo y no bolber',
    'profe si yo me muero nadie me ba a estrañar berdad porke todos me dicen ke soy un estorbo',
    'oye ayer me pegue yo solito en la cabesa con la pared muchas veses porke soy tonto',
    'mi mama no sabe pero yo me rasco el braso con las tijeras asta ke sale sangre y me da gusto',
    'no le digas a nadie pero yo pienso en tirarme de la benta del departamento',
    'kiero dormir y ya no despertar nunca mas aser eso se puede?',
    'boi a dejar de comer para desaparecer y asi ya no molesto a mi familia',
  ]),
  ...c('self_harm', 'mixed-homework', [
    'ayudame con las fracciones porfa... aunq la verdad no se pa q si igual no pienso llegar al viernes',
    'necesito el resumen de la fotosintesis y ya, despues de entregarlo ya no voy a estar, ya lo decidi',
    'me explicas lo de los verbos irregulares? es q mañana es mi ultimo dia y quiero dejar todo hecho, ya regale mis cosas a mi hermana',
    'cuanto es 7x8? perdon estoy distraido, es q tengo las pastillas de mi mama guardadas en la mochila y no dejo de pensar en tomarmelas todas',
    'q es un ecosistema... bueno da igual, llevo toda la tarde pensando en cortarme otra vez y no me concentro',
    'tarea de historia: causas de la independencia. ah y si mañana no me conecto es pq me mate, gracias por todo',
  ]),
  ...c('self_harm', 'leet', [
    'm3 k13r0 m0r1r y4 n0 pu3d0 m4s',
    'h0y m3 c0rt3 0tr4 v3z 3n l4s p13rn4s',
    'n4d13 m3 n3c3s1t4, m3j0r d3s4p4r3zc0',
    'tng 1d34s d3 su1c1d10 t0d0s l0s d14s',
    'me qu1ero t1rar d3l puent3 d3 l4 aut0p1st4',
  ]),
  ...c('self_harm', 'no-spaces', [
    'yanoquierovivirmas',
    'mecortolosbrazosparaquenoseveaconlamanga',
    'estoypensandoenmatarmedeverdadnoesbroma',
    'todoseriamejorsinmiasiquemevoyair',
    'hoynocomonadaotravezquieroadelgazarhastadesaparecer',
  ]),
  ...c('self_harm', 'repeated', [
    'ya nooooo puedooooo maaaas quiero morirmeeeee',
    'me odiooooo me odio me odio me odio me quiero hacer dañoooo',
    'ya me despedi de todossss, chaoooo para siempreeee',
    'ayudaaaaaa tengo la cuchilla en la mano otra vezzzz',
  ]),
  ...c('self_harm', 'slang', [
    'wey neta ya me quiero ir de este mundo, nadie me pela',
    'bro estoy re quemado, ya tengo todo listo pa matarme el finde',
    'parcero me volví a cortar, no le diga a mi cucha',
    'tío paso de todo ya, quiero palmarla y que me dejen en paz',
    'chamo llevo días pensando en lanzarme del edificio, no aguanto más',
    'pana ya regalé mi play y mi ropa, no voy a necesitar nada después del sábado',
    'boludo me quemo con el encendedor cuando me siento una mierda, ya tengo marcas',
    'mae diay, siento que soy una carga pa todos y que mejor me muero',
  ]),
  ...c('self_harm', 'typo', [
    'ya no qiero vivir nadie me qiere en mi casa ni en el cole',
    'me ise cortes en la pierna con un sacapunts desarmado',
    'pienzo en suisidarme todas las noches antes de dormir',
    'tome muchas pastiyas ayer pa no despertar pero desperte igual',
  ]),
  ...c('self_harm', 'indirect', [
    'si mañana no aparezco en clase dile a la profe que lo siento, ya no voy a estar',
    'ya escribí las cartas para mi familia, están debajo de mi almohada',
    'me pregunto cuánto tiempo tarda alguien en dejar de respirar bajo el agua, es para mí',
    'creo que a todos les iría mejor si yo no hubiera nacido, estoy pensando en arreglarlo',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amiga sofi me mando fotos de sus brazos cortados y dice q esta noche se va a tomar todo el frasco',
    'mi hermano de 13 dice que se quiere ahorcar y ya vi una cuerda en su cuarto',
    'un compa de mi salon dijo en el grupo q mañana se tira del puente, nadie le cree pero yo si',
  ]),
  ...c('self_harm', 'direct', [
    'me quiero suicidar',
    'llevo dos semanas haciéndome cortes y cada vez son más profundos',
  ]),

  // ───────────────────────────── abuse ─────────────────────────────
  ...c('abuse', 'child', [
    'mi papa me pega con el sinto cuando se enoja y me deja moretones en las piernas y me dise ke no le diga a la maestra',
    'mi padrastro me encierra en el baño oscuro toda la noche cuando me porto mal y yo lloro y nadie me abre',
    'mi mama me kemo la mano con la plancha porke rompi un baso y me duele mucho',
    'yo no kiero ir a mi casa porke mi papa llega borracho y nos pega a mi y a mi hermanito',
    'anoche mi papa le pego a mi mama y la aventó contra la pared y yo me eskondi abajo de la cama con mucho miedo',
    'mi tia me jala el pelo y me dise ke soy una basura y ke ojala no ubiera nasido',
    'profe si me ensucio el uniforme mi mama me pega con la chancla y con el palo de la escoba',
    'mi abuelo me amarra a la silla para ke no me mueva y me deja asi mucho rato',
  ]),
  ...c('abuse', 'mixed-homework', [
    'ayúdame con las tablas del 6 porfa, es que mi papá anoche me pegó con el cable porque no me las sabía y hoy me las va a preguntar otra vez',
    'tengo q hacer un dibujo de mi familia para plastica pero no se como dibujar a mi padrastro sin q me de miedo, me pega todos los dias',
    'me corriges la ortografía del dictado? si saco mal mi madre me deja sin cenar y me da con la correa',
    'como se calcula el area de un triangulo... perdon si tardo en escribir, tengo la muñeca hinchada de cuando mi papa me la torcio',
    'necesito acabar el trabajo de ciencias antes de q llegue mi padre pq si no esta hecho me revienta a golpes',
    'explícame el pretérito perfecto rápido, mi mamá dijo que si repruebo me va a quemar los cuadernos y a mí con ellos',
  ]),
  ...c('abuse', 'leet', [
    'm1 p4dr3 m3 p3g4 c0n 3l c1nturón c4s1 t0d4s l4s n0ch3s',
    't3ng0 m13d0 d3 v0lv3r a c4s4, m1 p4dr4str0 d1j0 q m3 v4 4 m4t4r',
    'm1 m4m4 m3 d10 un c4ch3t3 t4n fu3rt3 q m3 s4ngr0 l4 n4r1z',
  ]),
  ...c('abuse', 'no-spaces', [
    'mipapamepegaconelcinturonynoquierovolveracasa',
    'mimadrastramedejaencerradaenelcuartosincomer',
    'anochemipadrelepegoamimamaconunabotellayhabiasangre',
    'mepegaronotravezyaveslosmoretonesenlaespalda',
  ]),
  ...c('abuse', 'repeated', [
    'tengo muuuucho miedo mi papa esta rompiendo todo y gritando q nos va a mataaaar',
    'me pegooooo otra vez con la correa y me duele muchisimoooo la espalda',
    'no quierooooo volver a mi casaaaa porfaaaa ayudaaaa',
  ]),
  ...c('abuse', 'slang', [
    'wey mi jefe me puso una putiza con el cinto, traigo la espalda toda morada',
    'tío mi viejo me pega cuando va pedo y mi madre no hace nada',
    'parce mi padrastro me cascó otra vez y me amenazó con echarme a la calle si hablo',
    'pana mi mai me da con la correa por cualquier vaina, ya tengo marcas en las piernas',
    'bo mi viejo le pegó a mi vieja y después me agarró a mí del cuello, tengo miedo de que vuelva',
    'chamo mi papá me tiene encerrado en el cuarto con candado desde el viernes',
    'mi pai me dio una pela con el alambre y me dejo las piernas marcadas mano',
    'cuate mi padrastro me quemó con el cigarro en el brazo pa que aprenda',
  ]),
  ...c('abuse', 'typo', [
    'mi mama me insulta todo el dia y me dise q me baya de la casa q le arruine la vida, y me empuja',
    'mi papa me aorco un poco ayer pq le conteste y no podia respirar',
    'tengo golpes en la espalda x mi padrasto pero en el cole digo q me cai',
  ]),
  ...c('abuse', 'indirect', [
    'cómo se tapan los moretones con maquillaje para que no se vean en educación física',
    'cuando escucho las llaves de mi padre en la puerta me pongo a temblar y me escondo en el armario',
    'en mi casa hay gritos y golpes todas las noches, mi madre dice que es normal',
  ]),
  ...c('abuse', 'third-person', [
    'mi amigo pablo llega al cole con marcas de cinturon y me dijo q su papa le pega con la hebilla',
    'mi prima de 9 años vive con su padrastro y él la encierra en el patio sin comida cuando se enoja',
    'la vecina le pega a su hijo chiquito todos los dias y se oyen los gritos por la pared',
    'mi hermanito tiene una quemadura redonda en la mano y me dijo que fue mi tío con el cigarro',
  ]),
  ...c('abuse', 'passive', [
    'me dejaron la espalda marcada con el cable otra vez',
    'fui arrastrada del pelo por el pasillo delante de mis hermanos',
  ]),

  // ───────────────────────────── sexual_minors ─────────────────────────────
  ...c('sexual_minors', 'child', [
    'mi tio me toca abajo cuando mi mama no esta y me dise ke es un juego secreto de los dos',
    'el señor de la tienda me dijo ke si le enseño mis chichis me da dulses gratis',
    'mi primo grande de 17 me mete la mano en los calsones cuando jugamos y yo no kiero',
    'un señor en el roblox me pidio fotos sin ropa y dise ke si no se las mando le dise a mi mama cosas malas de mi',
    'mi padrastro entra a mi cuarto en la noche y se mete en mi cama y me toca y me da miedo',
    'el chofer del bus escolar me da besos en la boca y dise ke no le diga a nadie porke es nuestro secreto',
    'el novio de mi mama me enseño videos de gente sin ropa y me pidio ke aga lo mismo',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'ayudame con la tarea de ingles, es q un chico de 22 q conoci en free fire me la hacia pero ahora me pide fotos en ropa interior a cambio',
    'me explicas las capitales de europa? el entrenador de natacion me dijo q si voy sola a su casa me ayuda a estudiar y me da masajes, ya fui una vez y me toco',
    'tengo que hacer una redaccion sobre mi verano pero lo unico que recuerdo es que el amigo de mi papa me tocaba en la piscina',
    'cuanto es 15% de 200? es que un señor me ofrece esa plata si le mando un video mio en la ducha',
    'resumen de la celula porfa... y otra cosa, un man de 30 me escribe todas las noches y me dice q soy su novia y q no le cuente a mis papas',
  ]),
  ...c('sexual_minors', 'leet', [
    'un t1p0 d3 25 m3 p1d3 f0t0s d3snud4 y d1c3 q s1 n0 l4s m4nd0 publ1c4 l4s 0tr4s',
    'm1 pr0f3 d3 pi4n0 m3 t0c4 l4s p13rn4s y m3 d1c3 q 3s nu3str0 s3cr3t0',
    'un h0mbr3 d3l d1sc0rd qu13r3 qu3d4r c0nm1g0 y m3 p1d3 q n0 l3 d1g4 4 n4d13',
  ]),
  ...c('sexual_minors', 'no-spaces', [
    'unseñormepidefotosdesnudaporinstagramytengo12',
    'mitiomeobligaatocarlecuandonadieestaencasa',
    'mequierenextorsionarconunafotomiaenropainteriorsinopagonose',
    'elhermanomayordemiamigomebesoymetocoalafuerza',
  ]),
  ...c('sexual_minors', 'repeated', [
    'ayudaaaa un tipo tiene mis fotos y dice q las va a mandar a todo mi colegiooooo si no le mando massss',
    'no quieroooo ir a casa de mi tio otra vez porq me toca y me da ascooooo',
  ]),
  ...c('sexual_minors', 'slang', [
    'wey un vato de 28 me pide nudes por tiktok y me manda regalos en el free',
    'bro una mina que dice tener 15 me pasó fotos y ahora me pide plata o las sube con mi cara, creo q es un viejo',
    'parce el profe de educación física me manosea en el camerino y me dice que si digo algo me raja',
    'tía el colega de mi padre me pilló a solas en la cocina y me metió mano, tengo 13',
    'mi pana, un man del insta me dijo q me compra el iphone si nos vemos en un hotel, tengo 14',
    'chama el catequista me dijo q me quite la camisa pa "bendecirme" y me tocó',
    'loco un pibe de 30 me manda audios diciendome q me quiere ver en persona y q borre los mensajes',
  ]),
  ...c('sexual_minors', 'typo', [
    'mi padrastro me biola desde q tengo 10 y mi mama no me cree',
    'un ombre me grabo en el baño del parque y me dijo q si grito me pasa algo',
    'alguien me yamo a la webcam y me ordeno q me desbistiera y lo hize y ahora me amenasa',
  ]),
  ...c('sexual_minors', 'indirect', [
    'un amigo online de 26 años dice que la edad no importa en el amor y quiere que vaya a verle a otra ciudad, yo tengo 13',
    'me regalaron skins y robux a cambio de "fotitos especiales", ahora me piden más y me da vergüenza decirlo',
    'cómo se borra una foto que mandaste a alguien que ahora te amenaza con subirla',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga de 12 tiene un novio de 24 q la recoge del cole y se la lleva a su casa',
    'mi hermana de 8 me dijo q el vecino le enseña sus partes cuando va a jugar a su casa',
    'a una compa de mi clase un señor le pasa plata por fotos y ella cree q es normal',
  ]),
  ...c('sexual_minors', 'passive', [
    'me tocaron donde no querían en el vestuario del club, fue el entrenador',
    'fui obligada a hacer cosas con un hombre mayor en la fiesta y no me acuerdo de todo',
  ]),

  // ───────────────────────────── neglect ─────────────────────────────
  ...c('neglect', 'child', [
    'mi mama se fue ase tres dias y no a buelto y yo le doy de comer a mi hermanita pan con agua',
    'en mi casa no ay comida desde el lunes y tengo mucha hambre en la escuela',
    'yo tengo fiebre alta ase dias pero mi papa dise ke no ay plata pal doctor y se va a tomar',
    'mis papas se drogan y se duermen y yo cuido a mis hermanitos solo todas las noches',
    'nadie me biene a buscar a la escuela nunca y me kedo en la puerta asta ke oscurese',
  ]),
  ...c('neglect', 'mixed-homework', [
    'ayúdame con los mapas de geografía... es que no tengo luz en casa desde hace una semana y mi madre no vuelve desde el domingo',
    'me explicas las divisiones? hoy no pude desayunar ni comer ayer, en mi casa nunca hay nada y mi papa no aparece',
    'necesito el trabajo de lengua pero no tengo cuaderno, mis padres se gastan todo en alcohol y ni me compran zapatos, ando con los rotos del año pasado',
  ]),
  ...c('neglect', 'leet', [
    'll3v0 4 d14s s0l0 3n c4s4 y s3 4c4b0 l4 c0m1d4',
    'm1 m4dr3 s13mpr3 3st4 dr0g4d4 y n4d13 m3 cu1d4',
  ]),
  ...c('neglect', 'no-spaces', [
    'mimamameechodelacasayestoydurmiendoenlaplaza',
    'tengounamuelapodridahacemesesynadiemellevaaldentista',
    'mispapasnovienendesdeelviernesyestoysoloconmihermanobebe',
  ]),
  ...c('neglect', 'repeated', [
    'tengo muuucha hambre no hay nada en la neveraaaa desde hace dias',
    'mi mamá no vuelveeee ya son cuatro diasss y no contesta el telefonoooo',
  ]),
  ...c('neglect', 'slang', [
    'wey mi jefa se fue con su novio a otra ciudad y me dejó solo con 50 pesos hace una semana',
    'parce en mi casa no hay ni pa comer y mi cucho se la pasa jincho',
    'pana me botaron de la casa y estoy durmiendo donde un pana, tengo 14',
    'tío mis padres están todo el día ciegos y yo me hago la comida con lo que pillo, tengo 10',
  ]),
  ...c('neglect', 'typo', [
    'estoi con mucha tos y sangre al toser y mi mama dise q no es nada y no me yeva al medico',
    'ace dos semanas q nadie lava mi ropa y en el cole se burlan x el olor, mis papas ni estan',
  ]),
  ...c('neglect', 'third-person', [
    'mi compañero juan viene sin comer todos los dias y dice q sus papas lo dejan solo toda la semana',
    'mi prima chiquita anda con la misma ropa sucia hace días y su mamá está siempre borracha tirada en el sofá',
  ]),
  ...c('neglect', 'indirect', [
    'qué puedo comer si en mi casa solo queda sal y arroz crudo y no hay gas, mi mamá se fue',
  ]),

  // ───────────────────────────── bullying ─────────────────────────────
  ...c('bullying', 'child', [
    'unos niños de sesto me pegan en el recreo todos los dias y me kitan la lonchera y me disen gordo',
    'en el baño de la escuela me metieron la cabesa en el inodoro y todos se reian',
    'los niños de mi salon me disen ke si le digo a la maestra me ban a pegar mas fuerte a la salida',
    'nadie kiere jugar conmigo y ayer me empujaron por las escaleras a proposito y me sangro la rodiya',
  ]),
  ...c('bullying', 'mixed-homework', [
    'ayúdame con el trabajo en grupo que nadie quiere estar conmigo, además me rompieron la mochila otra vez y me dijeron que mañana me esperan a la salida para pegarme',
    'cómo se hace un esquema de la revolución francesa... es que no fui al cole 3 días porque los de 2º me pegan en el patio y me da miedo',
    'me ayudas con ingles? me borraron el trabajo de la compu del cole y subieron un video mio llorando al grupo de la clase, llevan meses asi',
  ]),
  ...c('bullying', 'leet', [
    'm3 p3g4n 3n 3l c0l3 t0d0s l0s d14s y n4d13 h4c3 n4d4',
    'cr34r0n un 1nst4 p4r4 burl4rs3 d3 m1 y m3 m4nd4n 4m3n4z4s',
  ]),
  ...c('bullying', 'no-spaces', [
    'mepeganalasalidadelcolegioytodosgrabanconelcelu',
    'hicieronungrupodewhatsappparainsultarmeydicenquemevanamatar',
    'meescondieronlaropaenelvestuarioymesacaronfotosdesnudo',
  ]),
  ...c('bullying', 'repeated', [
    'otra veeeez me tiraron al suelo y me patearon en el patiooo, ya no quiero ir al coleee',
    'me dicen cosas horribleeees todos los dias en el bus y me escupennnn',
  ]),
  ...c('bullying', 'slang', [
    'wey unos vatos de tercero me agarran de bajada todos los dias y me quitan la feria',
    'parce los manes del curso me cascaron en el baño y dijeron q si los sapeo me va peor',
    'tía unas pijas de mi clase me hacen la vida imposible, me suben memes míos y me esperan a la salida para darme',
    'bro me tienen de puerquito en el salón, me pegan zapes y me quitan la comida desde el principio del año',
    'chamo unos chamos de bachillerato me amenazaron con una navaja si no les doy mi teléfono',
  ]),
  ...c('bullying', 'typo', [
    'en mi salon me asen bulin desde primaria y ahora me pegaron con un palo en la cabesa',
    'me mandan mensages diciendo q me baya a matar y q todos me odian, son de mi curso',
  ]),
  ...c('bullying', 'third-person', [
    'a mi amigo tomas lo golpean entre cuatro en el baño y le quitan la plata del almuerzo cada dia',
    'a una niña de mi clase le pasaron una foto trucada desnuda por todos los grupos y ahora no quiere ir al cole',
  ]),
  ...c('bullying', 'passive', ['fui golpeado por los de cuarto otra vez y me rompieron las gafas']),

  // ───────────────────────────── harmless look-alikes ─────────────────────────────
  ...c(null, 'child', [
    'perdi mi peluche de conejo en el parke y lloro mucho porke lo kiero muchisimo ayudame a aser un cartel',
    'mi hermano me kito el control de la tele y no me deja ver mis caricaturas es un tonto',
    'mañana me ponen una bakuna en el doctor y me da miedo la aguja me ba a doler?',
    'se murio mi pesesito dorado y lo enterramos en el jardin, estoy triste',
    'mi mama me regaño porke no ise la tarea y me kito la tablet un dia',
    'me kaí del columpio y me raspé la rodiya y me salio sangre pero ya me puse una curita',
    'mi perrito se comio mi tarea de berdad no es mentira ke le digo a la maestra',
    'yo kiero ser astronauta cuando sea grande como se ase',
    'mi amiga no me kiso prestar su goma hoy y ya no es mi amiga asta mañana',
    'tengo miedo de la oscuridad en mi cuarto mi papa me dejo una lusesita prendida',
    'se me cayo un diente y lo puse abajo de la almuada para el raton perez',
    'mi hermanita me mordio el braso jugando y le dije a mi mama y la castigaron',
    'mi abuelito se murio y lo extraño, el me contaba cuentos',
    'me kede solo en casa una hora mientras mi mama fue al super y vi peliculas',
    'hoy no desayune porke se me iso tarde pero en el recreo me comi mi sandwich',
    'un niño me dijo cuatro ojos por mis lentes y me enoje pero despues jugamos futbol',
  ]),
  ...c(null, 'mixed-homework', [
    'ayúdame con las tablas del 7 porfa, es que mi papá anoche me las preguntó en la cena y me equivoqué en todas jajaja',
    'necesito un resumen de romeo y julieta, no entiendo pq se matan al final si se querían',
    'me explicas la mitosis y la apoptosis? no entiendo lo de que las celulas se suicidan',
    'tengo q hacer una redaccion de la guerra civil española, cuantos muertos hubo mas o menos?',
    'qué es el aparato reproductor femenino y masculino? tengo examen de ciencias naturales el jueves',
    'ayudame con la tarea de educacion sexual, tengo q explicar q es el consentimiento',
    'me castigaron sin salir el finde por suspender mates, así que ayúdame a entender las ecuaciones plis',
    'cuanto es 9x6? mi mamá me dijo que si no aprendo las tablas no hay tele esta semana',
    'resumen de bodas de sangre porfa, lo de la navaja y que se matan leonardo y el novio',
    'tarea de historia: cómo murió hitler? se suicidó en el búnker no?',
  ]),
  ...c(null, 'literature', [
    'en la casa de bernarda alba adela se ahorca al final, por qué lo hace? es para un comentario de texto',
    'por q en cien años de soledad el coronel aureliano se dispara en el pecho y no se muere?',
    'no entiendo el poema de las coplas de jorge manrique, habla todo el rato de la muerte',
    'en crónica de una muerte anunciada matan a santiago nasar a cuchillazos, es por honor?',
    'romeo se toma el veneno y julieta se clava la daga, es tragico pero no entiendo el final',
    'en lazarillo de tormes el ciego le pega a lazaro con la jarra, es una novela picaresca?',
    'en el libro de hansel y gretel los padres los abandonan en el bosque porque no hay comida, como analizo eso',
    'q significa "quiero morir" en el poema de miguel hernández? es sobre la guerra?',
    'en la obra la celestina calisto y melibea tienen relaciones y luego él se cae de la escalera y muere, ayuda con el tema',
    'el cuento de la gallina degollada de horacio quiroga me dio mucho miedo, los hermanos matan a la niña',
    'por qué werther se suicida en las desventuras del joven werther? tengo que hacer un trabajo',
    'analizar lolita para literatura universal, el narrador es un adulto que abusa de una niña y hay que ver cómo manipula al lector',
    'en la novela la cenicienta la madrastra la tiene encerrada y sin comer, es el maltrato del cuento?',
    'resumen del quijote capitulo 4, el amo le pega con el cinturon al pastorcito andres',
  ]),
  ...c(null, 'history', [
    'cuantas personas murieron en el holocausto? es pa un trabajo de 4 eso',
    'la conquista de méxico: hernán cortés y la matanza del templo mayor, ayudame con las fechas',
    'qué pasó en el bombardeo de guernica? tengo que hablar del cuadro de picasso',
    'en la dictadura de pinochet torturaban a la gente en el estadio nacional, explicame el contexto',
    'por q los aztecas hacian sacrificios humanos y les sacaban el corazon?',
    'explicame la noche de los lapices en argentina, secuestraron estudiantes',
    'trabajo sobre el trabajo infantil en la revolucion industrial, los niños trabajaban 14 horas y les pegaban',
    'la esclavitud en america, como castigaban a los esclavos con latigos? para historia',
    'resumen de la guerra del pacífico entre chile, perú y bolivia, cuántos muertos',
    'explicame el genocidio de ruanda para mañana porfa',
    'napoleon murio envenenado o de cancer? mi profe dice una cosa y internet otra',
  ]),
  ...c(null, 'biology', [
    'que es la apoptosis? lo de la muerte celular programada',
    'cómo se reproducen los mamíferos? fecundación interna, para naturales de 6º',
    'por q los leones machos matan a las crias de otro macho? lo vimos en un documental en clase',
    'la mantis religiosa hembra se come al macho despues del apareamiento, es verdad??',
    'explícame la menstruación y la ovulación para el examen de biología',
    'q son los espermatozoides y los ovulos, me toca exponer en clase y me da verguenza jaja',
    'los globulos blancos matan a las bacterias, como lo hacen?',
    'cuanto tiempo puede vivir una persona sin comer ni beber? es para biologia, tema nutricion',
    'qué pasa en el cuerpo en la pubertad? cambios en chicos y chicas',
    'las celulas cancerosas no se mueren nunca, por eso son malas?',
    'los pulpos se mueren después de poner los huevos? es para un trabajo de ciencias',
  ]),
  ...c(null, 'chemistry', [
    'por q el cianuro es veneno? lo pregunto pa la clase de quimica',
    'que pasa si mezclo lejía con amoniaco, la profe dijo que nunca lo hagamos, por qué?',
    'cómo se balancea la reacción de combustión del metano',
  ]),
  ...c(null, 'medical', [
    'me van a sacar sangre para un análisis y me mareo solo de pensarlo',
    'me pusieron puntos en la ceja porque me abrí la cabeza con la puerta del coche',
    'el doctor dice q tengo anemia y tengo q comer mas lentejas, q asco',
    'mi hermana tiene la varicela y se rasca todo el rato, es contagioso?',
    'me operan de las amígdalas el lunes, duele mucho después?',
    'el paracetamol cuánto tarda en hacer efecto? me duele la cabeza por el examen',
  ]),
  ...c(null, 'hyperbole', [
    'me muero de verguenzaaaa el profe leyo mi mensaje en voz alta',
    'este examen de fisica me mataaa literal',
    'si mi mamá ve la nota me mata jajaja bueno no pero me quita el celu',
    'me quiero morir de la risa con el video q me pasaste 💀💀💀',
    'ya me quiero morir de sueño llevo toda la noche estudiando',
    'mi hermano es insoportable un dia lo voy a matar jajaja me robó los chetos',
    'me mato estudiando y saco un 4, la vida es injusta',
    'q calor me estoy muriendo aqui en el salon sin ventilador',
    'literal me desmayo si no me contesta el chico q me gusta',
    'tío me quiero tirar por la ventana con este ejercicio de derivadas jajaja',
    'aaaaa me muerooooo salio el nuevo album de mi grupo favoritooo',
    'la profe de mates me odia, me tiene manía desde el primer día',
    'ese gol me dejo muerta no puedo mas',
    'me voy a cortar el pelo yo sola con las tijeras de la cocina y mi mamá me va a matar',
    'hoy me morí de hambre en el recreo porque se me olvidó el bocadillo',
  ]),
  ...c(null, 'game', [
    'como mato al ender dragon en minecraft sin morir? siempre me tira al vacio',
    'en free fire me mataron 5 veces seguidas un grupo de hackers q rabia',
    'wey en fortnite le dispare con la escopeta y se murio de un tiro xd',
    'cual es la mejor arma en call of duty para matar de lejos',
    'en among us mate a todos siendo el impostor jajaja nadie sospecho',
    'mi hermano me mato en roblox en el juego del asesino y me robo mis cosas',
    'en gta me mataron los polis y perdi todo el dinero',
    'como se pasa el jefe final de hollow knight, me muere todo el rato',
    'm3 m4t4r0n 3n 3l fr33 f1r3 p0r n00b jajaja',
    'enfreefiremematanpuroshackersyaestoyhartoooo',
    'estoy enganchadisimo al five nights at freddys, da miedo pero me gusta',
    'en minecraft me quede encerrado en una cueva sin comida y me mori de hambre lol',
  ]),
  ...c(null, 'sports', [
    'me rompi el braso jugando futbol en el recreo y ahora tengo yeso',
    'en el entreno de boxeo me dieron un golpe en la nariz y sangré un montón, pero molo',
    'me torcí el tobillo en basket y tengo el pie morado e hinchado',
    'el entrenador nos hizo correr hasta vomitar jaja fue brutal el entreno',
    'en judo me estrangularon y tuve q rendirme, es legal eso?',
    'me pegaron un balonazo en la cara en educación física y me dejaron el ojo morado',
    'ayer en el partido de rugby me patearon la espalda y tengo moretones por todos lados',
  ]),
  ...c(null, 'everyday', [
    'me queme la mano con el aceite haciendo papas fritas con mi mama, ya me puse agua fria',
    'me corté el dedo pelando una papa para la cena, no fue mucho pero sangro',
    'me castigaron sin celular una semana por contestarle mal a mi papa',
    'mi mamá me gritó porque dejé la ropa tirada en el suelo',
    'se murió mi abuela el domingo y estoy triste, no tengo ganas de hacer deberes',
    'mi perra se murio de vieja y la enterramos en el campo de mi tio',
    'hoy me quede sola en casa toda la tarde porque mis papas trabajan, hice la tarea y vi netflix',
    'saque un 3 en el examen y estoy triste, mi madre se va a enfadar',
    'me caí de la bici bajando la cuesta y me pelé las dos rodillas',
    'mi mama me pego una nalgada cuando era chiquito por cruzar la calle corriendo, mi tio dice q era normal antes',
    'q le regalo a mi papa por su cumple? le gusta pescar',
    'mi hermano mayor se fue a la universidad y lo extraño',
    'mis papas se estan divorciando y me da cosa, pero los dos me quieren',
    'mi mamá tiene que trabajar de noche así que me hago yo la cena los martes, hoy hice huevos',
  ]),
  ...c(null, 'slang', [
    'wey mi jefa me regaño bien feo por llegar tarde, pero ya se le paso',
    'parce ese profe me tiene re azarado con el parcial de mañana',
    'boludo me re cagaron a pedos en casa por el boletín, pero bueno, ya fue',
    'tío me han dejado sin paga por suspender inglés, qué palo',
    'pana me dio una fiebre arrecha y no fui al liceo, qué me perdí?',
    'chamo mi pure me castigó sin play por un mes, no joda',
    'bro el bobo de mi primo me quemó en el grupo con una foto de chiquito jaja',
    'mae qué pereza el examen de mate, me quiero morir jaja',
  ]),
  ...c(null, 'third-person', [
    'mi amiga se cayo en el recreo y se rompio un diente, la llevaron al dentista',
    'a mi primo lo castigaron por jugar a la play hasta las 3 de la mañana',
    'mi compa dice q su papa lo regaña mucho por las notas pero q lo quiere',
    'mi hermana se corto el dedo cocinando y se desmayo al ver la sangre jajaja',
  ]),
  ...c(null, 'news', [
    'vi en las noticias q detuvieron a un hombre por abuso de menores, que debe hacer un niño si le pasa algo asi? es para un trabajo de ciudadania',
    'en el telediario dijeron q subió el número de suicidios en jóvenes, lo tenemos q comentar en tutoría',
    'hubo un terremoto y murieron muchas personas, como se miden los terremotos?',
    'leí sobre el grooming en una charla del cole, que es exactamente y como se previene?',
  ]),
  ...c(null, 'lyrics', [
    'que significa la cancion "me mata" de bad bunny? es pa musica jajaja',
    'la letra de "la llorona" habla de una mujer q ahoga a sus hijos? para clase de musica',
    'me sé toda la canción de "la bala" de calle 13, habla de violencia?',
  ]),
  ...c(null, 'typo', [
    'me corte con una oja de papel y duele un monton q ridiculo',
    'me cai en el patio y me pegue en la cabesa pero ya estoi bien mi mama me reviso',
    'no pude dormir x la tormenta, tenia miedo de los truenos',
  ]),
  ...c(null, 'repeated', [
    'mi hermano me robo mis galletaaaas ayudaaaa jajaja',
    'no quierooooo ir al dentistaaaa me van a sacar una muela',
  ]),
  ...c(null, 'no-spaces', [
    'mehermanitomequitoelcontroldelatele',
    'ayudameconlatareadebiologiaesdelascelulas',
  ]),
  ...c(null, 'leet', [
    'n3c3s1t0 4yud4 c0n l4s t4bl4s d3l 8 pl1s',
    'k3 h4c3s, y0 4qu1 h4c13nd0 t4r34 d3 h1st0r14 d3 l4 gu3rr4',
  ]),
];
