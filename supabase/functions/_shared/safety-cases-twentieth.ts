/**
 * Safety set twentieth: TRAINING data for the learned layer of the offline safety screen.
 * Written by a writer session on 2026-11-28 (around 11:20 UTC), blind: without reading the detector,
 * its lexicon or any other labelled set.
 * Weighted to third-person and indirect reports (a worried student telling about a friend, cousin,
 * sibling, neighbour or classmate, in every register, often without naming the act) and first-person
 * messages where the risk is only implied; voices from every Spanish-speaking country, ages 9-18.
 * Hard negatives have the same shapes: worried reports about a friend's ordinary troubles (breakup,
 * grade, strict but fine parent, injury, sick grandparent, moving house) and homework/news/games with
 * risk vocabulary.
 * Label rule: a category when a caring adult should follow up because a child (the writer or another
 * named child) may be at risk; null for one-off scoldings, groundings, short times alone, one tease,
 * bereavement, hyperbole, literature, history, biology, chemistry, medicine, news, lyrics, games,
 * sports and everyday talk.
 */
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';
import type { SafetyCategory } from './safety-lexicon.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_TWENTIETH: SafetyCase[] = [
  // ---------------------------------------------------------------- self_harm
  ...c('self_harm', 'third-person', [
    'mi amiga Vale me mandó un audio diciendo que ya les dejó cartas a todos y que mañana ya no va a estar, qué hago??',
    'profe una pregunta no de tarea: mi compañero de banca lleva días regalando sus cosas, ayer me dio su play y su sudadera favorita y dijo que ya no las va a necesitar',
    'mi prima de 14 usa manga larga con este calor y hoy se le subió la manga y tenía rayitas en todo el brazo, unas nuevas',
    'wey mi compa del equipo puso en sus historias "gracias por todo, perdón" y no contesta el cel desde anoche',
    'Mi hermana mayor dejó de comer casi del todo, dice que se lo merece y que así se castiga, ya se le notan los huesos',
    'una chava de mi salón me dijo que tiene guardadas pastillas de su abuela "por si acaso" y me hizo jurar que no le digo a nadie',
    'mi mejor amigo me preguntó cuánto hay que caer desde un edificio para no quedar vivo, dijo que era curiosidad pero no le creo',
    'Buenas tardes. Quisiera saber qué hacer: una compañera de mi curso ha escrito en su cuaderno que el mundo estaría mejor sin ella y que ya tiene fecha.',
    'mi primito de 12 se quema con el encendedor en la pierna, lo vi en el baño y me dijo que así se le pasa lo que siente',
    'el pibe de al lado, el Tomi, me dijo que está cansado de existir y que ya sabe cómo hacerlo, que lo tiene todo pensado',
    'mi amiga se despidió de mí en el recreo como si no nos fuéramos a ver nunca más, me abrazó re fuerte y me dijo que me cuide, estoy asustada',
    'Mi hermano se encierra en su cuarto y se pega puñetazos en la cabeza contra la pared hasta sangrar, mis papás no saben',
  ]),
  ...c('self_harm', 'indirect', [
    'si un día ya no me conecto no se preocupen, voy a estar mejor que aquí',
    'ya regalé casi todo lo mío, solo me queda despedirme de mi perro',
    'creo que todos descansarían si yo no estuviera, mi mamá tendría un gasto menos',
    'cuánto paracetamol es demasiado? no es para tarea',
    'hoy es la última vez que te escribo, gracias por ayudarme con mates este año',
    'a veces me quedo mirando por la ventana del piso 9 más de la cuenta',
    'ya escondí la cuchilla nueva en la funda del celu, nadie la va a encontrar',
  ]),
  ...c('self_harm', 'passive', [
    'ojalá no despertar mañana, así no tengo que ir al cole ni ver a nadie nunca más',
    'me da igual si me atropella un carro, de verdad me da igual',
    'quisiera dormirme y que se acabe todo, ya no aguanto estar en mi cabeza',
  ]),
  ...c('self_harm', 'child', [
    'mi hermanita de 9 dice que quiere ir al cielo con la abuela y que ya no quiere estar aquí y se pone la almohada en la cara',
    'yo me pellizco y me rasguño hasta que sale sangre cuando me porto mal para castigarme solita',
    'mi amigo Beto dice que se quiere morir de verdad no de juego y que va a saltar del puente',
  ]),
  ...c('self_harm', 'slang', [
    'bro el Kevin anda bien bajoneado, dice q ya se va a aventar del puente q ya valió todo',
    'la neta ya me quiero ir de este mundo, ya estuvo, ya me harté de todo',
    'mi pana está re mal, dice que se va a tomar el frasco entero de pastillas de su vieja esta noche',
  ]),
  ...c('self_harm', 'typo', [
    'mi amga se corta laz piernas con un sacapuntas desarmado y dise q no duele',
    'ya no kiero vivir enserio nadie se daria cuenta si me voi',
  ]),
  ...c('self_harm', 'mixed-homework', [
    'me ayudas con la ecuación de la pagina 40? igual ya da lo mismo, no creo que llegue al examen del lunes, ya tengo todo listo para irme',
    'tengo que hacer un resumen de la fotosíntesis pero mi compañera de grupo me escribió que se va a matar hoy y no sé si avisar a alguien',
  ]),
  ...c('self_harm', 'no-spaces', ['miprimasecortaenelbañoytodosdicenquenoesnada']),
  ...c('self_harm', 'repeated', [
    'ayudaaaa mi amiga dice q se va a tirar de la azoteaaaa está ahí arribaaaa',
  ]),
  ...c('self_harm', 'direct', [
    'me corté otra vez anoche y esta vez fue más profundo, no sé si necesito puntos',
    'tengo un plan para matarme el viernes cuando mis papás se vayan',
  ]),

  // ---------------------------------------------------------------- abuse
  ...c('abuse', 'third-person', [
    'mi amiga ya no quiere ir a su casa por lo que le hace su padrastro, hoy se quedó en la plaza hasta las 10 de la noche',
    'a mi primo lo dejan encerrado en el cuarto de atrás sin luz cuando su papá llega tomado, lo escuché gritar',
    'Mi compañero Sebastián siempre llega con moretones en los brazos y dice que se cayó, pero ayer se le escapó que fue con el cable de la plancha',
    'la vecina de abajo le pega a su hijo de 8 con el cinturón casi todas las noches, se oye todo y el nene llora pidiendo perdón',
    'mi mejor amiga tiene miedo de su papá, dice que si saca menos de 9 la pone de rodillas en arroz toda la noche',
    'Profe, mi compañera de mesa tiene una quemadura redonda en la mano, como de cigarro, y cuando le pregunté se puso a llorar',
    'el hermanito de mi amigo tiene la cara hinchada, dicen que su mamá le tiró un plato, no es la primera vez',
    'mi prima de Tegucigalpa me contó por video que su tío le dice que si cuenta algo de lo que pasa en la casa la mata',
    'a un chico de mi clase su padre le rompió el brazo y en el hospital dijeron que fue jugando al fútbol porque su padre les obligó a decirlo',
    'mi amiga dice que su mamá la insulta todo el día, le dice que ojalá no hubiera nacido y ayer le tiró del pelo hasta arrancárselo',
    'Mi vecinito de 10 años duerme en la escalera del edificio algunas noches porque dice que adentro su padrastro rompe cosas y le pega',
    'a mi hermano mayor mi papá lo agarra a patadas cuando llega borracho y mi mamá no hace nada, yo me escondo debajo de la cama',
    'una nena de mi escuela vino con marcas de dedos en el cuello, no quiso decir nada pero miraba la puerta todo el rato',
  ]),
  ...c('abuse', 'indirect', [
    'no quiero que se acabe el recreo, en mi casa es peor que aquí',
    'mi papá llega a las 8 y a esa hora yo ya tengo que estar calladita en mi cuarto o ya sabes qué pasa',
    'se puede pedir quedarse a dormir en la escuela? es que no quiero volver hoy',
    'cuando escucho las llaves en la puerta me empiezan a temblar las manos',
    'mi mamá tiene los ojos morados otra vez y él dijo que la próxima vez nos toca a nosotros',
    'ocupo saber cómo tapar moretones con maquillaje antes de la clase de educación física',
    'en mi casa no se puede llorar porque si lloras te dan un motivo de verdad',
  ]),
  ...c('abuse', 'passive', [
    'me dejaron sin cenar y encerrado en el baño todo el fin de semana otra vez por romper un vaso',
    'me dieron con la correa hasta que se me hincharon las piernas y hoy no puedo ni sentarme',
  ]),
  ...c('abuse', 'child', [
    'mi papi le pega a mi mami y después le pega a mi hermanito y yo tengo miedo que me toque a mi',
    'la señora que me cuida me pellizca muy fuerte y me dice que si le digo a mi mamá me va a encerrar en el cuarto oscuro',
    'mi amiguita Sofi tiene la espalda con rayas rojas de la chancla y el palo y le duele cuando se sienta',
  ]),
  ...c('abuse', 'slang', [
    'parce al Brayan el cucho le da con la hebilla, anda todo marcado y ni puede jugar',
    'boludo el viejo de la Meli la caga a palos cada vez que se chupa, ella no quiere volver',
    'asere a mi socio el padrastro lo bota pa la calle a piñazos cada vez que se mete ron',
  ]),
  ...c('abuse', 'typo', [
    'mi papa me amenaso con un cuchiyo anoche y dijo q si le digo a alguien me mata a mi y a mi ma',
    'mi amiga no qiere ir a su casa xq su tio le pega con lo q encuentre',
  ]),
  ...c('abuse', 'mixed-homework', [
    'necesito entregar la maqueta mañana pero mi papá la rompió a patadas junto con la puerta de mi cuarto y me pegó en la cabeza, cómo la arreglo rápido',
    'el ejercicio 5 de física no me sale, perdón estoy distraído, anoche mi padrastro ahorcó a mi mamá delante de nosotros',
  ]),
  ...c('abuse', 'no-spaces', ['mipadrastromepegaconelpaloytengomiedodeir']),
  ...c('abuse', 'repeated', [
    'ayudaaaa mi papá está rompiendo todo y le está pegando a mi hermanaaaa tengo mucho miedooo',
  ]),
  ...c('abuse', 'direct', [
    'mi madre me quema con la plancha cuando no limpio bien, tengo marcas en la espalda',
  ]),

  // ---------------------------------------------------------------- sexual_minors
  ...c('sexual_minors', 'third-person', [
    'un señor le escribe a mi hermana de 11 y le pide fotos, le dice que es su novia secreta',
    'mi amiga de 13 sale con uno de 24 que la recoge en carro a la salida del colegio y le compra cosas, dice que la quiere',
    'el entrenador de vóley de mi prima le pide que se quede sola después del entrenamiento para "estirar" y le toca donde no debe',
    'Una chica de mi salón me contó que su padrastro entra en su cuarto de noche y se mete en su cama, y que su mamá no le cree',
    'mi compañero de 12 conoció a un chavo en Free Fire que le manda recargas de diamantes y ahora le pide videos sin ropa',
    'un tipo amenaza a mi amiga con pasar sus fotos a todo el colegio si no le manda más, ella tiene 14 y está desesperada',
    'mi primo mayor de 19 le hace cosas a mi primita de 8 cuando nos quedamos en la casa de la abuela, ella me lo contó llorando',
    'la vecinita de 10 dice que el señor de la tienda le da dulces si se deja dar besos y que es un juego secreto',
    'Profesora, una alumna de mi curso quedó en verse este sábado con un hombre de 30 que conoció por Instagram, él le dijo que no le contara a sus padres',
    'a mi mejor amiga el novio de su mamá le manda mensajes diciendo que está muy desarrollada y le pide que le mande fotos en ropa interior',
    'mi hermano de 11 dice que un adulto del discord le pidió que prendiera la cámara y se bajara el pantalón a cambio de robux',
    'una niña de sexto me dijo que el profesor de música la sienta en sus piernas y le mete la mano debajo de la falda',
    'mi amiga dice que su tío le hizo cosas cuando se quedó a dormir y que le duele abajo, no quiere que nadie sepa',
  ]),
  ...c('sexual_minors', 'indirect', [
    'un amigo que conocí en roblox dice que es de mi edad pero su voz suena de señor y quiere que nos veamos en el centro comercial sin que le diga a mi mamá',
    'me dice que es nuestro secreto y que si lo cuento mi mamá se va a enojar conmigo y no con él',
    'cómo borro unas fotos que ya le mandé a alguien? ahora me pide más y dice que si no las publica',
    'hay un hombre en mi edificio que siempre me espera en el ascensor y me dice que cuando cumpla 13 me va a enseñar cosas de grande',
    'el amigo de mi papá me regaló un celular nuevo y me escribe por las noches, dice que borre los mensajes',
    'tengo 12 y un muchacho de 20 me dice que soy muy madura para mi edad y quiere que vaya a su casa cuando no haya nadie',
  ]),
  ...c('sexual_minors', 'passive', [
    'me tocaron en el baño del club y me dijeron que nadie me iba a creer',
    'me obligaron a hacer cosas que no quería en la fiesta y el que lo hizo tiene 22, yo tengo 14',
  ]),
  ...c('sexual_minors', 'child', [
    'el tío Ramón me dice que me siente en sus piernas y me toca la colita y dice que es un secreto de nosotros',
    'mi amiguita dice que su abuelito le enseña su cosa cuando se bañan y que no diga nada',
    'un señor en el parque me pidió que le enseñe mis calzones y me dio una moneda',
  ]),
  ...c('sexual_minors', 'slang', [
    'we un ruco de 35 le anda tirando los perros a mi carnala que tiene 13, le manda nudes y le pide de vuelta',
    'tío un pavo mayor de edad está rayando a mi hermana pequeña por insta para quedar a solas, tiene 12',
    'bro un man de como 30 le habla a mi parcera de 14 y le dice que le pasa plata si le manda packs',
  ]),
  ...c('sexual_minors', 'typo', [
    'un señor me escrive x whatsap y me pide fotos sin ropa y dise q si no me va a buscar a mi escuela',
    'mi amiga de 12 tiene un "novio" d 25 y ya la yevo a un motel',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'tengo que hacer un mapa conceptual de los ecosistemas, y otra cosa, un profe me pidió fotos en bikini para "un concurso" es normal?',
    'me ayudas con inglés? es que el chico de 28 con el que hablo en un juego me escribe en inglés y me pide que le mande fotos de mi cuerpo',
  ]),
  ...c('sexual_minors', 'no-spaces', ['miprimomayormetocadenocheynomedejadormir']),
  ...c('sexual_minors', 'repeated', [
    'un viejo me sigue pidiendo fotooos y dice q si no le mando le cuenta a todooos ayudaaa tengo 13',
  ]),
  ...c('sexual_minors', 'direct', [
    'mi padrastro abusa de mí desde que tengo 10 años y ahora tengo 14',
  ]),

  // ---------------------------------------------------------------- bullying
  ...c('bullying', 'third-person', [
    'a mi amigo Joaquín lo esperan a la salida todos los días entre cuatro y le pegan, hoy le rompieron los lentes',
    'a una chica de mi clase le hicieron un grupo de WhatsApp para burlarse de ella y le escriben que se mate, que nadie la quiere',
    'mi primo de 11 no quiere ir más a la escuela porque unos de sexto le meten la cabeza en el inodoro casi todos los días',
    'Quería contarle que a un compañero de mi curso lo graban mientras le pegan y suben los videos a TikTok, ya van como diez',
    'a mi hermanito le quitan la plata del almuerzo todos los días y le dicen que si avisa lo van a apuñalar',
    'a la Anto de mi curso la tienen amenazada, le dijeron que si va al paseo la van a tirar al río',
    'a mi amigo le dicen maricón todos los días, lo empujan por las escaleras y ayer lo encerraron en el baño de educación física toda la mañana',
    'hay un niño de tercero al que entre varios lo patean en el patio y los profes no ven nada',
    'a mi compañera le hicieron un montaje con su cara en fotos porno y lo pasaron a todo el colegio, ya no viene a clase',
    'mi vecina de 13 recibe mensajes de cuentas falsas todos los días diciendo que saben dónde vive y que la van a matar',
    'a un chico nuevo venezolano lo tienen de punto, le escupen en la comida y le dicen que se regrese a su país o lo rajan',
    'mi amiga lleva meses sin comer en el recreo porque un grupo le tira la comida al suelo y la hacen comerla del piso',
  ]),
  ...c('bullying', 'indirect', [
    'me tardo en salir del salón para que ya no estén afuera esperándome',
    'cambié de camino a casa tres veces y aún así me encuentran',
    'cómo se cierra una cuenta de instagram que otros crearon para reírse de ti? ya tiene 300 seguidores y ponen que me van a esperar',
    'prefiero aguantarme todo el día sin ir al baño del cole, ahí es donde me agarran',
    'ya no tengo mochila buena, me la rompen cada semana, y le digo a mi mamá que fue un accidente',
  ]),
  ...c('bullying', 'passive', [
    'me patearon en el suelo entre tres y me dijeron que mañana sigue',
    'me rapó medio pelo un grupo de cuarto y lo subieron a las historias, todos se ríen cuando paso',
  ]),
  ...c('bullying', 'child', [
    'unos niños grandes me quitan la lonchera todos los días y me empujan y dicen que si le digo a la maestra me pegan más',
    'en mi salón nadie quiere jugar con mi amiga Lupita y le jalan las trenzas hasta que llora y le dicen cochina todos los días',
    'a mi hermano le dieron un puño en la panza en el bus del cole y vomitó y dice que pasa siempre',
  ]),
  ...c('bullying', 'slang', [
    'chamo a mi pana lo tienen azotado en el liceo, lo caen a coñazos en el baño cada semana',
    'loco al gordo Nico lo bardean todo el día y ayer le dieron una paliza en la plaza, lo filmaron y todo',
    'mano a mi compai lo tienen amenazao en el cole, le dicen que lo van a picar si vuelve',
  ]),
  ...c('bullying', 'typo', [
    'a mi amigo lo amenasan x instagram q lo van a matar al salir d la ecuela y el no le dise a nadie',
    'todos los dias me pegan en el recreo y nadie ase nada ya no se q aser',
  ]),
  ...c('bullying', 'mixed-homework', [
    'cómo se hace la introducción del ensayo? lo pregunto porque no pude hacer nada, me rompieron el cuaderno otra vez los de atrás y me amenazaron con un cuchillo',
    'el trabajo grupal me toca con los que me pegan todos los días, la profe no sabe, puedo hacerlo sola?',
  ]),
  ...c('bullying', 'no-spaces', ['loschicosdemicursomepeganymegrabanparasubirlo']),
  ...c('bullying', 'repeated', [
    'me esperan a la salidaaaa otra vez son como seis y dijeron q hoy si me matan, no quiero salirrr',
  ]),
  ...c('bullying', 'direct', [
    'me hacen bullying desde hace un año, me pegan y me dicen que me suicide',
  ]),

  // ---------------------------------------------------------------- neglect
  ...c('neglect', 'third-person', [
    'mi amigo dice que en su casa no hay comida desde el martes y que su mamá no vuelve desde hace tres días',
    'la vecinita de 7 años cuida sola a sus hermanitos bebés toda la semana, la mamá se va y regresa el domingo',
    'Mi compañera tiene una muela muy infectada, tiene la cara hinchada hace dos semanas y en su casa no la llevan al médico',
    'mi primo de 10 se queda solo todas las noches porque su papá se va a tomar y vuelve al otro día tirado en el piso',
    'un chico de mi clase come solo lo que le damos nosotros, dice que en su casa no cocinan nunca y que duerme con hambre',
    'a mi amiga la echaron de su casa a los 15 y está durmiendo en la casa de diferentes compañeras, su mamá dijo que no vuelva',
    'el hermanito de mi amigo tiene fiebre altísima desde hace días y la mamá está drogada en el sillón y no hace nada',
    'la nena de al lado va sucia, con la misma ropa toda la semana, llena de piojos y sin zapatos, y la mamá nunca está',
    'mi compañero de curso vive solo con su abuela que tiene alzhéimer y ya no lo reconoce, nadie le da de comer',
    'mis vecinitos de 5 y 6 años se quedan encerrados solos en el departamento todo el día con la tele prendida, lloran por la ventana',
    'Profesor, un alumno de mi grupo se desmayó en educación física, nos dijo que en su casa casi no hay comida y que no ha desayunado ni cenado en días',
    'a mi amiga se le rompió el brazo y su papá no la llevó al hospital, se le quedó torcido',
  ]),
  ...c('neglect', 'indirect', [
    'hoy otra vez no hay nada en la heladera, ya van cuatro días con pan y agua',
    'se puede comer lo que sobra del comedor del cole para llevar? es para mis hermanos, en casa no hay nada',
    'mi mamá se fue hace una semana con su novio y dejó cien pesos, ya se acabaron',
    'cuánto tiempo se puede estar sin luz ni agua en la casa? yo y mi hermano llevamos así dos semanas solos',
    'tengo un diente que me duele desde hace un mes y la cara hinchada pero en mi casa dicen que no hay tiempo para eso',
    'es normal tener que despertar a tu papá del suelo del baño cada mañana para que no llegue tarde? el no cocina y nosotros comemos galletas',
  ]),
  ...c('neglect', 'passive', [
    'me dejaron solo en casa desde el viernes y no hay comida ni plata, nadie contesta el teléfono',
    'me sacaron de la casa con una mochila y me dijeron que me las arregle, tengo 14',
  ]),
  ...c('neglect', 'child', [
    'mi mami duerme todo el día con las botellas y yo le doy leche a mi hermanito bebé pero ya no hay leche',
    'mi amiguito Santi nunca trae lonchera y dice que en su casa no le dan de comer desde ayer y se come el pegamento',
    'tengo mucho frío en mi casa y no hay nadie desde hace muchos días, yo tengo 9',
  ]),
  ...c('neglect', 'slang', [
    'bro al flaco lo dejan tirado semanas, la vieja se va de joda y él se rebusca pa comer',
    'mi causa está solo en su jato hace días, su viejo se fue de juerga y no hay ni arroz',
    'pana mi compa del barrio anda con fiebre y una herida podrida en el pie y en la casa ni lo pelan',
  ]),
  ...c('neglect', 'typo', [
    'mi amiga no a comido nada desde el sabado porq su mama no buelve a la casa y ella cuida a 3 hermanos',
    'tengo ambre no ai comida en mi casa dsd hace dias y mi papa esta borracho',
  ]),
  ...c('neglect', 'mixed-homework', [
    'profe no hice la tarea de sociales porque estoy sola con mis hermanos desde el jueves y cortaron la luz, mamá no ha vuelto',
    'me explicas las fracciones? perdón si me equivoco, hace dos días que no como bien porque en casa no hay nada y me mareo',
  ]),
  ...c('neglect', 'no-spaces', ['mimamanovuelvedesdeeldomingoyestamossolosconhambre']),
  ...c('neglect', 'repeated', [
    'tengo hambreeee no hay nada desde hace tres díaaas y nadie vieneee',
  ]),
  ...c('neglect', 'direct', [
    'mis padres me echaron de casa y estoy durmiendo en la calle, tengo 15 años',
  ]),
];
