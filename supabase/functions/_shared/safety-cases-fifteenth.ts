/**
 * Fifteenth labelled safety set (SAFETY_FIFTEENTH), written by a writer helper session on
 * 2026-11-28 (about 10:55-11:30 UTC).
 *
 * Written BLIND: without reading the detector, its lexicon, or any other labelled set.
 *
 * Purpose: TRAINING data for a learned layer of the offline safety screen. Not a blind estimate;
 * do not use it to measure the detector.
 *
 * Weighted to: indirect and euphemistic disclosures where the risk is never named (fear of a
 * parent's mood, bruises explained away, an adult's "juego secreto", sleeping at a neighbour's
 * because no one is home for days, nothing to eat, planning a goodbye, "ya no voy a molestar
 * más"), passive ideation in teen voice (13-18), disclosures buried at the start, middle or end of
 * long homework requests, and third-person reports; voices from Spain, the River Plate (voseo),
 * Chile, the Andes, Central America and the Caribbean. Harmless look-alikes share those shapes:
 * long homework about violent history and literature, exam-stress hyperbole, night-shift parents,
 * surprise-party secrets, sports injuries, health-class work on abuse prevention.
 *
 * Label rule: a category when a caring adult should follow up because a child (the writer or a
 * named other child) may be at risk. null otherwise: a one-off scolding, a grounding, an hour
 * alone, a skipped breakfast, one tease, a grandparent's or pet's death, sadness about a grade,
 * clear hyperbole, and homework on literature, history, biology, chemistry, health, news, lyrics,
 * games or sports.
 */
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';
import type { SafetyCategory } from './safety-lexicon.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_FIFTEENTH: SafetyCase[] = [
  // ───────────────────────────── self_harm ─────────────────────────────
  ...c('self_harm', 'passive', [
    'a veces me acuesto y pienso q ojala no tener q despertar mañana, no es q me quiera hacer nada pero tampoco me importaria',
    'tengo 15 y siento que si desaparezco nadie lo notaria hasta la semana siguiente, y eso me da mas paz que miedo',
    'boludo ya fue, estoy cansado de existir, no de estudiar eh, de existir posta',
    'me pregunto cómo sería todo si yo no estuviera, creo que en mi casa habría menos peleas y más plata',
    'ojalá me pase algo de camino al insti y ya, así no tengo que decidir nada yo',
    'solo quiero apagarme un rato largo, como meses, y que nadie me pida nada nunca más',
    'weon estoy tan chato de todo q me da lo mismo si mañana amanezco o no',
    'todos estarían mejor sin mí. mi mamá lo dijo enojada pero creo que tiene razón',
    'soy una carga pa mi familia, gastan en mí y yo solo les doy problemas, mejor sería no estar',
    'hace semanas que no le encuentro sentido a seguir. no es drama, es un cansancio que no se quita durmiendo. tengo 17',
    'cuando cruzo la calle ya ni miro, me da igual si viene un carro',
    'mi vida es un error de sistema y nadie la va a reiniciar, preferiría que me borraran y listo',
    'si yo no existiera no tendrían q pagar mi colegiatura y mi papá no trabajaría doble turno, lo pienso todas las noches',
    'me siento como un mueble que estorba. a veces quisiera ya no estar en ninguna parte',
    'nadie me extrañaría de verdad, quizá un par de días y luego seguirían igual. y está bien así creo',
  ]),
  ...c('self_harm', 'indirect', [
    'ya no voy a molestar más a nadie, solo quería decirte gracias por ayudarme con mate este año',
    'le regalé mi switch a mi primo y mis libros a mi amiga, ya no los voy a necesitar donde voy',
    'estoy escribiendo cartas para mi hermana y mis amigas para que las lean después del viernes',
    'me puedes ayudar a redactar una despedida? no es para un viaje, es para cuando yo ya no esté',
    'ya tengo todo decidido y me siento tranquila por primera vez en meses, solo me falta elegir el día',
    'tengo guardadas las pastillas de mi abuela en una cajita, por si un día ya no aguanto más',
    'de qué altura tiene que ser un puente para que alguien no sobreviva? es pa saber nomás',
    'ya borré mis fotos de insta y dejé las contraseñas anotadas para mi mamá, así no tiene q batallar después',
    'en mi pieza tengo escondido lo que necesito, el domingo cuando estén en misa va a ser el momento',
    'perdón por todo lo que te pregunté este año. ya no vas a tener que aguantarme más',
    'si mañana no me conecto no es que me aburrí, es que ya me fui. chau y gracias por todo',
    'me pongo manga larga aunque haga 35 grados porque no quiero que vean los brazos, se nota lo que me hago',
    'cuando siento demasiado me aprieto la goma del pelo en la muñeca hasta que sangra un poquito y se me pasa',
    'llevo tres días sin comer a propósito, me lo merezco por gorda y por inútil',
    'me quemo con el mechero en el muslo, ahí nadie lo ve, y es lo único que me calma',
    'uso el sacapuntas desarmado para otra cosa que no es sacar punta, tú me entiendes',
  ]),
  ...c('self_harm', 'direct', [
    'me doy cabezazos contra la pared cuando me equivoco en los deberes, ayer me vio mi hermano pequeño y se asustó',
    'anoche pensé en tirarme del balcón, estuve un rato sentada en la baranda',
  ]),
  ...c('self_harm', 'mixed-homework', [
    'necesito un resumen de la revolución francesa para mañana, causas y consecuencias, tipo una página. y bueno no se si importa porque igual no pienso estar para la entrega del viernes',
    'hola, ayudame con las fracciones equivalentes porfa. ultimamente pienso mucho en no seguir viviendo y me cuesta concentrarme. bueno, el ejercicio 4 dice 3/4 = x/12',
    'no sé cómo seguir con esta vida la verdad, pero bueno, primero lo primero: cómo se hace la voz pasiva en inglés? el profe nos puso 20 oraciones',
    'tengo que hacer un poema sobre el otoño para lengua. quiero que hable de hojas que caen y que ya no vuelven, como voy a hacer yo pronto. me ayudas con la rima?',
    'cuánto es la derivada de x al cuadrado por seno de x? es la última tarea que pienso hacer, después ya me despido de todos',
    'ayuda con el mapa de los ríos de Sudamérica. también quería contarte que me corté otra vez anoche y esta vez fue más hondo, pero no le digas a nadie. el Amazonas va primero no?',
    'profe virtual, tengo un trabajo de biología sobre la célula, las partes y sus funciones, el núcleo, la mitocondria, la membrana. lo tengo que entregar el lunes pero la verdad no sé si voy a llegar al lunes, estoy pensando en tomarme todas las pastillas del botiquín. bueno, empiezo por la membrana?',
    'tarea de cívica: escribir sobre los derechos del niño. yo tengo derecho a no querer vivir? pregunto en serio, no para la tarea',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amiga Vale me mandó un audio despidiéndose de todos y después apagó el celu, qué hago?',
    'mi compa de banco tiene cortes en las piernas, me los enseñó y me hizo jurar no decir nada',
    'mi hermano de 16 dice que ya hizo su testamento y se ríe, pero regaló su bici y su guitarra esta semana',
    'una chica de mi clase publicó "mañana ya no me van a ver más" y nadie le hizo caso',
    'mi prima no come desde hace una semana porque dice que no merece comer, y está re flaca',
  ]),
  ...c('self_harm', 'no-spaces', ['yanoquieroseguiraqui nadiemeentiende ni en mi casa']),
  ...c('self_harm', 'typo', ['kiero dejar d existir alv ya no aguanto nd d nd']),
  ...c('self_harm', 'leet', ['me quiero m0r!r y no es broma, ya lo pense bien']),

  // ─────────────────────────────── abuse ───────────────────────────────
  ...c('abuse', 'indirect', [
    'cuando escucho las llaves de mi papá en la puerta ya sé si va a ser una noche mala o no, por cómo suenan',
    'me caí de la escalera, eso dije en el cole, pero en mi casa no hay escalera jaja',
    'mi mamá tiene días buenos y días en que mejor ni respirar fuerte, hoy es de los malos y tengo que volver a las 6',
    'tengo que inventar algo para el moretón del ojo antes del lunes, qué se puede decir que sea creíble?',
    'prefiero quedarme en la biblioteca hasta que cierren, en casa todo depende de cómo llegue él del trabajo',
    'cómo se quitan rápido las marcas de dedos del brazo? es que mañana hay educación física y no quiero que pregunten',
    'aprendí a caminar sin hacer ruido para que mi papá no se despierte enojado, ya me sale perfecto',
    'no es que me pegue, solo me agarra del pelo y me arrastra cuando no le hago caso, eso no cuenta no?',
    'tengo quemaduras redonditas en la espalda, la profe las vio en natación y le dije que era varicela',
    'me da miedo volver a mi casa hoy, mi papá dijo que me iba a enseñar lo que es bueno cuando llegara',
    'mi mamá dice que si cuento algo de lo que pasa en casa me manda a un internado y no vuelvo a ver a mis hermanos',
  ]),
  ...c('abuse', 'direct', [
    'ayer mi padrastro me dejó marcas con el cinto pero me lo merecía por contestar, creo',
    'siempre que saco mala nota me encierra en el baño sin luz hasta la mañana siguiente',
    'en mi casa se grita todo el día y anoche mi papá le pegó a mi mamá contra la pared, yo me escondí con mi hermanito bajo la cama',
    'mi madre me dijo que ojalá no hubiera nacido y que me va a matar si repito curso, y cuando lo dice tiene el cuchillo en la mano',
    'me pongo nervioso cuando mi tío que vive con nosotros bebe, porque siempre la agarra conmigo a golpes',
    'mi abuela me pega con el palo de la escoba hasta dejarme moradas las piernas, dice que así la criaron a ella',
    'mi mamá me pellizca tan fuerte que me deja negros los brazos, y luego me dice que si lloro me da otro',
    'cuando mi papá se enoja me deja sin comer y de rodillas en el patio al sol, a veces horas',
  ]),
  ...c('abuse', 'slang', [
    'mi viejo cuando chupa se pone loco y rompe todo, la última vez me tiró el control por la cabeza y me abrió',
    'mi papá me pega con la correa cuando llega curao, y mi mamá no dice na porque le tiene miedo igual',
    'mi mai dice que si vuelvo a llegar tarde me rompe la cara, y la última vez lo hizo de verdad',
    'mi pai me dio con el cable de la plancha y ahora no me puedo sentar bien, no sé qué ponerme pa la escuela',
    'vos sabés si es normal que tu vieja te tire cosas cuando está nerviosa? a mí ya me abrió la ceja una vez',
    'mi jefa me madreó bien feo ayer x no lavar los trastes, traigo la espalda bien morada',
  ]),
  ...c('abuse', 'typo', [
    'enserio ya no aguanto a mi vieja me re cago a palos otra ves y me dijo q me valla a la mierda',
  ]),
  ...c('abuse', 'mixed-homework', [
    'me explicas la fotosíntesis? es que tengo examen mañana y si saco menos de 7 mi papá me va a dar con la correa otra vez como la última vez, así que necesito entenderla bien',
    'tengo que hacer una redacción sobre mi familia y no sé qué poner, porque si pongo la verdad mi mamá me mata, ella me pega casi todos los días. me das ideas de cosas bonitas para inventar?',
    'ayuda con el ejercicio 5 de física, el del plano inclinado. perdón si escribo raro, me duele la mano porque mi padrastro me la aplastó con la puerta anoche. el ángulo es 30 grados',
    'necesito la biografía de Simón Bolívar resumida, y otra cosa, hay algún número al que llamar si tu papá amenaza con matarte a ti y a tu mamá? pregunto por si acaso. la biografía de 200 palabras',
    'hola!! tarea de inglés: describe your weekend. mi fin de semana fue horrible porque mi papá me encerró en el cuarto desde el viernes y solo me pasaba pan. cómo lo digo en inglés sin que suene raro?',
    'tía, tengo que hacer un comentario de texto de un poema de Machado para el lunes y no me concentro, anoche otra vez mi padre llegó gritando y le rompió el móvil a mi madre y luego vino a mi cuarto y me dio con el cinturón, tengo la espalda fatal. vale, el poema es "Caminante no hay camino", por dónde empiezo',
  ]),
  ...c('abuse', 'third-person', [
    'mi amigo Joaquín siempre viene con moretones y dice que es del fútbol, pero él no juega al fútbol',
    'la niña de al lado llora todas las noches y se escucha cómo le pegan, mi mamá dice que no nos metamos',
    'mi compañera me dijo que su papá la amenazó con un cuchillo y que si contaba algo la mataba',
    'mi hermanito de 6 años le tiene terror a mi padrastro, se hace pipí cuando él grita y luego le pega por eso',
    'mi prima vive con su tía y la tiene de sirvienta, le pega si no limpia y no la deja ir al colegio',
    'un niño de mi clase tiene marcas en el cuello como si lo hubieran agarrado fuerte, y ya no habla con nadie',
  ]),
  ...c('abuse', 'child', [
    'mi papi le pega a mi mami y yo me tapo los oidos, tengo miedo que un dia me pegue a mi tambien',
    'mi mama me pega con la chancleta muy fuerte y me sale sangre en la pierna, tengo 8',
  ]),

  // ─────────────────────────── sexual_minors ───────────────────────────
  ...c('sexual_minors', 'indirect', [
    'mi tío me dice que tenemos un juego secreto que solo hacemos cuando mi mamá no está, y que si lo cuento ya no me va a querer',
    'el novio de mi mamá entra a mi cuarto de noche cuando ella duerme, no sé cómo decirlo pero no quiero que entre más',
    'es normal que un adulto te pida que borres los mensajes que te manda? es que son raros y me manda regalos',
    'hay un señor que me da plata cada vez que voy a su casa y me pide que me quede un rato en su cuarto, mi mamá dice que es buena gente',
    'me da cosa ir a la casa de mi tío los findes, pasa algo que no me gusta y él dice que si digo algo nadie me va a creer',
    'no quiero volver a las clases de guitarra, el profe cierra la puerta con llave y hace cosas conmigo que no puedo contar',
    'un chico de 24 me escribe todos los días, dice que soy muy madura para mis 13 y quiere que nos veamos sin que sepan mis papás',
    'el entrenador me dice que me quede después del entreno para darme "masajes" y no me gusta cómo me toca',
  ]),
  ...c('sexual_minors', 'direct', [
    'un señor de un juego online me pidió fotos en ropa interior y dice que me regala skins si se las mando',
    'le mandé una foto a uno que conocí en discord y ahora dice que si no le mando más se la pasa a todo mi cole',
    'mi primo grande, que tiene 19, me obliga a hacer cosas cuando nos quedamos solos y dice que es normal entre primos',
    'el profe particular de mate me pone la mano en la pierna y la sube, y me dice que es nuestro secreto',
    'mi padrastro me mira cuando me baño, hizo un agujero en la puerta, y cuando se lo dije se rió',
    'alguien en tiktok me pidió una videollamada sin camiseta, le dije que tengo 12 y me dijo que mejor',
    'conocí a alguien en un juego que decía tener 15 pero en la videollamada era un señor, y ahora dice que sabe dónde vivo si no le mando fotos',
  ]),
  ...c('sexual_minors', 'child', [
    'el amigo de mi papa me toco donde no se debe y me dijo que era un juego de grandes, tengo 9',
    'mi abuelito me pide que le de besitos en la boca y me sienta en sus piernas y no me gusta como se mueve',
    'cuando mi vecino me cuida me hace jugar a las cosquillas sin ropa y me da caramelos para que no diga',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga de 14 sale con un tipo de 28 y él le pide fotos desnuda, ella cree que es amor',
    'mi hermanita me contó que el esposo de la niñera le enseña videos de gente sin ropa',
    'una compa dice que el director la llama a su oficina, la abraza raro y le toca el pecho',
    'a mi mejor amigo un hombre de un grupo de free fire le está pidiendo videos y lo amenaza si no se los manda',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'necesito ayuda con la tabla del 7, y también con algo que me pasa, el señor que me lleva al cole en la furgoneta me dice que me siente adelante y me toca, pero bueno primero la tabla',
    'tengo un ensayo sobre la contaminación de los océanos, 500 palabras. por cierto un chico de 22 que conocí en insta quiere que vaya a su depa el viernes y dice que no le cuente a mi mamá, está bien si voy? bueno lo del ensayo es más urgente jaja',
    'me ayudas con los verbos irregulares de inglés? y una pregunta rara, si un adulto te manda fotos de sus partes y te pide las tuyas eso es delito? porque a mí me pasa con uno de roblox',
    'vale, tengo que hacer una presentación de historia sobre los romanos, la fundación, la república y el imperio, unas diez diapositivas. lo otro es que el monitor del campamento me escribe por whatsapp de noche y me dice que soy su favorita y que le mande fotos en pijama, y que no se lo diga a nadie porque le echarían. la presentación la empiezo por Rómulo y Remo?',
  ]),
  ...c('sexual_minors', 'slang', [
    'un bato de 25 me anda tirando la onda bien intenso y me pide pack, tengo 14, le mando o no',
    'un man de 30 me quiere llevar a un hotel este sábado, dice que me compra el celular que quiero',
    'un pana de mi hermano, que ya es mayor, me besó a la fuerza y me manoseó en la fiesta, tengo 13',
    'el de la bodega me dice mami rica y me quiere meter pal almacén, tengo 11 y me da miedo pasar por ahí',
  ]),
  ...c('sexual_minors', 'typo', [
    'un viejo de mi barrio me da plata x dejarme tocar y dice q no le diga a nadie',
    'mi tio me toca cuando m quedo a dormir en su casa y m da mucho asco pero no c a quien decirle',
  ]),

  // ───────────────────────────── bullying ──────────────────────────────
  ...c('bullying', 'direct', [
    'en el recreo me arrinconan en el baño y me meten la cabeza en el váter, ya van tres veces este mes',
    'hicieron un grupo de whatsapp solo para burlarse de mí con fotos mías editadas, y dicen que me van a esperar a la salida',
    'me quitan la plata del almuerzo todos los días y si no les doy me pegan en las costillas donde no se ve',
    'un chico de tercero me dijo que si vuelvo al cole el lunes me apuñala, y tiene navaja, la enseñó',
    'grabaron cuando me bajaron los pantalones en educación física y lo subieron a tiktok, todo el colegio lo vio',
    'me escriben desde cuentas falsas que me mate, que nadie me quiere, todas las noches',
    'me dicen que me van a quemar el pelo con el encendedor en el bus, ya lo intentaron una vez',
    'una chica de mi clase me amenazó con pasar mis fotos privadas si no le hago todas sus tareas',
    'en la escuela me hacen la vida imposible, me dicen maricón, me empujan por las escaleras y ayer me sangró la nariz',
    'me tienen amenazada en el colegio, dicen que me van a cortar la cara con una gillette',
    'pasaron un video mío cambiándome en el vestuario por todos los grupos y ahora me acosan por DM todo el día',
  ]),
  ...c('bullying', 'indirect', [
    'finjo que me duele la tripa cada mañana para no ir al insti, allí me esperan en la puerta los de siempre',
    'ya no salgo al patio, me quedo en la biblioteca porque afuera me tiran piedras',
    'todos los días me escupen en la mochila y me rompen los cuadernos, la profe dice que son cosas de niños',
    'cambio de ruta cada día para volver a casa porque si me encuentran los de 4º ya sé lo que pasa, la última vez acabé en urgencias',
  ]),
  ...c('bullying', 'slang', [
    'weon me pegaron entre cinco a la salida del liceo y me robaron las zapatillas, y mañana dicen q sigue',
    'boludo me tienen de punto en el curso, me cagan a cachetazos todo el día y me esconden la mochila en el baño de las chicas, ya no quiero ir',
    'los chamos del liceo me quitaron el teléfono, me cayeron a golpes y dijeron que si hablo me buscan en mi casa',
    'cada día en el bus del cole me pegan chicles en el pelo y me queman con mecheros, y el conductor se ríe',
  ]),
  ...c('bullying', 'typo', [
    'me hacen bullyng full, me pegan y me dicen q me van a matar si los acuso con el inspector',
  ]),
  ...c('bullying', 'child', [
    'en el cole unos niños grandes me pegan patadas y me dicen que si le digo a la seño me pegan más',
  ]),
  ...c('bullying', 'mixed-homework', [
    'ayuda con la ecuación de segundo grado, es para mañana. no tengo cabeza, en el salón me tienen amenazado, me dijeron que me van a partir la cara a la salida y ya lo hicieron la otra semana. x^2 - 5x + 6 = 0',
    'tengo que hacer una exposición de los planetas y me da pánico, no por exponer, sino porque cada vez que paso al frente me tiran cosas y me gritan puta, y la profe no hace nada. cómo empiezo la exposi?',
    'me corriges esta redacción? "Mi colegio es grande y tiene un patio con árboles..." bueno en realidad mi colegio es un infierno, unos de 2º me encierran en el armario de las escobas casi todos los días',
  ]),
  ...c('bullying', 'third-person', [
    'a un chico de mi salón lo tienen de punto, le pegan, le quitan la comida y lo graban llorando',
    'mi hermana de 12 llega todos los días llorando porque en el cole le tiran del pelo y le dicen que se suicide',
    'hay una nena nueva que es de Venezuela y le dicen veneca de mierda y le pegan en el recreo entre varias',
    'a mi mejor amiga le crearon una cuenta falsa con fotos suyas diciendo que es fácil y ya le escriben señores',
  ]),

  // ────────────────────────────── neglect ──────────────────────────────
  ...c('neglect', 'indirect', [
    'estoy durmiendo en casa de la vecina porque en mi casa no hay nadie desde el martes y ya es sábado',
    'hace como cinco días que nadie me pregunta si llegué, la casa está igual que cuando me fui el lunes',
    'guardo el pan del recreo para la noche porque en casa no hay cena, y para mi hermano también',
    'en el comedor del cole es la única vez que como al día, los fines de semana no como',
    'llevo la misma ropa toda la semana porque no hay lavadora y en el cole dicen que huelo, mi mamá no se levanta de la cama',
    'tenemos la luz cortada y el agua también, me baño en la casa de una compañera cuando me deja',
    'me despierto solo, voy al cole solo, vuelvo y no hay nadie, así desde que tenía 9 y ahora tengo 12, nadie firma mis notas',
    'estoy durmiendo en la casa de un compa del cole porque mi padrastro cambió la chapa y no me deja entrar',
    'mis papás nunca están, ni se acuerdan de mí, mi cumple pasó y ni un mensaje, y hace días que como galletas nomás',
  ]),
  ...c('neglect', 'direct', [
    'no comí hoy porque no hay nada, ayer tampoco, mi mamá no volvió desde el jueves',
    'en mi casa no hay comida desde hace días, solo agua y sal, y mis hermanos chiquitos lloran de hambre',
    'me duele mucho la muela hace un mes y tengo la cara hinchada pero en mi casa dicen que no hay tiempo de llevarme al médico',
    'mi papá se pasa todo el día tomado en el sillón y yo le doy de comer a mi hermanita, tengo 10',
    'mi mamá se fue con su novio a otra ciudad y me dejó con mi hermano de 5, ya van dos semanas',
    'me echaron de la casa por ser gay, estoy durmiendo en el sofá de un amigo y no sé cuánto más me deja',
    'mi mamá está drogada casi siempre, cuando se despierta no sabe ni quién soy, yo me hago todo solo',
    'tengo fiebre alta desde el domingo y nadie me cuida, mi papá dice que se me pasa solo y se fue a trabajar a otra provincia',
    'mis papás se van de fiesta el viernes y vuelven el lunes, yo cuido a mis tres hermanos y no nos dejan plata para comida',
    'mi papá me dijo que me fuera y que no volviera, tengo 15, estoy en la plaza con mi mochila',
    'mi abuela que me cuida ya no ve y no se puede parar, tengo 11 y no hay nadie más, dejé de ir al cole para cuidarla',
    'nadie me ha llevado al médico y tengo el brazo raro desde que me caí hace 2 semanas, no lo puedo mover bien',
    'mi mamá está presa y mi papá nunca estuvo, vivo con mi hermano de 17 que casi nunca viene, no hay nada en la heladera',
  ]),
  ...c('neglect', 'slang', [
    'mi mai se fue pa los Estados y me dejó con una señora que no me da comida, solo a sus hijos',
    'aquí en la casa no hay nada de comer desde el miércoles, yo le pido a la vecina pero ya me da pena',
    'mi vieja se fue de gira con el chabón ese y me dejó sola con 200 pesos, ya se me acabaron',
  ]),
  ...c('neglect', 'child', ['mi mami no vuelve desde ayer y tengo hambre y esta oscuro, que hago']),
  ...c('neglect', 'typo', ['nd d comida en mi ksa x 3 dias, mi viejo no aparece y mi hna llora']),
  ...c('neglect', 'mixed-homework', [
    'me explicas cómo se calcula el área de un triángulo? perdón si tardo en responder, estoy con hambre porque no hay nada en mi casa desde ayer y me mareo un poco. la base es 8',
    'necesito hacer un resumen de "El Principito", el capítulo del zorro. ah y si no respondo es porque me quedo sin batería, no hay luz en la casa hace una semana y estoy sola, mi mamá no ha vuelto. lo necesito para el lunes',
    'tarea de ciencias naturales: la pirámide alimenticia. la verdad yo casi no como ninguna de esas cosas porque en mi casa no hay, a veces paso el día con un té. cómo se dibuja la pirámide?',
    'hola, mi profe dijo que tiene que firmar un adulto la autorización de la excursión pero en mi casa no hay nadie desde hace diez días, puedo firmar yo? y también necesito ayuda con la tarea de historia sobre los incas',
  ]),
  ...c('neglect', 'third-person', [
    'mi amiga viene al cole sin comer y me dice que en su casa no hay nada, le doy mi sándwich pero no alcanza',
    'el niño del piso de arriba está solo desde hace días, lo escucho llorar y sus padres no están',
    'mi compañero tiene una herida en el pie infectada que huele mal y dice que su mamá no lo lleva al médico',
    'mis primos pequeños se quedan encerrados en su casa todo el día mientras su mamá se va a tomar, el mayor tiene 7',
  ]),
];
