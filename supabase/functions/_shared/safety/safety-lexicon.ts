/**
 * The offline safety screen's lexicon (issue 19), as data: named lists of alternatives and, per
 * category, rule templates that combine them. Templates are regular expressions over the folded
 * message (safety-fold.ts) written in ordinary Spanish without accents; `{NAME}` stands for any entry
 * of the list NAME, `~N~` for up to N words, and a space may be missing ('mequieromorir'). Every
 * entry of every list and every alternative of a template is needed by a labelled case
 * (safety-lexicon.test.ts).
 */

/** Short forms spelled out before matching (whole words only); '' drops the word. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  m: 'me',
  q: 'que',
  xq: 'porque',
  nd: 'nada',
  ksa: 'casa',
  // Rioplatense intensifier: 'me re cagó a palos'.
  re: '',
};

/** Key words whose one-typo misspellings are read as the word ('sucidar', 'padrasto', 'vivr'). */
export const FUZZY_WORDS: readonly string[] = [
  'suicidar',
  'vivir',
  'padrastro',
  'violaron',
  'quiero',
];

/** The lists the templates use. */
export const LISTS: Readonly<Record<string, readonly string[]>> = {
  /** Pronoun of the one at risk: 'me quiero matar', 'se quiere matar'. */
  CL: ['me', 'se'],
  /** Wanting, planning, trying or thinking of doing it to oneself. */
  I_WANT: [
    'quiero',
    'quisiera',
    'voy a',
    'pienso',
    'pienso en',
    'pensado en',
    'estoy pensando en',
    'ganas de',
    'formas de',
    'pensamientos de',
    'gustaria',
    'intentado',
    'intente',
    'mejor es',
    'planeando ~1~',
    'para',
  ],
  /** The same said of someone else: 'mi amiga se quiere matar', 'habla de matarse'. */
  THEY_WANT: ['quiere', 'va a', 'iba a', 'habla de'],
  /** Ending one's life or hurting oneself. */
  DIE: [
    'morir',
    'matar',
    'suicidar',
    'quitar la vida',
    'petatear',
    'dar de baja',
    'ahorcar',
    'ahogar',
    'colgar',
    '(?:tirar|aventar|lanzar) (?:del|de un|de la|al|a las|a la) {HIGH}',
    'tomar (?:todas las|un monton de|el bote (?:entero )?de) pastillas',
    'hacer dano',
    'cortar (?:las |los )?(?:venas|brazos)',
    'quitar de en medio',
  ],
  HIGH: [
    'carretera',
    'tejado',
    'puente',
    'balcon',
    'tren',
    'azotea',
    'edificio',
    'ventana',
    'vias',
    'metro',
  ],
  BODY: ['munecas', 'piernas', 'brazos'],
  /** What follows 'me muero'/'me mata' in hyperbole: '... de risa', '... estudiando'. */
  IDIOM: [
    'de (?:la |lo |los )?(?:risa|verguenza|hambre|sueno|nervios|ternura|aburrimiento|cansad[oa])',
    '(?!cuando\\b)\\w+ando\\b',
    'que (?:verguenza|oso)',
    // 'me voy a morir si no apruebo': exams.
    'si (?:no apruebo|suspendo|repruebo)',
  ],
  /** Passive ideation and goodbyes, on their own. */
  PASSIVE: [
    'ojala (?:yo )?no existiera(?! (?:el|la)\\b)',
    '(?:quisiera|ganas de) no existir',
    'merezco morir',
    'no se si quiero seguir viviendo',
    '(?:nunca hubiera|no hubiera|no haber) nacido',
    'no (?:me )?despertar(?! temprano)',
    'soy (?:una carga|un estorbo|un peso)(?! para (?:mi |el )?equipo)',
    '(?:estarian|serian|estaria) (?:mas felices|mejor) sin mi',
    // 'ojalá me duerma para siempre'; not a pet put to sleep ('la tuvieron que dormir').
    '(?<!que )(?:dormir|duerma) para siempre',
    // Leaving this world, going for ever: 'me quiero ir de este mundo', 'si me fuera para siempre'.
    '(?:ir|voy) de este mundo',
    'me ~1~(?:fuera|voy|ir) para siempre(?! a\\b)',
    // Wishing it all over: 'quiero que todo se acabe', 'q todo se acabe ya'.
    'que todo (?:se acabe|termine)',
    'no tengo (?:ganas de|fuerzas para) vivir',
    // Saying goodbye: 'hoy es mi último día' (not '... de vacaciones').
    'es mi ultimo dia(?! (?:de|en)\\b)',
    '(?:mas facil|mejor) ~3~si (?:yo )?me (?:muriera|muero)',
    'no ~3~(?:sentido|razones) (?:para |a )?(?:seguir|vivir)',
    'no quiero seguir con mi vida',
    '(?:terminar|acabar) con mi vida',
    'paso de vivir',
    'mejor ~4~si (?:yo )?no estuviera',
    'nadie me (?:extranaria|va a extranar|echaria de menos)',
    '(?:cansad|hart)[oa] de (?:vivir|existir)',
    'no deberia estar viv\\w*',
    'ojala me muriera(?! {IDIOM})',
    // No meaning in life: 'no le encuentro sentido a la vida', 'la vida no vale la pena'.
    'no ~3~sentido a la vida',
    '(?:la|mi) vida no vale la pena',
    'sobro en este mundo',
    'carta de despedida',
    'cuando ya no este(?! en\\b)',
    'para que sigo (?:aqui|viva|viviendo)',
    'no quiero estar en este mundo',
    'quiero irme al cielo',
    '(?:ya )?no (?:quiero|quiere) (?:seguir |estar )?(?:vivir|viviendo|existir|existiendo|viv[oa])(?! en\\b)',
    'dejar de (?:existir|vivir)',
    '(?:quiero|quisiera|deberia|ganas de) ~1~desaparecer(?! (?:de )?(?:este|esta|las redes)\\b)',
    'ya no quiero estar (?:aqui|aca)',
    'pienso ~4~mi funeral',
    // 'si me atropella un coche, mejor': wishing an accident.
    'si (?:me )?(?:atropella\\w*|muriera|pasa\\w* algo) ~4~mejor',
    'quiero que me atropell\\w*',
    // Giving one's things away, saying one will soon be gone.
    'regal\\w* ~1~mis cosas',
    '(?:pronto|manana) ~1~no voy a estar(?! en\\b)',
    '(?:quiero|para|voy a) (?:acabar|terminar) con todo(?! (?:el|lo)\\b)',
    'no (?:aguanto|puedo mas con) ~1~(?:esta|la|mi) vida',
    'mejor me muero(?! {IDIOM})',
    '(?<!(?:verguenza|oso) me )quiero morir(?! {IDIOM})',
    '(?:quisiera|prefiero) estar muert[oa]',
    'pensamientos suicidas',
    'me mato manana',
    'esta noche me mato',
  ],
  /** Cutting oneself. */
  CUT: [
    // 'me he cortado' (the fold drops 'he'); not 'con un folio', '... cocinando'.
    'cortado(?! (?:con un (?!cuchill)\\w+|\\w+ando)\\b)',
    'corto',
    'corte(?! (?:con|\\w+(?:ando|iendo))\\b)',
    'corta',
    'cortar',
    'cortando',
  ],
  /** Hiding what one did to oneself. */
  HIDE: ['no vean', 'esconder', 'escondo'],
  /** Other self-injury, after 'me'/'se'. */
  HURT_SELF: [
    'quemo con ~1~(?:encendedor|mechero|cigarros?)',
    'pego ~2~en ~1~{BODY}',
    'quemo (?:los )?{BODY}',
    '\\w+ ~2~hasta (?:sangrar|me sacar sangre)',
    '(?:pego|golpeo|lastimo) ~1~(?:a mi misma|a proposito)',
    '(?:hago|hice|hace) (?:cortes|heridas|dano(?! en\\b))',
    '(?:rayo|rajo|lastimo) (?:los |las )?{BODY}',
    'lastimo cuando',
    '(?:pego|golpeo) ~4~contra la pared',
    'autolesion\\w*',
  ],
  /** Family and adults at home. */
  FAMILY: [
    'papa',
    'mama',
    'mami',
    'papi',
    'padre',
    'madre',
    'padrastro',
    'madrastra',
    'tia',
    'tio',
    'abuelo',
    'abuela',
    'hermano mayor',
    'viej[oa]',
    // Mexican 'amá'.
    'ama',
    // Mexican 'apá'.
    'apa',
    'jefa',
    'jefe',
    'cucha',
  ],
  /** Hitting and hurting. */
  HIT: [
    // Every tense of a verb family: 'pega', 'pegó', 'pegaba', 'golpeó', 'maltratan', 'zarandea'.
    'peg\\w*',
    'golpe\\w*',
    'pate\\w*',
    'maltrat\\w*',
    'zarande\\w*',
    // Blows with a name ending in -azo ('correazos', 'cuerazos'), never 'abrazos'.
    '(?:da|agarra) (?:unos |a |de )?(?!abrazos)\\w+azos',
    'd(?:a|io|ado) (?:una?s? )?(?:patadas|palizas?|nalgadas|ostias?|bofetadas?|punetazos?)',
    'agred\\w*',
    'muerde',
    'pisa',
    'partido el labio',
    'sacud\\w*',
    '(?:jala|tira|arrastra) (?:de los pelos|del pelo|del cabello)',
    'dej\\w* ~4~(?:marcas|moratones)',
    'reb(?:ie|e)nt\\w* la (?:boca|cara)',
    '(?:lanz|tir)\\w* (?:una silla|cosas|~2~a la cara)',
    'pellizc\\w*',
    'quema',
    'madrea',
    'encierra',
    'estrangula',
    'tiene amenazad\\w*',
    'tiro por las escaleras',
    'agarr\\w* del cuello',
    'estrell\\w* contra (?:la|el) \\w+',
    'hace sangrar(?: \\w+ \\w+)?',
    'cruza la cara',
    'avienta',
    // 'me empuja', 'me empujó'; not 'me empuja a estudiar'.
    'empuj\\w*(?! a \\w+ar\\b)',
    'da con ~1~{INSTRUMENT}',
    'quemo ~1~{BODY_PART}',
    'ahorc\\w*',
    'abofetea',
    'da (?:unas )?pelas',
    '\\w+ a (?:palos|hostias|golpes|trompadas)',
    'saca la chucha',
    'amenaza con (?:me )?matar',
    'dejo ~3~morad[oa]',
  ],
  /** What a child is beaten with. */
  INSTRUMENT: ['cinturon', 'cable', 'correa', 'palo', 'chancla', 'cinto', 'escoba'],
  /** Parts of the body. */
  BODY_PART: ['mano', 'brazo'],
  /** 'me pega un susto', 'me pega la gripe': not a blow. */
  NOT_A_BLOW: [
    '(?:el|la|los|un[oa]?s?|sus?|stickers)\\b(?! \\w*(?:azo|ada)s?\\b| de\\b| cabeza\\b)',
    'con cinta',
  ],
  /** Adults who abuse or groom. */
  ADULT: [
    'tio',
    'padrastro',
    'primo',
    'novio de mi mama',
    'profesor',
    'entrenador',
    'vecino',
    'senor',
    'hombre',
    'adulto',
    'conserje',
    'amigo de mi \\w+',
    'tipo',
    'wey',
    'man',
    // Anyone of adult age: 'un chico de 25', 'mi novio de 22'.
    '\\w+ de (?:1[89]|[2-6][0-9])',
  ],
  /** Touching. */
  TOUCH: ['toca', 'toco', 'manosea', 'besa'],
  /** Photos of a sexual kind. */
  NUDE: [
    'sin ropa',
    'desnud\\w*',
    'en ropa interior',
    'en calzones',
    'en bolas',
    'en bikini',
    'de (?:mi|su) cuerpo',
    'guarras',
    'hot',
    'intimas?',
    'de mis {PRIVATE}',
  ],
  /** Private parts. */
  PRIVATE: ['partes', 'pene', 'pechos', 'culo'],
  /** What an adult forces a child to do. */
  FORCED: ['dormir con', 'hacer\\w* cosas', 'ver\\w*', 'tocar\\w*', 'me desnudar'],
  /** Meeting or running away with an adult. */
  MEET: ['nos veamos', 'me ver', 'me escape'],
  /** School. */
  SCHOOL: ['escuela', 'colegio', 'cole'],
  /** Violence between peers. */
  BEAT: [
    'pega(?!mos)\\w*',
    'golpea\\w*',
    'tiran piedras',
    'tiraron por las escaleras',
    'quemaron ~4~encendedor',
    'patea\\w*',
    'empuja\\w*(?! a \\w+ar\\b)',
    'escup\\w*',
    'cascan',
    'madrea\\w*',
    'zurr\\w*',
    'caga\\w* a (?:trompadas|palos|pinas)',
    '(?:jala|tira)\\w* del pelo',
    '(?:partieron|rompieron|roto) ~1~(?:labio|cara|nariz)',
    'metieron la cabeza en ~1~(?:inodoro|vater)',
  ],
  /** Blows given: 'me dan una paliza', 'me dieron patadas'. */
  BLOWS: ['paliza', 'golpiza', 'patadas', 'punetazos', 'zapes', 'collejas', 'pinas', 'cachetadas'],
  /** Weapons in a threat. */
  WEAPON: ['navaja', 'cuchillo', 'pistola'],
  /** Left alone for long. */
  LONG: ['dias', 'semanas?', 'noche', 'desde el', 'mes'],
};

/**
 * Contexts that make a weak rule's match homework, a story or hyperbole rather than a disclosure:
 * 'en el cuento, la niña no tiene qué comer', '¿por qué el Quijote dice que se quiere morir?'.
 */
export const ACADEMIC: readonly string[] = [
  '(?:el|un) cuento',
  'poema',
  // 'por qué', not 'porque'.
  'por\\sque',
  'si repruebo',
  'significa',
  'personaje',
  'cancion',
  'letra',
  'comentar\\w*',
  'novela',
  'jaja\\w*',
  'xd',
  'autor',
  'pelicula',
  'tutoria',
  'que tema',
  // Games and sport: 'en Fortnite me dieron una paliza', 'en karate me pegaron'.
  'fortnite',
  'fifa',
  'roblox',
  'free fire',
  'al futbol',
  'karate',
  'boxeo',
  '(?:en el|del) juego',
  'analiz\\w*',
];

/** What an alert is about; the Spanish labels live in src/features/admin/texts.ts. */
export type SafetyCategory = 'self_harm' | 'abuse' | 'sexual_minors' | 'bullying' | 'neglect';

export interface SafetyRule {
  template: string;
  /** Weak rules do not fire in an ACADEMIC context. */
  weak?: boolean;
}

/** The rules per category, in the screen's priority order (see safety.ts). */
export const RULES: Readonly<Record<SafetyCategory, readonly SafetyRule[]>> = {
  self_harm: [
    { template: '(?<!(?:verguenza|oso) )me {I_WANT} {DIE}(?! {IDIOM})' },
    { template: '{I_WANT} me {DIE}(?! {IDIOM})' },
    { template: 'se {THEY_WANT} {DIE}(?! {IDIOM})', weak: true },
    { template: '{THEY_WANT} se {DIE}(?! {IDIOM})', weak: true },
    { template: '^me matar$' },
    { template: '(?:me {I_WANT}|{I_WANT} me) tirar por la {HIGH}', weak: true },
    { template: '{I_WANT} saltar (?:del|desde el) {HIGH}' },
    { template: 'me tiro (?:de|del) (?:la )?{HIGH}' },
    { template: 'me tiro por la {HIGH}', weak: true },
    { template: '(?:cuchillas escondidas|escondo ~1~cuchillas)' },
    { template: '{PASSIVE}' },
    { template: '(?<!alguien )me (?:volvi a |vuelto a |estoy |sigo )?{CUT}(?! (?:el|la|un)\\b)' },
    // Someone else cutting: also what a character does in a novel, so weak.
    { template: '(?<!alguien )se {CUT}(?! (?:el|la|un|las unas)\\b)', weak: true },
    { template: 'me (?:las )?tomo ~1~todas(?! las (?:mananas|noches)\\b)' },
    // Hoarding pills: 'estoy juntando pastillas', 'guardando las pastillas de mi mamá'.
    { template: '(?:estoy|llevo \\w+) (?:juntando|guardando) ~1~pastillas' },
    { template: 'me (?:tomado|tome) ~1~(?:muchas|todas las|un bote de) pastillas' },
    // Suicide named about oneself or an attempt, in any form: 'mi suicidio', 'se intentó suicidar'.
    { template: '(?:mi|intento) ~1~suicid\\w*', weak: true },
    { template: '{HIDE} (?:las |mis )?(?:marcas|cicatrices)' },
    { template: '{CL} {HURT_SELF}' },
    { template: '{BODY} llen\\w* de cortes' },
    { template: 'pastillas para tomarmelas' },
  ],
  sexual_minors: [
    { template: '(?:me|la) (?:violaron|violo)' },
    { template: 'abus\\w* de mi\\b(?! confianza)' },
    { template: 'me abusaron' },
    { template: 'me (?:hace|hacia) tocamientos' },
    { template: '(?:{ADULT}|profe) ~10~(?:me|la) {TOUCH}(?! exponer\\b)' },
    { template: '(?:me|la) {TOUCH} (?:el|un) {ADULT}' },
    { template: 'me tocaron en el (?:bus|metro)' },
    { template: 'me (?:escribe|manda) (?:cosas|mensajes) sexuales' },
    { template: '{ADULT} ~6~porno' },
    // Photos for money: 'un señor me dijo que si le mando fotos me da dinero'.
    { template: '{ADULT} ~8~fotos ~4~(?:dinero|plata|recargas)' },
    { template: 'me {TOUCH}\\w* ~2~{PRIVATE}' },
    { template: '{CL} oblig\\w* a {FORCED}' },
    // An adult in a child's bed, asking the child to undress, letting oneself be touched.
    { template: '{ADULT} ~4~se mete en (?:mi cama|la ducha)' },
    { template: '{ADULT} ~4~que me desnud\\w*' },
    { template: 'me dejo tocar(?! (?:el|la)\\b)' },
    // Online grooming: meeting alone or in person, a lie about one's age.
    { template: '(?:nos|me) ~1~(?:veamos|conocer|ver) (?:a solas|en persona)' },
    { template: '(?<!mis? ){ADULT} ~3~quiere quedar conmigo' },
    { template: 'dice (?:que tiene|tener) [0-9]+ pero' },
    // What abuse leaves: 'me siento sucia por lo que me hizo'.
    { template: 'me siento suci\\w* ~5~me hizo' },
    { template: '(?:ensen|mostr)\\w* (?:mis?|sus?) (?:cuerpo|{PRIVATE})' },
    { template: '(?:mand|env)\\w* ~2~(?:video|fotos?) porno' },
    {
      template: '\\w*(?:pid|pedid|mand)\\w* ~3~(?:fotos?|videos?) ~2~{NUDE}',
    },
    { template: 'fotos de (?:sus?|un) {PRIVATE}' },
    // An adult courting a child: 'un tipo de 30 me dice que soy su novia'.
    { template: '{ADULT} ~6~(?:soy|sea) su novia' },
    { template: '(?:pide|piden|pidio|pidieron|mando) (?:el )?(?:pack|nudes)' },
    // Threats to keep a child quiet, gifts to take a child away, touching oneself in front of one.
    { template: '{ADULT} ~8~si (?:le )?(?:cuento|digo) ~6~pasar algo' },
    { template: '{ADULT} ~8~(?:dinero|regalos|celular) si me (?:voy|iba|subia) (?:con el|a su)' },
    { template: 'se (?:toca|toco) delante de mi' },
    { template: 'me (?:hace|hizo) tocar\\w* ~2~{PRIVATE}' },
    { template: '(?:hace|hacia) (?:me|nos) desnud\\w*' },
    { template: '{ADULT} ~6~fuera con el a su casa' },
    { template: '{ADULT} ~3~quiere que duerma con el' },
    { template: 'le gusto y tengo 1[0-3]' },
    { template: 'si me acuesto con el' },
    { template: 'masajes ~4~incomod\\w*' },
    { template: 'internet ~4~tiene (?:1[89]|[2-6][0-9])' },
    // Sextortion: 'me amenaza con publicar mis fotos'.
    { template: '(?:amenaz|chantaje)\\w* con (?:publicar|subir) ~1~(?:fotos|videos)' },
    // An adult and sex, secrets, deleted chats, the shower.
    { template: '{ADULT} ~8~tengamos (?:relaciones|sexo)' },
    { template: '(?:{ADULT}|profe) ~12~borr\\w* ~1~(?:chat|mensajes)' },
    { template: '{ADULT} ~12~nuestro secreto' },
    { template: '{ADULT} ~6~(?:ducha|bano) ~4~(?:banando|duchando)' },
    { template: '{ADULT} ~3~me (?:mira|ve|espia|graba) ~2~me (?:bano|ducho|cambio)' },
    { template: '{ADULT} ~6~(?:me|le) (?:pide|pidio) fotos' },
    { template: '{ADULT} ~8~{MEET}' },
    { template: 'porno ~8~{ADULT}' },
    { template: '{ADULT} ~3~me (?:acosa|ofrece dinero)' },
    { template: 'madura para mi edad' },
    { template: '{ADULT} ~3~me (?:hace|hizo) cosas' },
    // Secrecy asked by an adult: 'no le cuentes a nadie', 'que no se lo diga a nadie'.
    {
      template:
        '(?:{ADULT}|profe) ~12~no (?:le |se lo |lo )?(?:diga|cuente|contara)(?! ~8~sorpresa)',
    },
    { template: 'juego secreto' },
    { template: 'mano (?:por debajo de la|debajo de la|en el) (?:ropa|falda|pantalon)' },
    { template: 'tiene [2-6][0-9] y yo 1[0-5]' },
    { template: 'me quit\\w* la (?:ropa|camiseta) ~4~(?:camara|videollamada)' },
  ],
  abuse: [
    {
      template: '(?:mis?|sus?) {FAMILY}s? ~5~(?:me|le|lo|nos) (?:va a )?{HIT}\\b(?! {NOT_A_BLOW})',
    },
    { template: '(?:me|lo) {HIT} en (?:mi |su )?casa' },
    { template: 'me ~1~{HIT} con la {INSTRUMENT}' },
    // Any verb with a belt or a slipper after a family adult: 'mi vieja me faja con la chancla'.
    { template: '{FAMILY} ~3~me (?!ayud)\\w+ con (?:la|el) {INSTRUMENT}' },
    // Locked in without food as a punishment.
    // A weapon in a parent's threat: 'mi papá nos amenaza con un cuchillo'.
    { template: '{FAMILY} ~3~(?:me|nos) amenaza con ~1~{WEAPON}' },
    { template: 'me (?:encierran|tiene encerrad\\w*) ~6~sin comer' },
    { template: '(?:me|nos) dan ~1~palizas? en mi casa' },
    { template: '{CL} dan cachetadas ~4~en (?:mi )?casa' },
    { template: '{FAMILY} llega borracho' },
    { template: 'me {HIT} mi {FAMILY}' },
    { template: '(?:en mi|a) casa ~3~(?:me|nos) {HIT}' },
    // Injuries and what caused them: '... moretones porque mi papá se enoja'.
    { template: '(?:moretones|marcas) ~6~(?:porque|por) ~2~{FAMILY}' },
    // Hiding injuries, or told to lie about them.
    { template: 'se me (?:ven|not\\w+) ~1~(?:golpes|moretones|marcas)' },
    { template: '(?:dijera|diga) que me cai' },
    { template: '{FAMILY} ~2~(?:me|le) (?:rompio|quebro) (?:el|la) \\w+' },
  ],
  neglect: [
    {
      template:
        '(?:no|nunca) (?:hay|tengo|tenemos) (?:\\w+ ni |nada (?:que )?|ni |que )?(?:pa |para |de )?(?:comida|comer|morfar)(?! (?:en el comedor|~8~(?:restaurante|comprar)))',
      weak: true,
    },
    // Hunger as a way of life: 'paso hambre', 'me acuesto con hambre', 'no desayuno ni ceno'.
    { template: '(?:paso|pasamos) (?:frio y )?hambre' },
    { template: 'se gasta ~3~en (?:bebida|alcohol)' },
    { template: '(?:nadie se ocupa|pasan) de mi' },
    { template: 'no estan nunca ~8~(?:comida|hermanos)' },
    { template: '(?:me acuesto|me voy a la cama|me voy a dormir) (?:con hambre|sin cenar)' },
    { template: 'no se donde (?:esta|estan) mis? {FAMILY}s?' },
    { template: '{FAMILY} ~4~no (?:me|nos) cuida' },
    { template: 'no (?:me|nos) compran comida' },
    { template: 'hambre ~6~no alcanza' },
    { template: 'no desayuno ni (?:ceno|como)' },
    { template: 'zapatos rotos ~6~hambre' },
    // A child looking after children, a parent who left and never came back.
    { template: 'cuido (?:yo solo )?a mis ~1~hermanos ~6~(?:no vuelve|todas las noches)' },
    { template: '{FAMILY} ~6~nunca volvio' },
    { template: 'se fueron hace ~1~{LONG} ~3~no vuelto' },
    { template: '(?:como|comemos) una vez al dia' },
    { template: 'me quedo sol\\w* todas las noches' },
    { template: '{LONG} ~2~no veo a mis {FAMILY}s?' },
    { template: 'no (?:comido|comemos) ~1~(?:en|desde)' },
    { template: '{LONG} que estoy sol\\w*' },
    { template: '{LONG} ~4~nos deja\\w* sol\\w*' },
    { template: 'hace ~2~dias que no como' },
    { template: 'llevo ~1~dias sin (?:comer|jamar)' },
    { template: 'no (?:le|nos|me) da\\w* (?:de )?(?:comer|comida)' },
    { template: '{LONG} ~2~no hay nadie en (?:mi )?casa' },
    { template: 'se va toda la noche' },
    { template: 'nadie viene a me buscar' },
    { template: 'nadie me (?:da|hace) (?:de comer|la comida|la cena|de desayunar)' },
    { template: '(?:me|nos) deja\\w* encerrad\\w*' },
    { template: 'no hay otra cosa' },
    // Left alone for days: 'se van días y me dejan solo', 'llevo toda la semana solo'.
    { template: 'se (?:van|fueron) ~3~{LONG} ~4~me dej\\w*' },
    { template: 'llevo ~3~{LONG} sol\\w*' },
    // No light or water at home, the floor for a bed, the same clothes for days.
    { template: 'no (?:tengo|tenemos|hay) (?:luz|agua) ni' },
    { template: 'duermo en el suelo' },
    { template: '(?:misma ropa|ropa sucia) ~4~{LONG}' },
    { template: 'nadie (?:me|nos) (?:hace caso|cuida)' },
    { template: '{FAMILY} ~3~esta ~2~(?:borrach|drogad)\\w*' },
    { template: 'se olvida\\w* de nosotros' },
    { template: 'no (?:voy|puedo ir) ~2~{SCHOOL} ~3~(?:cuidar|trabajar)' },
    { template: 'me (?:echo|echaron) de ~1~casa' },
    { template: '(?:vivimos|durmiendo) en la calle(?! \\w+ numero)' },
    { template: 'lleva ~1~{LONG} sin volver' },
    { template: '(?:bebe|beben) todo el dia' },
    { template: 'me encierran ~6~todo el dia' },
    // A child under 13 alone: 'mi vecino de 8 años siempre está solo'.
    { template: '(?:[1-9]|1[0-2]) anos ~4~sol\\w*' },
    { template: 'solo varios dias' },
    {
      template:
        '(?<!no )(?:me|nos) (?:deja|dejan|dejaron|dejo) ~3~sol(?:o|a|os|ito) ~10~{LONG}(?! en casa de)',
    },
    { template: '(?:vivo|estoy) sol\\w* ~6~desde hace ~1~{LONG}' },
    { template: 'no ~4~dar de comer' },
    { template: '{FAMILY} no (?:vuelve|viene|aparece) ~3~(?:desde|hace)' },
    { template: 'vivo sol\\w* ~8~se fueron' },
    { template: 'en (?:mi )?casa no hay nada(?! (?:que hacer|de)\\b)' },
    { template: 'trabajar ~4~no (?:voy|puedo ir) ~2~{SCHOOL}' },
    { template: 'me (?:deja|dejo) ~6~sin (?:nada de )?(?:comer|comida)' },
    {
      template:
        '(?:no|nadie) me (?:quiere )?(?:llevan|lleva|llevado|llevar) al (?:doctor|medico|hospital|dentista)',
    },
  ],
  bullying: [
    // Someone hurts me (family first: abuse ranks above): 'me pegan', 'me patearon'.
    { template: 'me (?:quieren )?{BEAT}(?! {NOT_A_BLOW})', weak: true },
    { template: '(?:le|la) {BEAT}(?! {NOT_A_BLOW})', weak: true },
    { template: 'me (?:van a )?(?:da\\w*|dieron) ~1~{BLOWS}', weak: true },
    // Threats: 'dicen que me van a pegar', 'me amenazó con una navaja'.
    {
      template:
        '(?:dijeron|dicen|dijo|dice|diciendo|escribieron) ~8~me (?:va|van) a (?:matar|pegar|apunalar|picar|rajar)',
      weak: true,
    },
    { template: 'amenaz\\w* ~3~con ~1~(?:me matar|{WEAPON})' },
    { template: 'de un (?:puno|punetazo)' },
    { template: 'si hablo ~3~me matan', weak: true },
    // Beaten by several: 'a mi amigo lo golpean entre cuatro'.
    { template: 'lo {BEAT} entre', weak: true },
    { template: 'a golpes', weak: true },
  ],
};
