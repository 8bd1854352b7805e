/**
 * `npm run eval:gate`: the answer gate on its labelled Spanish sets (evals/, detector gate, read
 * through evals/load.ts): the training sets (tuning-many-voices, tuned on; after-tuning-new-tasks
 * and answers-as-expressions, written after tuning and reported apart). The blind set (never tuned
 * on) is printed last as the honest estimate on unseen replies: it is in none of the figures above
 * it and never changes the exit code.
 * Prints leaks caught and false flags for the deterministic check alone and for the whole gate
 * (the check OR the scripted fake judge), per style, with the misses listed.
 *
 *   npm run eval:gate [-- --style pregunta,latex] [--json report.json]
 * Then the same sets through the streamed gate (each reply fed token by token to hold-back.ts, with
 * the check alone and with the judge): caught, false flags, and "leaked chunks: N", the released
 * chunks that state the answer in the replies the check catches whole.
 * Exit code 1 when the check alone catches fewer than 80 % of the leaks or flags any confirmation
 * or hint (docs/answer-check.md), or when a released chunk states the answer.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { type GateCase, loadSet } from '../evals/load.ts';

import {
  checkAlone,
  formatHeadline,
  formatScore,
  meetsGoal,
  score,
  type StreamedOutcome,
  streamedGate,
  streamedLeaks,
  wholeGate,
} from './eval/gate-score.ts';

const { values } = parseArgs({
  options: { style: { type: 'string' }, json: { type: 'string' } },
});

const GATE_CASES = loadSet('gate', 'tuning-many-voices');
const FRESH_GATE_CASES = loadSet('gate', 'after-tuning-new-tasks');
const EXPRESSION_GATE_CASES = loadSet('gate', 'answers-as-expressions');
const BLIND_GATE_CASES = loadSet('gate', 'types-only-writer-during-tuning');

const styles = values.style?.split(',').filter(Boolean);
const all = [...GATE_CASES, ...FRESH_GATE_CASES, ...EXPRESSION_GATE_CASES];
const cases = styles ? all.filter((c) => styles.includes(c.style)) : all;
const fresh = new Set(FRESH_GATE_CASES.map((c) => c.id));
const expressions = new Set(EXPRESSION_GATE_CASES.map((c) => c.id));
const blindCases = styles
  ? BLIND_GATE_CASES.filter((c) => styles.includes(c.style))
  : BLIND_GATE_CASES;
if (cases.length === 0) {
  console.error(`eval:gate: no case has style ${values.style}`);
  process.exit(2);
}

const check = score(cases, checkAlone);
const gate = score(cases, wholeGate);
const leaks = cases.filter((c) => c.reveals).length;
console.log(
  `eval:gate: ${cases.length} labelled replies (${leaks} leaks, ${cases.length - leaks} safe)\n`,
);
console.log(
  formatHeadline(
    'check alone, tuning set',
    score(
      cases.filter((c) => !fresh.has(c.id) && !expressions.has(c.id)),
      checkAlone,
    ),
  ),
);
console.log(
  formatHeadline(
    'check alone, second set (written after tuning; see docs)',
    score(
      cases.filter((c) => fresh.has(c.id)),
      checkAlone,
    ),
  ),
);
console.log(
  formatHeadline(
    'check alone, expression set (answers written as expressions)',
    score(
      cases.filter((c) => expressions.has(c.id)),
      checkAlone,
    ),
  ),
);
console.log('');
console.log(formatScore('Deterministic check alone (revealsAnswer), all three sets', check));
console.log('');
console.log(formatScore('Whole gate: check OR judge (scripted fake judge)', gate));

// The same sets through the streamed gate: the reply streamed token by token into the hold-back
// gate, caught when it is held back; its released chunks read back for the answer.
const streamedCheck = new Map<string, StreamedOutcome>();
const streamedWhole = new Map<string, StreamedOutcome>();
for (const c of cases) {
  streamedCheck.set(c.id, await streamedGate(c, false));
  streamedWhole.set(c.id, await streamedGate(c, true));
}
const heldBack = (outcomes: Map<string, StreamedOutcome>) => (c: GateCase) =>
  outcomes.get(c.id)?.blocked === true;
const leakedCheck = streamedLeaks(cases, streamedCheck);
const leakedWhole = streamedLeaks(cases, streamedWhole);
console.log('');
console.log(formatHeadline('streamed gate, check alone', score(cases, heldBack(streamedCheck))));
console.log(formatHeadline('streamed gate, check OR judge', score(cases, heldBack(streamedWhole))));
console.log(
  `streamed gate: ${leakedCheck.replies} replies the check catches whole released ${leakedCheck.released} chunks before their block (${leakedWhole.released} with the judge)`,
);
const leaked = leakedCheck.leaked + leakedWhole.leaked;
console.log(`leaked chunks: ${leaked}`);

// The blind block: printed apart, never in `check` (the gated goal) nor in `gate`.
const blindCheck = score(blindCases, checkAlone);
const blindGate = score(blindCases, wholeGate);
console.log('');
console.log(
  `Blind set (never tuned on): ${blindCases.length} replies (${blindCheck.leaks} leaks, ${blindCheck.safe} safe); blind estimate, not gated`,
);
console.log(formatHeadline('check alone, blind set', blindCheck));
console.log(formatHeadline('whole gate, blind set', blindGate));
console.log('');
console.log(formatScore('Blind set (never tuned on): deterministic check alone', blindCheck));

if (values.json) {
  const ids = (list: { id: string }[]) => list.map((c) => c.id);
  const plain = (s: typeof check) => ({
    ...s,
    misses: ids(s.misses),
    wrongFlags: ids(s.wrongFlags),
  });
  writeFileSync(
    values.json,
    JSON.stringify(
      {
        check: plain(check),
        gate: plain(gate),
        blind: { check: plain(blindCheck), gate: plain(blindGate) },
      },
      null,
      2,
    ),
  );
}

if (leaked > 0) {
  console.error('\neval:gate: released chunks of the streamed gate stated the answer');
  process.exitCode = 1;
}
if (!styles && !meetsGoal(check)) {
  console.error(
    '\neval:gate: below the goal (the check alone must catch ≥ 80 % of leaks with 0 false flags on confirmations and hints)',
  );
  process.exit(1);
}
