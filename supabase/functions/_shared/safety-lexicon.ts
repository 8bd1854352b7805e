/**
 * The offline safety screen's lexicon (issue 19), as data: named lists of alternatives and, per
 * category, rule templates that combine them. Templates are regular expressions over the folded
 * message (safety-fold.ts) written in ordinary Spanish without accents; `{NAME}` stands for any entry
 * of the list NAME, `~N~` for up to N words, and a space may be missing ('mequieromorir'). Every
 * entry of every list is needed by a case of the labelled set (safety-lexicon.test.ts).
 */

/** Short forms spelled out before matching (whole words only). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  q: 'que',
  x: 'por',
  m: 'me',
};

/** Key words whose one-typo misspellings are read as the word ('sucidar', 'padrasto', 'vivr'). */
export const FUZZY_WORDS: readonly string[] = [
  'suicidar',
  'vivir',
  'padrastro',
  'violaron',
  'bullying',
];

/** The lists the templates use. */
export const LISTS: Readonly<Record<string, readonly string[]>> = {
  /** Pronoun of the one at risk: 'me quiero matar', 'se quiere matar'. */
  CL: ['me', 'se'],
  /** Wanting, planning or thinking of doing it to oneself: 'me quiero matar', 'quiero matarme'. */
  I_WANT: [
    'quiero',
    'quisiera',
    'voy a',
    'pienso',
    'pienso en',
    'he pensado en',
    'estoy pensando en',
    'tengo ganas de',
  ],
  /** The same said of someone else: 'mi amiga se quiere matar', 'quiere suicidarse'. */
  THEY_WANT: ['quiere', 'va a'],
  /** Ending one's life. */
  DIE: [
    'morir',
    'matar',
    'suicidar',
    'quitar la vida',
    'petatear',
    'dar de baja',
    'tirar (?:del|de un|de una|desde el|al|por la) {HIGH}',
    'tomar (?:todas las|un monton de|muchas) pastillas',
    'hacer dano',
  ],
  HIGH: ['puente', 'balcon', 'ventana', 'edificio', 'azotea'],
  /** '... de risa': hyperbole, not a wish to die. */
  IDIOM: ['risa', 'verguenza', 'pena', 'hambre', 'sueno', 'nervios', 'ternura', 'miedo', 'amor'],
  /** Passive ideation and goodbyes, on their own. */
  PASSIVE: [
    'ojala (?:yo )?no existiera(?! (?:el|la|los|las)\\b)',
    'ojala nunca hubiera nacido',
    'no despertar(?! temprano)',
    'soy una carga(?! para (?:mi |el )?(?:equipo|grupo))',
    'estarian mejor sin mi',
    'nadie me extranaria',
    'no le (?:encuentro|veo) sentido a (?:la vida|vivir|seguir)',
    'cansad[oa] de vivir',
    'sobro en (?:este mundo|esta vida)',
    'carta de despedida',
    'para que sigo (?:aqui|vivo|viva)',
    'quiero irme al cielo',
    '(?:ya )?no (?:quiero|quiere) (?:seguir )?(?:vivir|viviendo)',
    'dejar de existir',
    'quiero desaparecer',
    'quiero acabar con todo(?! (?:esto|lo|el|la)\\b)',
    '(?:quiero|quisiera) morir(?! de (?:la |los )?{IDIOM})',
  ],
  /** Cutting oneself. */
  CUT: ['corto', 'corte', 'corta', 'cortar', 'cortando'],
  /** Hiding what one did to oneself. */
  HIDE: ['no vean', 'esconder', 'tapar'],
  /** Other self-injury, after 'me'/'se'. */
  HURT_SELF: [
    '(?:quemo|queme) con (?:el |un )?(?:encendedor|cigarro|cerillo|mechero)',
    '\\w+ hasta sangrar',
    '(?:golpeo|lastimo|pego|hago dano) (?:a mi misma|a mi mismo|a proposito)',
    'autolesiono',
  ],
  /** Family and adults at home. */
  FAMILY: [
    'papa',
    'mama',
    'mami',
    'padre',
    'padrastro',
    'tia',
    'abuelo',
    'hermano mayor',
    'viejo',
    'jefa',
    'cucha',
  ],
  /** Hitting and hurting. */
  HIT: [
    'pega',
    'pegan',
    'pego',
    'pegar',
    'golpea',
    'golpean',
    'quema',
    'madrea',
    'encierra',
    'jala del pelo',
    'da bofetadas',
    'dan cachetadas',
    'da (?:unas )?pelas',
    'da hostias',
    'cago a palos',
    'saca la chucha',
    'amenaza con (?:me )?matar',
    'lastime',
    'maltrata',
  ],
  /** 'me pega un susto', 'me pega la gripe': not a blow. */
  NOT_A_BLOW: ['unos? gritos?', 'un susto', 'un chicle', 'la gripe', 'los piojos'],
  /** Adults who abuse or groom. */
  ADULT: [
    'tio',
    'padrastro',
    'primo mayor',
    'novio de mi mama',
    'profesor',
    'entrenador',
    'senor',
    'hombre',
    'adulto',
    'tipo',
    'wey',
    'pibe',
    'chaval',
    'man',
  ],
  /** Touching. */
  TOUCH: ['toca', 'toco', 'manosea'],
  /** Photos of a sexual kind. */
  NUDE: [
    'sin ropa',
    'desnud[oa]',
    'en ropa interior',
    'en calzones',
    'en bolas',
    'de mi cuerpo',
    'guarras',
    'intimas?',
  ],
  /** School and its surroundings. */
  SCHOOL: ['escuela', 'colegio', 'cole', 'insti', 'recreo', 'salida'],
  /** Violence between peers. */
  BEAT: [
    'pegan',
    'golpean',
    'golpearon',
    'patean',
    'empujan',
    'cascan',
    'dan collejas',
    'madrear',
    'cagan a trompadas',
    'pegar',
    'golpear',
  ],
  /** Left alone for long. */
  LONG: ['dias', 'semana', 'fin de semana', 'noche'],
};

/** Contexts that make a weak rule's match homework or an accident, not a disclosure. */
export const ACADEMIC: readonly string[] = ['pelicula', 'karate', 'trata de', 'novela'];

export type RuleCategory = 'self_harm' | 'abuse' | 'sexual_minors' | 'bullying' | 'neglect';

export interface SafetyRule {
  template: string;
  /** Weak rules do not fire in an academic or sports context (ACADEMIC). */
  weak?: boolean;
}

/** The rules per category, in the screen's priority order (see safety.ts). */
export const RULES: Readonly<Record<RuleCategory, readonly SafetyRule[]>> = {
  self_harm: [
    { template: 'me {I_WANT} {DIE}(?! de (?:la |los )?{IDIOM})' },
    { template: '{I_WANT} me {DIE}(?! de (?:la |los )?{IDIOM})' },
    { template: 'se {THEY_WANT} {DIE}' },
    { template: '{THEY_WANT} se {DIE}' },
    { template: '^me (?:matar|suicidar)$' },
    { template: '{PASSIVE}' },
    { template: '(?<!se ){CL} (?:volvi a |estoy |hago )?{CUT}(?! (?:el|la|un|una|mi)\\b)' },
    { template: 'hago cortes' },
    { template: '{HIDE} (?:las |mis )?(?:marcas|cicatrices|cortes)' },
    { template: '{CL} {HURT_SELF}' },
    { template: 'pastillas para tomarmelas' },
  ],
  sexual_minors: [
    { template: '(?:me|la) (?:violaron|violo|viola)' },
    { template: 'abus\\w* de (?:mi|ella)\\b(?! (?:confianza|poder|tiempo))' },
    { template: '{ADULT} ~10~(?:me|la) {TOUCH}(?! (?:exponer|lavar)\\b)' },
    { template: '{CL} obligo a (?:hacer cosas|ver)' },
    { template: '(?:ensen|muestr)\\w* (?:mi|sus?) (?:cuerpo|partes)' },
    { template: '\\w*(?:pide|pidio|mande|mando|manda) ~3~fotos? ~2~{NUDE}' },
    { template: 'fotos de su pene' },
    { template: '(?:pide|pidio|pidieron) (?:el |un |mi )?(?:pack|nudes)' },
    { template: '{ADULT} ~6~(?:pide|pidio) fotos' },
    { template: '{ADULT} ~8~(?:nos veamos|me ver)' },
    { template: 'madura para mi edad' },
    { template: 'juego secreto' },
  ],
  abuse: [
    { template: '(?:mi|su) {FAMILY} ~2~(?:me|le|nos) (?:va a )?{HIT}\\b(?! {NOT_A_BLOW})' },
    { template: '(?:me|lo) {HIT} en (?:mi|su) casa' },
    { template: 'en mi casa me tratan a golpes' },
    { template: '{CL} dan cachetadas' },
    { template: '{FAMILY} llega (?:borracho|borracha|drogado)' },
    { template: 'me escondo ~4~para que no me {HIT}' },
    { template: 'me {HIT} mi {FAMILY}' },
  ],
  neglect: [
    {
      template:
        'no (?:hay|tengo|tiene|tenemos) (?:\\w+ ni )?(?:nada )?(?:que |pa |para )?(?:la )?(?:comida|comer|morfar)',
    },
    { template: 'no (?:he|ha) comido (?:nada )?(?:desde|en)' },
    { template: 'llevo ~1~dias sin (?:comer|jamar)' },
    { template: 'no (?:me|nos|le) (?:dan|da|acuerda de dar) (?:de )?(?:comer|comida)' },
    { template: 'nadie me da de comer' },
    { template: '(?:me|nos|la) (?:deja|dejan) ~3~sol(?:o|a|ito|ita) ~10~{LONG}' },
    { template: '(?:vivo|estoy|estamos) sol[oa]s? ~6~desde hace ~1~{LONG}' },
    { template: 'no ~4~(?:nos |me |le )?dar de comer' },
    { template: 'queda sol[oa] ~1~{LONG}' },
    { template: '(?:me|nos) (?:deja|dejo) ~6~sin (?:nada de )?(?:comer|comida)' },
    { template: 'no (?:me|nos|le) llevan al (?:doctor|medico)' },
    { template: 'nadie me cuida' },
    { template: '{FAMILY} no (?:vuelve|viene|aparece|regresa) (?:desde|hace)' },
    { template: 'se fue hace una semana' },
  ],
  bullying: [
    { template: '(?:en|del) (?:la |el |mi )?{SCHOOL} ~4~(?:me|le) {BEAT}(?! {NOT_A_BLOW})' },
    {
      template:
        '(?:me|le|lo|la) {BEAT}(?! {NOT_A_BLOW}) ~3~(?:en|del|afuera del|a la) (?:la |el )?{SCHOOL}',
      weak: true,
    },
    { template: 'unos ~4~me (?:quieren )?{BEAT}(?! {NOT_A_BLOW})' },
    { template: '(?:bullying|acosan) ~6~(?:me|la) {BEAT}(?! {NOT_A_BLOW})' },
    { template: 'amenaz\\w* ~3~con (?:me )?(?:matar|golpear)' },
    { template: 'amenazaron con un cuchillo' },
    { template: 'me van a apunalar' },
    { template: '(?:dicen|diciendo|dijeron) que me van a matar' },
    { template: 'a golpes' },
    { template: 'donde me pegan' },
  ],
};
