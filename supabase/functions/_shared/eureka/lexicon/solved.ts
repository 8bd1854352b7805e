/**
 * Part of the eureka lexicon (../eureka-lexicon.ts gathers the parts). Having solved it alone: the
 * markers, the student's own verbs, and the plans and failures that keep a marker from counting.
 */

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
