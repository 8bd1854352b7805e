/**
 * The understanding detector on the team's labelled set: the figures stay at or above the
 * committed thresholds (the set is data in eureka-cases.ts; the thresholds live here).
 */
import { describe, expect, it } from 'vitest';

import { EUREKA_NINTH_CASES } from '../supabase/functions/_shared/eureka-cases-ninth.ts';
import {
  EUREKA_CASES,
  EUREKA_HELD_OUT,
  type EurekaCategory,
} from '../supabase/functions/_shared/eureka-cases.ts';
import {
  EUREKA_PARAPHRASE_AFTER_TUNING,
  EUREKA_PARAPHRASE_CASES,
  EUREKA_PARAPHRASE_HELD_OUT,
  EUREKA_LEXICON_CASES,
} from '../supabase/functions/_shared/eureka-paraphrase-cases.ts';
import { detectEureka } from '../supabase/functions/_shared/eureka.ts';

import { scoreEureka } from './eval/eureka-score.ts';

/**
 * The committed figures (`npm run eval:eureka`): 100 % precision and recall on the labelled set,
 * which the rule was tuned on, so any regression fails; a new case the rule misses means fixing
 * the rule or lowering this figure on purpose. The held-out set keeps the goal of 95 %.
 */
const THRESHOLDS = {
  'labelled set': { precision: 1, recall: 1, categoryAccuracy: 1 },
  'held-out set': { precision: 0.95, recall: 0.95, categoryAccuracy: 0.5 },
  // Issue 19's goal, 95 % on the second set and its held-out part (measured: 100 % / 98.6 % and
  // 100 % / 100 %); the part written after tuning is measured, not tuned on (100 % / 91.7 %).
  'own-words set': { precision: 0.95, recall: 0.95, categoryAccuracy: 0.9 },
  'own-words held-out set': { precision: 0.95, recall: 0.95, categoryAccuracy: 0.5 },
  'own-words set written after tuning': { precision: 0.9, recall: 0.9, categoryAccuracy: 0.5 },
  'word-list cases': { precision: 1, recall: 1, categoryAccuracy: 1 },
  // Issue 19's goal on the ninth set, written in other voices before the detector was tuned on it
  // (before: precision 50.0 %, recall 30.0 %; after: 98.3 % / 95.0 %).
  'ninth set': { precision: 0.95, recall: 0.95, categoryAccuracy: 0.5 },
} as const;

describe('the labelled set', () => {
  it('has at least 150 messages, each class of the issue, both labels', () => {
    expect(EUREKA_CASES.length).toBeGreaterThanOrEqual(150);
    const categories = new Set(EUREKA_CASES.map((c) => c.category));
    const required: EurekaCategory[] = [
      'spec-phrase',
      'negation-near',
      'negation-far',
      'question',
      'sarcasm',
      'in-longer-message',
      'regional',
    ];
    for (const category of required) expect(categories).toContain(category);
    expect(EUREKA_CASES.filter((c) => c.expected).length).toBeGreaterThan(50);
    expect(EUREKA_CASES.filter((c) => !c.expected).length).toBeGreaterThan(50);
    expect(new Set(EUREKA_CASES.map((c) => c.text)).size).toBe(EUREKA_CASES.length);
  });
});

describe('the own-words set (eureka-paraphrase-cases.ts)', () => {
  const sets = [
    EUREKA_PARAPHRASE_CASES,
    EUREKA_PARAPHRASE_HELD_OUT,
    EUREKA_PARAPHRASE_AFTER_TUNING,
  ];
  /** The first detector's folding (case, accents, letters stretched 3+ times) and its phrases. */
  const tokenize = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/([a-z])\1{2,}/g, '$1')
      .replace(/[^a-z0-9ñ]+/g, ' ')
      .trim()
      .split(' ');
  const FIRST_PHRASES = [
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
    'ya caché',
    'ya capté',
    'ya pillo',
    'ya pillé',
    'ya agarré la onda',
    'ya veo',
  ].map((p) => tokenize(p).join(' '));

  it("has positives with none of the first detector's phrases, and more hard negatives", () => {
    const cases = sets.flat();
    expect(cases.filter((c) => c.expected).length).toBeGreaterThanOrEqual(100);
    expect(cases.filter((c) => !c.expected).length).toBeGreaterThanOrEqual(130);
    expect(new Set(cases.map((c) => c.text)).size).toBe(cases.length);
    for (const { text, expected } of cases) {
      if (!expected) continue;
      const words = ` ${tokenize(text).join(' ')} `;
      const found = FIRST_PHRASES.filter((p) => words.includes(` ${p} `));
      expect({ text, found }).toEqual({ text, found: [] });
    }
  });
});

describe.each([
  ['labelled set', EUREKA_CASES],
  ['held-out set', EUREKA_HELD_OUT],
  ['own-words set', EUREKA_PARAPHRASE_CASES],
  ['own-words held-out set', EUREKA_PARAPHRASE_HELD_OUT],
  ['own-words set written after tuning', EUREKA_PARAPHRASE_AFTER_TUNING],
  ['word-list cases', EUREKA_LEXICON_CASES],
  ['ninth set', EUREKA_NINTH_CASES],
] as const)('detectEureka on the %s', (name, cases) => {
  const score = scoreEureka(detectEureka, cases);
  const min = THRESHOLDS[name];

  it(`keeps precision and recall at or above the committed figures`, () => {
    // At 100 % the failure lists the misclassified messages.
    if (min.precision === 1 && min.recall === 1) expect(score.errors).toEqual([]);
    expect(score.overall.precision).toBeGreaterThanOrEqual(min.precision);
    expect(score.overall.recall).toBeGreaterThanOrEqual(min.recall);
  });

  it(`keeps every category's accuracy at or above the committed figure`, () => {
    for (const [category, c] of Object.entries(score.byCategory)) {
      expect({ category, accuracy: c.accuracy >= min.categoryAccuracy }).toEqual({
        category,
        accuracy: true,
      });
    }
  });
});

describe('the case classes of issue 13', () => {
  it.each([
    ['¿Esto tiene sentido para ti?', false],
    ['¿claro?', false],
    ['¿Ah sí?', false],
    ['tiene sentido?', false],
    ['no me quedó del todo claro', false],
    ['creo que no me quedó muy claro', false],
    ['claro, como si fuera tan fácil', false],
    ['Ah ok, pero no entiendo por qué', false],
    ['Ya entendí, ¿y ahora qué hago?', true],
    ['No, ya entendí', true],
    ['sin duda tiene sentido', true],
    ['ya caché', true],
    ['ya capté', true],
    ['ahhh', true],
    ['vale ya lo pillo', true],
    ['un azul claro', false],
  ])('%j -> %s', (text, expected) => {
    expect(detectEureka(text)).toBe(expected);
  });

  it('keeps every SPEC.md phrase on its own', () => {
    // SPEC.md section 4 as written, so a phrase dropped from EUREKA_PHRASES still fails here.
    const spec = `'ah', 'ya entendí', 'ahora entiendo', 'gracias, ahora entiendo', 'me quedó claro', 'tiene sentido', 'claro', 'eureka', 'perfecto, entendí', 'genial, ya'`;
    const phrases = [...spec.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(phrases).toHaveLength(10);
    for (const phrase of phrases) {
      expect({ phrase, detected: detectEureka(phrase) }).toEqual({ phrase, detected: true });
    }
  });
});
