/**
 * Every entry of the understanding detector's word lists has a labelled case: a message of the
 * labelled sets that contains it (as whole words, folded as the detector folds), and the entries
 * whose removal changes an answer are listed, so an entry nobody wrote a case for fails here.
 */
import { describe, expect, it } from 'vitest';

import { EUREKA_ELEVENTH } from './eureka-cases-eleventh.ts';
import { EUREKA_NINTH_CASES } from './eureka-cases-ninth.ts';
import { EUREKA_TWELFTH } from './eureka-cases-twelfth.ts';
import { EUREKA_CASES, EUREKA_HELD_OUT } from './eureka-cases.ts';
import * as lexicon from './eureka-lexicon.ts';
import {
  EUREKA_PARAPHRASE_AFTER_TUNING,
  EUREKA_PARAPHRASE_CASES,
  EUREKA_PARAPHRASE_HELD_OUT,
  EUREKA_LEXICON_CASES,
} from './eureka-paraphrase-cases.ts';
import { tokenize } from './eureka.ts';

const fillers = new Set(lexicon.FILLERS.map((f) => tokenize(f).join(' ')));
/** Folded as the detector folds, fillers left out ('ya lo pillo' contains 'ya pillo'). */
const folded = (text: string) =>
  tokenize(text)
    .filter((w) => !fillers.has(w))
    .join(' ');

const allCases = [
  ...EUREKA_CASES,
  ...EUREKA_HELD_OUT,
  ...EUREKA_PARAPHRASE_CASES,
  ...EUREKA_PARAPHRASE_HELD_OUT,
  ...EUREKA_PARAPHRASE_AFTER_TUNING,
  ...EUREKA_LEXICON_CASES,
  ...EUREKA_NINTH_CASES,
  ...EUREKA_ELEVENTH,
  ...EUREKA_TWELFTH,
];
const texts = allCases.map((c) => ` ${folded(c.text)} `);

const raw = texts.length ? allCases.map((c) => ` ${tokenize(c.text).join(' ')} `) : [];

const lists = (Object.entries(lexicon) as Array<[string, unknown]>).filter(
  (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]),
);
const entries = lists.flatMap(([name, list]) => list.map((entry) => [name, entry] as const));

describe('the eureka lexicon', () => {
  it('has every list the detector reads', () => {
    expect(lists.map(([name]) => name).sort()).toEqual([
      'ANALOGY_MARKERS',
      'CHECK_QUESTIONS',
      'CLAUSE_FINAL_CONFUSION',
      'CLAUSE_FINAL_PHRASES',
      'COLOURS',
      'CONFUSION_PHRASES',
      'DENIED_AFTER',
      'DENIED_AFTER_NO',
      'EUREKA_PHRASES',
      'EXPLAIN_MARKERS',
      'FILLERS',
      'HYPOTHETICAL_STARTS',
      'IMPERSONAL_AFTER_NEGATOR',
      'LEAD_INS',
      'MISTAKEN_BELIEFS',
      'NARRATION_WORDS',
      'NEGATORS',
      'PRODUCT_PHRASES',
      'REQUEST_WORDS',
      'SOLVED_FAILURES',
      'SOLVED_MARKERS',
      'SOLVED_PLANS',
      'SOLVED_VERBS',
      'TAG_QUESTIONS',
    ]);
  });

  it.each(entries)('%s: %j has a labelled case', (name, entry) => {
    const words = ` ${name === 'FILLERS' ? tokenize(entry).join(' ') : folded(entry)} `;
    const haystack = name === 'FILLERS' ? raw : texts;
    expect(
      haystack.some((text) => text.includes(words)),
      `no labelled message contains ${name} ${entry}`,
    ).toBe(true);
  });
});
