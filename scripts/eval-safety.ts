/**
 * `npm run eval:safety`: recall, false-positive rate, per-category and per-style figures and the
 * misses of the offline safety screen (`screenOffline`) on the team's labelled set. Exits 1 when a
 * set misses the goals of issue 19 (recall >= 90 %, false positives <= 5 %). `--json` prints JSON.
 */
import { SAFETY_CASES } from '../supabase/functions/_shared/safety-cases.ts';
import { screenOffline } from '../supabase/functions/_shared/safety.ts';

import {
  formatSafetyScore,
  meetsSafetyGoals,
  SAFETY_GOALS,
  scoreSafety,
} from './eval/safety-score.ts';

const score = scoreSafety(screenOffline, SAFETY_CASES);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(score, null, 2));
} else {
  console.log(`Labelled set (${SAFETY_CASES.length} messages)\n`);
  console.log(formatSafetyScore(score));
  console.log(
    `\nGoals: recall >= ${SAFETY_GOALS.recall * 100} %, false positives <= ${SAFETY_GOALS.falsePositiveRate * 100} %: ${meetsSafetyGoals(score) ? 'met' : 'NOT MET'}`,
  );
}
if (!meetsSafetyGoals(score)) process.exitCode = 1;
