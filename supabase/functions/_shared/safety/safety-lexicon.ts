/**
 * The offline safety screen's lexicon, as data: named lists of alternatives and, per
 * category, rule templates that combine them. Templates are regular expressions over the folded
 * message (safety-fold.ts) written in ordinary Spanish without accents; `{NAME}` stands for any entry
 * of the list NAME, `~N~` for up to N words, and a space may be missing ('mequieromorir'). Every
 * entry of every list and every alternative of a template is needed by a labelled case
 * (safety-lexicon.test.ts). The parts live in lexicon/, one file per kind (spelling, lists,
 * contexts, rules); this file gathers them, so the screen and its test read the lexicon as one.
 */
export * from './lexicon/contexts.ts';
export * from './lexicon/lists.ts';
export * from './lexicon/rules.ts';
export * from './lexicon/spelling.ts';
