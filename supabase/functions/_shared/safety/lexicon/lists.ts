/**
 * Part of the safety lexicon (../safety-lexicon.ts gathers the parts): the named lists of
 * alternatives that the rule templates combine, `{NAME}` in a template standing for any entry of
 * the list NAME.
 */

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
    // Joy: 'me quiero morir de la emoción, ¡aprobé!'.
    'de la emocion',
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
    // Not a way of life: 'voy a acabar con mi vida de flojo' (but '... de una vez' is a disclosure).
    '(?:terminar|acabar) con mi vida(?! de (?!una\\b)\\w+)',
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
