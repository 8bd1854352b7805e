/**
 * The words of the understanding ("eureka") detector (eureka.ts), as data. Every entry must be
 * needed by a labelled case: `eureka-lexicon.test.ts` drops each entry in turn and fails when no
 * case of eureka-cases.ts or eureka-paraphrase-cases.ts changes. Written with accents; the
 * detector folds case, accents and stretched letters.
 */

/** Statements of understanding, matched as whole words with fillers allowed in between. */
export const EUREKA_PHRASES = [
  // SPEC.md section 4
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
  // Regional forms of the same statement (issue 13, see eureka-cases.ts)
  'ya caché',
  'ya capté',
  'ya pillo',
  'ya pillé',
  'ya agarré la onda',
  'ya veo',
  // Understanding said in other words (issue 19, eureka-paraphrase-cases.ts)
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
  'con razón',
  'ya sé cómo',
  'ya sé por qué',
  'ya sé hacer',
  'la clave era',
  'el truco era',
] as const;

/** Phrases that count only when nothing follows them in their clause ('¡ahí está!' but not 'ahí está el problema'). */
export const CLAUSE_FINAL_PHRASES = ['ahí está'] as const;

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
] as const;

/** 'es como' explains by analogy only before a verb: 'es como repartir', not 'es como muy difícil'. */
export const ANALOGY_MARKERS = ['es como'] as const;

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
