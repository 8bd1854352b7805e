/**
 * Every entry of the understanding detector's word lists has a labelled case: a message of the
 * labelled sets that contains it (as whole words, folded as the detector folds), and the entries
 * whose removal changes an answer are listed, so an entry nobody wrote a case for fails here.
 */
import { describe, expect, it } from 'vitest';

import { loadSets } from '../../../../evals/load.ts';

import * as lexicon from './eureka-lexicon.ts';
import { tokenize } from './eureka.ts';

const fillers = new Set(lexicon.FILLERS.map((f) => tokenize(f).join(' ')));
/** Folded as the detector folds, fillers left out ('ya lo pillo' contains 'ya pillo'). */
const folded = (text: string) =>
  tokenize(text)
    .filter((w) => !fillers.has(w))
    .join(' ');

/** Every training set (evals/manifest.json): the lists may be tuned on them, never on a blind one. */
const allCases = loadSets('eureka', 'train').flatMap((set) => set.cases);
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
      'CONNECTIVES',
      'DENIED_AFTER',
      'DENIED_AFTER_NO',
      'DOUBT_ALTERNATIVES',
      'DOUBT_OPENERS',
      'EUREKA_PHRASES',
      'EXPLAIN_MARKERS',
      'FILLERS',
      'HYPOTHETICAL_STARTS',
      'IMPERSONAL_AFTER_NEGATOR',
      'LEAD_INS',
      'MISTAKEN_BELIEFS',
      'MOVING_ON',
      'NARRATION_WORDS',
      'NEGATORS',
      'OFF_TOPIC',
      'PAST_MARKERS',
      'PRODUCT_PHRASES',
      'REQUEST_WORDS',
      'SOLVED_FAILURES',
      'SOLVED_MARKERS',
      'SOLVED_PLANS',
      'SOLVED_VERBS',
      'TAG_NOT_AFTER',
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
