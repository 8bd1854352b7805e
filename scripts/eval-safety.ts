/**
 * `npm run eval:safety`: recall, false-positive rate, per-category and per-style figures and the
 * misses of the offline safety screen (`screenOffline`) on the labelled sets of evals/manifest.json. Exits 1
 * when a set the screen was tuned on misses the goals of issue 19 (recall >= 90 %, false positives
 * <= 5 %): a regression. The blind sets (split `blind`, never tuned on) are printed as
 * the honest estimate on unseen messages, not gated (tuning on one would make it one more tuned
 * set). `--json` prints the scores as JSON.
 */
import { loadSets } from '../evals/load.ts';
import { screenOffline } from '../supabase/functions/_shared/safety/safety.ts';

import {
  formatSafetyScore,
  meetsSafetyGoals,
  SAFETY_GOALS,
  scoreSafety,
} from './eval/safety-score.ts';

const sets = loadSets('safety').map((set) => ({
  name: set.title,
  cases: set.cases,
  blind: set.split === 'blind',
  score: scoreSafety(screenOffline, set.cases),
}));
const gated = sets.filter((set) => !set.blind);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(Object.fromEntries(sets.map((s) => [s.name, s.score])), null, 2));
} else {
  for (const set of sets) {
    console.log(`\n${set.name}: ${set.cases.length} messages\n`);
    console.log(formatSafetyScore(set.score));
  }
  console.log(
    `\nGoals: recall >= ${SAFETY_GOALS.recall * 100} %, false positives <= ${SAFETY_GOALS.falsePositiveRate * 100} %`,
  );
  for (const set of sets)
    console.log(
      `  ${set.name}: ${meetsSafetyGoals(set.score) ? 'met' : 'NOT MET'}${set.blind ? ' (blind estimate, not gated)' : ''}`,
    );
  const blind = scoreSafety(
    screenOffline,
    loadSets('safety', 'blind').flatMap((set) => set.cases),
  );
  const pct = (x: number | null) => `${((x ?? 0) * 100).toFixed(1)} %`;
  console.log(
    `  All blind sets together: recall ${pct(blind.overall.recall)}, false positives ${pct(blind.overall.falsePositiveRate)} (${meetsSafetyGoals(blind) ? 'met' : 'NOT MET'}; blind estimate, not gated)`,
  );
}
if (!gated.every((set) => meetsSafetyGoals(set.score))) process.exitCode = 1;
