/** Scoring of `npm run eval:challenge`: accuracy, per style, the misses with the check's reason. */
import type { ChallengeCase } from '../../evals/load.ts';
import {
  checkChallengeAnswer,
  type ChallengeReason,
} from '../../supabase/functions/_shared/challenge/challenge-check.ts';

export interface ChallengeMiss {
  case: ChallengeCase;
  reason: ChallengeReason;
}

export interface ChallengeScore {
  total: number;
  right: number;
  /** Right answers accepted, of all right answers. */
  accepted: [number, number];
  /** Wrong answers refused, of all wrong answers. */
  refused: [number, number];
  byStyle: Map<string, [number, number]>;
  misses: ChallengeMiss[];
}

export function scoreChallenge(cases: readonly ChallengeCase[]): ChallengeScore {
  const score: ChallengeScore = {
    total: cases.length,
    right: 0,
    accepted: [0, 0],
    refused: [0, 0],
    byStyle: new Map(),
    misses: [],
  };
  for (const c of cases) {
    const verdict = checkChallengeAnswer(c.answer, c);
    const ok = verdict.correct === c.correct;
    const side = c.correct ? score.accepted : score.refused;
    side[1] += 1;
    const style = score.byStyle.get(c.style) ?? [0, 0];
    style[1] += 1;
    if (ok) {
      score.right += 1;
      side[0] += 1;
      style[0] += 1;
    } else score.misses.push({ case: c, reason: verdict.reason });
    score.byStyle.set(c.style, style);
  }
  return score;
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);

export function formatChallengeScore(s: ChallengeScore): string {
  const lines = [
    `eval:challenge: ${s.total} labelled answers (${s.accepted[1]} right, ${s.refused[1]} wrong)`,
    `accuracy: ${s.right}/${s.total} = ${pct(s.right, s.total)}`,
    `right answers accepted: ${s.accepted[0]}/${s.accepted[1]} = ${pct(...s.accepted)}`,
    `wrong answers refused: ${s.refused[0]}/${s.refused[1]} = ${pct(...s.refused)}`,
    '',
    'per style:',
    ...[...s.byStyle].map(([style, [ok, n]]) => `  ${style.padEnd(14)} ${ok}/${n}`),
  ];
  if (s.misses.length > 0) {
    lines.push('', 'misses:');
    for (const { case: c, reason } of s.misses) {
      const key = c.answers.join(' | ');
      lines.push(
        `  ${c.id}: ${JSON.stringify(c.answer)} (key ${key}) labelled ${c.correct ? 'right' : 'wrong'}, check said ${reason}`,
      );
    }
  }
  return lines.join('\n');
}
