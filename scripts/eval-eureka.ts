/**
 * `npm run eval:eureka`: precision, recall and the confusion per category of the understanding
 * detector on both labelled sets: the first one (eureka-cases.ts: the phrases and their look-alikes)
 * and the second one (eureka-paraphrase-cases.ts: understanding said in the student's own words,
 * with its held-out part and the part written after tuning). `--json` prints the figures as JSON.
 * In a turn the judge's `student_understands` is the second opinion beside the detector
 * (gate.ts decideEureka); this script measures the detector, which is all an offline turn has.
 */
import {
  EUREKA_NINTH_AFTER_TUNING,
  EUREKA_NINTH_CASES,
} from '../supabase/functions/_shared/eureka-cases-ninth.ts';
import { EUREKA_CASES, EUREKA_HELD_OUT } from '../supabase/functions/_shared/eureka-cases.ts';
import {
  EUREKA_PARAPHRASE_AFTER_TUNING,
  EUREKA_PARAPHRASE_CASES,
  EUREKA_PARAPHRASE_HELD_OUT,
  EUREKA_LEXICON_CASES,
} from '../supabase/functions/_shared/eureka-paraphrase-cases.ts';
import { detectEureka } from '../supabase/functions/_shared/eureka.ts';

import { formatEurekaScore, scoreEureka } from './eval/eureka-score.ts';

export const EUREKA_SETS = [
  ['First set (phrases and look-alikes)', EUREKA_CASES],
  ['First set, held out', EUREKA_HELD_OUT],
  ['Second set (own words)', EUREKA_PARAPHRASE_CASES],
  ['Second set, held out', EUREKA_PARAPHRASE_HELD_OUT],
  ['Second set, written after tuning', EUREKA_PARAPHRASE_AFTER_TUNING],
  ['Cases for the word lists', EUREKA_LEXICON_CASES],
  ['Ninth set (other voices, written before its tuning)', EUREKA_NINTH_CASES],
  ['Ninth set, written after tuning', EUREKA_NINTH_AFTER_TUNING],
] as const;

const scores = EUREKA_SETS.map(([name, cases]) => ({
  name,
  cases: cases.length,
  score: scoreEureka(detectEureka, cases),
}));
const all = scoreEureka(
  detectEureka,
  EUREKA_SETS.flatMap(([, cases]) => cases),
);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ sets: scores, all }, null, 2));
} else {
  for (const { name, cases, score } of scores) {
    console.log(`\n${name} (${cases} messages)\n`);
    console.log(formatEurekaScore(score));
  }
  const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);
  console.log(
    `\nAll ${all.overall.cases} messages: precision ${pct(all.overall.precision)}, recall ${pct(all.overall.recall)}`,
  );
}
