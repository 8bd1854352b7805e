/**
 * Part of the eureka lexicon (../eureka-lexicon.ts gathers the parts). What takes a statement back
 * or shows the student still lost: confusion, negators, words after a phrase that deny it,
 * hypotheses, a belief found wrong, and confusion about before.
 */

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

/** A belief the student then found wrong: 'pensé que lo había entendido pero…', 'creí que ya lo tenía'. */
export const MISTAKEN_BELIEFS = ['pensé', 'creí', 'creía'] as const;

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
