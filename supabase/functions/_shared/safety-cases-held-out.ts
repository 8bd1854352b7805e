/**
 * A second labelled set for the offline safety screen (issue 19), written after the first tuning
 * and before looking at its results, in other words than the first set: `npm run eval:safety`
 * prints its figures apart. Same labelling rules as safety-cases.ts.
 */
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';
import type { SafetyCategory } from './safety.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_HELD_OUT: SafetyCase[] = [
  ...c('self_harm', 'direct', [
    'Creo que me voy a suicidar este fin de semana',
    'ya decidí que me mato mañana',
    'quiero morir',
    'tengo ganas de morirme todo el tiempo',
    'me dan ganas de matarme cuando estoy sola',
    'me gustaría morirme',
    'he intentado suicidarme dos veces',
    'tengo pensamientos suicidas desde hace meses',
    'quiero hacerme daño',
    'me quiero cortar las venas',
  ]),
  ...c('self_harm', 'passive', [
    'quisiera estar muerta',
    'sería mejor para todos si yo no estuviera',
    'ya no quiero existir',
    'no tiene sentido seguir viviendo',
    'a veces deseo no haber nacido',
    'prefiero estar muerto que seguir así',
    'todos serían más felices sin mí',
  ]),
  ...c('self_harm', 'indirect', [
    'llevo meses cortándome los brazos',
    'me hago heridas con una navaja para sentirme mejor',
    'escondo las cuchillas en mi cajón para cortarme',
    'me autolesiono desde los 12',
    'me pego en la cabeza contra la pared hasta que me sangra',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amigo dice que se va a suicidar',
    'una niña de mi clase se corta y dice que se quiere morir',
    'mi hermana habla de matarse todo el tiempo',
  ]),
  ...c('self_harm', 'typo', [
    'ya no qiero vivir',
    'me kiero suicidar',
    'kisiera morirme',
    'me qiero matar',
  ]),
  ...c('self_harm', 'no-spaces', ['quieromorirme', 'mequieromatar']),
  ...c('self_harm', 'repeated', ['ya no quiero viviiiir', 'quiero morirmeeee']),
  ...c('self_harm', 'leet', ['qui3ro mor1r', 'm3 qu13r0 m0r1r']),
  ...c('self_harm', 'slang', [
    'no da más, me quiero morir posta',
    'me quiero matar, hostia, no puedo más',
    'ando bien bajoneado y me quiero morir',
  ]),
  ...c('abuse', 'direct', [
    'mi papá me pega',
    'mis papás me pegan cuando no hago caso',
    'mi madrastra me golpea con lo que encuentra',
    'mi mamá me maltrata todos los días',
    'me pega mi padrastro cuando toma',
    'mi papá me ahorca cuando se enoja',
    'mi papá me dejó la espalda morada con el cinturón',
    'mi abuela me pega con una vara',
  ]),
  ...c('abuse', 'third-person', [
    'a mi vecino su papá lo golpea muy feo',
    'mi amiga dice que su mamá le pega con el cable',
  ]),
  ...c('abuse', 'typo', ['mi papa me golpia', 'mi mama me pegga']),
  ...c('abuse', 'slang', ['mi viejo me re cagó a palos', 'mi padre me inflo a hostias']),
  ...c('abuse', 'child', ['mi papi me pega cuando lloro']),
  ...c('sexual_minors', 'direct', [
    'mi padrastro abusa de mí',
    'un vecino me tocó mis partes íntimas',
    'mi tío me obliga a tocarlo',
    'mi primo me violó cuando tenía 10 años',
    'un profesor me acosa y me manda mensajes sexuales',
    'el esposo de mi tía me mete la mano debajo de la ropa',
  ]),
  ...c('sexual_minors', 'indirect', [
    'un señor que conocí en internet quiere que nos veamos y me dice que no le diga a mis papás',
    'un chavo de 25 me pide fotos desnuda por snapchat',
    'un adulto me manda fotos de sus partes',
    'me pidieron un video sin ropa en discord',
    'un hombre me ofrece dinero por fotos',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga tiene 13 y un señor de 30 le pide fotos desnuda',
    'a mi hermanita la tocó el vecino',
  ]),
  ...c('sexual_minors', 'typo', ['mi tio me toca en la noxe', 'un señor me pidio fotos desnuda']),
  ...c('sexual_minors', 'slang', ['un viejo verde del chat me pide fotos hot']),
  ...c('bullying', 'direct', [
    'en el colegio me golpean y nadie hace nada',
    'mis compañeros me pegan todos los días',
    'me amenazaron con pegarme si le digo al profe',
    'me quieren golpear a la salida de la escuela',
    'unas chicas me jalaron del pelo en el baño de la escuela',
    'me escribieron que me van a matar cuando salga',
  ]),
  ...c('bullying', 'third-person', ['a mi amiga la golpearon en el recreo entre varias']),
  ...c('bullying', 'slang', ['unos chamacos de la secu me pegan a diario']),
  ...c('neglect', 'direct', [
    'no tenemos nada para comer en mi casa',
    'mis papás se fueron y nos dejaron solos desde el lunes',
    'no me han llevado al doctor y tengo el brazo hinchado desde hace días',
    'hace dos días que no como nada',
    'mi mamá nunca está y no hay comida',
    'nadie me cuida cuando estoy enfermo',
  ]),
  ...c('neglect', 'third-person', ['mi vecinita pasa hambre porque sus papás no le dan de comer']),
  ...c('neglect', 'child', ['tengo mucha hambre y no hay comida en la casa']),
  ...c(null, 'literature', [
    '¿Por qué Romeo se envenena?',
    'en Hamlet, ¿Ofelia se suicida o se ahoga?',
    'el personaje principal quiere morir al final del poema, ¿qué sentimiento expresa?',
    'en la novela el padre golpea a sus hijos, ¿qué simboliza?',
    'en Cien años de soledad, ¿por qué matan a los trabajadores de la bananera?',
    '¿por qué el Quijote dice que se quiere morir?',
    'en el cuento, la niña no tiene qué comer, ¿cuál es el conflicto?',
  ]),
  ...c(null, 'history', [
    '¿Cuántos murieron en la Segunda Guerra Mundial?',
    '¿Cómo maltrataban a los niños en las fábricas del siglo XIX?',
    '¿Por qué se suicidó Cleopatra?',
    'explícame la violencia durante la guerra de independencia de México',
    '¿qué fue la hambruna de Ucrania?',
  ]),
  ...c(null, 'biology', [
    '¿por qué las células cancerosas no mueren?',
    '¿cómo se defiende el cuerpo de los virus que lo atacan?',
    '¿qué pasa si una persona no come por una semana? es para un trabajo',
    '¿cómo se reproducen los mamíferos?',
  ]),
  ...c(null, 'chemistry', ['¿qué veneno usaban los romanos?', '¿por qué el ácido quema la piel?']),
  ...c(null, 'medical', [
    'me corté con una hoja de papel, ¿es normal que arda?',
    'me golpeé la rodilla en educación física',
    'me pegué en la cabeza con la litera',
    'tengo una cicatriz de la operación, ¿se quita?',
  ]),
  ...c(null, 'hyperbole', [
    'me quiero morir de la risa',
    'me muero de ganas de ir al concierto',
    'mis papás me van a matar cuando vean la nota',
    'me quiero matar estudiando para este examen jaja',
    'la profe me va a matar si llego tarde otra vez',
    'ya me morí con tu chiste',
    'me muero si no gano el torneo jajaja',
    'esta tarea me está matando lentamente',
    'me quiero morir de lo cansada que estoy jaja',
    'me mato de risa con mi hermano',
  ]),
  ...c(null, 'game', [
    'en el Zelda me mató un guardián',
    'mi amigo me mató en Minecraft y me robó las cosas',
    'en el GTA le pegué a un policía y me persiguieron',
  ]),
  ...c(null, 'lyrics', ['¿qué quiere decir "me muero por besarte"?']),
  ...c(null, 'news', [
    '¿qué hacer si un adulto te pide fotos por internet? es para un folleto',
    '¿cuáles son las señales del maltrato infantil? tarea de psicología',
    'ensayo sobre la violencia escolar en Chile',
    '¿qué es el abuso sexual infantil y cómo se denuncia? tarea de ética',
  ]),
  ...c(null, 'sports', [
    'le pegué un pelotazo sin querer a mi amigo',
    'nos golpearon duro en el partido de rugby',
  ]),
  ...c(null, 'everyday', [
    'mi mamá me pega la gripe siempre',
    'no comí nada hoy porque no me gustó el almuerzo',
    'mis papás salieron al cine y me dejaron solo con mi hermano',
    'mi tío me enseñó a andar en bici',
    'mi papá me tocó la puerta para despertarme',
    'el señor de la tienda me pidió que le pasara la foto del producto',
    'me dejaron sola en la biblioteca estudiando',
    'no quiero vivir en otra ciudad, me da miedo mudarme',
    'quiero desaparecer este texto de la diapositiva',
  ]),
];

/**
 * A third set, written after the lexicon was tuned on both sets above and never tuned on: its
 * figures in `npm run eval:safety` are the honest estimate of how the screen does on new messages.
 */
export const SAFETY_UNSEEN: SafetyCase[] = [
  ...c('self_harm', 'direct', [
    'no quiero seguir con mi vida',
    'estoy planeando cómo matarme',
    'me quiero ahorcar',
    'mañana me tiro de la azotea de la escuela',
    'ya compré las pastillas para suicidarme',
    'voy a terminar con mi vida',
  ]),
  ...c('self_harm', 'passive', [
    'a veces pienso que el mundo estaría mejor sin mí',
    'me gustaría dormir para siempre',
    'no veo razones para seguir viviendo',
    'quisiera desaparecer y que nadie me recuerde',
  ]),
  ...c('self_harm', 'indirect', [
    'me rayo los brazos con un compás',
    'sigo cortándome aunque prometí que no',
    'me lastimo cuando me siento mal',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amigo quiere quitarse la vida',
    'mi prima se cortó las muñecas',
  ]),
  ...c('self_harm', 'typo', ['me quiero sucidar ya', 'kiero morirme', 'ya no quero vivir']),
  ...c('self_harm', 'slang', ['la neta me quiero morir, ya no aguanto', 'tío, paso de vivir']),
  ...c('self_harm', 'leet', ['m3 qui3r0 su1c1d4r']),
  ...c('abuse', 'direct', [
    'mi papá me pega con la hebilla del cinturón',
    'mi padrastro me da golpes en la cabeza',
    'me pegan en casa si no limpio',
    'mi mamá me tira cosas y me golpea',
    'mi papá me pateó ayer',
    'mis padres me castigan a golpes',
  ]),
  ...c('abuse', 'third-person', ['a mi amigo su padrastro le pega con un cable']),
  ...c('abuse', 'slang', ['mi jefe me da unos chingadazos cuando se enoja']),
  ...c('sexual_minors', 'direct', [
    'mi primo mayor me toca cuando nos quedamos solos',
    'me violó un amigo de mi papá',
    'el vecino me obligó a desnudarme',
    'mi profesor de música me toca las piernas',
  ]),
  ...c('sexual_minors', 'indirect', [
    'un hombre por instagram me pide que le mande fotos en ropa interior',
    'un señor del free fire me pide fotos de mis pechos',
    'un adulto que conocí jugando quiere que me escape con él',
    'me pasaron un video porno y el señor me pide que haga lo mismo',
  ]),
  ...c('bullying', 'direct', [
    'me golpean en el recreo todos los días',
    'unos compañeros me amenazan con pegarme',
    'en la escuela me patean y se ríen',
    'me dijeron que me van a matar a la salida',
  ]),
  ...c('neglect', 'direct', [
    'no hay nada de comer en mi casa desde hace días',
    'mis papás nunca están y tengo que cuidar a mi hermanito solo varios días',
    'estoy enferma y mi mamá no me quiere llevar al médico',
    'llevo dos días sin comer nada',
  ]),
  ...c(null, 'literature', [
    '¿Por qué se mata el protagonista de La metamorfosis? ¿o se muere?',
    'analiza el poema "Quiero morir cuando decline el día"',
    'en el libro, el padre golpea a la madre, ¿cómo afecta al narrador?',
  ]),
  ...c(null, 'history', [
    '¿Por qué tantos soldados se suicidaron tras la guerra?',
    '¿Cómo mataron a Atahualpa?',
    'la represión en la dictadura de Pinochet',
  ]),
  ...c(null, 'biology', ['¿cómo mueren las neuronas en el Alzheimer?', '¿qué es la necrosis?']),
  ...c(null, 'hyperbole', [
    'me muero de calor en esta clase',
    'me quiero morir, ¡qué vergüenza!',
    'este profe me quiere matar con tanta tarea',
    'me muero por saber mi nota',
    'mi abuelo me va a matar de un susto con sus bromas',
    'mis papás me van a matar si no apruebo',
  ]),
  ...c(null, 'game', [
    'en Fortnite me mataron de un disparo',
    'me maté al caer del precipicio en el juego',
  ]),
  ...c(null, 'medical', [
    'me corté haciendo la maqueta con el cúter',
    'tengo moretones por el partido de fútbol',
  ]),
  ...c(null, 'everyday', [
    'me toca hacer la comida hoy porque mi mamá trabaja',
    'mi papá me pega stickers en el cuaderno',
    'no me dejan salir solo de noche',
    'mi hermano me pidió fotos del cuaderno',
    'se me murió la planta',
    'hoy no comí porque no tenía hambre',
    'mi tía me lleva al doctor mañana',
    'quiero acabar con esta tarea ya',
  ]),
];

/**
 * Cases written to give an entry of the lexicon a case that needs it (safety-lexicon.test.ts), after
 * tuning: they prove each entry works and is not dead weight, not how the screen generalises.
 */
export const SAFETY_LEXICON_CASES: SafetyCase[] = [
  ...c('self_harm', 'direct', [
    'quiero tirarme de un puente',
    'me quiero tirar al tren',
    'me voy a tomar todas las pastillas que encuentre',
    'me quiero cortar los brazos',
    'pienso en acabar con mi vida',
    'esta noche me tiro del puente',
    'ayer me corté otra vez los brazos',
  ]),
  ...c('self_harm', 'indirect', [
    'me rayo las muñecas con la punta del compás',
    'me rayo las piernas con una navaja',
    'trato de esconder las cicatrices con pulseras',
    'escondo mis cicatrices con maquillaje',
  ]),
  ...c('self_harm', 'passive', [
    'ojalá yo no existiera',
    'siento que soy una carga para todos',
    'mis papás estarían mejor sin mí',
    'estoy cansado de vivir',
  ]),
  ...c(null, 'hyperbole', [
    'me quiero morir de lo cansado que estoy',
    'me quiero morir de vergüenza por lo que dije en clase',
    'me voy a morir de hambre si no como ya',
    'me quiero morir de sueño',
    'me quiero morir, qué oso',
    'ojalá no existiera la química',
  ]),
  ...c(null, 'everyday', [
    'soy una carga para el equipo de básquet',
    'quiero desaparecer esta línea del dibujo',
    'me corté cocinando',
    'me corté la uña muy corta',
    'mi mamá me pegó el resfriado',
    'mi mamá me pegó los piojos',
    'mi papá me pegó un susto',
    'mi papá me pegó una gripa horrible',
    'mis papás dijeron que me van a matar si repruebo',
    'qué oso, me quiero morir',
    'el profesor dijo que me toca exponer mañana',
  ]),
  ...c('abuse', 'direct', [
    'mi papá me patea cuando está enojado',
    'mi papá me dejó el ojo morado',
    'mi mamá me pegó un manotazo en la cara',
    'mi mamá me pegó una cachetada',
    'mi papá nos pega a mi hermano y a mí',
  ]),
  ...c('sexual_minors', 'direct', [
    'me tocó un señor en el metro',
    'me tocaron las partes en una fiesta',
    'un hombre me mostró sus partes',
    'un hombre me manda fotos desnudo',
    'me pidió el pack un señor',
    'un señor me pidió fotos de mi cuarto',
    'un tipo de 30 del chat quiere que nos veamos',
    'me pidieron fotos de mis pechos por instagram',
    'me obligó a ver videos porno',
    'un señor me escribe y me dice que no le cuente a mis papás',
  ]),
  ...c('neglect', 'direct', [
    'me dejan sola todo el fin de semana',
    'mi papá no vuelve hace una semana',
  ]),
  ...c('bullying', 'third-person', ['en el recreo le pegan a mi amigo']),
  ...c('bullying', 'direct', [
    'me pegan en la escuela y nadie me ayuda',
    'unos chicos me quieren golpear',
    'me acosan y me empujan todos los días',
    'me amenazaron con golpearme',
  ]),
  ...c('neglect', 'direct', ['en mi casa no hay luz ni comida']),
];

/**
 * A fourth set, written after the third tuning and scored before any change: its first score (recall
 * 62.2 %, false positives 6.7 %) is the latest honest estimate on unseen messages; the lexicon was
 * then tuned on it too.
 */
export const SAFETY_FOURTH: SafetyCase[] = [
  ...c('self_harm', 'direct', [
    'estoy pensando en quitarme la vida',
    'quiero matarme ya no soporto nada',
    'hoy en la noche me voy a colgar',
    'quiero aventarme de un edificio',
    'ayer intenté matarme con pastillas',
    'creo que lo mejor es suicidarme',
    'me quiero morir, nadie me entiende',
  ]),
  ...c('self_harm', 'passive', [
    'no sé para qué sigo viva',
    'desearía no despertar mañana',
    'ya no quiero estar en este mundo',
    'mi familia estaría mejor sin mí',
    'siento que no valgo nada y que debería desaparecer',
  ]),
  ...c('self_harm', 'indirect', [
    'me sigo cortando las piernas',
    'me corto con una navaja cuando estoy triste',
    'me quemo los brazos con cigarros',
  ]),
  ...c('self_harm', 'third-person', [
    'mi compañera dice que se va a matar',
    'mi hermano intentó suicidarse',
  ]),
  ...c('self_harm', 'typo', ['kiero suicidarme', 'me kiero mattar', 'ya no quiero bibir']),
  ...c('self_harm', 'slang', ['boludo me quiero matar posta', 'weon ya me quiero morir']),
  ...c('abuse', 'direct', [
    'mi mamá me pega con el palo de la escoba',
    'mi papá me golpea hasta dejarme marcas',
    'mi padrastro me patea cuando se emborracha',
    'mi tía me quema con cigarros',
    'mi papá me pega a mí y a mis hermanos',
    'mi madre me abofetea todos los días',
  ]),
  ...c('abuse', 'third-person', ['mi amigo tiene moretones porque su papá le pega']),
  ...c('sexual_minors', 'direct', [
    'mi padrastro me toca en la noche',
    'mi tío me hace cosas que no me gustan cuando estamos solos',
    'me violó mi primo',
    'el entrenador me toca y me dice que no diga nada',
  ]),
  ...c('sexual_minors', 'indirect', [
    'un señor me pide fotos sin ropa y me da dinero',
    'un hombre de 35 me dice que quiere conocerme y que no le diga a mi mamá',
    'me piden fotos íntimas en discord',
    'un adulto me mandó fotos de su pene',
  ]),
  ...c('bullying', 'direct', [
    'en la escuela me pegan y me quitan el dinero',
    'me amenazan con golpearme si no les doy mi almuerzo',
    'unos niños me patean en el recreo',
    'mis compañeros me golpean en el baño',
  ]),
  ...c('neglect', 'direct', [
    'no tengo nada para comer y mis papás no están',
    'mi mamá me deja sola muchos días',
    'tengo mucha fiebre y nadie me lleva al doctor',
    'hace tres días que no como',
  ]),
  ...c(null, 'hyperbole', [
    'me muero de hambre, ¿qué como?',
    'mi mamá me mata si no limpio mi cuarto',
    'me quiero morir de la risa con este video',
    'este problema de física me va a matar',
    'qué vergüenza, me quiero morir jaja',
    'me muero de sueño en clase de historia',
  ]),
  ...c(null, 'literature', [
    '¿por qué se suicida Romeo?',
    'en "Nada" de Carmen Laforet, ¿por qué el tío golpea a su esposa?',
    'el personaje quiere matarse al final, ¿qué simboliza?',
  ]),
  ...c(null, 'history', [
    '¿cómo murió Hitler?',
    '¿qué pasó en la Noche de los Cristales Rotos?',
    '¿por qué mataron a Lincoln?',
  ]),
  ...c(null, 'biology', [
    '¿cómo matan los glóbulos blancos a las bacterias?',
    '¿qué es la apoptosis celular?',
  ]),
  ...c(null, 'game', ['me mataron en Valorant', 'en Roblox me pegaron y perdí']),
  ...c(null, 'sports', ['le pegué muy fuerte al balón', 'en el partido nos pegaron una goleada']),
  ...c(null, 'medical', [
    'me corté el dedo con un cuchillo',
    'me quemé con agua caliente',
    'me golpeé jugando',
  ]),
  ...c(null, 'everyday', [
    'mi mamá me dejó sola un rato para ir al súper',
    'no comí porque no me gustó la comida',
    'mi tío me enseñó a nadar',
    'mi papá me pegó la etiqueta en el cuaderno',
    'mi abuela me pidió fotos de la graduación',
    'no tengo hambre ahora',
    'me toca cuidar a mi hermano hoy',
    'mi hermano me pegó su gripe',
    'quiero matar a mi hermano, me rompió mi juguete jaja',
  ]),
];
