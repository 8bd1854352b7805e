/**
 * `npm run eval:challenge`: the challenge answer check (supabase/functions/_shared/challenge/challenge-check.ts)
 * on the labelled set of student answers (evals/, detector challenge). Prints the accuracy, right
 * answers accepted and wrong ones refused, per style, and every miss.
 *
 *   npm run eval:challenge [-- --style signo,latex]
 * Exit code 1 when any case is misjudged (the goal is 100 % on the set).
 */
import { parseArgs } from 'node:util';

import { loadSets } from '../evals/load.ts';

import { formatChallengeScore, scoreChallenge } from './eval/challenge-score.ts';

const CHALLENGE_CASES = loadSets('challenge').flatMap((s) => s.cases);

const { values } = parseArgs({ options: { style: { type: 'string' } } });
const styles = values.style?.split(',').filter(Boolean);
const cases = styles ? CHALLENGE_CASES.filter((c) => styles.includes(c.style)) : CHALLENGE_CASES;
if (cases.length === 0) {
  console.error(`eval:challenge: no case has style ${values.style}`);
  process.exit(2);
}
const result = scoreChallenge(cases);
console.log(formatChallengeScore(result));
if (result.misses.length > 0) {
  console.error(`\neval:challenge: ${result.misses.length} misjudged (the goal is 100 %)`);
  process.exit(1);
}
