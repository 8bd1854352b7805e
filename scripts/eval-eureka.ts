/**
 * `npm run eval:eureka`: precision, recall and the confusion per category of the understanding
 * detector on the team's labelled set (and on the held-out part written after tuning).
 * `--json` prints the figures as JSON instead of tables.
 */
import { EUREKA_CASES, EUREKA_HELD_OUT } from '../supabase/functions/_shared/eureka-cases.ts';
import { detectEureka } from '../supabase/functions/_shared/eureka.ts';

import { formatEurekaScore, scoreEureka } from './eval/eureka-score.ts';

const main = scoreEureka(detectEureka, EUREKA_CASES);
const heldOut = scoreEureka(detectEureka, EUREKA_HELD_OUT);
const all = scoreEureka(detectEureka, [...EUREKA_CASES, ...EUREKA_HELD_OUT]);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ set: main, heldOut, all }, null, 2));
} else {
  console.log(`Labelled set (${EUREKA_CASES.length} messages)\n`);
  console.log(formatEurekaScore(main));
  console.log(`\nHeld-out set (${EUREKA_HELD_OUT.length} messages, written after tuning)\n`);
  console.log(formatEurekaScore(heldOut));
  const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);
  console.log(
    `\nAll ${all.overall.cases} messages: precision ${pct(all.overall.precision)}, recall ${pct(all.overall.recall)}`,
  );
}
