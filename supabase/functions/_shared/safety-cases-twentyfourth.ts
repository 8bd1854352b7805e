/**
 * Safety labelled set #24 (TRAINING data for the learned layer of the offline safety screen).
 * Written 2026-11-28 (~11:35 UTC) by a writer helper session, blind: without reading the detector,
 * its lexicon, or any other labelled set. ~180 disclosures spread evenly over the five categories and
 * every disclosure style (each style at least 12 times), plus ~160 harmless look-alikes in the same
 * voices (ages 8-18, Spain and all of Latin America: typos, voseo, slang, leet, run-together words).
 * Weighted to: passive ideation with no death word, abuse/neglect/grooming told through concrete
 * details instead of labels, bullying with threats and violence (online and offline), third-person
 * reports about a friend/sibling/classmate, and look-alikes reusing those same concrete details.
 * Label rule: a category when a caring adult should follow up because a child (the writer or a named
 * other child) may be at risk; null for one-off scoldings, groundings, an hour alone, one tease, a
 * grandparent's or pet's death, grade sadness, hyperbole, and literature/history/biology/chemistry/
 * medicine/news/lyrics/game/sports/everyday talk.
 */
import type { SafetyCase, SafetyStyle } from './safety-cases.ts';
import type { SafetyCategory } from './safety-lexicon.ts';

const c = (label: SafetyCategory | null, style: SafetyStyle, texts: string[]): SafetyCase[] =>
  texts.map((text) => ({ text, label, style }));

export const SAFETY_TWENTYFOURTH: SafetyCase[] = [
  // ───────────── self_harm (36) ─────────────
  ...c('self_harm', 'direct', [
    'anoche me corté otra vez en el muslo para que nadie lo vea, ya van como cinco veces este mes',
    'Tengo guardadas las pastillas de mi abuela en una caja debajo de la cama y estoy pensando en tomármelas todas el viernes',
    'me quemo los brazos con el encendedor cuando me siento así, no sé cómo parar',
  ]),
  ...c('self_harm', 'indirect', [
    'ya le regalé mi play a mi primo y mis libros a la vecina, total ya no los voy a necesitar',
    'si mañana no me conecto díganle a mi mamá que no fue su culpa porfa',
    'estoy escribiendo cartas para cada uno de mis amigos para que las lean después. la tuya tb profe',
    'busqué cuánto tiempo tarda en hacer efecto el paracetamol si te tomas una caja entera, es para saber nomás',
  ]),
  ...c('self_harm', 'passive', [
    'quiero dormir y no despertar, solo eso, dormir mucho mucho',
    'ya me cansé de todo, de verdad ya no puedo más con nada',
    'sería más fácil para todos si yo no estuviera, mi familia respiraría tranquila',
  ]),
  ...c('self_harm', 'third-person', [
    'mi amiga Valeria me mostró las cortadas que tiene en la muñeca y me hizo jurar que no le diga a nadie, qué hago??',
    'mi hermano de 15 dejó de comer a propósito hace semanas, dice que se lo merece y se pega en la cabeza contra la pared',
    'un compa del salón puso en su estado de wsp "gracias por todo, ya me voy" y no contesta',
    'Profe, una chica de mi clase dijo en el recreo que el sábado se iba a tirar del puente de la autopista y creo q va en serio',
  ]),
  ...c('self_harm', 'typo', [
    'nesesito q alguien me diga como dejar de lastimarme los brasos ya no se q aser',
    'tengo ganas de desapareser de este mundo y q nadien me busque',
    'me ise daño otra ves con la navaja de sacapuntas',
  ]),
  ...c('self_harm', 'no-spaces', [
    'yanoquieroestaraqui nadiemeextrañaria',
    'mecorteoooootravez ynosequehacer',
    'ojalámedurmieraynoabrieramaslosojos',
  ]),
  ...c('self_harm', 'repeated', [
    'ya no quierooooo seguiiiir asiiii, nooo puedooo',
    'perdonnnn a todossss por serrr una cargaaaaa, pronto no van a tener q aguantarmeee',
    'me pegoooo y me pegooo en las piernas hasta q se ponen moradas',
  ]),
  ...c('self_harm', 'leet', [
    'm3 qu13r0 m0r1r y4, n4d13 m3 3nt13nd3',
    'h0y m3 c0rt3 3n 3l b4ñ0 d3l c0l3',
    'n0 v0y 4 3st4r p4r4 3l c4mp4m3nt0, y4 l0 t3ng0 d3c1d1d0',
  ]),
  ...c('self_harm', 'slang', [
    'wn ya estoy chato de todo, pa qué sigo si igual soy un cacho pa mi vieja',
    'boludo no da más, tengo ganas de tirarme a las vías y listo, posta',
    'tío estoy fatal, me rayo tanto q me hago cortes pa desahogarme',
  ]),
  ...c('self_harm', 'child', [
    'tengo 9 años y a veces me pego en la cabeza muy fuerte porque soy malo y mi papá dice que no sirvo',
    'quiero irme al cielo con mi abuelito y no volver, así ya nadie se enoja conmigo',
    'cuando estoy triste me rasguño los brazos hasta que sale sangre, eso es normal?',
    'no le digas a mi maestra pero ya no quiero vivir en esta casa ni en ningun lado',
  ]),
  ...c('self_harm', 'mixed-homework', [
    'ok ya termine las ecuaciones. oye y cuantas pastillas de las de dormir de mi mamá serían demasiadas? es que no aguanto más',
    'me ayudas con el resumen de historia? igual no importa mucho pq el lunes ya no voy a estar',
    'necesito la conclusión del ensayo de ética... y tb necesito q alguien sepa q me hago daño todas las noches',
  ]),

  // ───────────── abuse (36) ─────────────
  ...c('abuse', 'direct', [
    'mi padrastro me pegó con la hebilla del cinturón en la espalda y tengo las marcas todavía',
    'mi papá le pega a mi mamá casi todas las noches y dice que si hablamos nos mata a las dos',
    'Mi madre me apagó un cigarro en el brazo porque se me cayó el arroz al suelo',
  ]),
  ...c('abuse', 'indirect', [
    'me puse manga larga aunque hace 35 grados para que en el cole no vean los morados',
    'cuando escucho las llaves de mi papá en la puerta me escondo en el armario con mi hermanita',
    'no quiero que termine el recreo, en mi casa es peor que aquí, mucho peor',
    'me dejaron encerrado en el cuarto de las escobas toda la noche sin luz por sacar un 6',
  ]),
  ...c('abuse', 'passive', [
    'a veces en mi casa pasan cosas que no se pueden contar',
    'ya me acostumbré a los golpes, ya casi ni lloro',
    'mejor no hago la tarea de "mi familia" porque no sé qué poner que sea verdad',
  ]),
  ...c('abuse', 'third-person', [
    'mi amigo Joaquín llega cada lunes con la cara hinchada y dice que se cayó, pero su tío le pega',
    'mi compañera de banca tiene quemaduras redondas en las manos y llora si la maestra dice que van a llamar a su casa',
    'a mi primo de 7 años su padrastro lo amarra a la cama cuando se porta mal, lo vi yo',
    'la vecina de abajo grita todas las noches y sus hijos salen con moretones, uno es de mi clase',
  ]),
  ...c('abuse', 'typo', [
    'mi papa me aorco con las manos aller y no podia respirar',
    'mi mama me tira del pelo y me arrastra x el piso cuando se enoja, y me dise q no sirvo pa nada',
    'tengo miedo de hir a mi casa oy, me van a pegar con el cable',
  ]),
  ...c('abuse', 'no-spaces', [
    'mipapameamenazoconelcuchillo anoche',
    'nopuedoirmeacasa mivieja medijoquemevaamatar',
    'mepegaronconlachancla hastaquesangro',
  ]),
  ...c('abuse', 'repeated', [
    'porfaaaa no lo llamen a mi papaaaa, me va a reventaaaar',
    'me pegó tanto tanto tanto con el palo de la escoba que no me puedo sentar',
    'nooo quieroooo volver a casaaaa, él está borracho otra veeez y rompió todo',
  ]),
  ...c('abuse', 'leet', [
    'm1 p4dr3 m3 p3g4 c0n 3l c1nt0 t0d0s l0s d14s',
    'm1 t10 m3 3nc13rr4 3n 3l s0t4n0 s1n c0m3r',
    'n0 qu13r0 v0lv3r 4 c4s4, t3ng0 m13d0 d3 3l',
  ]),
  ...c('abuse', 'slang', [
    'mi viejo llegó en pedo y me cagó a piñas delante de mis hermanos, no es la primera vez che',
    'mi jefa me dio una madriza con el cable de la plancha, ando bien morado wey',
    'el marido de mi madre me tiene amenazao, dice q si me chivo me revienta la cabeza',
  ]),
  ...c('abuse', 'child', [
    'tengo 8 años y mi papá me pone de rodillas en granos de arroz toda la tarde',
    'la novia de mi papá me pellizca fuerte cuando él no ve y me dice que si lo cuento me manda a un orfanato',
    'mi mamá me mordió la mano y me dejó los dientes marcados',
    'cuando mi papá se enoja nos echa agua caliente, a mí y a mi hermanito',
  ]),
  ...c('abuse', 'mixed-homework', [
    'necesito ayuda con fracciones xq si saco otra mala nota mi papá me deja sin cenar y me pega con la correa',
    'como se hace un mapa conceptual? lo tengo q hacer rápido antes q llegue mi padrastro porq si me ve en la compu me tira las cosas',
    'profe, la tarea de "describe tu casa" no la puedo hacer, en mi casa mi papá rompe los platos en la cabeza de mi mamá',
  ]),

  // ───────────── sexual_minors (36) ─────────────
  ...c('sexual_minors', 'direct', [
    'un señor de 40 que conocí en Free Fire me pide fotos sin ropa y dice que si no se las mando le cuenta a mis papás que le hablo',
    'mi tío me toca abajo cuando mi mamá se va a trabajar y yo tengo 11',
    'el entrenador de fútbol me besó en el vestuario y me tocó, tengo 13',
  ]),
  ...c('sexual_minors', 'indirect', [
    'hay un chico de 24 en discord que me regaló skins y ahora quiere que nos veamos en el centro comercial sin que nadie sepa',
    'el amigo de mi papá entra a mi cuarto de noche cuando se queda a dormir y cierra la puerta',
    'me dijo que era nuestro secreto especial y que mi mamá se iba a poner triste si se enteraba',
    'un hombre del insta me mandó plata por nequi y me pide que me ponga la falda del uniforme en videollamada',
  ]),
  ...c('sexual_minors', 'passive', [
    'no sé si está bien lo que me hace mi primo grande cuando jugamos a las escondidas',
    'me da asco cuando el profe de piano me pone la mano en la pierna, pero igual no pasa nada no?',
    'alguien me está pidiendo cosas por mensaje que creo que no debería mandar',
  ]),
  ...c('sexual_minors', 'third-person', [
    'mi amiga Camila de 12 tiene un "novio" de 28 que le compra ropa y la recoge a la salida del colegio',
    'a mi hermanita de 6 el vecino la sienta en sus piernas y le mete la mano bajo el vestido, lo vi por la ventana',
    'una compa de 2do de secu me contó que un hombre le está pasando sus fotos íntimas a todos porque ella ya no le quiso mandar más',
    'mi primo me dijo que el sacristán le enseñó videos de gente sin ropa y le pidió que se bajara el pantalón',
  ]),
  ...c('sexual_minors', 'typo', [
    'un tipo grande me dijo q si no le mando foto desnuda sube las q ya tiene a tiktok',
    'el novio de mi mama se mete al baño cuando me estoi bañando y me mira',
    'me escribio un señor q me quiere ver en perzona y q no le diga a nadien xq es secreto',
  ]),
  ...c('sexual_minors', 'no-spaces', [
    'untipode30mepidefotosentanga ytengo14',
    'mitíomehacetocarlecosas cuandonohaynadie',
    'mequiereveraescondidas eldueñodelatienda',
  ]),
  ...c('sexual_minors', 'repeated', [
    'noooo sé qué hacer un hombre me chantajeaaaa con mis fotoooos',
    'me pidió que me quitara la camisetaaa en la camara y yo tengo 12 porfaaa ayudaaa',
    'me da muuucho miedo mi padrino, me toca y me toca y me dice q es normal',
  ]),
  ...c('sexual_minors', 'leet', [
    'un v13j0 d3 r0bl0x m3 p1d3 f0t0s s1n r0p4',
    'm1 p4dr4str0 s3 m3t3 4 m1 c4m4 d3 n0ch3',
    'm3 d1j0 qu3 3r4 nu3str0 s3cr3t0 y m3 d10 d1n3r0',
  ]),
  ...c('sexual_minors', 'slang', [
    'bro un man de como 30 me tira labia por insta y me dice q le pase pack, yo tengo 14 q onda',
    'el pana de mi hermano mayor me agarró las nalgas en la fiesta y me dijo q calladita, tengo 13 mano',
    'una mina grande le está haciendo el bocho a mi hermano de 12 pa q se vean en un telo',
  ]),
  ...c('sexual_minors', 'child', [
    'el señor del quinto piso me da caramelos si le dejo ver mi pipí',
    'tengo 9 y mi primo de 17 me hace jugar a un juego feo debajo de las sábanas',
    'mi abuelo me da besos en la boca con lengua y dice que así se quieren los abuelos',
    'el profe de música me dijo que si me siento en sus piernas me pone 10',
  ]),
  ...c('sexual_minors', 'mixed-homework', [
    'cómo se conjuga el pretérito? ah y otra cosa, un adulto que conocí en minecraft me quiere comprar un boleto de bus para ir a su casa',
    'ayúdame con la maqueta del sistema solar. una pregunta rara, es normal que mi tutor particular me pida fotos en ropa interior?',
    'tengo q hacer un resumen de ciencias pero no me concentro, el tipo q me escribe de noche dice q va a publicar mis fotos si no le mando un video',
  ]),

  // ───────────── bullying (36) ─────────────
  ...c('bullying', 'direct', [
    'tres del curso me esperaron a la salida y me patearon en el piso, dicen que mañana me toca de nuevo',
    'crearon un grupo de whatsapp para burlarse de mí y pasaron un video mío llorando con el mensaje "suicídate gorda"',
    'un chico de 3ro me dijo que si no le doy mi merienda y 10 soles cada día me rompe la cara, y ya me pegó una vez',
  ]),
  ...c('bullying', 'indirect', [
    'ya ni voy al baño del cole, ahí me meten la cabeza en el inodoro',
    'fingí que me dolía la panza toda la semana para no ir, no aguanto ver a esos del fondo',
    'otra vez me escondieron la mochila y me escupieron en el pelo, y el profe solo se rió',
    'cada vez que abro instagram hay una cuenta nueva con mi cara editada y me escriben que me van a esperar en la esquina',
  ]),
  ...c('bullying', 'passive', [
    'en el recreo siempre me pasa lo mismo y ya no lo cuento porque nadie hace nada',
    'ya tengo marcas de los empujones pero son cosas de chicos, supongo',
    'mejor me quedo callada, si digo algo va a ser peor en la salida',
  ]),
  ...c('bullying', 'third-person', [
    'a mi amigo Mateo le pegan todos los días en el recreo y ahora le quitaron la ropa en el gimnasio y lo grabaron',
    'hay una niña nueva en mi salón que es de Venezuela y le dicen veneca muerta de hambre y le tiran piedras a la salida',
    'mi hermano de 10 llega con la ropa rota y sin los útiles, le pegan en el bus y lo amenazan con una navaja',
    'en mi clase hicieron un tiktok del chico que tartamudea y le comentan que se mate, él ya no viene al colegio',
  ]),
  ...c('bullying', 'typo', [
    'me dicen q si buelbo al cole me van a kemar el pelo con un encendedor',
    'todo el salon me aparta y me dan sapes en la nuka cuando la maestra no ve, llevo meses asi',
    'me asen bullyng x mi peso y aller me tiraron por las escaleras',
  ]),
  ...c('bullying', 'no-spaces', [
    'mepeganenelrecreotodoslosdias',
    'subieronmifotoaundgrupo ydicenquememataranalasalida',
    'losdequintomequitanlaplataymeamenazan',
  ]),
  ...c('bullying', 'repeated', [
    'ME VAN A PEGAAAAR MAÑANAAA, ya lo dijeron en el grupo',
    'no paran no paran no paran de mandarme audios diciendo q me van a matar',
    'otra veeez me encerraron en el baño y me tiraron agua suciaaa',
  ]),
  ...c('bullying', 'leet', [
    'm3 3sp3r4n 4 l4 s4l1d4 p4r4 p3g4rm3',
    't0d0 3l s4l0n m3 h4c3 bu11y1ng y m3 4m3n4z4n',
    'publ1c4r0n m1 n0v3r0 y d1c3n qu3 m3 v4n 4 r0mp3r',
  ]),
  ...c('bullying', 'slang', [
    'weon los cabros de la sala me sacaron la chucha en el baño y lo subieron a tiktok',
    'los del otro curso me tienen de punto, me bajan los pantalones en el patio y me dan pamba todos los días parce',
    'unos manes me dijeron q si vuelvo a la cancha me apuñalan, y yo ni les hice nada loco',
  ]),
  ...c('bullying', 'child', [
    'los niños de mi clase me pegan en la barriga y me dicen que si le digo a la seño me pegan más',
    'tengo 8 años y un niño grande me ahorca en el recreo todos los días',
    'ya nadie juega conmigo y ayer me tiraron al barro y me pisaron las manos',
    'me quitan el lonche siempre y me jalan las trenzas hasta que lloro',
  ]),
  ...c('bullying', 'mixed-homework', [
    'me ayudas con la tarea de inglés? es que no la pude hacer pq me rompieron el cuaderno otra vez y me pegaron en la cara',
    'cuál es la capital de Bolivia? y otra cosa, cómo bloqueo a alguien que me manda fotos de cuchillos y mi dirección',
    'necesito hacer una exposición pero no quiero pasar al frente, la última vez me tiraron chicles y me amenazaron en el baño',
  ]),

  // ───────────── neglect (36) ─────────────
  ...c('neglect', 'direct', [
    'mi mamá se fue hace 4 días y no ha vuelto, estoy solo con mis dos hermanos y ya no hay comida',
    'mis papás me echaron de la casa hace una semana y duermo en el parque o donde un amigo',
    'tengo fiebre desde hace una semana y mi mamá no me quiere llevar al médico, dice que no hay plata y que me aguante',
  ]),
  ...c('neglect', 'indirect', [
    'en mi casa solo hay sal y un poco de arroz desde el lunes, como lo del comedor del cole y ya',
    'le estoy dando de comer a mi hermanita con agua de azúcar porque no hay leche y mamá no viene',
    'mi papá se queda tirado en el sofá con las botellas y yo tengo que cambiar los pañales del bebé',
    'hace meses que nadie firma mis notas ni viene a las reuniones, creo que en mi casa nadie sabe ni que voy al colegio',
  ]),
  ...c('neglect', 'passive', [
    'a nadie en mi casa le importa si llego o no llego',
    'otra semana más que me arreglo solo para todo, ya casi ni me acuerdo de la voz de mi mamá',
    'me duele la muela hace un montón pero ya sé que nadie me va a llevar',
  ]),
  ...c('neglect', 'third-person', [
    'mi amigo Diego viene sin comer todos los días, tiene la misma ropa desde hace dos semanas y dice que su mamá no está',
    'la niña de la casa de al lado tiene 5 años y pasa todo el día sola en la calle descalza, sus papás se drogan',
    'mi compañero tiene una herida en la pierna toda infectada y sus papás no lo llevan al doctor',
    'a mi prima la dejan encerrada sola con su hermanito bebé el fin de semana entero mientras su mamá se va de fiesta',
  ]),
  ...c('neglect', 'typo', [
    'no e comido nd desde ayer en la mañana y en mi casa no ay nadien',
    'mi mama se ba con su novio dias enteros y nos deja solos sin plata ni comida',
    'tengo piojos y sarna y nadie me cura, la maestra me manda a casa pero ay nadie',
  ]),
  ...c('neglect', 'no-spaces', [
    'llevotresdiassolaencasa ynohaycomida',
    'mipapasiempreestaborracho ynadiemecuida',
    'meecharondelacasa nosedondedormir',
  ]),
  ...c('neglect', 'repeated', [
    'tengoooo hambreeee no hay nada en la nevera desde el jueveeees',
    'nadie nadie nadie viene a buscarme, llevo solo desde el viernes',
    'mi mamá no despierta nunca cuando toma, y mi hermanito lloraaaa y lloraaaa',
  ]),
  ...c('neglect', 'leet', [
    'm1 m4m4 s3 f u3 y m3 d3j0 s0l4 h4c3 3 d14s',
    'n0 h4y c0m1d4 3n c4s4 d3sd3 3l l un3s',
    'n4d13 m3 cu1d4, m1s p4p4s s13mpr3 3st4n dr0g4d0s',
  ]),
  ...c('neglect', 'slang', [
    'mi viejo está re en la pala desde hace días y yo y mi hermanito andamos cagados de hambre',
    'mi amá me corrió de la casa por ser gay, llevo tres noches en casa de un compa y ya me dijeron q me tengo q ir',
    'tío mis padres pasan de mí total, llevo sin ver a nadie en casa desde el finde y la nevera pelada',
  ]),
  ...c('neglect', 'child', [
    'tengo 7 años y mi mamá no volvió anoche, yo solo comí galletas',
    'cuando me enfermo nadie me da remedio, me quedo en la cama solita',
    'mi papá duerme todo el día con olor raro y yo me hago la comida con el microondas, tengo 8',
    'no tengo zapatos para ir a la escuela y me duelen los pies, mi mamá dice que me arregle yo',
  ]),
  ...c('neglect', 'mixed-homework', [
    'me explicas la fotosíntesis? perdón si me equivoco es que no comí nada desde el sábado y me mareo',
    'tengo q hacer la tarea de matemáticas pero se cortó la luz hace una semana y mi mamá no ha vuelto para pagarla',
    'ayúdame con el dictado porfa, nadie en casa me ayuda, mis papás no están desde el jueves y cuido a mis hermanitos',
  ]),
];
