/**
 * `npm run train:eureka`: trains the understanding detector's learned layer on the tuned labelled
 * sets (scripts/eval/eureka-train.ts), prints each candidate's best cross-validated combination and
 * writes the chosen model to supabase/functions/_shared/eureka/eureka-model.generated.ts. Deterministic: the same
 * sets give the same file. The blind sets are never read.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

import {
  describe,
  renderModelModule,
  select,
  storedModel,
  trainingCases,
  trainModel,
} from './eval/eureka-train.ts';

const OUT = 'supabase/functions/_shared/eureka/eureka-model.generated.ts';

const started = Date.now();
const selection = select(console.log);
console.log(`\n${describe({ high: null, low: null, minWords: 0, veto: false }, selection.rule)}`);
console.log(
  `Chosen: ${JSON.stringify(selection.config)} ${describe(selection.combination, selection.chosen)}`,
);
const stored = storedModel(trainModel(trainingCases(), selection.config), selection.combination);
writeFileSync(OUT, renderModelModule(selection, stored));
execFileSync('npx', ['prettier', '--write', OUT], { stdio: 'inherit' });
console.log(`Wrote ${OUT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
