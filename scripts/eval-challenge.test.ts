import { describe, expect, it } from 'vitest';

import { loadSets } from '../evals/load.ts';

import { formatChallengeScore, scoreChallenge } from './eval/challenge-score.ts';

const CHALLENGE_CASES = loadSets('challenge').flatMap((s) => s.cases);

describe('the challenge answer set', () => {
  it('has at least 100 answers, right and wrong, unique ids and (key, answer) pairs', () => {
    expect(CHALLENGE_CASES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CHALLENGE_CASES.map((c) => c.id)).size).toBe(CHALLENGE_CASES.length);
    expect(new Set(CHALLENGE_CASES.map((c) => `${c.key}|${c.answer}`)).size).toBe(
      CHALLENGE_CASES.length,
    );
    expect(CHALLENGE_CASES.filter((c) => c.correct).length).toBeGreaterThanOrEqual(50);
    expect(CHALLENGE_CASES.filter((c) => !c.correct).length).toBeGreaterThanOrEqual(50);
  });

  it('the check judges every answer as labelled', () => {
    const result = scoreChallenge(CHALLENGE_CASES);
    expect(result.misses.map((m) => m.case.id)).toEqual([]);
    expect(result.right).toBe(CHALLENGE_CASES.length);
  });

  it('the report counts a miss and names it', () => {
    const flipped = { ...CHALLENGE_CASES[0]!, correct: false };
    const result = scoreChallenge([flipped, CHALLENGE_CASES[1]!]);
    expect(result.right).toBe(1);
    expect(result.refused).toEqual([0, 1]);
    const text = formatChallengeScore(result);
    expect(text).toContain('accuracy: 1/2 = 50.0 %');
    expect(text).toContain(`${flipped.id}: ${JSON.stringify(flipped.answer)}`);
  });
});
