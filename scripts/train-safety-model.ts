/**
 * `npm run train:safety`: trains the offline safety screen's learned layer on the tuned labelled
 * sets (scripts/eval/safety-train.ts), prints each candidate's cross-validation figures and writes
 * the chosen model to supabase/functions/_shared/safety/safety-model.generated.ts. Deterministic: the same sets give
 * the same file. The blind seventh and ninth sets are never read.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

import { renderModelModule, selectAndTrain } from './eval/safety-train.ts';

const OUT = 'supabase/functions/_shared/safety/safety-model.generated.ts';
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

const started = Date.now();
const { results, best, model } = selectAndTrain();
for (const r of results)
  console.log(
    `${JSON.stringify(r.config)}\n  threshold ${r.threshold.toFixed(3)}  recall ${percent(r.recall)}  category ${percent(r.categoryAccuracy)}  false positives ${percent(r.falsePositiveRate)}`,
  );
console.log(`\nChosen: ${JSON.stringify(best.config)} threshold ${best.threshold.toFixed(3)}`);
writeFileSync(OUT, renderModelModule(model, best));
execFileSync('npx', ['prettier', '--write', OUT], { stdio: 'inherit' });
console.log(`Wrote ${OUT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
