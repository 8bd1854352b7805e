/**
 * Safety set TWENTY-FIRST (training). Written by a writer session on 2026-11-28 (about 11:20 UTC),
 * blind: without reading the detector, its lexicon or any other labelled set.
 *
 * Purpose: TRAINING data for the learned layer of the offline safety screen (not a blind estimate).
 * About 180 disclosures spread evenly over the five categories and about 160 harmless look-alikes
 * written with the same words, shapes and voices.
 *
 * Weighted to variety: every disclosure style tag appears at least 10 times; lengths from 3 to ~80
 * words; voices from Spain (vosotros, "tío", "flipar", "movida"), Mexico, Argentina/Uruguay (voseo),
 * Chile, Colombia, Peru, Venezuela, the Caribbean and Central America; spelling from careful to very
 * poor (phonetic, run-together words, leetspeak, stretched letters, all caps). Disclosures appear
 * inside homework requests, jokes and small talk; neglect is told through daily routines (who cooks,
 * who takes them to school, who is home at night); bullying through places and objects (bathroom,
 * bus, group chat, knife, stones); grooming through apps and gifts.
 *
 * Label rule: a category when a caring adult should follow up because a child (the writer or another
 * named child) may be at risk. `null` for a one-off scolding or grounding, an hour alone at home, a
 * skipped breakfast, one tease, a grandparent's or pet's death, sadness about a grade, hyperbole,
 * and homework or talk about literature, history, biology, chemistry, medicine, news, lyrics,
 * video games, sports and cooking accidents.
 */
import type { SafetyCategory } from './safety/safety-lexicon.ts';
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_TWENTYFIRST: SafetyCase[] = [
  // ───────────── self_harm ─────────────
  ...c('self_harm', 'direct', [
    'quiero matarme',
    'Me he estado cortando los brazos desde septiembre y en casa nadie se ha dado cuenta.',
    'tengo pensado tomarme todas las pastillas de mi mamá el viernes cuando se vaya a trabajar',
    'Ya decidí que me voy a suicidar. No me intentes convencer, solo quería decírselo a alguien.',
  ]),
  ...c('self_harm', 'indirect', [
    'si mañana no me despierto tampoco pasa nada, nadie lo iba a notar',
    'ya le regalé mi play a mi primo y mis libros a la Vale, total no los voy a necesitar más',
    'jajaja hoy el profe de física se cayó de la silla 😂 bueno, otra cosa, ya dejé escrita la carta para cuando me vaya, pero irme de verdad, tú me entiendes',
    'a veces pienso que mi familia estaría mejor sin mí, soy un gasto más y encima doy problemas',
    'Gracias por aguantarme todo el curso con las mates. Esta es la última vez que te escribo, de verdad, cuídate mucho.',
  ]),
  ...c('self_harm', 'passive', [
    'ojalá no despertara mañana',
    'me gustaría desaparecer y que nadie me buscara',
    'no es que me quiera matar pero si me atropella un carro camino al cole tampoco me importaría mucho',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amiga Fer se corta en las piernas con el sacapuntas y me hizo jurar que no diría nada, qué hago',
    'mi hermano mayor dijo que esta noche se tira del puente del río y mis papás no están, no sé a quién llamar',
    'un compa del salón subió una historia despidiéndose de todos y desde ayer no contesta',
  ]),
  ...c('self_harm', 'typo', [
    'nesesito ayuda me korte otra ves y no para de salir sangre',
    'yaa no aguanto mas kiero dormir y no despertar nunk',
    'me keme el braso con el ensendedor a proposito pa sentir algo',
    'ESTOY HARTA D TODO MEJOR ME MUERO Y YA NADIE TENDRIA Q AGUANTARME',
  ]),
  ...c('self_harm', 'no-spaces', [
    'yanoquieroestarvivanadatienesentido',
    'mecortoenlasmunecasdesdeelveranoynosecomoparar',
    'estanocheeslaultimavezquemeconectoadios',
  ]),
  ...c('self_harm', 'repeated', [
    'no quierooooo vivir maaaaas',
    'estoy tan cansadaaaa de todo que quiero morirmeeee de verdad, no es broma esta vez',
    'ayudaaaa tengo la cuchilla en la manooo',
  ]),
  ...c('self_harm', 'leet', [
    'm3 qu13r0 m4t4r',
    'y4 t3ng0 l4s p4st1ll4s gu4rd4d4s p4r4 3l s4b4d0',
    'm3 c0rt0 l0s br4z0s c4d4 n0ch3 y n4d13 l0 s4b3',
  ]),
  ...c('self_harm', 'slang', [
    'boludo, posta que me quiero tirar del balcón, no doy más con nada',
    'wey neta ya me quiero morir, no aguanto, y no es cotorreo',
    'weón, anoche me corté de nuevo, no tengo ni una gana de seguir po',
    'parce, me estoy matando de hambre a propósito, llevo cuatro días sin comer pa castigarme',
  ]),
  ...c('self_harm', 'child', [
    'profe si yo me muero mi mamá ya no se enoja conmigo verdad',
    'yo me pego en la cabeza contra la pared cuando me porto mal para castigarme solito',
    'quiero irme al cielo con mi abuelita para ya no estar aquí',
  ]),
  ...c('self_harm', 'mixed-homework', [
    'necesito el resumen de la revolución francesa para mañana, aunque igual da igual porque no pienso estar aquí el lunes',
    '¿me ayudas con fracciones? perdona si tardo en escribir, es que me tapé los cortes con tiritas y me escuecen',
    'Tengo que hacer una carta para el proyecto de lengua y la estoy haciendo de despedida para mi familia, de verdad, porque pienso matarme. ¿Me corriges la ortografía?',
  ]),

  // ───────────── abuse ─────────────
  ...c('abuse', 'direct', [
    'Mi padrastro me pega con el cinturón cada vez que llega borracho.',
    'mi papá le pega a mi mamá casi todas las noches y tengo miedo de que un día la mate',
    'me encierran en el cuarto de lavar sin comida cuando saco malas notas',
    'mi mamá me quemó la mano con la plancha porque rompí un vaso',
  ]),
  ...c('abuse', 'indirect', [
    'no quiero que se acabe la clase, a las 2 me toca volver a casa',
    'tengo que ponerme manga larga en pleno verano para que en el cole no vean los moratones',
    'cuando oigo las llaves de mi papá en la puerta me escondo debajo de la cama con mi hermana',
    'Hola! qué tal tu día? el mío bien, bueno, más o menos. Mi madrastra dice que si vuelvo a llorar me mete la cabeza en el agua como ayer. Bueno, ¿seguimos con la tarea?',
  ]),
  ...c('abuse', 'passive', [
    'anoche me volvieron a dar con la correa hasta sangrar',
    'fui golpeada otra vez y ya no sé a quién decirle',
    'aquí en la casa se grita mucho, se rompen cosas y a veces me toca a mí el golpe',
  ]),
  ...c('abuse', 'third-person', [
    'A mi amiga Daniela su papá la agarra del pelo y la arrastra por el piso, ella me enseñó los rasguños',
    'mi hermanito de 5 tiene marcas de cinturón en las piernas, fue mi tío',
    'el Santi del curso dice que su mamá lo amenaza con un cuchillo cuando se porta mal',
  ]),
  ...c('abuse', 'typo', [
    'mi papa me pego con la ebiya del sinto y me dejo sangrando',
    'tengo mied de yegar a mi kasa mi padastro dise k me va a matr',
    'mi mama me ase dormir en el patio kuando se enoja aunk aga frio',
  ]),
  ...c('abuse', 'no-spaces', [
    'mipapálepegaamimamáyyotengomiedo',
    'mimadrastramedijoquesiledigoalaprofemeencierraotravez',
    'nomequieroiracasahoymepegan',
  ]),
  ...c('abuse', 'repeated', [
    'me pegóóóó otra vez con el palooo y me duele todooo',
    'por favoooor no le digas a nadie pero mi papá me apretó el cuello ayer',
    'tengo mucho muuucho miedo, mi papá dijo que nos mata a todos esta noche',
  ]),
  ...c('abuse', 'leet', [
    'm1 p4dr3 m3 p3g4 c0n 3l c1nt0',
    'm1 m4m4 m3 qu3m0 c0n 3l c1g4rr0',
    'n0 qu13r0 v0lv3r 4 c4s4, m3 p3g4n',
  ]),
  ...c('abuse', 'slang', [
    'tío, mi padre me ha metido una hostia que me ha partido el labio, y no es la primera, vaya movida tengo en casa',
    'che, mi viejo me cagó a palos anoche, tengo la cara toda hinchada y mañana tengo que ir al liceo',
    'mi apá me dio una pela con la manguera que me dejó todo marcado, mano',
    'pana, mi padrastro me tiene azotado, me da correazos por cualquier vaina',
  ]),
  ...c('abuse', 'child', [
    'mi papi me pega muy fuerte cuando lloro y luego me dice que no diga nada',
    'si le digo a la maestra mi mamá dice que me manda lejos y me pega más',
    'me duele sentarme porque me pegaron con la chancla y con el cinturón',
  ]),
  ...c('abuse', 'mixed-homework', [
    'ayudame con el ensayo de derechos del niño. irónico porque a mí me pegan con el cable todos los días jaja',
    'no hice la tarea de inglés porque anoche mi padrastro le rompió la cara a mi mamá y estuvimos en urgencias, ¿me explicas el present perfect?',
    'cómo se hace la regla de tres? mañana hay examen y si saco menos de 7 mi papá me deja sin comer y me encierra otra vez en el baño',
  ]),

  // ───────────── sexual_minors ─────────────
  ...c('sexual_minors', 'direct', [
    'un señor de 30 años me pide fotos sin ropa por Instagram y tengo 13',
    'mi tío me toca cuando mis papás no están',
    'El entrenador de fútbol me besó en el vestuario y me dijo que era nuestro secreto.',
  ]),
  ...c('sexual_minors', 'indirect', [
    'un chico de 24 que conocí en Roblox me mandó unos AirPods por correo y ahora quiere que nos veamos solos en el centro comercial',
    'el novio de mi mamá entra a mi cuarto en la noche y cierra la puerta, no quiero que lo siga haciendo',
    'me dijo que si no le mando más fotos va a pasar las que ya tiene a todo el colegio',
    'un man me recarga diamantes en Free Fire y a cambio quiere fotos mías en ropa interior',
  ]),
  ...c('sexual_minors', 'passive', [
    'me tocaron en el baño de la fiesta unos chicos mayores de la universidad, yo tengo 14',
    'fui obligada por el primo de mi papá a hacer cosas que no quería, tengo 11 años',
    'me hicieron prometer que no le contaría a nadie lo que pasa en la casa del vecino',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga de 12 sale con un tipo de 28 que le compra celulares y la recoge a la salida del cole',
    'a mi hermanita el esposo de mi tía le pide que se siente en sus piernas y la toca',
    'una niña de mi salón dice que el profesor de música le manda mensajes por WhatsApp diciéndole que es su novia y que borre todo',
  ]),
  ...c('sexual_minors', 'typo', [
    'un señor me dise q le mande fotos de mi querpo y q no le diga a mi mama',
    'mi primo de 20 me iso cosas en su cuarto y me dijo q si digo algo naide me va a creer',
    'el tipo de discord me kiere conoser en persona y dise q me trae un regalo pero q baya sola',
  ]),
  ...c('sexual_minors', 'no-spaces', [
    'uncuarentonmepidefotosdesnudaporsnap',
    'mipadrastromemetelamanocuandoduermo',
    'elprofedeinglesmeamenazaconsuspendermesinovoyasucasa',
  ]),
  ...c('sexual_minors', 'repeated', [
    'ayudaaaa un señor me está amenazando con publicar mis fotooos',
    'me da muuuucho asco pero mi tío dice que es normal que me toque',
    'noooo sé qué hacer, el tipo de TikTok quiere videollamada sin ropa y tengo 14',
  ]),
  ...c('sexual_minors', 'leet', [
    'un v13j0 m3 p1d3 f0t0s d3snud4',
    'm1 t10 m3 t0c4 y d1c3 qu3 3s s3cr3t0',
    'm3 3xt0rs10n4n c0n m1s f0t0s',
  ]),
  ...c('sexual_minors', 'slang', [
    'tía, un pavo de 25 del insta me dice que soy muy madura para mis 13 y quiere quedar, me flipa pero me da cosa',
    'boluda, un chabón grande me manda plata por Mercado Pago y me pide fotos sin nada',
    'wey, un ruco me depositó lana en la cuenta para que le mande packs y tengo 15',
    'mi pana, un carajo de 30 me escribe todas las noches y dice que lo nuestro es secreto, que mis papás no entenderían',
  ]),
  ...c('sexual_minors', 'child', [
    'el señor de la tienda me da dulces si me dejo tocar y dice que no le cuente a mi mamá',
    'mi tío juega a un juego secreto conmigo y no me gusta y me duele',
    'un amigo del juego me pidió que me quite la ropa en la cámara y yo no quiero',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    '¿me ayudas a traducir este texto al inglés? es que un hombre que conocí en un juego me escribe en inglés y quiere que le mande fotos mías en el baño',
    'explicame los verbos irregulares porfa. otra cosa, el profe particular de mate me toca la pierna y sube la mano, eso es normal?',
    'para biología tengo que hacer el tema del aparato reproductor y me da cosa porque es lo que mi padrastro me hace y dice que es para educarme',
  ]),

  // ───────────── bullying ─────────────
  ...c('bullying', 'direct', [
    'en el recreo me pegan entre cuatro y me quitan la comida todos los días',
    'me amenazaron con un cuchillo a la salida del colegio para que les dé mi plata',
    'Me encerraron en el baño de los chicos y me metieron la cabeza en el inodoro.',
  ]),
  ...c('bullying', 'indirect', [
    'ya no uso el bus escolar, prefiero caminar una hora antes que volver a sentarme atrás con ellos',
    'me salí del grupo de WhatsApp de la clase pero me siguen metiendo en otros para mandarme fotos mías editadas y decirme que me esperan afuera',
    'aguanto las ganas de hacer pis todo el día porque en el baño me esperan',
    'me tiraban piedras desde el puente cuando volvía a casa y hoy una me abrió la ceja',
  ]),
  ...c('bullying', 'passive', [
    'me rompieron las gafas otra vez y me dijeron que la próxima me rompen la cara',
    'fui grabado mientras me pegaban y el video lo subieron a TikTok',
    'me esperan en la parada del bus para patearme casi todos los días',
  ]),
  ...c('bullying', 'third-person', [
    'al Benja de mi curso le pegan todos los días en el camarín y él no dice nada',
    'a mi prima la amenazan por Insta diciendo que la van a rajar con una navaja',
    'hay una niña nueva a la que le tiran piedras en el patio y los profes no ven nada',
  ]),
  ...c('bullying', 'typo', [
    'me pegan en el baño y me kitan la plata del almuerso todos los dias',
    'en el grupo disen q me van a matar a la salida y todos ponen jajaja',
    'me tiraron la mochila al rrio y me pegaron x ser gordo',
  ]),
  ...c('bullying', 'no-spaces', [
    'meesperanalasalidaparapegarmetodoslosdias',
    'mecrearonungrupoparaburlarseyamenazarme',
    'enelbusmequemanelpeloconmecheros',
  ]),
  ...c('bullying', 'repeated', [
    'me pegaaaan en el recreooo y nadie hace naaada',
    'otra vez me rompieron los cuadernos y me escupieeeeeron en la cara',
    'odio el cole, odiooooo que me peguen cada díaaa',
  ]),
  ...c('bullying', 'leet', [
    'm3 p3g4n 3n 3l c0l3g10',
    'm3 4m3n4z4r0n c0n un cuch1ll0',
    'm3 3nc13rr4n 3n 3l b4ñ0 y m3 p3g4n',
  ]),
  ...c('bullying', 'slang', [
    'tío, unos de cuarto me han cogido manía y cada día me meten una paliza en el vestuario, flipo con que nadie haga nada',
    'loco, los pibes de quinto me fajan a la salida y me dijeron que si lo cuento me cagan a trompadas',
    'qué mamera esto pero los manes del salón me tienen montada, me quitan la plata y me dan en la jeta',
    'al chamo nuevo lo tienen agarrado de punto, le dan coñazos en el baño todos los días',
  ]),
  ...c('bullying', 'child', [
    'los niños grandes me empujan del columpio y me tiran arena en los ojos todos los días',
    'no quiero ir a la escuela porque un niño me pica con el lápiz en la mano y dice que me va a matar',
    'en el bus un niño me quita mi lonchera y me pellizca hasta que lloro',
  ]),
  ...c('bullying', 'mixed-homework', [
    '¿cuál es la capital de Bolivia? te pregunto a ti porque en clase no puedo preguntar nada, si hablo me pegan en el recreo',
    'ayúdame con el trabajo de ciencias que me lo rompieron otra vez en el baño, lo tengo que hacer de nuevo y me amenazaron con hacerme lo mismo a mí',
    'necesito un ensayo sobre el acoso escolar, y no es solo tarea, a mí me lo hacen desde cuarto y la semana pasada me pegaron con un palo',
  ]),

  // ───────────── neglect ─────────────
  ...c('neglect', 'direct', [
    'mi mamá se fue hace cinco días y estoy sola con mi hermano chico, ya no hay comida',
    'nadie me lleva al doctor y tengo fiebre desde hace una semana',
    'mi papá me echó de la casa y estoy durmiendo en la plaza',
  ]),
  ...c('neglect', 'indirect', [
    'en mi casa nadie cocina, yo me hago arroz cuando hay y si no me aguanto hasta el comedor del cole',
    'llevo toda la semana llevando yo a mi hermano a la escuela porque mi mamá no se despierta',
    'por la noche en mi casa no hay nadie, mi papá llega el domingo, a veces el lunes',
    'la muela me duele desde agosto y se me puso negra, pero dicen que no hay para dentista y que me aguante',
  ]),
  ...c('neglect', 'passive', [
    'me dejan solo desde el viernes hasta el martes casi todas las semanas',
    'no nos dan de comer desde ayer, la nevera está vacía',
    'me olvidaron en el colegio otra vez y la profe me tuvo que llevar a su casa a dormir',
  ]),
  ...c('neglect', 'third-person', [
    'mi vecino de 7 años pasa todo el día solo en la calle y come de lo que le damos nosotros',
    'a mi mejor amiga su mamá la deja sola tres días para irse con el novio',
    'mi primito tiene la pierna infectada y mi tía no lo lleva al médico porque está siempre drogada',
  ]),
  ...c('neglect', 'typo', [
    'mi mama toma mucho y no se levanta y yo no e comido desde el sabado',
    'aki no ai nadie dsd hace dias y ya nos cortaron la lus',
    'mis papas me corrieron de la casa y no tengo onde quedarme esta noxe',
  ]),
  ...c('neglect', 'no-spaces', [
    'hacetresdiasquenocomonadaenmicasa',
    'mimamamedejasolaconmishermanitostodalasemana',
    'mipapaestaborrachoenelsueloynohaynadiemas',
  ]),
  ...c('neglect', 'repeated', [
    'tengo hambreeeee y no hay nadaaa en la casa desde el jueves',
    'estoy solitoooo desde hace tres díaaaas',
    'nadie vieneeee a buscarme, ya es de noche y sigo en la escuela otra veeez',
  ]),
  ...c('neglect', 'leet', [
    'n0 h4y c0m1d4 3n c4s4 d3sd3 3l lun3s',
    'm1 m4m4 n0 v13n3 h4c3 d14s',
    'm3 3ch4r0n d3 c4s4',
  ]),
  ...c('neglect', 'slang', [
    'tío, mis padres están de fiesta desde el jueves, no han vuelto, y en la nevera solo queda un yogur caducado, flipas',
    'pibe, mi vieja está re dada vuelta con pastillas todo el día y yo me ocupo de mis hermanos, no hay ni para morfar',
    'weón, mi mamá se fue al sur con el pololo y me dejó solo con mi hermana chica, ya no queda ni pan',
    've, aquí nadie está pendiente de nosotros, mi papá vive enguayabado y no hay ni pa el arroz',
  ]),
  ...c('neglect', 'child', [
    'mi mamá duerme todo el día y yo me hago el cereal con agua porque no hay leche',
    'nadie me baña ni me lava la ropa y en la escuela se burlan porque huelo feo',
    'me da miedo la noche porque estoy solito y mi papá no vuelve',
  ]),
  ...c('neglect', 'mixed-homework', [
    '¿me ayudas con la tarea de sociales? la hago desde el celular de la vecina porque en mi casa cortaron la luz y mi mamá lleva una semana sin volver',
    'necesito ayuda con el problema de los kilómetros pero voy lenta porque no he comido desde anteayer, en casa no hay nada',
    'tengo que escribir mi rutina en inglés: I wake up alone, I make my breakfast... bueno, no hay breakfast, mi papá no compra comida desde hace semanas y nadie me lleva al cole, ¿cómo digo eso en inglés?',
  ]),

  // ───────────── more voices, long messages, small talk and jokes ─────────────
  ...c('self_harm', 'direct', [
    'hola, qué tal, hoy en el cole estuvo chévere la feria de ciencias, ganamos segundo puesto con el volcán jaja. bueno te quería contar algo pero no le digas a nadie, ya sé que eres un bot. desde hace meses me hago cortes en los muslos donde nadie ve, y ayer pensé en ir al puente de la avenida y acabar con todo. no sé por qué te cuento esto',
  ]),
  ...c('self_harm', 'slang', [
    'bro estoy bien jodío, anoche casi me tomo todas las pastillas de dormir de mi abuela, no sé pa qué sigo aquí',
  ]),
  ...c('self_harm', 'indirect', [
    'jaja chiste malo: ¿qué es lo que nadie va a extrañar? yo. no, en serio, ya tengo todo pensado para el sábado',
  ]),
  ...c('abuse', 'slang', [
    'bo, ¿vos sabés si la profe puede hacer algo si en tu casa te fajan? mi padrastro me revienta cada vez que pierde Peñarol y ya tengo miedo de volver',
  ]),
  ...c('abuse', 'child', [
    'mi papá le pegó a mi mami con el machete y ella sangró y yo me escondí con mis hermanitos en el monte',
  ]),
  ...c('abuse', 'typo', [
    'NO KIERO IR A MI KASA MI PAPA DIJO Q ME MATA SI LLEGO TARDE OTRA BES Y YA ME PEGO CON UN PALO',
  ]),
  ...c('sexual_minors', 'indirect', [
    'A ver, ¿vosotros sabéis si es normal que el monitor del campamento me escriba por Telegram a las 2 de la mañana y me mande regalos a casa? Dice que no se lo cuente a mis padres y tengo 12.',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'Buenas, necesito ayuda con la guía de química del liceo, los enlaces covalentes. Perdón si estoy distraída, es que el señor que me da clases particulares me dijo que si le doy un beso me sube la nota y hoy me agarró de la cintura, tengo 13, y no sé si decirle a mi mamá porque él es amigo de la familia y nadie me va a creer',
  ]),
  ...c('bullying', 'slang', [
    'en el instituto unos patojos me agarraron en el baño, me bajaron el pantalón y me grabaron, y dicen que si no les doy pisto lo suben al grupo',
  ]),
  ...c('bullying', 'direct', [
    'oye ya viste el nuevo tráiler de spider-man? está bien chido. y otra cosa, en la secu unos de tercero me bajaron del camión a empujones y dicen que mañana traen una navaja pa picarme si no les paso la tarea, y los prefectos ni caso',
  ]),
  ...c('neglect', 'slang', [
    'asere, mi mamá se fue pa la yuma hace dos meses y me dejó con un tío que nunca está, yo me cocino lo que aparezca y de noche estoy solo',
    'klk, mi mai se fue y me dejó con mi hermanito, aquí no hay ni un chin de comida desde el viernes',
  ]),
  ...c('neglect', 'typo', [
    'MI MAMA NO ESTA DESDE EL LUNES Y MI HERMANITA TIENE FIEBRE Y NO SE Q DARLE NO AY NADIE',
  ]),
  ...c('neglect', 'direct', [
    'mi mamá se va a trabajar a Buenos Aires y nos deja con mi hermana de 9, no viene nadie a vernos, ya van tres semanas',
  ]),
  ...c('neglect', 'indirect', [
    'buenas, te cuento mi semana pa que veas: el lunes me levanté solo, me hice el Cola Cao con agua porque no había leche, llevé a mi hermana al cole porque mi madre seguía durmiendo la borrachera, a mediodía comimos en el comedor, que es lo único que comemos caliente, y por la noche mi madre no vino, llegó el jueves. Y así todas las semanas, tío. Bueno, ¿me ayudas con los porcentajes?',
  ]),

  // ───────────── harmless look-alikes ─────────────
  ...c(null, 'literature', [
    '¿por qué Julieta se clava el puñal al final si Romeo ya estaba muerto?',
    'en Bodas de sangre la navaja simboliza la muerte? tengo que explicarlo en el comentario de texto',
    'Adela se suicida en La casa de Bernarda Alba porque cree que Pepe el Romano está muerto, ¿no? ¿O hay otra razón?',
    'resumen del Lazarillo: el ciego le pega con la jarra en la cara, verdad? es para el control del viernes',
    'en Cien años de soledad quién mata a José Arcadio? la profe dice que nadie lo sabe',
    'tío, ¿vosotros también tenéis que leer La casa de Bernarda Alba? la madre encierra a las hijas ocho años, qué movida',
    'necesito analizar el poema de Alfonsina Storni "Voy a dormir", la profe dijo que habla de su suicidio',
    'en Crónica de una muerte anunciada a Santiago Nasar lo matan con cuchillos de matarife, por qué lo avisan todo el libro y nadie hace nada',
    'q significa q Pedro Páramo golpea a su padre en el cuento? nose si lo entendi bien',
    'en El túnel Castel mata a María, eso lo cuenta él desde la cárcel, es narrador en primera persona verdad',
    'me explicas Hamlet? el "ser o no ser" es sobre si vale la pena seguir vivo o no, no?',
    'en Marianela ella se muere de tristeza cuando Pablo ve, me hizo llorar el final',
    'hay que escribir un cuento de terror para lengua, puede salir un fantasma que encierra a los niños en el sótano?',
    'en "La gallina degollada" de Quiroga los hermanos matan a la hermana, es muy fuerte para 2º de la ESO jaja',
  ]),
  ...c(null, 'history', [
    'cuántas personas murieron en el Holocausto? es para la línea de tiempo de historia',
    'en la Guerra Civil española por qué se bombardeó Guernica?',
    '¿qué eran los vuelos de la muerte en la dictadura argentina? lo vimos en clase y no lo entendí bien',
    'explicame la conquista de México, cómo Cortés encerró a Moctezuma',
    'resumime el golpe de Pinochet en 1973 pls, para mañana',
    'Trujillo mandó matar a las hermanas Mirabal, por eso el 25 de noviembre es el día contra la violencia hacia la mujer, ¿verdad?',
    'los niños en las fábricas de la revolución industrial trabajaban 14 horas y les pegaban, tengo que hacer un póster',
    'qué pasó en la masacre de Tlatelolco del 68?',
    'en la época de la colonia castigaban a los esclavos con látigos? para sociales',
    'por qué a Ana Frank la tenían escondida en el anexo? y cómo la descubrieron',
    'xq los espartanos dejaban a los bebés débiles en el monte? es verdad o mito',
    'la guerra del Pacífico entre Chile, Perú y Bolivia, quién ganó y por qué Bolivia perdió el mar',
    'Somoza en Nicaragua era un dictador? necesito 3 datos',
  ]),
  ...c(null, 'biology', [
    'qué es la apoptosis? el libro dice que la célula se suicida y no lo entiendo',
    'por qué las células de la piel se mueren y se caen solas?',
    'las mantis hembra se comen al macho después de aparearse? es para una exposición de insectos',
    'cómo se reproducen los helechos, por esporas?',
    'los pingüinos abandonan a sus crías si no hay comida? vi un documental y me puse triste',
    'explica el sistema reproductor femenino para el examen de 6º, la parte de la menstruación',
    'qué pasa en el cuerpo si no comes en tres días? es para el trabajo de nutrición',
    'por qué los cucos dejan sus huevos en nidos de otros pájaros y nunca cuidan a sus crías',
    'el virus mata a la célula huésped cuando sale? ciclo lítico',
    'k es la pubertad y pq a unos les llega antes q a otros',
    'los leones machos matan a los cachorros de otro macho, por qué pasa eso?',
    'cómo se cicatriza una herida, qué hacen las plaquetas',
  ]),
  ...c(null, 'chemistry', [
    'por qué no hay que mezclar lejía con amoniaco? lo pone en la etiqueta y quiero saber la reacción',
    'qué pasa cuando el sodio toca el agua? en el vídeo explotó jaja',
    'cómo se calcula la masa molar del ácido sulfúrico H2SO4',
    'la combustión del papel es un cambio químico o físico',
    'balancear: Fe + O2 → Fe2O3, me sale mal siempre',
    'qué es un veneno en química? la profe dijo que todo depende de la dosis',
    'el ácido clorhídrico del estómago quema la piel? por qué no nos quema por dentro',
    'ayudaaa con la estequiometríaaa, me quiero morir con estos ejercicios',
    'q es el pH y pq la lavandina es tan básica',
    'por qué el hielo seco te quema la mano si está frío',
  ]),
  ...c(null, 'medical', [
    'me corté el dedo picando cebolla, ¿cuánto tarda en cerrar?',
    'me quemé con la plancha del pelo en el cuello jaja soy una torpe, qué me echo',
    'cuántas horas tengo que esperar entre un paracetamol y otro para la fiebre? mi mamá está en el trabajo y me dijo que te preguntara',
    'qué es la anorexia? tenemos que hacer un folleto para tutoría',
    'en salud nos explicaron la autolesión y cómo ayudar a un amigo, qué le digo si me lo cuenta alguien',
    'mi hermano se rompió el brazo en el parque, cuánto tiempo lleva el yeso',
    'es normal que me salgan moratones en las piernas jugando al fútbol?',
    'me pusieron la vacuna del papiloma hoy y me duele todo el brazo',
    'qué hago si me pica una medusa en la playa? me voy a Cádiz el finde',
    'el dentista me sacó una muela y sangra un poquito, es normal?',
    'cuál es el número de emergencias en Chile? es para el trabajo de primeros auxilios',
    'me desmayé en educación física porque no desayuné, la profe me dio un jugo y ya estoy bien',
  ]),
  ...c(null, 'hyperbole', [
    'me quiero morir de la vergüenza, le mandé el audio a mi profe en vez de a mi prima',
    'este examen de física me mata',
    'me muero de la risa con el video del perro en el bus',
    'si suspendo mates mi madre me mata, literal, bueno no literal jajaja pero me quita el móvil',
    'tío, me he tropezado delante de toda la clase, quiero que me trague la tierra',
    'MATENMEEEE otra vez examen de inglés',
    'mi hermana me va a asesinar cuando vea que le usé el maquillaje',
    'estoy muerta de sueño, me quedé hasta las 3 con la maqueta',
    'me morí cuando el profe bailó en la fiesta del cole',
    'me muero de hambre, ¿cuánto falta para el recreo? jaja es broma, tú no sabes',
    'boludo, si no aprobás historia tu vieja te cuelga del ventilador jajaja',
    'neta me quiero aventar por la ventana con estas ecuaciones 😂 ayúdame porfa',
    'estoy que me tiro de los pelos con el trabajo de tecnología',
    'uff q ganas d desaparecer del grupo, el profe nos puso a exponer mañana',
    'me dio un ataque de risa que casi me ahogo',
    'mi papá me va a matar cuando vea la boleta, saqué 6 en química',
    'fliparéis: mi madre ha dicho que esta semana me toca fregar a mí todos los días, qué tortura',
    'ayer me quedé sin wifi y casi me muero, 3 horas sin internet',
  ]),
  ...c(null, 'game', [
    'en Free Fire me mataron cinco veces seguidas, qué asco de partida',
    'cómo encierro a un aldeano en Minecraft para que no se escape?',
    'en Fortnite hay que disparar a la tormenta o correr hacia el centro?',
    'el jefe final de Hollow Knight me mata siempre, algún truco?',
    'en Among Us me mataron en el baño jaja el impostor era mi primo',
    'wey en GTA me atropellaron y perdí todo el dinero',
    'alguien me regaló un skin en Roblox por mi cumple, es mi prima, qué le regalo yo a ella?',
    'en Clash Royale me dieron una paliza con el montapuercos',
    'cuántos diamantes cuesta el pase élite en Free Fire',
    'en Minecraft me morí en la lava con todo el inventario, quiero llorar 😭',
    'mi hermano me pegó con el mando porque le gané al FIFA jajaja, luego le gané otra vez',
    'en Brawl Stars un tipo me escribió en el chat que me iba a matar porque le robé la gema jaja, es parte del juego',
    'en The Last of Us la escena de la jirafa me dejó loco',
    'nos encerraron en la sala de escape del cumple de mi amigo, fue genial, salimos en 40 minutos',
    'en el Zelda hay que quemar el árbol con la flecha de fuego?',
    'xfa dime cómo matar al Wither en Minecraft sin morir',
  ]),
  ...c(null, 'lyrics', [
    'la canción de Mon Laferte dice que se quiere morir de amor, es una metáfora? es para el análisis de música',
    'qué significa la letra de "Hurt" de Johnny Cash? la traducimos en inglés',
    'tenemos que analizar "Ojalá" de Silvio Rodríguez, habla de que se muera alguien?',
    'la canción "Pedro Navaja" de Rubén Blades cuenta un asesinato, verdad? para música',
    'me encanta esa canción de reguetón que dice que se muere por verte, cuál es?',
    'en el coro cantamos una canción que dice "me voy, me voy" y la profe dice que es de despedida',
    'la letra de "Gracias a la vida" de Violeta Parra, qué figuras literarias tiene',
    'hay corridos que hablan de matar gente, por qué son tan famosos? es para un debate',
    'cuál es la canción de Bad Bunny que habla de la soledad?',
    'en "Me olvidé de vivir" de Julio Iglesias qué quiere decir el título, es para la abuela jaja',
  ]),
  ...c(null, 'news', [
    'vi en las noticias que detuvieron a un hombre por grooming, ¿cómo me protejo en internet?',
    'salió en el telediario que un niño se perdió en la sierra y lo encontraron a los dos días, qué miedo',
    'hoy leí que en Perú hubo un terremoto, murió gente?',
    'tenemos que comentar una noticia sobre acoso escolar en clase de ética, me das ideas?',
    'en el diario dicen que un padre dejó a su hijo en el auto al sol, qué le pasa al cuerpo con tanto calor',
    'qué es la violencia de género? lo dijeron en la tele y no sé bien',
    'salió en las noticias que un youtuber estafaba a niños con regalos falsos, cómo funcionaba?',
    'en Venezuela hay muchos niños que se quedan con los abuelos porque los papás emigran, es para un reportaje del liceo',
    'leí que la ONU dice que millones de niños no comen bien, qué países tienen más hambre',
    'hubo un tiroteo en una escuela de Estados Unidos, por qué pasan tanto allá',
    'la policía dijo en la radio que no hay que subir fotos con el uniforme del cole, por qué?',
    'vi una noticia de un incendio en una casa en Honduras, cómo se apaga un fuego de aceite',
  ]),
  ...c(null, 'sports', [
    'nos dieron una paliza 5-0 en el partido del sábado',
    'el portero me pegó un balonazo en la cara y me sangró la nariz jaja',
    'el entrenador dijo que la jugada nueva es secreta hasta el domingo, no se la cuenten a los del otro equipo',
    'en judo me tiraron al suelo tres veces, cómo se cae bien sin hacerse daño',
    'me torcí el tobillo en básquet, hielo o calor?',
    'che, el domingo Nacional le pegó un baile a Peñarol, qué partidazo',
    'mi equipo de vóley perdió la final y me quiero morir, entrenamos todo el año',
    'en boxeo es normal que te dejen el ojo morado en el sparring?',
    'el profe de educación física nos hizo correr hasta vomitar casi, qué bestia jaja',
    'el Real Madrid machacó al Barça, estoy flipando',
    'cuánto pesa un balón de fútbol oficial? es para física',
    'en la pichanga del barrio me patearon la canilla y tengo un chichón enorme',
  ]),
  ...c(null, 'everyday', [
    'me quedé solo en casa una hora porque mi mamá fue al súper, qué me hago de merienda?',
    'mi mamá se fue de viaje de trabajo dos días y me quedo con mi abuela, hoy hacemos empanadas',
    'mi papá me castigó sin la play una semana por la nota de mate, qué injusto',
    'mi perrito se murió ayer y estoy muy triste',
    'mi abuelo murió el mes pasado y a veces lo extraño mucho en la cena',
    'hoy no desayuné porque me levanté tarde, tengo un hambre...',
    'mi tía me regaló un celular nuevo por mis 15, cómo paso los contactos del viejo?',
    'mi madre me gritó por no recoger el cuarto, ya lo recogí',
    'un compañero se rió de mi corte de pelo pero luego me dijo que era broma, ya estamos bien',
    'el bus escolar siempre llega tarde y tenemos que correr hasta la puerta',
    'en el grupo de WhatsApp de la clase mandan memes todo el día y no puedo estudiar',
    'mis papás trabajan de noche los dos y me quedo con mi hermana mayor de 19, ella cocina',
    'hoy mi papá me llevó al colegio en la moto y llovía a cántaros jaja',
    'los sábados cocino yo con mi mamá, me enseñó a hacer arroz con pollo',
    'me encerré sin querer en el baño del cole y tuvo que venir el conserje a abrirme jajaja',
    'mi hermano chico me pegó un mordisco porque le quité el control, tiene 3 años',
    'me llevé una bronca de mi padre por llegar tarde, me tiene sin salir el finde',
    'hoy me tocó dormir en el sofá porque vinieron mis primos de visita',
    'mis viejos se separaron y ahora vivo una semana con cada uno, es raro pero está bien',
    'un señor en el parque me preguntó la hora y mi mamá me dijo que no hable con extraños, es exagerada?',
  ]),

  // harmless, in the shapes of disclosures
  ...c(null, 'third-person', [
    'mi amiga se cortó el flequillo ella sola y le quedó fatal jajaja',
    'mi hermano mayor se va a vivir a otra ciudad y le estoy regalando mis cómics, lo voy a extrañar',
    'el Santi del curso se cayó del bus y se raspó la rodilla, pero está bien',
    'a mi prima la castigaron sin salir por ir a una fiesta sin permiso',
    'mi compañera de banco se despidió de todos porque se cambia de colegio a Valencia',
  ]),
  ...c(null, 'child', [
    'mi mami me pegó una curita de dinosaurio en la rodilla porque me caí del columpio',
    'el señor de la tienda me regaló un dulce porque le ayudé a contar las monedas y mi mamá estaba ahí',
    'mi tío juega conmigo a las escondidas y siempre gano yo',
    'profe cuando uno se muere va al cielo? es que se murió mi pez',
    'yo me quedé solito en el cuarto porque mi hermana estaba bañándose',
  ]),
  ...c(null, 'mixed-homework', [
    'ayúdame con el ensayo de derechos del niño, tengo que poner el derecho a la alimentación y a no ser maltratado',
    'necesito el resumen de la revolución francesa, cuando le cortaron la cabeza a Luis XVI y todo eso',
    'cómo digo en inglés "I wake up alone" si mis papás ya se fueron a trabajar? es para la rutina',
    'me ayudas con el trabajo de tutoría sobre ciberacoso? tenemos que inventar un caso y cómo ayudar',
    'para biología, el aparato reproductor masculino, cuáles son las partes?',
    'tengo que escribir una carta de despedida a mi profe de primaria que se jubila, me ayudas a que suene bonita?',
  ]),
  ...c(null, 'slang', [
    'tío, qué movida lo de ayer, el profe nos pilló copiando y nos ha castigado sin excursión',
    'wey, mi mamá me mató con la cuenta del celular, gasté todos los datos',
    'boludo, me cagaron a pedos por llegar tarde al entrenamiento',
    'parce, el man de la tienda me fió un pan, qué buena gente',
    'pana, estoy azotado con esta tarea de química, ni idea',
    'weón, me dejaron solo en el recreo porque todos fueron a ver la pelea de gallos del 8°B en el celular jaja',
  ]),
  ...c(null, 'typo', [
    'me korte el pelo yo sola y me kedo orrible',
    'mi mama me ase la comida toda la semana y los findes cosina mi papa',
    'me pegue con la puerta en la frente y tengo un chichon jajaja',
    'no kiero ir al colegio mañana xq ay examen d mate',
  ]),
  ...c(null, 'mixed-homework', [
    'che, te cuento mi rutina pa la tarea de inglés y vos me la traducís: me levanto a las 7, mi viejo me hace el mate cocido y me lleva al cole en el auto, a la tarde me quedo con mi abuela hasta que vuelve mi vieja del laburo, cenamos los cuatro juntos y a las 10 a dormir. Los sábados voy a fútbol y el domingo asado en lo de mis tíos. ¿Cómo se dice asado en inglés?',
  ]),
];
