/**
 * Each learned layer trains on its training sets only (no blind message among them), and the
 * generated layers are not stale: the hash of what training reads (every tuned case's
 * label and features, the configuration, the seed) equals the one `npm run train:eureka` and
 * `npm run train:safety` recorded beside the weights. A changed labelled set, feature extraction or
 * configuration fails here in seconds; retraining and comparing the weights themselves takes minutes
 * and runs in `npm run test:training` (eureka-train.test.ts, train-safety-model.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { loadSets } from '../../evals/load.ts';
import { EUREKA_LEARNED_TRAINING } from '../../supabase/functions/_shared/eureka/eureka-model.generated.ts';
import { SAFETY_LEARNED_TRAINING } from '../../supabase/functions/_shared/safety/safety-model.generated.ts';

import * as eureka from './eureka-train.ts';
import * as safety from './safety-train.ts';

const RETRAIN = 'the labelled data or the features changed since training: retrain and commit';

describe('the learned layer of', () => {
  it.each([
    [
      'eureka' as const,
      {
        texts: () => eureka.trainingCases().map((c) => c.text),
        training: (n: number) => expect(n).toBe(5216),
        blindAtLeast: 2800,
        // Written independently, the blind sets repeated 261 stock messages of the training sets
        // ('ok', 'gracias', 'x=4', 'cuando lo entienda te aviso'...).
        removed: 261,
      },
    ],
    [
      'safety' as const,
      {
        texts: () => safety.trainingCases().map((c) => c.text),
        training: (n: number) => expect(n).toBeGreaterThan(6000),
        blindAtLeast: 2000,
        // Written independently, the blind sets repeated 23 stock messages of the training sets
        // ('yanoquierovivirmas' three times among them).
        removed: 23,
      },
    ],
  ] as const)(
    '%s trains on the training sets only: no blind message is one of them',
    (detector, row) => {
      const texts = new Set(row.texts());
      row.training(texts.size);
      const blind = loadSets(detector, 'blind').flatMap((set) => set.cases);
      expect(blind.length).toBeGreaterThan(row.blindAtLeast);
      expect(blind.filter((c) => texts.has(c.text))).toEqual([]);
      // The repeats were taken out of the blind sets (evals/README.md), so a blind figure counts
      // only unseen messages.
      const removed = loadSets(detector, 'blind').reduce((n, set) => n + set.removed.inTraining, 0);
      expect(removed).toBe(row.removed);
    },
  );
});

describe('the generated models were trained on the current inputs', () => {
  it('eureka-model.generated.ts (npm run train:eureka)', () => {
    const { config, inputs } = EUREKA_LEARNED_TRAINING;
    expect(eureka.CANDIDATES).toContainEqual(config);
    expect(eureka.trainingInputs(eureka.trainingCases(), config), RETRAIN).toBe(inputs);
  });

  it('safety-model.generated.ts (npm run train:safety)', () => {
    const { config, threshold, inputs } = SAFETY_LEARNED_TRAINING;
    expect(safety.CANDIDATES).toContainEqual(config);
    expect(safety.trainingInputs(safety.trainingCases(), config, threshold), RETRAIN).toBe(inputs);
  });

  it('the hash changes with one label, one text or one setting', () => {
    // A slice of the cases is enough to see each change; hashing all of them five times is slow.
    const cases = eureka.trainingCases().slice(0, 300);
    const { config } = EUREKA_LEARNED_TRAINING;
    const base = eureka.trainingInputs(cases, config);
    const flipped = cases.map((c, i) => (i === 7 ? { ...c, expected: !c.expected } : c));
    const edited = cases.map((c, i) => (i === 7 ? { ...c, text: `${c.text} otra vez` } : c));
    expect(eureka.trainingInputs(flipped, config)).not.toBe(base);
    expect(eureka.trainingInputs(edited, config)).not.toBe(base);
    expect(eureka.trainingInputs(cases, { ...config, epochs: config.epochs + 1 })).not.toBe(base);
    expect(eureka.trainingInputs(cases.slice(1), config)).not.toBe(base);
  });
});
