/**
 * Part of the eureka lexicon (../eureka-lexicon.ts gathers the parts). Explanations in the
 * student's own words: the markers that open one, how long it must be, and what makes it a story, a
 * general statement, a bare answer or a reason given inside a statement.
 */

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

/**
 * An explanation that is only the answer: 'entonces el resultado es 42', 'entonces da 18 metros
 * cuadrados'. An explanation of at most this many words with a number in it is a bare answer.
 */
export const BARE_ANSWER_MAX_WORDS = 5;

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
