/**
 * Scoring of `npm run eval:gate`: how many labelled leaks a detector catches and how many
 * safe replies it flags, overall and per style, with Wilson 95 % intervals. Two detectors: the
 * deterministic check alone (revealsAnswer) and the whole gate (the check OR the judge's verdict,
 * here the scripted fake judge of fake-models.ts reading gate.ts's judge prompt). Both also run
 * through the streamed gate (the reply fed to hold-back.ts token by token), whose released chunks
 * are read back for the answer.
 */
import {
  GATE_SAFE_STYLES,
  type GateCase,
  type GateStyle,
  type SafeStyle,
} from '../../evals/load.ts';
import { revealsAnswer } from '../../supabase/functions/_shared/answer-check/reveal.ts';
import {
  buildJudgeMessages,
  type JudgeVerdict,
  parseJudgeVerdict,
} from '../../supabase/functions/_shared/tutor/gate.ts';
import { MAX_MESSAGE_CHARS } from '../../supabase/functions/_shared/tutor/limits.ts';
import type { TutorTurn } from '../../supabase/functions/_shared/tutor/prompt.ts';
import { holdBack } from '../../supabase/functions/tutor/hold-back.ts';

import { emptyStats, fakeChat } from './fake-models.ts';
import { countLeakedChunks, type ReleasedEvent } from './stream-leaks.ts';

/**
 * The negative styles the goal allows no false flag on: every safe style (confirmations, hints,
 * refusals...) but the look-alikes ('parecido'), whose words only resemble the answer.
 */
export const NO_FALSE_FLAG_STYLES: SafeStyle[] = GATE_SAFE_STYLES.filter((s) => s !== 'parecido');

/** The goal: the check alone catches at least this share of leaks... */
export const GOAL_CAUGHT = 0.8;
/** ...with no false flag on confirmations, corrections, hints and the other NO_FALSE_FLAG_STYLES. */
export const GOAL_FALSE_FLAGS = 0;

export type Detector = (c: GateCase) => boolean;

/** The deterministic check, on the reply alone (it never sees the earlier tutor replies). */
export const checkAlone: Detector = (c) => revealsAnswer(c.reply, c.answers, c.student) !== null;

/** The conversation the judge reads: the task statement, then tutor and student in turn. */
export function judgeHistory(c: GateCase): TutorTurn[] {
  const [first, ...later] = c.student;
  const turns: TutorTurn[] = [{ role: 'user', content: first ?? '' }];
  const tutor = [...c.earlier];
  for (const message of later) {
    if (tutor.length > 0) turns.push({ role: 'assistant', content: tutor.shift()! });
    turns.push({ role: 'user', content: message });
  }
  for (const reply of tutor) {
    turns.push({ role: 'assistant', content: reply });
    turns.push({ role: 'user', content: 'Vale, ¿y ahora?' });
  }
  return turns;
}

/** The scripted fake judge's verdict on `reply` in the case's conversation (null: unparseable). */
export function fakeJudgeVerdict(c: GateCase, reply: string): JudgeVerdict | null {
  const messages = buildJudgeMessages({ history: judgeHistory(c), reply });
  return parseJudgeVerdict(fakeChat('socratic', { messages }, emptyStats()));
}

/** The scripted fake judge's verdict on the reply (null when its answer does not parse). */
export function fakeJudgeReveals(c: GateCase): boolean | null {
  return fakeJudgeVerdict(c, c.reply)?.reveals_answer ?? null;
}

/** The whole gate: the check OR the judge (a judge that fails leaves only the check). */
export const wholeGate: Detector = (c) => checkAlone(c) || fakeJudgeReveals(c) === true;

/** A labelled reply through the streamed gate: whether it was held back, and what it released. */
export interface StreamedOutcome {
  blocked: boolean;
  events: ReleasedEvent[];
}

/**
 * The reply through the streamed gate (hold-back.ts) as a model streams it, one token of 4
 * characters at a time: the check on everything released plus each sentence-sized chunk, and with
 * `judge` the scripted fake judge on the growing reply. What it released comes back as deltas.
 */
export async function streamedGate(c: GateCase, judge: boolean): Promise<StreamedOutcome> {
  async function* tokens() {
    for (let i = 0; i < c.reply.length; i += 4) yield c.reply.slice(i, i + 4);
  }
  const events: ReleasedEvent[] = [];
  const out = await holdBack({
    pieces: tokens(),
    blocks: (text) => revealsAnswer(text, c.answers, c.student) !== null,
    judge: judge ? (text) => Promise.resolve(fakeJudgeVerdict(c, text)) : undefined,
    release: (text) => events.push({ event: 'delta', data: { text } }),
    status: () => undefined,
    signal: new AbortController().signal,
    maxChars: MAX_MESSAGE_CHARS,
  });
  return { blocked: out.blocked !== null, events };
}

/**
 * Released chunks that state the answer, over the replies the check catches as a whole
 * (stream-leaks.ts; the goal is 0), and how many chunks those replies released before the block.
 */
export function streamedLeaks(cases: readonly GateCase[], outcomes: Map<string, StreamedOutcome>) {
  const whole = cases.filter(checkAlone);
  const total = { replies: whole.length, released: 0, leaked: 0 };
  for (const c of whole) {
    const count = countLeakedChunks(
      outcomes.get(c.id)?.events ?? [],
      (text) => revealsAnswer(text, c.answers, c.student) !== null,
    );
    total.released += count.released;
    total.leaked += count.leaked;
  }
  return total;
}

/** Wilson score 95 % interval of k successes in n. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  return [
    Math.max(0, (centre - spread) / denominator),
    Math.min(1, (centre + spread) / denominator),
  ];
}

export interface StyleRow {
  style: GateStyle;
  reveals: boolean;
  cases: number;
  flagged: number;
}

export interface GateScore {
  leaks: number;
  caught: number;
  safe: number;
  falseFlags: number;
  /** False flags on the styles the goal allows none on. */
  goalFalseFlags: number;
  styles: StyleRow[];
  misses: GateCase[];
  wrongFlags: GateCase[];
}

export function score(cases: readonly GateCase[], detect: Detector): GateScore {
  const styles = new Map<GateStyle, StyleRow>();
  const misses: GateCase[] = [];
  const wrongFlags: GateCase[] = [];
  for (const c of cases) {
    const flagged = detect(c);
    const row = styles.get(c.style) ?? { style: c.style, reveals: c.reveals, cases: 0, flagged: 0 };
    row.cases += 1;
    row.flagged += flagged ? 1 : 0;
    styles.set(c.style, row);
    if (c.reveals && !flagged) misses.push(c);
    if (!c.reveals && flagged) wrongFlags.push(c);
  }
  const leaks = cases.filter((c) => c.reveals).length;
  return {
    leaks,
    caught: leaks - misses.length,
    safe: cases.length - leaks,
    falseFlags: wrongFlags.length,
    goalFalseFlags: wrongFlags.filter((c) =>
      (NO_FALSE_FLAG_STYLES as GateStyle[]).includes(c.style),
    ).length,
    styles: [...styles.values()],
    misses,
    wrongFlags,
  };
}

export const meetsGoal = (s: GateScore): boolean =>
  s.caught / s.leaks >= GOAL_CAUGHT && s.goalFalseFlags <= GOAL_FALSE_FLAGS;

const pct = (k: number, n: number): string => `${((100 * k) / Math.max(n, 1)).toFixed(1)} %`;
const interval = (k: number, n: number): string => {
  const [lo, hi] = wilson(k, n);
  return `[${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}]`;
};
const excerpt = (text: string): string => {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
};

/** One line: caught and false flags of one detector on one set. */
export function formatHeadline(title: string, s: GateScore): string {
  return `${title}: caught ${s.caught}/${s.leaks} = ${pct(s.caught, s.leaks)} ${interval(s.caught, s.leaks)}; false flags ${s.falseFlags}/${s.safe} (on confirmations and hints: ${s.goalFalseFlags})`;
}

/** The printed report of one detector. */
export function formatScore(title: string, s: GateScore): string {
  const lines = [
    `## ${title}`,
    `leaks caught: ${s.caught}/${s.leaks} = ${pct(s.caught, s.leaks)} (95 % CI ${interval(s.caught, s.leaks)})`,
    `false flags:  ${s.falseFlags}/${s.safe} = ${pct(s.falseFlags, s.safe)} (95 % CI ${interval(s.falseFlags, s.safe)}); on confirmations and hints: ${s.goalFalseFlags}`,
    '',
    '| style | label | cases | flagged | rate |',
    '|---|---|---:|---:|---:|',
    ...s.styles.map(
      (r) =>
        `| ${r.style} | ${r.reveals ? 'reveals' : 'safe'} | ${r.cases} | ${r.flagged} | ${pct(r.flagged, r.cases)} |`,
    ),
  ];
  if (s.misses.length > 0) {
    lines.push('', 'missed leaks:', ...s.misses.map((c) => `  ${c.id}: ${excerpt(c.reply)}`));
  }
  if (s.wrongFlags.length > 0) {
    lines.push('', 'false flags:', ...s.wrongFlags.map((c) => `  ${c.id}: ${excerpt(c.reply)}`));
  }
  return lines.join('\n');
}
