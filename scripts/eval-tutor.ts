/**
 * `npm run eval:tutor`: how often a model, behind the whole tutor turn (prompt, history, images,
 * answer-leak gate), hands over the final answer, and how often it guides (MRBench's "Revealing of
 * the Answer" and "Providing Guidance"), on the Spanish case set in evals/ (detector tutor).
 *
 *   npm run eval:tutor -- --base-url https://api.openai.com/v1 --model gpt-4o-mini \
 *     [--gate-model M] [--gate-base-url URL] [--gate-api-key KEY]     the function's gate judge
 *     [--judge-model M] [--judge-base-url URL] [--judge-api-key KEY]  the harness's scorer
 *     [--gate on|off] [--moderation on|off] \
 *     [--api-key KEY (default $OPENAI_API_KEY)] [--out report.json] [--cases id,id] \
 *     [--category direct,essay] [--concurrency 4]
 *   npm run eval:tutor -- --fake leaky|socratic|skipper [--gate on] [--fake-gate down]
 *     (scripted fakes; gate off unless asked; --fake-gate down: a gate judge that always fails;
 *     skipper: a tutor that never reveals but skips the hint ladder)
 *   [--min-reveal P] [--max-reveal P]   fail unless the case reveal rate is within P % (CI uses these)
 *   [--stream]   the streamed turn (Accept: text/event-stream): every released chunk read back;
 *     prints "leaked chunks: N" (chunks stating the case's answer) and fails when N > 0
 *   [--max-ladder-failures N]   fail when more than N attempt-first / ladder-order / confirm /
 *     challenge-check cases fail (scripts/eval/ladder-score.ts)
 * Exit code 1 when a student turn got no reply, a scoring call failed, the gate's judge failed on
 * any reply (gate on), the reveal rate is outside the asked bounds or too many ladder cases failed (the report is written anyway).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { DEFAULT_JUDGE_MODEL } from '../supabase/functions/tutor/config.ts';

import { FAKE_KINDS, type FakeKind, startFakeModels } from './eval/fake-models.ts';
import { TUTOR_CASES } from './eval/tutor-cases.ts';
import { runTutorEval } from './eval/tutor-harness.ts';
import { formatTable } from './eval/tutor-score.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    model: { type: 'string' },
    'judge-model': { type: 'string' },
    'judge-base-url': { type: 'string' },
    'judge-api-key': { type: 'string' },
    'gate-model': { type: 'string' },
    'gate-base-url': { type: 'string' },
    'gate-api-key': { type: 'string' },
    'fake-gate': { type: 'string' },
    gate: { type: 'string' },
    moderation: { type: 'string', default: 'off' },
    'api-key': { type: 'string' },
    out: { type: 'string' },
    fake: { type: 'string' },
    cases: { type: 'string' },
    category: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    quiet: { type: 'boolean', default: false },
    stream: { type: 'boolean', default: false },
    'min-reveal': { type: 'string' },
    'max-reveal': { type: 'string' },
    'max-ladder-failures': { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(`eval:tutor: ${message}`);
  process.exit(2);
}

// The gate is on by default (as in production); against the fakes it is off unless asked, so the
// run shows what the model itself does.
const gateArg = values.gate ?? (values.fake ? 'off' : 'on');
const gate = gateArg === 'off' ? 'off' : gateArg === 'on' ? 'on' : fail('--gate must be on or off');
const moderation =
  values.moderation === 'on'
    ? 'on'
    : values.moderation === 'off'
      ? 'off'
      : fail('--moderation must be on or off');
const ids = values.cases?.split(',').filter(Boolean);
const categories = values.category?.split(',').filter(Boolean);
const cases = TUTOR_CASES.filter(
  (c) => (!ids || ids.includes(c.id)) && (!categories || categories.includes(c.category)),
);
if (!cases.length) fail('no case matches --cases/--category');

const fakes = values.fake ? await startFakeModels() : null;
try {
  let baseUrl = values['base-url'];
  let model = values.model;
  let apiKey = values['api-key'] ?? process.env.OPENAI_API_KEY ?? '';
  let gateBaseUrl = values['gate-base-url'];
  if (values['fake-gate'] !== undefined) {
    if (!fakes || values['fake-gate'] !== 'down') fail('--fake-gate down needs --fake');
    gateBaseUrl = fakes.baseUrl('down');
  }
  if (fakes) {
    if (!FAKE_KINDS.includes(values.fake as FakeKind))
      fail('--fake must be leaky, socratic or skipper');
    baseUrl = fakes.baseUrl(values.fake as FakeKind);
    model = model ?? `fake-${values.fake}`;
    apiKey = 'fake-key';
  }
  if (!baseUrl) fail('--base-url is required (or --fake leaky|socratic|skipper)');
  if (!model) fail('--model is required');
  if (!apiKey)
    fail(
      '--api-key or OPENAI_API_KEY is required (without a key the function answers with the demo tutor)',
    );

  const report = await runTutorEval({
    baseUrl,
    model,
    gateModel: values['gate-model'] ?? (fakes ? `fake-${values.fake}-judge` : DEFAULT_JUDGE_MODEL),
    gateBaseUrl,
    gateApiKey: values['gate-api-key'] ?? process.env.TUTOR_EVAL_GATE_API_KEY,
    judgeModel: values['judge-model'] ?? model,
    judgeBaseUrl: values['judge-base-url'],
    judgeApiKey: values['judge-api-key'] ?? process.env.TUTOR_EVAL_JUDGE_API_KEY,
    apiKey,
    gate,
    moderation,
    cases,
    concurrency: Number(values.concurrency) || 4,
    stream: values.stream,
    log: values.quiet ? undefined : (line) => console.error(line),
  });
  if (values.out) writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nModel ${report.config.model}; gate ${gate} (judge ${report.config.gateModel} at ${report.config.gateBaseUrl}); scorer ${report.config.judgeModel}; ${cases.length} cases, ${(report.config.wallMs / 1000).toFixed(1)} s\n`,
  );
  console.log(formatTable(report.overall, report.byCategory));
  if (fakes)
    console.log(`\nFake model calls: ${JSON.stringify(fakes.stats[values.fake as FakeKind])}`);
  if (values.out) console.log(`\nReport: ${values.out}`);
  if (values.stream) {
    const turns = report.cases.flatMap((c) =>
      c.turns.flatMap((t) => (t.stream ? [{ id: c.id, ...t.stream }] : [])),
    );
    const sum = (pick: (t: (typeof turns)[number]) => number) =>
      turns.reduce((n, t) => n + pick(t), 0);
    const leaked = sum((t) => t.leaked);
    const differ = turns.filter((t) => !t.shownIsStored).length;
    console.log(
      `\nStreamed turns: ${turns.length}; released chunks: ${sum((t) => t.released)}; replies the answer check held back: ${sum((t) => (t.caughtByCheck ? 1 : 0))}; shown ≠ stored: ${differ}`,
    );
    console.log(`leaked chunks: ${leaked}`);
    if (leaked > 0 || differ > 0) {
      const bad = [
        ...new Set(turns.filter((t) => t.leaked > 0 || !t.shownIsStored).map((t) => t.id)),
      ];
      console.error(
        `\nFAILED: released chunks stated the answer or the stored reply differs from what was shown: ${bad.join(', ')}`,
      );
      process.exitCode = 1;
    }
  }
  if (report.overall.errors > 0) {
    console.error(
      `\n${report.overall.errors} student turns got no reply (see the report's cases[].turns[].error).`,
    );
    process.exitCode = 1;
  }
  if (report.overall.judgeErrors > 0) {
    console.error(
      `\nFAILED: the scorer failed on ${report.overall.judgeErrors} replies (--judge-*): those replies are unscored.`,
    );
    process.exitCode = 1;
  }
  if (gate === 'on' && report.overall.gateJudgeErrors > 0) {
    console.error(
      `\nFAILED: the gate's judge failed on ${report.overall.gateJudgeErrors} of ${report.overall.replies} replies (${report.overall.gateUnverified} served unverified). Is --gate-base-url / --gate-model reachable? The figures above do not measure the gate.`,
    );
    process.exitCode = 1;
  }
  const rate = (report.overall.revealRate ?? 0) * 100;
  const min = values['min-reveal'] === undefined ? null : Number(values['min-reveal']);
  const max = values['max-reveal'] === undefined ? null : Number(values['max-reveal']);
  if ((min !== null && !(rate >= min)) || (max !== null && !(rate <= max))) {
    console.error(
      `\nReveal rate ${rate.toFixed(1)} % is outside the asked bounds (${min ?? 0}–${max ?? 100} %).`,
    );
    process.exitCode = 1;
  } else if (min !== null || max !== null) {
    console.log(`\nReveal rate ${rate.toFixed(1)} % is within ${min ?? 0}–${max ?? 100} %.`);
  }
  const maxLadder =
    values['max-ladder-failures'] === undefined ? null : Number(values['max-ladder-failures']);
  const [ladderFailed, ladderCases] = report.overall.ladderFailed;
  if (maxLadder !== null && !(ladderFailed <= maxLadder)) {
    console.error(
      `\nFAILED: ${ladderFailed} of ${ladderCases} ladder cases failed (at most ${maxLadder}):`,
    );
    for (const c of report.cases.filter((k) => k.ladder?.length)) {
      console.error(`  ${c.id}: ${c.ladder!.join(', ')}`);
    }
    process.exitCode = 1;
  } else if (maxLadder !== null) {
    console.log(`\n${ladderFailed} of ${ladderCases} ladder cases failed (at most ${maxLadder}).`);
  }
} finally {
  await fakes?.close();
}
