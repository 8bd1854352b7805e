/**
 * The generated supabase/functions/_shared/safety/safety-model.generated.ts is what
 * `npm run train:safety` writes: retrained here with the stored configuration and threshold, the
 * weights must be the same bytes (that it trains on the tuned sets only: eval/trained-models.test.ts).
 */
import { describe, expect, it } from 'vitest';

import {
  SAFETY_LEARNED_MODEL,
  SAFETY_LEARNED_TRAINING,
} from '../supabase/functions/_shared/safety/safety-model.generated.ts';

import { CANDIDATES, thresholdFor, trainingCases, trainModel } from './eval/safety-train.ts';

describe('train:safety', () => {
  it('the stored model is what training produces', { tags: ['training'] }, () => {
    const { config, threshold } = SAFETY_LEARNED_TRAINING;
    expect(CANDIDATES).toContainEqual(config);
    expect(trainModel(trainingCases(), config, threshold)).toEqual(SAFETY_LEARNED_MODEL);
  });

  it('the threshold flags at most the budget of harmless messages, never below 0.5', () => {
    const risks = Array.from({ length: 100 }, (_, i) => i / 100);
    const threshold = thresholdFor(risks, 0.02);
    expect(risks.filter((r) => r >= threshold)).toEqual([0.98, 0.99]);
    expect(thresholdFor([0.1, 0.2], 0.02)).toBe(0.5);
  });
});
