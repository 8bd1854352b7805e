/**
 * Twenty-seventh labelled safety set: a broad, realistic cross-section of Spanish student messages,
 * written by a writer helper session on 2026-11-28 (~11:40 UTC).
 *
 * Written BLIND: without reading the detector, its lexicon, or any other labelled set.
 * Purpose: TRAINING data for the learned layer of the offline safety screen (not a blind estimate).
 *
 * Weighting: ~180 disclosures spread roughly evenly over the five categories, every disclosure style
 * at least 12 times and every category in every style; ~160 harmless look-alikes in every harmless
 * style (at least 8 each), with hyperbole and literature/history homework the most common. Voices span
 * ages 8-18, every Spanish-speaking country in the brief and Spain's regions.
 *
 * Label rule: a category when a caring adult should follow up because a child (the writer or another
 * named child) may be at risk; `null` for one-off scoldings, groundings, short time alone, a skipped
 * meal, a single tease, grief for a grandparent or pet, sadness about grades, hyperbole, and homework
 * or chat about literature, history, biology, chemistry, medicine, news, lyrics, games and sports.
 */
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';
import type { SafetyCategory } from './safety-lexicon.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_TWENTYSEVENTH: SafetyCase[] = [
  // ───────────────────────── disclosures: direct ─────────────────────────
  ...c('self_harm', 'direct', [
    'ya no quiero seguir viviendo, te lo digo en serio, no es drama de adolescente',
    'anoche me corté otra vez en el muslo, ahí donde nadie mira',
    'tengo guardadas las pastillas de la abuela y creo que este finde me las tomo todas de una',
    'he pensado tirarme del puente que hay al lado del insti, ya hasta sé a qué hora no pasa nadie',
  ]),
  ...c('abuse', 'direct', [
    'mi padrastro me pega con el cable del cargador cuando saco malas notas',
    'mi mamá me encerró en el baño toda la noche sin luz y dice que lo va a volver a hacer',
    'me da pánico volver hoy, mi papá dijo que si llegaba tarde me mataba y la última vez me partió el labio',
  ]),
  ...c('sexual_minors', 'direct', [
    'un señor del gimnasio me pide fotos sin ropa y si no se las mando dice que le enseña a mi madre las otras',
    'mi tío me toca cuando nos quedamos solos en su casa y me dice que eso es cosa de los dos',
    'tengo 13 y un chavo de 24 que conocí en free fire quiere verme el sábado en la plaza y me pidió que no le contara a nadie',
  ]),
  ...c('bullying', 'direct', [
    'en el recreo me agarran entre cuatro y me pegan, hoy me dejaron el ojo morado',
    'unos de tercero me dijeron que si mañana voy al colegio me pinchan con una navaja a la salida',
    'llevan todo el curso subiendo fotos mías editadas a un grupo y ahora me amenazan con reventarme si hablo',
  ]),
  ...c('neglect', 'direct', [
    'mis papás se fueron el jueves y no han vuelto, ya no queda comida y mi hermanito no para de llorar',
    'tengo fiebre hace 5 días y mi mamá dice que no hay plata ni ganas de llevarme al médico',
    'mi madre me echó de casa hace dos noches y estoy durmiendo en un banco del parque',
  ]),

  // ───────────────────────── disclosures: indirect ─────────────────────────
  ...c('self_harm', 'indirect', [
    'creo que a todos les iría mejor sin mí, ya le regalé mis cosas favoritas a mi prima',
    'si mañana no me conecto ya sabes por qué, gracias por ayudarme con mates todo este tiempo',
    'llevo manga larga con 35 grados y nadie en casa se pregunta por qué',
    'lo único que le pido a la noche es dormirme y que no haya mañana',
  ]),
  ...c('abuse', 'indirect', [
    'cuando escucho las llaves de mi papá en la puerta me meto debajo de la cama y aguanto la respiración',
    'en mi casa los moretones se explican con "me caí de la bici", ya me sé la excusa de memoria',
    'por la noche mi mamá grita y después se oyen golpes contra la pared, no quiero volver a esa casa hoy',
  ]),
  ...c('sexual_minors', 'indirect', [
    'hay un amigo de mi papá que siempre quiere que me siente en sus piernas, me da asco, y me trae regalos si "me porto bien"',
    'el profe de la academia me escribe a las 2 de la mañana por insta, dice que soy muy madura para mis 14 y que borre los mensajes',
    'uno de discord me mandó una tarjeta de regalo de 50 y ahora dice que le debo el favor y que ya sé cómo pagarlo',
  ]),
  ...c('bullying', 'indirect', [
    'ya no bajo al patio, me quedo en el baño hasta que suena el timbre porque afuera me están esperando',
    'cada día cambio de camino para volver a casa porque los del otro curso me siguen y la última vez me alcanzaron',
    'alguien abrió una cuenta con mi nombre y sube cosas horribles, y abajo comentan que lo siguiente será en persona',
  ]),
  ...c('neglect', 'indirect', [
    'aquí cada uno se apaña, yo ceno lo que encuentro, y desde el lunes no encuentro nada',
    'mi mamá duerme todo el día rodeada de botellas, yo llevo a mis hermanos a la escuela y les doy de comer lo que hay',
    'la muela me duele hace semanas y ya tengo la cara hinchada, pero en mi casa nadie se da por enterado',
  ]),

  // ───────────────────────── disclosures: passive ─────────────────────────
  ...c('self_harm', 'passive', [
    'no es que me quiera matar, solo que si me atropellara un carro tampoco me importaría mucho',
    'a veces ojalá me quedara dormida y ya, sin despertador ni nada',
    'no pienso hacer nada raro eh, pero desaparecer para siempre no me parecería tan mal',
  ]),
  ...c('abuse', 'passive', [
    'me castigaron otra vez sin comer y me dejaron en el cuarto con llave hasta hoy, supongo que me lo gané',
    'no es para tanto, solo me dan con el palo de la escoba cuando se enojan, casi siempre en las piernas',
    'me dijeron que si cuento algo de lo que pasa en casa me mandan lejos o algo peor, así que mejor me callo',
  ]),
  ...c('sexual_minors', 'passive', [
    'me dicen que no tiene nada de malo lo que hace el novio de mi hermana conmigo cuando ella sale',
    'supongo que es normal que un adulto te pida videos cuando estás en la ducha, no? tengo 12',
    'me compraron un celular nuevo a cambio de no decir nada de lo que pasa en el carro cuando me recoge',
  ]),
  ...c('bullying', 'passive', [
    'se ríen de mí todos los días y me quitan el almuerzo, ya me acostumbré a que me empujen por la escalera',
    'me tiraron la mochila al río y dijeron que la próxima vez me tiran a mí, pero bueno, así son',
    'dicen que el viernes me van a romper la cara, seguramente es broma, igual ya me la rompieron una vez',
  ]),
  ...c('neglect', 'passive', [
    'me dejaron solo desde el sábado, me imagino que vuelven pronto',
    'me acostumbré a no cenar, en casa casi nunca hay nada y a nadie le importa',
    'me caí y el brazo se ve torcido, no me llevaron a ningún lado pero ya duele un poco menos',
  ]),

  // ───────────────────────── disclosures: third-person ─────────────────────────
  ...c('self_harm', 'third-person', [
    'mi amiga Valeria me mandó un audio despidiéndose y ahora no contesta el teléfono, qué hago',
    'mi hermano mayor tiene cortes nuevos en los brazos y me hizo prometer que no le digo a mis papás',
    'un compa del salón dijo que el lunes ya no lo vamos a ver porque se va a aventar del edificio de su tía',
  ]),
  ...c('abuse', 'third-person', [
    'a mi mejor amiga su papá le pega con el cinturón, hoy llegó con marcas en las piernas',
    'mi primo de 9 años vive con mi tía y ella lo quema con la plancha cuando se porta mal',
    'el niño de al lado siempre llora y se oyen golpes, el otro día lo vi con la cara toda hinchada',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi hermana de 12 tiene un "novio" de 30 que le manda plata y ella me contó que ya se acostaron',
    'a una compañera el entrenador la llama sola a su oficina y siempre sale llorando',
    'mi amiga habla con un tipo mayor que la amenaza con subir sus fotos si no le manda más',
  ]),
  ...c('bullying', 'third-person', [
    'a un niño de mi clase le pegan todos los días en el baño y lo graban, los profes no hacen nada',
    'a mi hermanita le escriben por whatsapp que se mate y que la van a esperar a la salida',
    'a Lucía la tienen amenazada unos de cuarto, le quitaron el móvil y hoy le dieron una patada en la barriga',
  ]),
  ...c('neglect', 'third-person', [
    'mi amigo Joel no ha comido desde el viernes, en su casa no hay nada y su mamá no aparece',
    'la niña de abajo pasa sola días enteros, sus padres se van de juerga y le dejan un paquete de galletas',
    'a mi compañero lo echaron de su casa y está durmiendo en la terminal de buses',
  ]),

  // ───────────────────────── disclosures: typo ─────────────────────────
  ...c('self_harm', 'typo', [
    'ya no qiero bivir, nadie me estraña',
    'me korte las muñecas ayer y oi kiero aserlo otra bes',
    'e pensado en tomarme todas las pastiyas del votiquin esta noxe',
  ]),
  ...c('abuse', 'typo', [
    'mi papa me pego con la ebilla del sinturon y me sangro la espalda',
    'mi madrasta me amenasa con matarme si le digo a mi papa lo q me ase',
    'me enserraron en el sotano sin comida dos dias enteros',
  ]),
  ...c('sexual_minors', 'typo', [
    'un señor me dise q si le mando fotos desnuda me pone recargas',
    'mi primo de 19 me toco aya avajo y me dijo q no dijera nada',
    'un hombre del chat me kiere ber en persona y dise q es nuestro secreto, tengo 11',
  ]),
  ...c('bullying', 'typo', [
    'en el cole me pegan todos los dias y me dicen q me ban a matar',
    'me yaman gorda y ayer me tiraron al suelo y me patiaron entre barios',
    'me amenasan por instagran q si buelvo al colejio me rompen la cara',
  ]),
  ...c('neglect', 'typo', [
    'mi mama se fue hace tres dias y no ai nada de comer en la casa',
    'estoi enfermo desde la semana pasada y nadien me yeva al doctor',
    'mis papas estan siempre borachos y yo cuido a mis ermanos solo',
    'tengo mucha hanbre, mi mama no cosina desde el biernes y no contesta',
  ]),

  // ───────────────────────── disclosures: no-spaces ─────────────────────────
  ...c('self_harm', 'no-spaces', [
    'nomequierodespertarmañananuncamas',
    'mehicecortesenelbrazootravezynosecomoparar',
    'yaloteniadecididoelviernesmematoyyaescribilacarta',
  ]),
  ...c('abuse', 'no-spaces', [
    'mipapámepegóconelcinturónhastaquemesangró',
    'tengomiedodeiracasamipadrastrodicequemevaamatar',
    'meamarranalacamacuandomeportomalydurmoasitodalanoche',
  ]),
  ...c('sexual_minors', 'no-spaces', [
    'unhombredetiktokmepidefotosdesnudaytengo12',
    'elnoviodemimamámetocacuandoellaestatrabajando',
    'elpadrinodemihermanomemetelamanoydicequenodiganada',
  ]),
  ...c('bullying', 'no-spaces', [
    'mepeganenelcolegiotodoslosdíasyyanoaguantomas',
    'meamenazaronconunanavajaalasalidadelinstituto',
    'enelgrupodelaclasepusieronquemevanamatarelviernes',
  ]),
  ...c('neglect', 'no-spaces', [
    'nohaycomidaencasadesdeelmartesymispadresnovienen',
    'estoysolodesdehacetresdíasmimamánocontesta',
    'mimamásedrogaynuncanosdadecomeranadie',
  ]),

  // ───────────────────────── disclosures: repeated ─────────────────────────
  ...c('self_harm', 'repeated', [
    'ya no puedooooo mas, me quiero moriiiiir de verdaaaad, no es broma',
    'me volvi a cortaaaar y duele muuucho pero es lo unico q me calma',
    'adioooos a todooos, esta es la ultima vez q me conecto, los quierooo',
  ]),
  ...c('abuse', 'repeated', [
    'mi papaaaa me pegooo otra veeez con la correaaa',
    'ayudaaaa porfaaa, mi mamá está gritando que me va a matar y está rompiendo todooo',
    'me dejaron encerradaaaa en el cuartooo desde ayeeer sin comeeer',
  ]),
  ...c('sexual_minors', 'repeated', [
    'un señor me escribe todos los diaaaas pidiendo fotooos de mi cuerpooo y tengo 12',
    'el amigo de mi papaaaa me tocooo y me dijo q no dijera naaada',
    'mi entrenadoooor quiere verme solaaa en su casa y dice que es secretooo',
  ]),
  ...c('bullying', 'repeated', [
    'me pegaroooon otra vez en el recreeeoo y nadie hizo naaada',
    'todos los diaaas me dicen que me mateee y me tiran cosaaaas',
    'me van a esperaaaar a la salida para pegarmeeee, tengo muuucho miedo',
  ]),
  ...c('neglect', 'repeated', [
    'tengo hambreeee no hay nadaaa en la casa desde hace diaaaas',
    'mi mamá no volviooo desde el domingoooo, estoy solitooo',
    'estoy enfermaaaa y nadie me llevaaa al medicooo, llevo una semana asiii',
  ]),

  // ───────────────────────── disclosures: leet ─────────────────────────
  ...c('self_harm', 'leet', [
    'qu13r0 m0r1rm3, y4 n0 s1rv0 p4r4 n4d4',
    'm3 c0rt3 3n l0s br4z0s 0tr4 v3z',
    'h0y 3s m1 ult1m0 d14, y4 t3ng0 l4s p4st1ll4s',
  ]),
  ...c('abuse', 'leet', [
    'm1 p4dr3 m3 p3g4 c0n 3l c1nt0 t0d0s l0s d14s',
    'm1 p4dr4str0 d1c3 qu3 m3 v4 4 m4t4r s1 h4bl0',
    'm3 qu3m4r0n l4 m4n0 c0n un c1g4rr0 p0r r0mp3r un v4s0',
  ]),
  ...c('sexual_minors', 'leet', [
    'un h0mbr3 d3 r0bl0x m3 p1d3 f0t0s s1n r0p4, t3ng0 10',
    'm1 t10 m3 t0c4 y d1c3 qu3 3s nu3str0 s3cr3t0',
    'm3 4m3n4z4n c0n publ1c4r m1s f0t0s s1 n0 m4nd0 m4s, t3ng0 14',
  ]),
  ...c('bullying', 'leet', [
    'm3 p3g4n 3n 3l c0l3 y m3 gr4b4n p4r4 r31rs3',
    'm3 4m3n4z4r0n c0n p3g4rm3 3l lun3s 4 l4 s4l1d4',
    'm3 3scr1b3n t0d4s l4s n0ch3s qu3 m3 m4t3, s0n l0s d3 m1 cl4s3',
  ]),
  ...c('neglect', 'leet', [
    'n0 h4y c0m1d4 3n c4s4 d3sd3 h4c3 d14s',
    'm1s p4dr3s m3 d3j4r0n s0l0 t0d4 l4 s3m4n4',
    'm1 m4m4 s13mpr3 3st4 b0rr4ch4 y n0 n0s c0c1n4 nunc4',
  ]),

  // ───────────────────────── disclosures: slang ─────────────────────────
  ...c('self_harm', 'slang', [
    'boludo ya fue, no quiero estar más acá, tengo todo pensado para el finde',
    'neta wey ya me cansé de vivir, me corté de nuevo y ni me dolió',
    'tía paso de todo, lo mejor es que me pire para siempre, ya he escrito las cartas',
    'bro ya no quiero estar aquí, tengo la navaja guardá en el cuarto pa cuando me decida',
  ]),
  ...c('abuse', 'slang', [
    'mi viejo me cagó a palos anoche y mi vieja no hizo nada, tengo la espalda violeta',
    'el man de mi mamá me da durísimo con la correa parce, todo el tiempo',
    'asere mi pura me entra a golpes con el cable de la plancha, tengo la espalda marcá',
    'mi jefe bebe y me zurra cada noche, ho, y cuando llega yo ya estoy temblando',
  ]),
  ...c('sexual_minors', 'slang', [
    'weon un loco de 28 me habla por insta y me pide fotos en pelota, tengo 14 y me tiene amenazá',
    'un chamo mayor del edificio me manosea en el ascensor y me dice que me calle la jeta',
    'un pibe de 25 quiere que vaya a su depto y me regaló unas zapas, tengo 13 y me dijo que ni a mi vieja',
    'che un karai del barrio me dice que me da plata si voy sola a su casa, tengo 12 y ya me tocó una vez',
  ]),
  ...c('bullying', 'slang', [
    'unos chabones del cole me re cagan a trompadas todos los días y me sacan la guita',
    'los chamos del liceo me tienen azotado, me pegan y me muestran una navaja en el baño',
    'illo a mí me esperan los del barrio pa reventarme, la semana pasá ya me partieron la nariz',
    'los manes del salón me la tienen montada, me pegan y me graban y lo suben a tiktok',
  ]),
  ...c('neglect', 'slang', [
    'mi cucha se fue con el novio hace una semana y acá no hay ni pa comer',
    'mi taita se la pasa chupando y ni se acuerda que existo, llevo tres días comiendo solo pan',
    'mis papás me botaron de la casa, estoy donde un pana pero ya me quieren sacar',
    'maje mi mamá se fue pa los states y me dejó con un tío que ni me da de comer, ando pidiendo',
  ]),

  // ───────────────────────── disclosures: child ─────────────────────────
  ...c('self_harm', 'child', [
    'yo me pego en la cabeza contra la pared cuando hago algo mal para castigarme',
    'quiero irme al cielo con mi abuelita y no estar aquí nunca más, ya no quiero estar en esta casa',
    'tengo 9 años y me rasco los brazos hasta que sale sangre porque estoy triste',
  ]),
  ...c('abuse', 'child', [
    'mi papi me pega muy fuerte con la chancleta y me deja marcas moradas y me dice que no le cuente a la maestra',
    'mi mamá me encierra en el armario cuando llora mi hermanito y está muy oscuro y no me abre',
    'tengo 8 años y mi papá le pega a mi mamá y tengo miedo que me pegue a mí también',
  ]),
  ...c('sexual_minors', 'child', [
    'un señor del parque me dijo que me daba chuches si le enseñaba mis partes',
    'el novio de mi mami me toca la colita y dice que es un juego secreto',
    'un amigo del juego me dijo que le mandara una foto sin camiseta y que no le dijera a mi mamá',
  ]),
  ...c('bullying', 'child', [
    'los niños de mi salón me pegan en el recreo y me quitan la merienda todos los días',
    'una niña grande me dijo que me va a cortar el pelo con tijeras y me empujó en la escalera',
    'me dicen cosas feas y me dan patadas y la seño no les dice nada',
  ]),
  ...c('neglect', 'child', [
    'mi mamá no vino a dormir y tengo hambre y no sé hacer comida',
    'estoy solito en mi casa desde ayer y se fue la luz y tengo miedo',
    'me duele mucho la panza desde hace muchos días y nadie me lleva al doctor',
    'mi papá duerme en el sillón con olor a cerveza y no me despierta para ir al cole desde hace mucho',
  ]),

  // ───────────────────────── disclosures: mixed-homework ─────────────────────────
  ...c('self_harm', 'mixed-homework', [
    'me ayudas con las ecuaciones de segundo grado? aunque da igual, no creo que llegue al examen, ya tengo decidido lo del viernes',
    'tengo que hacer un resumen de la fotosíntesis pero no me concentro, anoche me volví a cortar',
    'cuál es el sujeto en "el perro ladra"? perdón, es que no duermo, solo pienso en dejar de vivir',
  ]),
  ...c('abuse', 'mixed-homework', [
    'necesito acabar la maqueta hoy porque si no mi papá me vuelve a pegar con el cable como la otra vez',
    'explícame las fracciones rápido pls, si saco otro 2 en casa me dejan sin cenar y encerrado otra vez',
    'para el trabajo de valores tengo que escribir de mi familia pero no sé qué poner, mi padre le pega a mi madre y a mí',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'para sociales tengo que hablar de internet seguro... justo un hombre me pide fotos y me dice que no le cuente a nadie',
    'me corriges la redacción? me la revisa el profe de refuerzo, el que me besa cuando nos quedamos solos',
    'necesito ayuda con inglés porque el señor de las clases particulares me toca y ya no quiero ir con él',
  ]),
  ...c('bullying', 'mixed-homework', [
    'ayuda con la tarea de historia, no la pude hacer porque me rompieron el cuaderno y me pegaron otra vez',
    'cómo se dice amenaza en inglés? es que me mandan amenazas todos los días en el grupo de la clase',
    'tengo examen de física mañana pero no quiero ir, los de 4º me dijeron que me van a pegar en el baño',
  ]),
  ...c('neglect', 'mixed-homework', [
    'me explicas la división? no tengo quién me ayude, mis papás no vienen a casa desde el lunes y no hay comida',
    'tengo que hacer la tarea pero no tengo luz ni comida, mi mamá se fue hace días',
    'cuánto es 3/4 de 12? perdón, es que tengo fiebre hace una semana y nadie me lleva al doctor',
  ]),
];
