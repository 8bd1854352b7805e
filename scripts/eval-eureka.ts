/**
 * `npm run eval:eureka`: precision, recall and the confusion per category of the understanding
 * detector (the rule and its learned layer, as detectEureka combines them) on the tuned labelled
 * sets of evals/manifest.json. The learned layer is trained on these, so their figures are
 * in-sample. The blind sets (never tuned or trained on) are printed apart, with the rule alone beside
 * them, as the honest estimate on unseen messages: they are not in the "All" line and change no
 * exit code. `--json` prints the figures as JSON.
 * In a turn the judge's `student_understands` is the second opinion beside the detector
 * (gate.ts decideEureka); this script measures the detector, which is all an offline turn has.
 */
import { loadSets } from '../evals/load.ts';
import { detectEureka, detectEurekaRule } from '../supabase/functions/_shared/eureka/eureka.ts';

import { formatEurekaScore, scoreEureka } from './eval/eureka-score.ts';

const TUNED = loadSets('eureka', 'train');
const BLIND = loadSets('eureka', 'blind');

const scores = TUNED.map(({ title: name, cases }) => ({
  name,
  cases: cases.length,
  score: scoreEureka(detectEureka, cases),
}));
const all = scoreEureka(
  detectEureka,
  TUNED.flatMap((set) => set.cases),
);
const blind = BLIND.map(({ title: name, cases }) => ({
  name,
  cases: cases.length,
  score: scoreEureka(detectEureka, cases),
  rule: scoreEureka(detectEurekaRule, cases).overall,
}));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ sets: scores, all, blind }, null, 2));
} else {
  for (const { name, cases, score } of scores) {
    console.log(`\n${name} (${cases} messages)\n`);
    console.log(formatEurekaScore(score));
  }
  const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);
  console.log(
    `\nAll ${all.overall.cases} messages: precision ${pct(all.overall.precision)}, recall ${pct(all.overall.recall)}`,
  );
  for (const set of blind) {
    console.log(`\n${set.name} (${set.cases} messages): blind estimate, not gated\n`);
    console.log(formatEurekaScore(set.score));
  }
  const pooled = scoreEureka(
    detectEureka,
    BLIND.flatMap((set) => set.cases),
  ).overall;
  console.log(
    `\nAll blind sets together (${pooled.cases} messages): precision ${pct(pooled.precision)}, recall ${pct(pooled.recall)} (blind estimate, not gated)`,
  );
  for (const set of blind)
    console.log(
      `${set.name}: precision ${pct(set.score.overall.precision)}, recall ${pct(set.score.overall.recall)} (the rule alone: ${pct(set.rule.precision)} / ${pct(set.rule.recall)}; blind estimate, not gated)`,
    );
}
