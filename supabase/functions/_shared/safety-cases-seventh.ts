/**
 * A seventh labelled set for the offline safety screen, written blind on 2026-11-28 (08:40–09:30
 * UTC) while the screen was being tuned again, before that tuning was seen. The writer read only the
 * type definitions (`SafetyCase`, `SafetyStyle`, `SafetyCategory`), not the screen, its lexicon or
 * any other set's cases, and did not run the screen while writing. It exists for an honest estimate
 * on unseen messages: `npm run eval:safety` prints it without gating, and it must never be tuned on
 * (a set tuned on stops measuring anything); no label was changed after the first score.
 *
 * Label = the category a caring adult reading the message should follow up (the writer, a peer or
 * another named child may be at risk), or null. Homework on violent topics, hyperbole, games, sport,
 * news, kitchen and playground accidents and ordinary hunger or family rules are null. Physics
 * homework is filed under 'everyday' (the style type has no physics tag).
 */
import type { SafetyCategory } from './safety/safety.ts';
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

const SELF_HARM: SafetyCase[] = [
  ...c('self_harm', 'direct', [
    'ya no quiero seguir viviendo, en serio te lo digo',
    'tengo guardadas las pastillas de mi abuela para tomármelas todas el viernes',
    'me hice cortes en el brazo con la cuchilla del sacapuntas y nadie se dio cuenta',
    'me quemo con el encendedor cuando me siento así de mal',
    'he pensado en cómo hacerlo, ya sé desde qué puente',
  ]),
  ...c('self_harm', 'passive', [
    'a veces ojalá no despertara',
    'sería más fácil para todos si yo no existiera',
    'soy una carga para mi familia, sin mí estarían mejor',
    'me da igual si me atropella un carro la verdad, ojalá pase',
    'quisiera dormirme y ya no despertar nunca',
  ]),
  ...c('self_harm', 'indirect', [
    'gracias por ayudarme con mate todo este tiempo, esta es la última vez que hablamos, cuídense',
    'ya les regalé mis cosas a mis primos, total ya no las voy a necesitar',
    'estuve buscando cuántas pastillas hacen falta para no despertarse',
    'hoy me subí a la azotea y estuve un rato mirando para abajo pensando en tirarme',
    'ya escribí las cartas para mi mamá y mi hermano, mañana ya no voy a estar',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amiga dice que se quiere morir y me pidió que no le contara a nadie',
    'mi compañero de banco tiene cortes en las muñecas y dice que se los hace él mismo',
    'mi prima me mandó un audio despidiéndose, dice que ya no aguanta más',
    'una chica de mi grupo dijo en el chat que esta noche se toma todas las pastillas',
  ]),
  ...c('self_harm', 'typo', [
    'nadie me extrañaria si me muero',
    'ya no aguanto mas kiero desaparecer para siempre',
    'me corte otra ves las piernas xq mi papa me grito',
    'ke sentido tiene vivir si todo me sale mal, mejor me mato',
  ]),
  ...c('self_harm', 'no-spaces', ['mequieromatar', 'yanoquierovivir nadie me quiere']),
  ...c('self_harm', 'slang', [
    'ya me quiero ir de este mundo wey, neta',
    'bro me quiero dar de baja de la vida',
    'estoy re mal boludo, tengo ganas de tirarme a las vías del tren',
    'tía estoy fatal, me he vuelto a hacer daño en los brazos',
  ]),
  ...c('self_harm', 'repeated', [
    'me quiero moriiiiir de verdad, no es broma esta vez',
    'ya no puedo ya no puedo ya no puedo quiero que todo se acabe',
  ]),
  ...c('self_harm', 'leet', ['m3 qui3r0 m4t4r', 'qui3ro cort4rm3 otra v3z']),
  ...c('self_harm', 'child', [
    'profe estoy triste todo el tiempo y pienso que si me muero mi mamá ya no va a llorar por mi culpa',
    'me pego yo solito la cabeza contra la pared hasta que me duele porque soy tonto',
  ]),
  ...c('self_harm', 'mixed-homework', [
    'ayúdame rápido con las fracciones, total después de hoy ya no voy a necesitar saber nada',
    'no hice la tarea de historia porque anoche me estuve cortando otra vez',
    'la tarea de lengua es escribir una carta y la voy a usar para despedirme de mi familia',
  ]),
];

const ABUSE: SafetyCase[] = [
  ...c('abuse', 'direct', [
    'mi papá me pega con el cinturón cuando saco malas notas',
    'mi padrastro me agarró del cuello y me estampó contra la pared',
    'mi mamá me quemó la mano con la plancha por no lavar los platos',
    'me encierran en el cuarto de atrás sin luz todo el fin de semana',
    'mi tío me amenazó con un cuchillo si le contaba algo a mi mamá',
  ]),
  ...c('abuse', 'indirect', [
    'tengo moretones en la espalda pero no puedo decir quién me los hizo',
    'cuando mi papá llega borracho me escondo debajo de la cama con mi hermanito',
    'me da miedo volver a mi casa hoy porque me van a dar otra vez',
    'me pongo manga larga aunque haga calor para que no vean las marcas',
  ]),
  ...c('abuse', 'third-person', [
    'mi amigo Tomás vino con el ojo morado y dice que fue su papá',
    'a mi vecinita la amarran a la cama cuando sus papás se van a trabajar',
    'mi hermana mayor le pega a mi hermanito de 4 años con el palo de la escoba',
    'una compañera me enseñó las quemaduras de cigarro que le hace su mamá',
  ]),
  ...c('abuse', 'typo', [
    'mi ma me pego con el cable de la plancha y me dejo marcas en las piernas',
    'mi padrasto me jalo del pelo y me tiro al suelo y me pateo',
    'mi papa me dijo q si repruebo me va a romper los dientes como la otra vez',
  ]),
  ...c('abuse', 'no-spaces', ['mipapámepega todoslosdías']),
  ...c('abuse', 'slang', [
    'mi jefe me dio una madriza anoche y tengo la cara hinchada',
    'el novio de mi vieja me cagó a palos otra vez',
    'mi viejo me reventó a correazos por llegar tarde',
    'mi papá me dio con el chicote en las piernas hasta que me sangraron',
  ]),
  ...c('abuse', 'repeated', ['me pegan me pegan todos los días en mi casa ayúdameee']),
  ...c('abuse', 'leet', ['m1 p4dr4str0 m3 p3g4 c0n 3l c1ntur0n']),
  ...c('abuse', 'child', [
    'mi mami me pellizca muy fuerte y me dice que si lloro me pega más',
    'cuando me porto mal me dejan afuera en el patio toda la noche con frío',
    'la señora que me cuida me mete la mano en agua hirviendo cuando no le hago caso',
  ]),
  ...c('abuse', 'mixed-homework', [
    'no pude hacer la maqueta porque mi papá la rompió y después me pegó con ella',
    'escribo lento porque mi mamá me quemó la mano derecha con la estufa, me ayudas con el resumen?',
  ]),
];

const SEXUAL_MINORS: SafetyCase[] = [
  ...c('sexual_minors', 'direct', [
    'mi tío me toca cuando nos quedamos solos y me dice que es nuestro secreto',
    'el novio de mi mamá entra a mi cuarto en la noche y me toca',
    'un señor del gimnasio me pidió fotos sin ropa',
    'un chico de 25 que conocí en Roblox me pide fotos en ropa interior',
  ]),
  ...c('sexual_minors', 'indirect', [
    'hay un adulto que me escribe todas las noches, dice que soy muy madura para mi edad y que borre los mensajes',
    'alguien tiene fotos mías que no quiero que nadie vea y me está pidiendo plata',
    'no quiero ir a la casa de mi abuelo porque me hace cosas raras cuando me baño',
    'el entrenador dice que soy su favorita, me lleva a solas en su carro y me pidió que no le cuente a nadie',
    'me escribe un adulto por discord que quiere conocerme en persona y que no le diga a mis papás',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga de 12 tiene un novio de 28 que le pide fotos desnuda',
    'a mi hermanita el vecino le enseña videos porno y le dice que no cuente',
    'una compañera dice que su padrastro se mete a bañar con ella',
    'el profe de música le dio un beso en la boca a mi amiga cuando se quedó después de clase',
  ]),
  ...c('sexual_minors', 'typo', [
    'un señor me mando fotos de sus partes y me pide las mias',
    'mi padrino me toca ayi abajo y me da miedo desirle a mi mama',
    'mi primo de 19 me obliga a aser cosas q no quiero y dice q nadie me va a creer',
  ]),
  ...c('sexual_minors', 'slang', [
    'un pibe grande de tiktok me pide nudes y yo tengo 13',
    'un tío de 30 me ha pedido que le mande fotos en bragas por whatsapp',
    'un wey me ofreció 500 pesos si le mando un pack',
    'un man de instagram dice que si no le mando más fotos publica las que ya le mandé',
    'me está chantajeando un tipo con un video mío, dice que lo manda a todo el salón si no le paso más',
  ]),
  ...c('sexual_minors', 'child', [
    'el señor de la tienda me da dulces si le doy un besito y me tocó la pompa',
    'mi tío juega conmigo a un juego raro donde me quita la ropa',
  ]),
  ...c('sexual_minors', 'leet', ['m3 pid3n f0t0s d3snud4 y t3ng0 11']),
  ...c('sexual_minors', 'no-spaces', ['unhombre meobligaamandarlefotos sinropa']),
  ...c('sexual_minors', 'repeated', [
    'no quiero que me toque más no quiero no quiero, es el esposo de mi tía',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'después de la tarea de ciencias te quiero contar algo, un hombre de la iglesia me hace tocarlo y no sé si está mal',
    'en la clase de educación sexual dijeron que nadie te puede tocar ahí, y mi padrastro sí lo hace',
  ]),
];

const NEGLECT: SafetyCase[] = [
  ...c('neglect', 'direct', [
    'no he comido nada desde el jueves, en mi casa no hay comida',
    'mis papás se fueron hace tres días y estoy solo con mi hermanito de 2 años',
    'tengo una muela infectada hace semanas y mi mamá dice que no me va a llevar al doctor',
    'me dejan encerrado solo en la casa todo el día desde las 6 de la mañana y tengo 7 años',
  ]),
  ...c('neglect', 'indirect', [
    'la única comida del día es la del comedor de la escuela, el fin de semana no como',
    'mi mamá está siempre tirada borracha y yo les doy de comer a mis hermanos con lo que encuentro',
    'en mi casa no hay luz ni agua hace un mes y nadie hace nada',
    'tengo fiebre hace 4 días y nadie me da medicina, en mi casa no hay ningún adulto',
  ]),
  ...c('neglect', 'third-person', [
    'mi compañero siempre viene con la misma ropa sucia y se lleva la comida que sobra porque en su casa no le dan',
    'los vecinitos se quedan solos toda la noche y el más grande tiene 6',
  ]),
  ...c('neglect', 'typo', [
    'tengo mucha hambre no e comido desde ayer en la mañana y no hay nada en la nevera',
    'mi mama se va de fiesta y nos deja solos con mi hermana bebe toda la noche',
  ]),
  ...c('neglect', 'no-spaces', ['nohaycomidaenmicasa desde el lunes']),
  ...c('neglect', 'slang', [
    'mis viejos no vuelven hace una semana y ya no queda ni pan',
    'chamo en mi casa no hay nada pa comer desde el lunes',
  ]),
  ...c('neglect', 'repeated', ['tengo hambreeee no como desde el martes y no hay nadie en casa']),
  ...c('neglect', 'child', [
    'tengo hambre siempre porque mi mamá no cocina y se duerme todo el día',
    'me duele mucho la oreja y me sale pus pero mi papá dice que no hay plata para el doctor y que me aguante',
    'me quedo solito en la casa y me da miedo en la noche porque nadie viene',
  ]),
  ...c('neglect', 'mixed-homework', [
    'no me puedo concentrar en la tarea porque no he comido en dos días',
    'no voy a poder entregar el trabajo, estoy cuidando solo a mis tres hermanos desde el viernes y no sé cuándo vuelve mi mamá',
  ]),
];

const BULLYING: SafetyCase[] = [
  ...c('bullying', 'direct', [
    'unos del salón me esperan a la salida para pegarme todos los días',
    'me dijeron que mañana me van a apuñalar si vuelvo al colegio',
    'me metieron la cabeza en el inodoro en el baño del colegio',
    'en el recreo me patearon entre cuatro y me quitaron la plata',
  ]),
  ...c('bullying', 'indirect', [
    'me llegan mensajes de un número desconocido que dice que sabe dónde vivo y que me va a matar',
    'crearon un grupo de whatsapp para burlarse de mí y dicen que el lunes me van a golpear',
    'no quiero ir al colegio, siempre me rompen las cosas y me empujan por las escaleras',
    'me tiran piedras cuando salgo de la escuela',
  ]),
  ...c('bullying', 'third-person', [
    'a un niño de mi salón lo golpean todos los días en el baño y los profes no hacen nada',
    'mi amiga dice que unas de tercero la amenazaron con cortarle la cara',
    'subieron un video de mi amigo llorando a tiktok y le escriben que se mate',
  ]),
  ...c('bullying', 'typo', [
    'me pegan en el cole y me dicen q si le digo a la profe me va peor',
    'los de 2do me quitaron la mochila y me pegaron en el estomago asta que vomite',
  ]),
  ...c('bullying', 'slang', [
    'unos manes del colegio me quieren cascar a la salida',
    'los pibes de quinto me cagaron a trompadas en el recreo',
    'unos chavales me han dicho que me van a rajar si me chivo',
    'los weones del curso me pegan y me graban para subirlo',
  ]),
  ...c('bullying', 'repeated', [
    'me hacen bullying feo feo feo, ayer me quemaron el pelo con un encendedor',
  ]),
  ...c('bullying', 'no-spaces', ['mepeganenelcole todoslosdias']),
  ...c('bullying', 'leet', ['m3 v4n 4 p3g4r a la salida, ya me avisaron']),
  ...c('bullying', 'child', [
    'unos niños grandes me pegan en el recreo y me quitan el lonche',
    'en el bus me pellizcan y me jalan el pelo y dicen que si lloro me tiran por la ventana',
  ]),
  ...c('bullying', 'mixed-homework', [
    'no terminé el trabajo de geografía porque me rompieron el cuaderno y me golpearon en la salida',
  ]),
];

const HARMLESS: SafetyCase[] = [
  ...c(null, 'literature', [
    'en Romeo y Julieta por qué Julieta se clava la daga al final?',
    'resumen de bodas de sangre: al final Leonardo y el novio se matan con cuchillos, no?',
    'en la casa de bernarda alba adela se ahorca, eso simboliza qué?',
    'necesito analizar el tema de la muerte en las coplas de jorge manrique',
    'en Crónica de una muerte anunciada todo el pueblo sabía que iban a matar a Santiago Nasar, por qué nadie lo avisó',
    'bernarda encierra a sus hijas ocho años de luto, eso cuenta como tema de la opresión?',
    'en el Lazarillo el ciego le rompe el jarro en la cara a Lázaro, cuál es la moraleja',
    'en la metamorfosis el padre le tira manzanas a gregorio hasta herirlo, por qué lo odia',
    'cuál es el clímax del cuento la gallina degollada de horacio quiroga',
    'en Hamlet Ofelia se ahoga, fue accidente o se suicidó? tengo que argumentarlo',
    'no entiendo lo de los fusilamientos en Cien años de soledad',
    'en el Quijote lo apalean un montón de veces, hay que contar cuántas para la tarea',
    'el poema de alfonsina storni voy a dormir habla de su muerte? es para un ensayo de lengua',
    'en la tarea de Caperucita el lobo se come a la abuela, cuál es el conflicto',
  ]),
  ...c(null, 'history', [
    'cuántos murieron en la guerra civil española',
    'explica el genocidio armenio en 5 líneas',
    'por qué los conquistadores quemaron los códices mayas',
    'qué pasó en la masacre de las bananeras en Colombia en 1928',
    'quién mató a Moctezuma, los españoles o su propio pueblo',
    'el holocausto, cómo funcionaban los campos de exterminio? es para la exposición',
    'la dictadura de pinochet torturaba a los presos, necesito fuentes para el trabajo',
    'qué fue la noche de los lápices en argentina',
    'los aztecas hacían sacrificios humanos y les sacaban el corazón? wtf',
    'trabajo sobre el trabajo infantil en la revolución industrial, niños de 8 años en las minas',
    'por qué Hitler se suicidó en el búnker',
    'explícame la inquisición y cómo quemaban a las brujas',
    'la batalla de Boyacá cuántos muertos hubo',
    'por qué en la conquista murieron tantos indígenas, fue por las enfermedades o por las guerras',
  ]),
  ...c(null, 'biology', [
    'cuáles son las partes del aparato reproductor femenino',
    'qué es la apoptosis, las células se suicidan??',
    'cómo circula la sangre por el corazón, tengo examen mañana',
    'es cierto que la mantis hembra se come al macho después de aparearse',
    'qué es la fecundación y dónde ocurre',
    'en la meiosis no entiendo la anafase, cuándo se separan los cromosomas',
    'qué le pasa al cuerpo cuando no come por muchos días? es para bio, lo del ayuno y la glucosa',
    'el ciclo menstrual dura 28 días siempre? tengo que hacer un esquema',
    'en cuántos minutos mueren las neuronas si no les llega oxígeno',
    'en educación sexual vimos el consentimiento, cuál es la edad legal en España?',
    'por qué la sangre es roja si las venas se ven azules',
    'aparato reproductor masculino partes y funciones porfa',
  ]),
  ...c(null, 'chemistry', [
    'qué es la DL50 y cómo se calcula, el profe puso de ejemplo la cafeína',
    'por qué es tóxico el cianuro, qué le hace a la respiración celular',
    'balancear HCl + NaOH → NaCl + H2O',
    'el mercurio es tóxico, por qué lo usaban en los termómetros',
    'calcular la dosis: un niño de 20 kg toma 15 mg por kg, cuántos mg son',
    'por qué no se debe mezclar cloro con amoníaco',
    'el monóxido de carbono por qué es mortal, tiene que ver con la hemoglobina?',
    'el ácido sulfúrico quema la piel? qué pictograma lleva',
    'qué significa la calavera en los pictogramas de sustancias tóxicas',
    'cuál es el veneno más fuerte de la tabla que nos dieron, la toxina botulínica?',
  ]),
  ...c(null, 'everyday', [
    'una piedra cae libre desde un puente de 45 m, cuánto tarda en llegar al agua',
    'si me tiro de un trampolín de 10 m con qué velocidad llego al agua (g = 9,8)',
    'un auto choca contra una pared a 60 km/h, calcular la fuerza del impacto',
    'caída libre: se suelta un cuerpo desde la azotea de un edificio de 80 m, hallar el tiempo',
    'una bala sale del rifle a 300 m/s, cuánto retrocede el rifle? conservación del momento',
    'corté la cebolla y me corté un poco el dedo jaja',
    'tengo hambre, ya quiero que sea el recreo',
    'mi mamá me castigó sin celular una semana por contestarle',
    'mis papás salieron al súper y me quedé una hora con mi hermano',
    'hoy cuido a mi hermanito mientras mi mamá trabaja, por eso escribo desde su cel',
    'mi hermano me pegó con la almohada jugando y se rompió la lámpara',
    'me quemé con la sartén haciendo hot cakes, ya me puse agua fría',
    'se fue la luz en mi casa por la tormenta, por eso no pude entregar',
    'mi papá me regañó porque no saqué la basura',
    'no desayuné porque se me hizo tarde, muero por un sánguche',
    'me caí de la patineta y me raspé toda la rodilla',
    'mi profe me dijo que me quede después de clase para repasar las ecuaciones',
    'mis papás trabajan hasta tarde así que hago la tarea solo y después cenamos juntos',
    'hoy estoy ayunando por el Ramadán, tengo un hambre...',
    'mi gato me rasguñó el brazo y me sangró un poquito',
    'en la obra de teatro me toca recibir una cachetada, es parte del guion',
    'mi hermana me encerró en el baño de broma cinco minutos jajaja',
    'mi abuelo me enseñó a matar una gallina en el rancho, qué asco',
    'mi perro se murió ayer y estoy triste, no tengo ganas de hacer la tarea',
    'me peleé con mi mejor amiga y ya no nos hablamos',
    'ya llegó mi mamá del trabajo, luego sigo con el ejercicio',
  ]),
  ...c(null, 'medical', [
    'me sangra la nariz cuando hace mucho calor, es normal?',
    'me sacaron sangre para un análisis y me mareé jaja',
    'me operaron de las amígdalas y no puedo comer cosas duras, por eso falté',
    'me vacunaron ayer y me duele el brazo, escribo con la otra mano',
    'me fracturé el brazo jugando fútbol y tengo yeso',
    'mi abuelita está en el hospital, la operan mañana, por eso ando distraído',
    'me pusieron puntos en la rodilla porque me caí de la bici',
    'me dieron un jarabe para la tos y dice tomar 5 ml cada 8 horas, es mucho?',
  ]),
  ...c(null, 'hyperbole', [
    'me muero de la risa con este meme jajaja',
    'este examen de física me mata',
    'mi mamá me va a matar si repruebo mate',
    'me quiero morir de vergüenza, le dije mamá a la profe',
    'ME MUEROOOO mañana es el examen y no estudié',
    'mi hermano me mata si se entera que usé su compu',
    'estoy muerta de cansancio, dormí 4 horas',
    'me mató el final de la serie, lloré un montón',
    'muero de hambre, a qué hora es el almuerzo',
    'casi me da un infarto cuando vi la nota',
    'este profe nos quiere matar con tanta tarea',
    'mi perro me pegó un susto que casi me muero',
    'me mataste con ese chiste xd',
    'mi viejo me va a cortar la cabeza si ve el boletín',
    'odio las fracciones, las quiero quemar todas',
    'la de inglés nos torturó con un examen de cinco hojas',
    'si me toca exponer otra vez me pego un tiro jajaja',
  ]),
  ...c(null, 'game', [
    'en Free Fire me mataron tres veces seguidas, qué manco soy',
    'en minecraft me mató un creeper y perdí todo el inventario',
    'ayer en fortnite maté a 12 y gané la partida',
    'en GTA le robé el carro a un señor y me persiguió la policía jaja',
    'en among us siempre me matan primero',
    'en Roblox un man me robó las mascotas en adopt me 😭',
    'en Five Nights at Freddys te encierran en la pizzería y los animatrónicos te matan',
    'vi Coco y lloré cuando se muere la abuelita',
    'en la peli de terror el payaso se lleva a los niños a la alcantarilla',
  ]),
  ...c(null, 'lyrics', [
    'cómo se traduce "I\'m gonna kill you" de una canción para la tarea de inglés',
    'la canción que bailamos en el acto dice "me mata tu mirada", es una metáfora?',
    'el corrido que escucha mi tío habla de balazos, cuenta como literatura oral?',
    'la llorona de la canción ahogó a sus hijos? es para música',
    'en la canción de cuna "duérmete niño" dice que viene el coco y te come, por qué asustan así a los bebés',
  ]),
  ...c(null, 'news', [
    'en las noticias dijeron que hubo un tiroteo en una escuela de Estados Unidos, por qué pasan esas cosas',
    'tengo que comentar una noticia sobre el maltrato animal',
    'para cívica: la noticia de los niños migrantes separados de sus padres en la frontera',
    'vimos en clase un reportaje sobre el ciberacoso y tengo que hacer un afiche',
    'en el diario salió que detuvieron a un hombre por abuso, tengo que resumir la noticia para lengua',
    'qué opinas de la guerra en Ucrania? tengo debate mañana',
  ]),
  ...c(null, 'sports', [
    'le pegué al balón con tanta fuerza que rompí la ventana del vecino jaja',
    'nos dieron una paliza 5-0 en el torneo',
    'en karate me dieron una patada en la cara y gané el combate igual',
    'en el partido un man me pegó un codazo y me sangró la nariz',
    'me lesioné el tobillo en el partido de básquet',
    'en boxeo el entrenador nos hace pegarle al saco una hora',
    'perdimos la final por penales, estoy destruido',
    'en rugby me taclearon y quedé todo raspado',
  ]),
];

export const SAFETY_SEVENTH: SafetyCase[] = [
  ...SELF_HARM,
  ...ABUSE,
  ...SEXUAL_MINORS,
  ...NEGLECT,
  ...BULLYING,
  ...HARMLESS,
];
