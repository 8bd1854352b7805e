/**
 * The words of the understanding ("eureka") detector (eureka.ts), as data. Every entry must be
 * needed by a labelled case: `eureka-lexicon.test.ts` drops each entry in turn and fails when no
 * case of the training sets (evals/datasets/eureka/train) changes. Written with accents; the
 * detector folds case, accents and stretched letters.
 */

/**
 * The ten phrases the product names (docs/eureka.md): a message where the rule reads one of them
 * (not asked, negated, hypothetical, taken back or sarcastic) shows understanding, whatever the
 * learned layer says.
 */
export const PRODUCT_PHRASES = [
  'ah',
  'ya entendí',
  'ahora entiendo',
  'gracias, ahora entiendo',
  'me quedó claro',
  'tiene sentido',
  'claro',
  'eureka',
  'perfecto, entendí',
  'genial, ya',
] as const;

/** Statements of understanding, matched as whole words with fillers allowed in between. */
export const EUREKA_PHRASES = [
  ...PRODUCT_PHRASES,
  // Regional forms of the same statement (evals set spec-phrases-and-look-alikes)
  'ya caché',
  'ya capté',
  'ya pillo',
  'ya pillé',
  'ya agarré la onda',
  'ya veo',
  // Understanding said in other words (evals set own-words)
  'entendido',
  'comprendí',
  'ya comprendo',
  'lo comprendo',
  'ya entiendo',
  'lo entiendo',
  'lo entendí',
  'le entendí',
  'por fin entiendo',
  'lo capto',
  'ya cacho',
  'ahora cacho',
  'lo pillo',
  'me cayó el veinte',
  'me cayó el 20',
  'se me prendió el foco',
  'se me prendió la bombilla',
  'me hizo click',
  'me hizo clic',
  'cobra sentido',
  'me cuadra',
  'le agarré el truco',
  'le agarré la maña',
  'clarísimo',
  'ahora lo veo',
  'ya lo vi',
  'me di cuenta',
  'me doy cuenta',
  // Other regions, registers and typos (evals set other-voices)
  'entendí',
  'ntendí',
  'capté',
  'comprendido',
  'ahora comprendo',
  'entiendo ahora',
  'ahora caigo',
  'ya caigo',
  'ahí la cacé',
  'me cayó la ficha',
  'se me encendió la bombilla',
  'le cogí el tranquillo',
  'le agarré la vuelta',
  'le hallé el modo',
  'clarito',
  'lo he pillado',
  'i get it',
  // Solved alone, or found the mistake
  'ya lo tengo',
  'lo logré',
  'ya me salió',
  'me salió bien',
  'ahora me salió',
  'ahora me da',
  'ya pude',
  'ya domino',
  'ya quedó',
  'ya lo resolví',
  'ya resolví',
  'lo he resuelto',
  'me ha salido',
  'me salió a la primera',
  'pude hacerlo',
  'ahora me sale',
  'me cuadran',
  'vi mi error',
  'con razón',
  'ya sé cómo',
  'ya sé por qué',
  'ya sé hacer',
  'la clave era',
  'el truco era',
  'el truco es',
] as const;

/** Phrases that count only when nothing follows them in their clause ('¡ahí está!' but not 'ahí está el problema'). */
export const CLAUSE_FINAL_PHRASES = ['ahí está', 'lo tengo'] as const;

/**
 * Words that start an explanation in the student's own words: 'o sea que lo que hago es pasar el 3
 * restando'. They count when a statement of at least MIN_EXPLANATION_WORDS words follows.
 */
export const EXPLAIN_MARKERS = [
  'o sea',
  'osea',
  'es decir',
  'en otras palabras',
  'en resumen',
  'entonces',
  'entonses',
  'así que',
  'básicamente',
  'lo que hay que hacer es',
  'lo que entendí es',
  'en pocas palabras',
  'por lo tanto',
  'total, que',
  'entonce',
  'entoces',
] as const;

/** Words that may stand before a marker in its clause: 'ok entonces…', 'bueno entonces…'. */
export const LEAD_INS = [
  'ok',
  'okey',
  'okei',
  'oki',
  'bueno',
  'vale',
  'listo',
  'mmm',
  'wow',
  'pues',
  'dale',
  'ta',
  'ajá',
  'ya',
] as const;

/** 'es como' explains by analogy only before a verb: 'es como repartir', not 'es como muy difícil'. */
export const ANALOGY_MARKERS = ['es como'] as const;

/**
 * Having solved it alone: 'ya lo resolví yo sola', 'hice los otros tres sin ayuda', 'me salieron
 * todos bien'. One of these counts in a message that also holds a verb of SOLVED_VERBS or a word
 * written with a final 'é' / 'í' (the student's own past: 'pasé', 'transcribí'), and is not asked,
 * negated, meant ('quiero hacerlo yo sola'), or followed by a failure ('… pero me salió mal').
 */
export const SOLVED_MARKERS = [
  'yo solo',
  'yo sola',
  'solito',
  'solita',
  'solitas',
  'sin ayuda',
  'sin mirar',
  'sin ver',
  'por mi cuenta',
  'por mi lado',
  'a la primera',
  'igual que en',
  'igualito',
  'sin preguntarte',
  'todos bien',
  'todas bien',
] as const;

/** The student's own doing, for SOLVED_MARKERS: 'hice', 'me salió' (not 'a mi hermano le salió'). */
export const SOLVED_VERBS = [
  'hice',
  'resolví',
  'saqué',
  'terminé',
  'acabé',
  'logré',
  'pude',
  'me salió',
  'me salieron',
  'me dio',
  'me dieron',
] as const;

/** Before SOLVED_MARKERS in its clause, a plan rather than a report: 'voy a hacerlo yo solo'. */
export const SOLVED_PLANS = [
  'quiero',
  'voy',
  'vamos',
  'intento',
  'intentar',
  'puedo',
  'déjame',
  'tengo que',
  'hay que',
  'debo',
] as const;

/** After SOLVED_MARKERS, a failure: 'lo hice yo solo pero me salió mal'. */
export const SOLVED_FAILURES = ['mal', 'equivoqué'] as const;

/** Words after a marker before it counts as an explanation ('o sea' alone does not). */
export const MIN_EXPLANATION_WORDS = 4;

/**
 * An explanation that tells what happened rather than the idea: 'entonces mi profe dijo que…',
 * 'o sea mañana tengo examen', 'así que me mandaron a hacer una maqueta'.
 */
export const NARRATION_WORDS = [
  'dijo',
  'dice',
  'dijiste',
  'dijeron',
  'mandaron',
  'mandó',
  'puso',
  'mañana',
  'ayer',
  'examen',
  'entregar',
  'entregarlo',
  'tarea',
  'capítulo',
  'página',
  'maqueta',
  'profe',
  'maestra',
  'maestro',
  'clase',
  'cole',
  'fui',
  'ayudó',
  'explicaron',
  'madre',
  'lunes',
  'jueves',
] as const;

/**
 * A question after the statement that asks whether it is right: 'ya me salió 45, ¿está bien?' is
 * a check, not understanding yet ('ya entendí, ¿y ahora qué hago?' and 'creo que ya entendí,
 * ¿verdad?' still are).
 */
export const CHECK_QUESTIONS = ['está bien', 'es correcto', 'está mal'] as const;

/** Asking for more: 'entonces explícame otra vez'. */
export const REQUEST_WORDS = [
  'explícame',
  'explícamelo',
  'dame',
  'das',
  'puedes',
  'ayúdame',
  'explicas',
  'porfa',
] as const;

/** Still lost, anywhere in the message: 'o sea el ejercicio 3 es el que no entiendo'. */
export const CONFUSION_PHRASES = [
  'no entiendo',
  'no entendí',
  'no comprendo',
  'no sé qué',
  'no sé cómo',
  'no sé hacer',
  'no sé hacerlo',
  'no sé nada',
  'no sé si',
  'no me sale',
  'no me salió',
  'no me da',
  'sin entender',
  'me perdí',
  'perdido',
  'perdida',
  'y nada',
  'ni idea',
  'no tengo idea',
  'no cómo',
  'hecho un lío',
  'liando',
  'en blanco',
  // Understood once, gone now: 'ayer lo entendí pero hoy se me olvidó todo'.
  'se me olvidó todo',
  'ya se me olvidó',
  'se me borró',
  'no me acuerdo',
] as const;

/** Still lost when it ends its clause: 'no sé.' (but 'la energía no se crea' is not). */
export const CLAUSE_FINAL_CONFUSION = ['no sé'] as const;

/** A clause that starts with these is not (yet) a statement: 'si lo entiendo te aviso'. */
export const HYPOTHETICAL_STARTS = [
  'si',
  'cuando',
  'ojalá',
  'quiero',
  'necesito',
  'espero',
  'a lo mejor',
  'quizás',
  'capaz',
  'imagínate',
  'supongamos',
  'me gustaría',
  'me encantaría',
  'en teoría',
] as const;

/** Words that may sit between the words of a phrase: 'me quedó MUY claro', 'ya LO entendí'. */
export const FILLERS = [
  'muy',
  'mucho',
  'todo',
  'más',
  'super',
  're',
  'bastante',
  'bien',
  'sí',
  'lo',
  'le',
] as const;

export const NEGATORS = ['no', 'nunca', 'ni', 'tampoco', 'sin', 'nada', 'jamás', 'nadie'] as const;

/**
 * Words right after a phrase that take it back: 'claro que no', 'ya entendí mal', 'entendí cero',
 * 'entendí poco', 'entendí nada' (rioplatense for 'no entendí nada'), 'entendí la mitad', 'ahora entiendo menos que antes', 'me di cuenta tarde', 'con razón nadie…', and what was understood is the
 * question, not the idea: 'entendí tu pregunta pero no sé la respuesta'.
 */
export const DENIED_AFTER = [
  'que no',
  'nadie',
  'mal',
  'cero',
  'tarde',
  'la mitad',
  'poco',
  'nada',
  'tu pregunta',
  'la consigna',
  'menos',
] as const;

/** After a phrase, 'no' and one of these take it back: 'ah no entiendo', 'ya veo no me sale'. */
export const DENIED_AFTER_NO = [
  'entiendo',
  'entendí',
  'sé',
  'me',
  'lo',
  'tiene',
  'comprendo',
  'veo',
] as const;

/**
 * An explanation may start with a negator when one of these follows: a general statement, not the
 * student's state ('o sea que no importa el orden', 'entonces no hay que sumar los denominadores').
 * 'se' counts too, unless a verb's infinitive follows ('no se puede' but not 'no sé sumar').
 */
export const IMPERSONAL_AFTER_NEGATOR = [
  'hay',
  'importa',
  'cambia',
  'tiene',
  'tienen',
  'puede',
  'pueden',
  'existe',
  'son',
  'lleva',
  'llevan',
] as const;

/** A belief the student then found wrong: 'pensé que lo había entendido pero…', 'creí que ya lo tenía'. */
export const MISTAKEN_BELIEFS = ['pensé', 'creí', 'creía'] as const;

/**
 * Tags that ask for a check, or hedge, at the end of an explanation even without a '?': 'osea q la
 * fuerza es masa por aceleración o no', 'el sujeto es el que hace la acción verdad', 'entonces el
 * 5 pasa dividiendo creo'. 'no' alone counts after a comma; the other one-word tags count unless a
 * word of TAG_NOT_AFTER comes before them.
 */
export const TAG_QUESTIONS = ['o no', 'verdad', 'cierto', 'creo', 'no'] as const;

/** Before a one-word tag, these make it part of the sentence: 'de verdad', 'la verdad', 'no le creo'. */
export const TAG_NOT_AFTER = ['de', 'la', 'le', 'es'] as const;

/**
 * An explanation that is only the answer: 'entonces el resultado es 42', 'entonces da 18 metros
 * cuadrados'. An explanation of at most this many words with a number in it is a bare answer.
 */
export const BARE_ANSWER_MAX_WORDS = 5;

/** 'azul claro' is a colour. */
export const COLOURS = [
  'azul',
  'verde',
  'rojo',
  'gris',
  'amarillo',
  'rosa',
  'café',
  'marrón',
  'morado',
  'naranja',
  'color',
  'tono',
] as const;

/**
 * What the student understood is school life, not the lesson, when one of these follows the phrase
 * in its clause: 'ya entendí que el lunes no hay clase', 'ya caché la contraseña del wifi'. Words a
 * lesson also uses ('clase', 'examen', 'mañana') are left out: 'ya entendí lo que vimos en clase'.
 */
export const OFF_TOPIC = [
  'vacaciones',
  'feriado',
  'huelga',
  'plataforma',
  'app',
  'wifi',
  'botón',
  'cargador',
  'chiste',
  'broma',
  'juego',
  'fiesta',
  'manía',
  'lunes',
  'martes',
  'jueves',
  'viernes',
] as const;

/**
 * A question after a statement of understanding that opens with one of these doubts it: 'ya
 * entendí, pero ¿por qué se divide?', '… ¿o era al revés?', 'ah ya… espera, ¿y la x?'.
 */
export const DOUBT_OPENERS = ['pero', 'aunque', 'o', 'espera'] as const;

/** …unless the question moves on: 'ya entendí, pero ahora ¿cuál sigue?'. */
export const MOVING_ON = ['sigue', 'siguiente', 'seguimos', 'pasamos'] as const;

/**
 * An alternative that doubts what came before, anywhere after it, with or without a '?':
 * 'entonces se multiplica en cruz… o era al revés', 'la mitad de 3/4 es 3/8, o me equivoco'.
 */
export const DOUBT_ALTERNATIVES = ['o era', 'o eran', 'o me', 'o depende'] as const;

/** Words that give a reason inside a statement: '…, por eso el hielo flota'. */
export const CONNECTIVES = [
  'por eso',
  'x eso',
  'porque',
  'xq',
  'así que',
  'entonces',
  'es cuando',
  'es decir',
] as const;

/** A reason given inside a statement counts in a message of at least this many words. */
export const MIN_REASONED_WORDS = 7;

/**
 * Confusion in a clause with one of these is about before, not now: 'antes no me salía nada pero
 * ya…', 'llevaba una semana sin entender y ahora ya la entiendo'.
 */
export const PAST_MARKERS = [
  'antes',
  'llevaba',
  'estaba',
  'al principio',
  'ayer',
  'la otra vez',
  'el otro día',
] as const;
