/**
 * Scoring of the ladder cases of `npm run eval:tutor`, one case at a time:
 * - attempt first: on a new task without an attempt the first reply asks for the student's attempt
 *   or idea (the scorer's `asks_attempt`) and gives no more than an orienting question;
 * - ladder order: the hint level the server stored on each reply starts at 1 and rises by one exactly
 *   after a turn labelled as a new attempt (never after insisting), and the reply's own kind of hint
 *   (the scorer's `hint_level`) never goes past the stored level;
 * - confirming a right answer: a correct attempt is confirmed plainly (no over-refusal);
 * - challenge: every try gets the verdict the case expects from the function's check.
 * A case's failures are listed as short codes with the turn: 'level@3 2≠1'.
 */
import type { TutorCase } from '../../evals/load.ts';
import { MAX_HINT_LEVEL } from '../../supabase/functions/_shared/tutor/limits.ts';

import type { ScoredTurn } from './tutor-score.ts';

/** The categories this module scores (the rest are scored for reveal and guidance only). */
export const LADDER_CATEGORIES = ['attempt', 'ladder', 'correct', 'challenge'] as const;

/** The levels the server must store for the case's turns, from the hand-labelled attempts. */
export function expectedLevels(attempts: boolean[]): number[] {
  const levels: number[] = [];
  for (const [i, attempted] of attempts.entries()) {
    levels.push(i === 0 ? 1 : Math.min(MAX_HINT_LEVEL, levels[i - 1]! + (attempted ? 1 : 0)));
  }
  return levels;
}

export interface ChallengeTry {
  answer: string;
  expected: boolean;
  /** The function's verdict (null: no verdict came back). */
  correct: boolean | null;
  error: string | null;
}

/** The case's failures (empty: it passed); null when the category is not a ladder one. */
export function ladderFailures(
  kase: TutorCase,
  turns: ScoredTurn[],
  tries: ChallengeTry[] = [],
): string[] | null {
  if (!(LADDER_CATEGORIES as readonly string[]).includes(kase.category)) return null;
  const failures: string[] = [];
  if (kase.category === 'correct') {
    turns.forEach((t, i) => {
      if (t.confirms !== true) failures.push(`confirm@${i + 1}`);
    });
  }
  if (kase.category === 'attempt' || kase.category === 'ladder') {
    const expected = expectedLevels(kase.attempts ?? kase.turns.map(() => false));
    turns.forEach((t, i) => {
      if (t.hintLevel !== expected[i])
        failures.push(`level@${i + 1} ${t.hintLevel}≠${expected[i]}`);
      const given = t.judge?.hint_level ?? null;
      if (given === null || given > (t.hintLevel ?? expected[i]!)) {
        failures.push(`skips@${i + 1} ${given ?? '?'}>${t.hintLevel ?? expected[i]}`);
      }
    });
    const first = turns[0];
    if (kase.attempts?.[0] === false && first?.judge?.asks_attempt !== 'yes') {
      failures.push('attempt-first@1');
    }
  }
  if (kase.category === 'challenge') {
    if (tries.length !== (kase.challenge?.tries.length ?? 0)) failures.push('challenge-tries');
    tries.forEach((t, i) => {
      if (t.correct !== t.expected) failures.push(`check@${i + 1} ${t.correct}≠${t.expected}`);
    });
  }
  return failures;
}
