/**
 * The generated supabase/functions/_shared/safety/safety-model.generated.ts is what
 * `npm run train:safety` writes: retrained here with the stored configuration and threshold, the
 * weights must be the same bytes.
 */
import { describe, expect, it } from 'vitest';

import { loadSets } from '../evals/load.ts';
import {
  SAFETY_LEARNED_MODEL,
  SAFETY_LEARNED_TRAINING,
} from '../supabase/functions/_shared/safety/safety-model.generated.ts';

import { CANDIDATES, thresholdFor, trainingCases, trainModel } from './eval/safety-train.ts';

describe('train:safety', () => {
  it('the stored model is what training produces', () => {
    const { config, threshold } = SAFETY_LEARNED_TRAINING;
    expect(CANDIDATES).toContainEqual(config);
    expect(trainModel(trainingCases(), config, threshold)).toEqual(SAFETY_LEARNED_MODEL);
  });

  it('trains on the training sets only: no blind message is one of them', () => {
    const texts = new Set(trainingCases().map((c) => c.text));
    expect(texts.size).toBeGreaterThan(6000);
    const blind = loadSets('safety', 'blind').flatMap((set) => set.cases);
    expect(blind.length).toBeGreaterThan(2000);
    expect(blind.filter((c) => texts.has(c.text))).toEqual([]);
    // Written independently, the blind sets repeated 23 stock messages of the training sets
    // ('yanoquierovivirmas' three times among them); they were taken out of the blind sets
    // (evals/README.md), so a blind figure counts only unseen messages.
    const removed = loadSets('safety', 'blind').reduce((n, set) => n + set.removed.inTraining, 0);
    expect(removed).toBe(23);
  });

  it('the threshold flags at most the budget of harmless messages, never below 0.5', () => {
    const risks = Array.from({ length: 100 }, (_, i) => i / 100);
    const threshold = thresholdFor(risks, 0.02);
    expect(risks.filter((r) => r >= threshold)).toEqual([0.98, 0.99]);
    expect(thresholdFor([0.1, 0.2], 0.02)).toBe(0.5);
  });
});
