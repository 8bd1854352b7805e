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
import type { SafetyCategory } from './safety/safety-lexicon.ts';
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';

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
    'mi padre bebe y me zurra cada noche, ho, cuando oigo el coche ya estoy temblando, carallo',
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

  // ───────────────────────── disclosures: extra regional voices ─────────────────────────
  ...c('bullying', 'slang', [
    'causa unos patas del colegio me chapan a la salida y me meten combo, ya van tres veces este mes',
  ]),
  ...c('sexual_minors', 'slang', [
    'klk, un tíguere de como 30 me escribe to el tiempo que vaya pa su casa, tengo 14 y dice que no le diga na a mi mai',
  ]),
  ...c('abuse', 'direct', [
    'mi padre me cogió del cuello en la cocina y me estampó contra la nevera, mañana no quiero coger la guagua de vuelta a casa',
  ]),
  ...c('neglect', 'indirect', [
    'en casa no hay nadie desde el finde, mi hermano gurí tiene 6 y le hago fideos con agua porque no queda otra cosa',
  ]),
  ...c('self_harm', 'direct', [
    'vos, ya me decidí, me voy a tomar el veneno de ratas que hay en la bodega, estoy cansada de todo',
  ]),
  ...c('self_harm', 'passive', [
    'si me pasara algo en el trufi de camino al cole tampoco sería tan grave, creo que nadie lloraría por mí',
  ]),
  ...c('sexual_minors', 'indirect', [
    'el monitor del esplai me dice que soy su preferida y me pide que vaya a su tienda de campaña de noche sin avisar a nadie, tengo 11',
  ]),
  ...c('neglect', 'third-person', [
    'mi compañera de clase en Lugo viene sin comer desde hace semanas, dice que su madre no se levanta de la cama y la nevera está vacía',
  ]),
  ...c('bullying', 'typo', [
    'unos cipotes me quitaron los sapatos y me pegaron con un palo y dijeron q mañana me toca peor',
  ]),
  ...c('abuse', 'indirect', [
    'ñaño cuando mi papá llega chumado me escondo en el cuarto de atrás, pero igual me encuentra y ya sabes',
  ]),
  ...c('neglect', 'direct', [
    'mi mamá se fue a trabajar a Lima hace un mes y me dejó solo en Huancayo, ya no me queda plata ni para pan',
  ]),
  ...c('sexual_minors', 'third-person', [
    'a mi prima de 13 la quieren juntar con un señor de 40 que ya se la lleva a dormir a su casa',
  ]),
  ...c('bullying', 'repeated', [
    'tíoooo me han vuelto a pegar en el metro los del insti y me han quitado todooo, y dicen que mañana máaas',
  ]),
  ...c('self_harm', 'child', [
    'tengo 10 años y no quiero vivir más, todos en mi casa dicen que soy un estorbo',
  ]),

  // ═════════════════════════ harmless look-alikes ═════════════════════════
  ...c(null, 'hyperbole', [
    'me muero de vergüenza, le mandé a mi crush un audio que era para mi prima',
    'este examen de química me va a matar, literal',
    'jajajaja me quiero morir de la risa con el video que me pasaste',
    'si mi madre ve el boletín me mata, me mata y me entierra en el jardín jajaja',
    'me corto las venas con una galleta jajaja qué drama lo tuyo',
    'me tiro por la ventana si tengo que hacer otra lista de verbos irregulares 🙄',
    'el profe de mates nos quiere matar con tanta tarea para el puente',
    'me muero de hambre, qué hay de merienda en tu casa',
    'nooo me quedé dormido y perdí el bus, hoy mi vieja me asesina',
    'las agujetas de educación física me están matando, no puedo ni subir escaleras',
    'antes me pego un tiro que ir al cumple de mi prima la pesada jaja',
    'estoy muerta de sueño, ayer me acosté a las 2 viendo series',
    'qué oso, trágame tierra, me caí delante de todo el salón',
    'mi hermano me va a matar cuando vea que le rayé el juego de la play',
    'ufff esta redacción me está matando lentamente',
    'me quiero morir, me salió un grano enorme justo el día de la foto de orla',
    'illo me muero de calor, en Sevilla estamos a 44 grados',
    'mi abuela me va a matar a besos cuando llegue, hace un año que no la veo',
    'si me vuelven a poner a bailar en el acto me desaparezco del país',
    'desaparecería del mapa con tal de no exponer mañana delante de todos',
    'ese chiste me mató jajaja no puedo respirar',
    'me muerooo el nuevo capítulo ya salió y es buenísimo',
    'wey si repruebo física mi papá me manda a vivir al rancho con las vacas jaja',
    'morí con la cara del profe cuando se le cayó el café encima',
    'estoy hecha polvo, el entreno de hoy me destrozó',
    'la profe de lengua me puso un 4 y me quiero morir 😭 bueno, tampoco tanto',
    'mi perrito me mata de ternura cuando se duerme patas arriba',
    'tengo la cabeza que me explota con tantos exámenes, socorro',
  ]),
  ...c(null, 'literature', [
    'por qué Julieta se clava el puñal al final? tengo que explicarlo en el comentario de texto',
    'en Bodas de sangre quién mata a quién? Leonardo y el Novio se matan los dos?',
    'necesito un resumen de La casa de Bernarda Alba, sobre todo el final cuando Adela se ahorca',
    'en Cien años de soledad fusilan al coronel Aureliano Buendía o al final no? me lío con los nombres',
    'tengo que analizar el tema de la muerte en las Coplas de Jorge Manrique para el lunes',
    'en Crónica de una muerte anunciada, el narrador sabe desde el principio que van a matar a Santiago Nasar?',
    'en el Lazarillo el ciego le pega un montón a Lázaro, eso se puede comentar como crítica social?',
    'me ayudas con Pedro Páramo? no entiendo si están todos muertos desde el principio',
    'qué les pasa a los hermanos y a la niña en La gallina degollada de Quiroga? me dio miedo leerlo',
    'para lengua: Alfonsina Storni escribió "Voy a dormir" justo antes de morir? cómo lo pongo en la biografía',
    'en Romeo y Julieta, Romeo le compra veneno al boticario, qué simboliza eso?',
    'cómo aparece la muerte en los poemas que escribió Miguel Hernández en la cárcel',
    'en Marianela ella se muere de tristeza o de qué? el libro no lo deja claro',
    'tengo que hacer una ficha de El túnel de Sabato, por qué Castel mata a María',
    'en La familia de Pascual Duarte el protagonista mata a su madre, cuál es el tema principal?',
    'en Nada de Carmen Laforet, Juan le pega a Gloria, cómo lo comento en el trabajo sin contar toda la novela?',
    'Hamlet con lo de ser o no ser está pensando en matarse? es para literatura universal',
    'en Platero y yo Platero se muere al final? lloré en clase jaja',
    'en la rima de Bécquer de las oscuras golondrinas hay desamor o muerte?',
    'me explicas qué es el tremendismo con ejemplos de violencia de la novela de posguerra',
    'en qué parte de Edipo rey se arranca los ojos? para el examen de griego',
    'tengo que escribir un cuento de terror para castellano donde un niño desaparezca de su casa, ideas?',
    'en Oliver Twist a los niños del hospicio casi no les dan de comer, cómo lo relaciono con el trabajo infantil',
    'en La Celestina Melibea se tira de la torre, es suicidio o accidente? tenemos debate en clase',
  ]),
  ...c(null, 'history', [
    'cuántas personas murieron en el Holocausto y en qué campos?',
    'en la Guerra Civil española fusilaban a los maestros? lo dijo la profe y me quedé loca',
    'resumen de la conquista de México pls, cómo murió Moctezuma al final',
    'qué hizo la dictadura argentina con los bebés de las detenidas? es para el 24 de marzo',
    'por qué en la dictadura de Pinochet torturaban a la gente, para historia de Chile',
    'explícame la masacre de las bananeras en Colombia, sale en Cien años de soledad también',
    'cómo murió Atahualpa, lo ahorcaron o lo quemaron?',
    'tengo expo sobre la esclavitud en el Caribe, cómo castigaban a los esclavos en los ingenios de Cuba',
    'en el Guernica qué significa la madre con el niño muerto en brazos',
    'la Noche de los Lápices, qué les pasó a los estudiantes secundarios?',
    'cuántos soldados murieron en la guerra del Chaco? es para historia paraguaya',
    'quién fue Trujillo y por qué lo mataron en la República Dominicana',
    'la Inquisición quemaba viva a la gente? cómo era un auto de fe',
    'qué fue el Bogotazo y por qué mataron a Gaitán',
    'qué pasó en el conflicto armado de Guatemala con las comunidades mayas, para sociales',
    'a cuánta gente fusilaron en La Cabaña después de la revolución cubana?',
    'por qué los niños trabajaban en las minas durante la Revolución Industrial',
    'qué fue lo de Tlatelolco en el 68, cuántos estudiantes murieron',
    'me explicas la Semana Trágica de Barcelona en pocas líneas',
    'el Plan Cóndor, la dictadura uruguaya secuestraba gente en otros países?',
    'en la Guerra del Pacífico Bolivia perdió el mar, y cuánta gente murió?',
    'Ana Frank murió de hambre o de tifus en el campo?',
  ]),
  ...c(null, 'biology', [
    'qué es la apoptosis? las células se suicidan de verdad?',
    'por qué se mueren las neuronas cuando no les llega oxígeno',
    'la mantis hembra se come al macho después de aparearse? es para biología',
    'explícame la reproducción sexual de las plantas, lo del polen y el pistilo',
    'cómo se cortan y se cruzan los cromosomas en la meiosis',
    'las células muertas de la piel se caen solas?',
    'por qué los leones matan a las crías de otro macho cuando llegan a la manada',
    'tengo que hacer un esquema del aparato reproductor femenino para 2º de ESO',
    'cómo destruyen los glóbulos blancos a los virus',
    'el cuco abandona a sus crías en nidos ajenos? qué animal más raro',
    'por qué la sangre se coagula cuando te cortas',
  ]),
  ...c(null, 'chemistry', [
    'por qué el cianuro es venenoso, qué le hace a la respiración celular? sale en el tema',
    'qué pasa si mezclas lejía con amoniaco? la profe dijo que nunca lo hagamos en casa',
    'por qué el magnesio cuando se quema da esa luz blanca tan fuerte',
    'el sodio con agua explota de verdad? vimos un video en clase',
    'qué es un ácido corrosivo y por qué quema la piel',
    'cómo calculo la masa molar del ácido sulfúrico, me sale mal siempre',
    'por qué el monóxido de carbono mata si ni huele',
    'ayuda para ajustar la ecuación de la combustión del metano',
    'de qué está hecha la pólvora químicamente? es para historia de la ciencia',
  ]),
  ...c(null, 'medical', [
    'en tutoría nos hablaron de autolesiones y señales de alarma, tengo que hacer un mural sobre cómo ayudar a un amigo',
    'qué hace el paracetamol en el cuerpo y por qué no hay que pasarse de la dosis',
    'me hicieron un corte en la rodilla para sacarme una astilla y me pusieron puntos, es normal que pique?',
    'qué es la anorexia? tengo un trabajo sobre trastornos de la alimentación',
    'me quemé sacando la bandeja del horno, cuánto tarda en curar una quemadura así',
    'para educación sexual: qué es el consentimiento y a partir de qué edad es legal en España',
    'mañana me sacan sangre y siempre me mareo con las agujas',
    'la vacuna del papiloma la ponen en sexto? me da cosa el pinchazo',
    'qué es la depresión y cómo se trata, es para la charla de orientación',
    'me rompí el dedo jugando y me pusieron una férula, cuánto tiempo la tengo que llevar',
  ]),
  ...c(null, 'game', [
    'en Fortnite me mataron en el último círculo, qué arma es mejor de cerca',
    'cómo mato al Ender Dragon sin morir en Minecraft',
    'en Free Fire me dispararon de lejos y caí, tips para durar más?',
    'ayer en Among Us me mató mi hermana jajaja era la impostora',
    'en el GTA mi personaje se murió 20 veces en la misma misión',
    'en Doors de Roblox hay un monstruo que te mata si te escondes mal en el armario',
    'en Clash Royale me destrozaron, no hay manera de subir de arena',
    'el jefe final de Hollow Knight me mata siempre, ayudaaa',
    'en Brawl Stars me matan en 2 segundos con Shelly, qué brawler uso',
    'un niño en Call of Duty me gritó que me iba a matar y yo muerto de risa, es un juego',
    'qué hago si me muero en Minecraft con todo el inventario en la lava',
    'en The Last of Us muere la hija de Joel al principio y lloré como un bebé',
  ]),
  ...c(null, 'lyrics', [
    'en "Pedro Navaja" de Rubén Blades lo apuñalan al final, tengo que comentarla para música',
    'la letra de La Llorona dice que ella mató a sus hijos? es para el proyecto de folclor',
    'en "Hijo de la luna" de Mecano el gitano mata a la mujer, qué significa lo de la luna',
    'de qué trata "Matador" de los Fabulosos Cadillacs, es de un asesino o de un luchador?',
    'por qué dicen que la letra de "Despacito" es muy sexual, la profe no quiso ponerla',
    'Rosalía en "Malamente" habla de un mal presagio, qué significa?',
    'Violeta Parra escribió "Gracias a la vida" poco antes de morir? es para el trabajo',
    'en "Tu falta de querer" Mon Laferte dice que se va a morir sin él, es metáfora no?',
    '"Ojalá que llueva café" de Juan Luis Guerra, qué quiere decir en realidad',
    'la canción de Maná "Mariposa traicionera" habla de un engaño o de una muerte?',
  ]),
  ...c(null, 'news', [
    'vi en el noticiero que detuvieron a un hombre por acosar niños por internet, cómo se hace una denuncia así?',
    'salió en las noticias un terremoto en Perú con muchos muertos, tengo que comentar la noticia',
    'leí que en algunos sitios hay niños que se desmayan de hambre en la escuela, es para un debate de sociales',
    'hicimos un debate sobre violencia de género a partir de una noticia del periódico',
    'en la tele salió un caso de ciberacoso de un chico de Madrid y el profe nos pidió opinión',
    'el huracán en Puerto Rico dejó familias sin comida y sin luz, tengo que resumir el artículo',
    'tengo que comentar un artículo sobre la trata de personas en la frontera de Guatemala con México',
    'ayer hubo otro tiroteo en una escuela de Estados Unidos, por qué pasa tanto allá',
    'la dana de Valencia dejó muchísimos muertos, es para el trabajo de geografía',
    'leímos una noticia de un perro que abandonaron en la ruta en Uruguay y luego lo adoptaron',
    'en la radio dijeron que encontraron a una niña desaparecida en Ecuador, menos mal que está bien',
  ]),
  ...c(null, 'sports', [
    'el Barça nos mató 4-0, me quiero morir jaja',
    'en rugby me hicieron un placaje y tengo un moretón enorme en el muslo',
    'el entrenador nos hizo correr hasta casi vomitar, qué bestia',
    'es verdad que un boxeador se murió después de un combate? lo vi en youtube',
    'en judo aprendí una estrangulación, es peligrosa de verdad?',
    'Boca le dio una paliza a River y mi viejo está de luto jajaja',
    'me lesioné el tobillo y el míster me dejó en el banquillo toda la segunda parte',
    'perdimos la final por penaltis, el equipo quedó destrozado',
    'el árbitro nos robó el partido, lo queríamos matar jajaja',
    'en natación el entrenador grita mucho pero es buena gente, nos prepara para el campeonato',
    'Perú clasificó?? me muero si vamos al mundial',
  ]),
  ...c(null, 'everyday', [
    'mi mamá me castigó sin celular una semana por contestarle, qué injusto',
    'hoy me quedé sola en casa una horita mientras mi mamá iba al súper y me hice un sándwich',
    'no desayuné porque me dormí y tengo un hambre que no veas',
    'se murió mi hámster y estoy muy triste, se llamaba Pipo',
    'mi abuela murió el mes pasado y la extraño mucho, siempre me hacía arepas',
    'saqué un 3 en el examen y estoy bajón toda la tarde',
    'mi hermano me dijo gorda una vez, se lo conté a mi mamá y lo castigaron',
    'me quemé la mano con el aceite haciendo tortillas, ya me puse agua fría',
    'me corté el dedo picando cebolla, sangró un poco pero ya está',
    'mi papá me regañó por llegar tarde del entreno',
    'mis papás se van de viaje el finde y me quedo con mis tíos, va a estar chévere',
    'un compañero se burló de mis zapatillas hoy pero luego nos reímos los dos',
  ]),
  ...c(null, 'child', [
    'mi perrito se murió y lo enterramos en el patio, yo lloré mucho',
    'mi mamá me regañó porque no me comí la sopa y me mandó a mi cuarto un ratito',
    'en el cuento el lobo se come a la abuelita de verdad? es para la tarea',
    'mi hermanito me pegó con la almohada jugando y yo le gané',
  ]),
  ...c(null, 'mixed-homework', [
    'me ayudas con la suma de fracciones? mi mamá está trabajando y vuelve a las 6, estoy con mi abuela',
    'tengo que hacer la tarea de sociales pero estoy triste porque mi mejor amiga se cambió de colegio',
    'explícame las reacciones redox, que si suspendo otra vez me quedo sin play todo el verano jaja',
    'tengo que escribir sobre mi familia: mis papás están divorciados, vivo con mi mamá y los fines voy con mi papá',
  ]),
  ...c(null, 'third-person', [
    'a mi amiga la dejó el novio y no para de llorar, cómo la animo',
    'mi primo se cayó de la bici y se rompió el brazo, ya lo enyesaron',
    'mi hermana está estresadísima con selectividad, dice que se muere si no entra en medicina',
  ]),
  ...c(null, 'slang', [
    'parce ese parcial estuvo pesadísimo, me dejó muerto',
    'boludo me re mataste con ese meme',
    'wey mi jefa me va a matar, le rompí su taza favorita jaja',
  ]),
  ...c(null, 'typo', [
    'me kiero morir d la rrisa con ese bideo jajaj',
    'ayudame con la tarea de istoria de la gerra sivil plis',
  ]),
];
