/**
 * The generated supabase/functions/_shared/safety/safety-model.generated.ts is what `npm run train:safety` writes:
 * retrained here with the stored configuration and threshold, the weights must be the same bytes.
 */
import { describe, expect, it } from 'vitest';

import {
  SAFETY_LEARNED_MODEL,
  SAFETY_LEARNED_TRAINING,
} from '../supabase/functions/_shared/safety/safety-model.generated.ts';
import { screenRegex } from '../supabase/functions/_shared/safety/safety.ts';

import { SAFETY_BLIND_SETS } from './eval/safety-sets.ts';
import { CANDIDATES, thresholdFor, trainingCases, trainModel } from './eval/safety-train.ts';

describe('train:safety', () => {
  it('the stored model is what training produces', () => {
    const { config, threshold } = SAFETY_LEARNED_TRAINING;
    expect(CANDIDATES).toContainEqual(config);
    expect(trainModel(trainingCases(), config, threshold)).toEqual(SAFETY_LEARNED_MODEL);
  });

  it('trains on the tuned sets only: the blind sets share only stock phrases with them', () => {
    const texts = new Set(trainingCases().map((c) => c.text));
    expect(texts.size).toBeGreaterThan(6000);
    const blind = SAFETY_BLIND_SETS.flatMap((set) => set.cases);
    const shared = blind.filter((c) => texts.has(c.text));
    // Written independently, the blind sets repeat 23 stock messages of the tuned sets, same
    // label. The regex layer screens all as labelled but 'yanoquierovivirmas' (three times): those
    // three of the blind sets' 1,028 disclosures are caught by a learned layer that saw the message
    // (docs/tutor.md).
    expect(shared).toHaveLength(23);
    const missedByRegex = shared.filter((c) => screenRegex(c.text) !== c.label).map((c) => c.text);
    expect(missedByRegex).toEqual(Array(3).fill('yanoquierovivirmas'));
  });

  it('the threshold flags at most the budget of harmless messages, never below 0.5', () => {
    const risks = Array.from({ length: 100 }, (_, i) => i / 100);
    const threshold = thresholdFor(risks, 0.02);
    expect(risks.filter((r) => r >= threshold)).toEqual([0.98, 0.99]);
    expect(thresholdFor([0.1, 0.2], 0.02)).toBe(0.5);
  });
});
