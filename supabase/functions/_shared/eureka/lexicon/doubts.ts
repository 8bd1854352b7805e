/**
 * Part of the eureka lexicon (../eureka-lexicon.ts gathers the parts). Questions and tags after a
 * statement: a check asked for, a request for more, a tag that hedges, a doubt, and a question that
 * moves on.
 */

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
