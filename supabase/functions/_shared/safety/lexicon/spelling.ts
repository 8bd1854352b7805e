/**
 * Part of the safety lexicon (../safety-lexicon.ts gathers the parts): how a message is spelled out
 * before matching, short forms written in full and key words read through one typo (safety-
 * fold.ts).
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
