/**
 * `npx tsx scripts/eureka-learned-experiment.ts [--blind]`: the learned-layer experiment beside the
 * understanding detector (scripts/eval/eureka-train.ts; figures in docs/admin.md). Cross-validates
 * every candidate and every combination with the rule on the tuned sets (5 folds, REPEATS fold
 * splits pooled), prints them and the
 * choice (the best F1 with precision >= 95 %). With `--blind` it then trains the chosen model on
 * every tuned case and scores rule alone and rule + model on the two blind sets: a blind set is
 * spent once read, so that flag was run at most twice, and both runs are reported.
 */
import { EUREKA_BLIND_2 } from '../supabase/functions/_shared/eureka-cases-blind-2.ts';
import { EUREKA_BLIND } from '../supabase/functions/_shared/eureka-cases-blind.ts';
import { detectEureka } from '../supabase/functions/_shared/eureka.ts';

import {
  CANDIDATES,
  type Combination,
  combinations,
  combine,
  figures,
  MIN_PRECISION,
  outOfFold,
  REPEATS,
  trainingCases,
  trainModel,
  understands,
} from './eval/eureka-train.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const label = (c: Combination) =>
  c.high === null && c.low === null
    ? 'rule alone'
    : [c.high !== null ? `OR p>=${c.high}` : '', c.low !== null ? `AND NOT p<=${c.low}` : '']
        .filter(Boolean)
        .join(' ');

const cases = trainingCases();
const expected = cases.map((c) => c.expected);
const rule = cases.map((c) => detectEureka(c.text));
console.log(
  `${cases.length} tuned messages (${expected.filter(Boolean).length} understand); rule in-sample: ${(() => {
    const f = figures(rule, expected);
    return `precision ${pct(f.precision)}, recall ${pct(f.recall)}`;
  })()}`,
);

let best: { config: (typeof CANDIDATES)[number]; combo: Combination; f1: number } | null = null;
for (const config of CANDIDATES) {
  // The REPEATS fold splits pooled: each case counted once per split.
  const p = Array.from({ length: REPEATS }, (_, r) => outOfFold(cases, config, r)).flat();
  const truth = Array.from({ length: REPEATS }, () => expected).flat();
  const rules = Array.from({ length: REPEATS }, () => rule).flat();
  const alone = figures(
    p.map((x) => x >= 0.5),
    truth,
  );
  console.log(
    `\n${JSON.stringify(config)}\n  model alone (p>=0.5): precision ${pct(alone.precision)}, recall ${pct(alone.recall)}`,
  );
  const rows = combinations().map((combo) => ({
    combo,
    f: figures(
      rules.map((r, i) => combine(r, p[i]!, combo)),
      truth,
    ),
  }));
  for (const { combo, f } of rows.filter((r) => r.f.precision >= MIN_PRECISION).slice(0, 200))
    if (combo.high === null || combo.low === null || f.f1 >= rows[0]!.f.f1)
      console.log(
        `  ${label(combo).padEnd(26)} precision ${pct(f.precision)}  recall ${pct(f.recall)}  F1 ${pct(f.f1)}`,
      );
  for (const { combo, f } of rows)
    if (f.precision >= MIN_PRECISION && (!best || f.f1 > best.f1))
      best = { config, combo, f1: f.f1 };
}
if (!best) throw new Error('no combination reaches the precision floor');
console.log(
  `\nChosen: ${JSON.stringify(best.config)} ${label(best.combo)} (CV F1 ${pct(best.f1)})`,
);

if (process.argv.includes('--blind')) {
  const model = trainModel(cases, best.config);
  for (const [name, set] of [
    ['Blind set', EUREKA_BLIND],
    ['Second blind set', EUREKA_BLIND_2],
  ] as const) {
    const truth = set.map((c) => c.expected);
    const ruleGot = set.map((c) => detectEureka(c.text));
    const both = set.map((c, i) => combine(ruleGot[i]!, understands(model, c.text), best.combo));
    const a = figures(ruleGot, truth);
    const b = figures(both, truth);
    console.log(
      `\n${name} (${set.length}): rule alone precision ${pct(a.precision)}, recall ${pct(a.recall)}; rule + model precision ${pct(b.precision)}, recall ${pct(b.recall)}`,
    );
  }
}
