/**
 * The understanding detector on the team's labelled set: the figures stay at or above the
 * committed thresholds (the sets are data in evals/; the thresholds live here).
 */
import { describe, expect, it } from 'vitest';

import { type EurekaCategory, loadSet, loadSets } from '../evals/load.ts';
import { eachCase } from '../supabase/functions/_shared/case-table-test-fixtures.ts';
import { PRODUCT_PHRASES } from '../supabase/functions/_shared/eureka/eureka-lexicon.ts';
import { detectEureka, detectEurekaRule } from '../supabase/functions/_shared/eureka/eureka.ts';

import { scoreEureka } from './eval/eureka-score.ts';

const EUREKA_CASES = loadSet('eureka', 'spec-phrases-and-look-alikes');
const EUREKA_HELD_OUT = loadSet('eureka', 'spec-phrases-held-out');
const EUREKA_PARAPHRASE_CASES = loadSet('eureka', 'own-words');
const EUREKA_PARAPHRASE_HELD_OUT = loadSet('eureka', 'own-words-held-out');
const EUREKA_PARAPHRASE_AFTER_TUNING = loadSet('eureka', 'own-words-after-tuning');
const EUREKA_LEXICON_CASES = loadSet('eureka', 'word-list-entry-cases');
const EUREKA_NINTH_CASES = loadSet('eureka', 'other-voices');
const EUREKA_NINTH_AFTER_TUNING = loadSet('eureka', 'other-voices-after-tuning');
const blindSet = (id: string) => {
  const set = loadSets('eureka', 'blind').find((s) => s.id === id);
  if (!set) throw new Error(`no blind set ${id}`);
  return set;
};
/** As written: the messages kept and those taken out on conversion (evals/README.md). */
const written = (set: ReturnType<typeof blindSet>) =>
  set.cases.length + set.removed.inTraining + set.removed.repeats;

/**
 * The committed figures (`npm run eval:eureka`): 100 % precision and recall on the labelled set,
 * which the rule was tuned on, so any regression fails; a new case the rule misses means fixing
 * the rule or lowering this figure on purpose. The held-out set keeps the goal of 95 %.
 */
const THRESHOLDS = {
  'labelled set': { precision: 1, recall: 1, categoryAccuracy: 1 },
  'held-out set': { precision: 0.95, recall: 0.95, categoryAccuracy: 0.5 },
  // The goal, 95 % on the second set and its held-out part (measured: 100 % / 98.6 % and
  // 100 % / 100 %); the part written after tuning is measured, not tuned on (100 % / 91.7 %).
  'own-words set': { precision: 0.95, recall: 0.95, categoryAccuracy: 0.9 },
  'own-words held-out set': { precision: 0.95, recall: 0.95, categoryAccuracy: 0.5 },
  'own-words set written after tuning': { precision: 0.9, recall: 0.9, categoryAccuracy: 0.5 },
  'word-list cases': { precision: 1, recall: 1, categoryAccuracy: 1 },
  // The same goal on the ninth set, written in other voices before the detector was tuned on it
  // (before: precision 50.0 %, recall 30.0 %; after: 98.3 % / 95.0 %).
  'ninth set': { precision: 0.95, recall: 0.95, categoryAccuracy: 0.5 },
  // Written after that tuning and not tuned on: what the word lists still miss (measured 78.6 % /
  // 68.8 %, under the goal; kept as a floor so a change that loses more fails).
  'ninth set written after tuning': { precision: 0.75, recall: 0.65, categoryAccuracy: 0 },
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

describe('the own-words sets (own-words, own-words-held-out, own-words-after-tuning)', () => {
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
  // The product's ten phrases and the regional forms the first detector also read.
  const FIRST_PHRASES = [
    ...PRODUCT_PHRASES,
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
    // 132 negatives as written; five ('ok', 'gracias', 'sí', 'mmm', 'ya') repeated the first set's
    // word for word and were dropped as repeats of the training split (evals/README.md).
    expect(cases.filter((c) => !c.expected).length).toBeGreaterThanOrEqual(127);
    expect(new Set(cases.map((c) => c.text)).size).toBe(cases.length);
    for (const { text, expected } of cases) {
      if (!expected) continue;
      const words = ` ${tokenize(text).join(' ')} `;
      const found = FIRST_PHRASES.filter((p) => words.includes(` ${p} `));
      expect({ text, found }).toEqual({ text, found: [] });
    }
  });
});

describe('the blind set', () => {
  // Their shape only: the detector's figure on each is printed by `npm run eval:eureka` and never
  // gated, so that nobody tunes on it. Each was written with at least `least` messages; those a
  // training set also holds were taken out, so it is counted as written and as kept.
  it.each([
    ['types-only-writer-during-tuning', 150],
    ['types-only-writer-eleven-subjects', 120],
  ])(
    '%s was written with at least %i messages; what is kept is distinct, about half positive',
    (id, least) => {
      const set = blindSet(id);
      expect(written(set)).toBeGreaterThanOrEqual(least);
      const positives = set.cases.filter((c) => c.expected).length;
      expect(positives / set.cases.length).toBeGreaterThanOrEqual(0.4);
      expect(positives / set.cases.length).toBeLessThanOrEqual(0.6);
      expect(new Set(set.cases.map((c) => c.text)).size).toBe(set.cases.length);
    },
  );
});

/**
 * The messages each set's detector gets wrong today, each a limit of a word rule. Any other message
 * changing verdict fails, so a change to the rule shows every case it moves, and a fixed miss is
 * taken off this list on purpose.
 */
const KNOWN_MISSES: Partial<Record<keyof typeof THRESHOLDS, string[]>> = {
  // A method listed after 'ya sé:' with no marker of understanding or of explanation.
  'own-words set': [
    'listo ya sé: primero paréntesis, luego potencias, luego multiplicación y al final sumas',
  ],
  // 'dice' reads as narration ('el adjetivo dice cómo son').
  'own-words set written after tuning': [
    'o sea que el sustantivo es el nombre de las cosas y el adjetivo dice cómo son',
  ],
  'ninth set': [
    // An analogy with a noun ('es como una receta'), and 'dice' again.
    'Es como una receta: el algoritmo dice los pasos en orden y la compu los sigue',
    // 'me entró' (Spain) is also 'me entró sueño'; not listed.
    'por fin me entró lo de las tildes: las agudas llevan si terminan en n, s o vocal',
    // 'con razón' about being tired, not about the task.
    'con razón estoy tan cansado, ya es medianoche',
  ],
  // Not tuned on (docs/eureka.md): idioms no list has, 'entiendo' + an adverb, 'tiene todo el
  // sentido'; 'no sé por qué' after solving, moving on, 'entendí que' + a plan. ('pos entonces el
  // agua sube por capilaridad…' is now read as a reason inside a statement: CONNECTIVES.)
  'ninth set written after tuning': [
    'se me hizo la luz: el denominador común es el mcm de los denominadores',
    'ya lo he cogido, muchas gracias',
    'entiendo perfectamente, la fracción impropia es mayor que uno',
    'ahora tiene todo el sentido del mundo',
    'ya me salió... pero de casualidad, no sé por qué',
    'entonces pasamos al tema siguiente de la guía',
    'ya entendí que tengo que estudiar más jaja',
  ],
};

describe.each([
  ['labelled set', EUREKA_CASES],
  ['held-out set', EUREKA_HELD_OUT],
  ['own-words set', EUREKA_PARAPHRASE_CASES],
  ['own-words held-out set', EUREKA_PARAPHRASE_HELD_OUT],
  ['own-words set written after tuning', EUREKA_PARAPHRASE_AFTER_TUNING],
  ['word-list cases', EUREKA_LEXICON_CASES],
  ['ninth set', EUREKA_NINTH_CASES],
  ['ninth set written after tuning', EUREKA_NINTH_AFTER_TUNING],
] as const)('the rule (detectEurekaRule) on the %s', (name, cases) => {
  const min = THRESHOLDS[name];

  // Scored inside each test, not when the file is collected: mutation testing (docs/mutation.md)
  // runs only the tests that call the detector, and a call made while collecting belongs to none.
  it(`keeps precision and recall at or above the committed figures`, () => {
    const score = scoreEureka(detectEurekaRule, cases);
    // At 100 % the failure lists the misclassified messages.
    if (min.precision === 1 && min.recall === 1) expect(score.errors).toEqual([]);
    expect(score.overall.precision).toBeGreaterThanOrEqual(min.precision);
    expect(score.overall.recall).toBeGreaterThanOrEqual(min.recall);
  });

  it('misclassifies only the known misses', () => {
    const score = scoreEureka(detectEurekaRule, cases);
    expect(score.errors.map((e) => e.text)).toEqual(KNOWN_MISSES[name] ?? []);
  });

  it(`keeps every category's accuracy at or above the committed figure`, () => {
    const score = scoreEureka(detectEurekaRule, cases);
    for (const [category, c] of Object.entries(score.byCategory)) {
      expect({ category, accuracy: c.accuracy >= min.categoryAccuracy }).toEqual({
        category,
        accuracy: true,
      });
    }
  });
});

describe('the case classes of the first labelled set', () => {
  eachCase('%j -> %s', detectEureka, [
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
  ]);

  it.each([
    'Eso tiene sentido',
    'me quedó claro el tema',
    'Claro que sí',
    '¡Ah, ya entendí!',
    'Gracias, ahora entiendo todo',
    'Genial, ya lo tengo',
    // Six words, the most PRODUCT_PHRASE_MAX_WORDS allows; the layer alone would drop it.
    'eso tiene sentido, no lo sabía',
  ])('%j: a short message with one of the ten phrases keeps its flag with the layer', (text) => {
    expect(detectEureka(text)).toBe(true);
  });

  it('keeps each of the ten phrases of docs/eureka.md on its own', () => {
    // The ten phrases as written, so a phrase dropped from EUREKA_PHRASES still fails here.
    const spec = `'ah', 'ya entendí', 'ahora entiendo', 'gracias, ahora entiendo', 'me quedó claro', 'tiene sentido', 'claro', 'eureka', 'perfecto, entendí', 'genial, ya'`;
    const phrases = [...spec.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(phrases).toHaveLength(10);
    for (const phrase of phrases) {
      expect({ phrase, detected: detectEureka(phrase) }).toEqual({ phrase, detected: true });
    }
  });
});
