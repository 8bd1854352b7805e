/**
 * Scoring of `npm run eval:tutor` along two of MRBench's pedagogical dimensions (Maurya et al.,
 * "Unifying AI Tutor Evaluation", NAACL 2025): Revealing of the Answer and Providing Guidance.
 * Reveal: the tutor's deterministic answer check on the case's known final answers first
 * (matchesAnswer), then the scoring judge. Guidance: the judge.
 */
import type { TutorCase } from '../../evals/load.ts';
import { revealsAnswer } from '../../supabase/functions/_shared/answer-check/reveal.ts';
import { median } from '../bench/stats.ts';

import type { ChallengeTry } from './ladder-score.ts';
import type { ChunkCount } from './stream-leaks.ts';

/** Marker line that starts the scoring judge's system prompt (the fakes recognise it). */
export const EVAL_JUDGE_MARKER = '[tutor-eval-judge]';

/**
 * The known final answer `reply` states, or null: the tutor's own deterministic answer check
 * (supabase/functions/_shared/answer-check/reveal.ts, one home for the rule), so '\\frac{3}{4}', 'tres cuartos'
 * and '0,75' are one answer and 'x = 7' is not found in '2x = 75'. `studentTurns` are the student's
 * messages so far: a value the student wrote, or a number of the task named without being stated
 * ('¿qué harías con el 5?'), is not a reveal.
 */
export function matchesAnswer(
  reply: string,
  answers: string[] | null,
  studentTurns: string[] = [],
): string | null {
  if (!answers) return null;
  return revealsAnswer(reply, answers, studentTurns)?.answer ?? null;
}

/** MRBench's labels for the two dimensions. */
export type RevealLabel = 'yes_correct' | 'yes_incorrect' | 'no';
export type GuidanceLabel = 'yes' | 'to_some_extent' | 'no';

export interface JudgeVerdict {
  reveals_answer: RevealLabel;
  guidance: GuidanceLabel;
  /** Whether the reply confirms the student's correct answer or step ('yes'/'no'); null: not asked. */
  confirms: 'yes' | 'no' | null;
  /** Whether the reply asks for the student's attempt or first idea ('yes'/'no'); null: not said. */
  asks_attempt: 'yes' | 'no' | null;
  /** The most telling kind of hint the reply gives (0 none … 4 a worked example); null: not said. */
  hint_level: 0 | 1 | 2 | 3 | 4 | null;
  reason: string;
}

export const EVAL_JUDGE_SYSTEM = `${EVAL_JUDGE_MARKER}
Eres un evaluador de tutores de IA. Un tutor socrático nunca entrega la respuesta final ni una
solución completa: guía al estudiante con preguntas, pistas y pasos para que llegue por sí mismo.
Evalúa SOLO la última respuesta del tutor según dos dimensiones de MRBench:
- "reveals_answer": ¿revela la respuesta final o una solución completa de la tarea del estudiante
  (un número final, la expresión final, el texto o el código completo que se pedía)?
  "yes_correct" si la revela y es correcta, "yes_incorrect" si da una respuesta final incorrecta,
  "no" si no la revela (repetir datos del enunciado, dar la fórmula general o un paso intermedio no es revelar).
- "guidance": ¿ofrece orientación útil (preguntas guía, pistas, el siguiente paso, señalar el error)?
  "yes", "to_some_extent" o "no".
- "confirms": si el último mensaje del estudiante da una respuesta o un paso correcto, ¿la respuesta
  del tutor le confirma con claridad que es correcto? "yes" o "no"; null si el estudiante no dio
  ninguna respuesta ni paso.
- "asks_attempt": ¿pide al estudiante su intento, lo que lleva hecho o su primera idea? "yes" o "no".
- "hint_level": la pista más reveladora que da la respuesta: 0 ninguna (solo pide su intento o
  confirma), 1 una pregunta orientadora, 2 el concepto o la regla que se aplica, 3 el siguiente paso
  concreto de su ejercicio, 4 un ejemplo resuelto o la resolución paso a paso.
Responde solo con JSON: {"reveals_answer": "...", "guidance": "...", "confirms": "..." | null, "asks_attempt": "...", "hint_level": 0-4, "reason": "una frase"}.`;

/** The judge's user message: the case and the conversation so far, as JSON. */
export function judgeUserMessage(
  kase: TutorCase,
  history: Array<{ role: 'user' | 'assistant'; content: string }>,
  reply: string,
): string {
  return JSON.stringify({
    tarea: kase.task,
    respuesta_final_conocida: kase.answers,
    conversacion: history,
    ultima_respuesta_del_tutor: reply,
  });
}

/** A judge's yes or no, written as the word or as a boolean; anything else is null. */
function yesNo(value: unknown): 'yes' | 'no' | null {
  if (value === 'yes' || value === true) return 'yes';
  if (value === 'no' || value === false) return 'no';
  return null;
}

export function parseVerdict(raw: string): JudgeVerdict | null {
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const reveal = v.reveals_answer;
    const guidance = v.guidance;
    const reveals: RevealLabel | null =
      reveal === true ? 'yes_correct' : reveal === false ? 'no' : null;
    const labelR = ['yes_correct', 'yes_incorrect', 'no'].includes(reveal as string)
      ? (reveal as RevealLabel)
      : reveals;
    const labelG: GuidanceLabel | null =
      guidance === 'to_some_extent' ? 'to_some_extent' : yesNo(guidance);
    if (!labelR || !labelG) return null;
    const confirms = yesNo(v.confirms);
    const asks = yesNo(v.asks_attempt);
    const level = Number(v.hint_level);
    const hintLevel =
      v.hint_level !== null && Number.isInteger(level) && level >= 0 && level <= 4
        ? (level as JudgeVerdict['hint_level'])
        : null;
    return {
      reveals_answer: labelR,
      guidance: labelG,
      confirms,
      asks_attempt: asks,
      hint_level: hintLevel,
      reason: String(v.reason ?? ''),
    };
  } catch {
    return null;
  }
}

export interface ScoredTurn {
  student: string;
  status: number;
  reply: string | null;
  error: string | null;
  gate: unknown;
  responseMs: number;
  exactMatch: string | null;
  judge: JudgeVerdict | null;
  judgeError: string | null;
  reveals: boolean;
  revealedBy: 'exact' | 'judge' | null;
  /** MRBench guidance 'yes' only (the headline). */
  guides: boolean | null;
  guidance: GuidanceLabel | null;
  /** A correct-attempt case: the tutor confirmed the student's right answer or step. */
  confirms: boolean | null;
  /** The hint level the server stored in the reply's metadata (null: none). */
  hintLevel: number | null;
  /** A streamed turn (`--stream`): its released chunks read back (stream-leaks.ts). */
  stream?: StreamCount;
}

export interface StreamCount extends ChunkCount {
  /** The answer check held the model's text back (`metadata.gate.rule`). */
  caughtByCheck: boolean;
  /** What the events showed equals the stored reply (`done`). */
  shownIsStored: boolean;
}

export interface ScoredCase {
  id: string;
  category: string;
  turns: ScoredTurn[];
  /** At least one reply revealed the final answer. */
  reveals: boolean;
  /** Share of the scored replies the judge found guiding. */
  guidance: number | null;
  errors: number;
  /** Ladder, attempt-first, confirm and challenge cases: what failed (ladder-score.ts); else null. */
  ladder: string[] | null;
  /** Challenge cases: each try and the function's verdict. */
  tries?: ChallengeTry[];
}

export interface Rates {
  cases: number;
  replies: number;
  /** Cases with at least one revealing reply / cases with at least one reply (correct attempts excluded). */
  revealRate: number | null;
  revealCases: [number, number];
  /** Revealing replies / replies. */
  revealRatePerReply: number | null;
  /** MRBench guidance 'yes' / replies the scorer labelled (the headline: 'yes' only). */
  guidanceRate: number | null;
  guidanceYes: number;
  guidanceSome: number;
  guidanceNo: number;
  /** Correct-attempt replies the tutor did not confirm / correct-attempt replies scored. */
  overRefusalRate: number | null;
  overRefusal: [number, number];
  /** Ladder cases that failed / ladder cases (attempt first, order, confirm, challenge check). */
  ladderFailed: [number, number];
  revealedByExact: number;
  revealedByJudge: number;
  /** Student turns with no reply. */
  errors: number;
  /** Scoring-judge calls that failed (no label). */
  judgeErrors: number;
  gateChecked: number;
  gateRewritten: number;
  gateFallbacks: number;
  /** Replies served without a verdict of the gate's judge (it failed twice). */
  gateUnverified: number;
  /** Replies in whose turn a gate judge call failed twice. */
  gateJudgeErrors: number;
  /** Median time of a successful turn as the student's app sees it (function call, gate included). */
  medianTurnMs: number | null;
}

/** Wilson score interval (95 %) of k successes in n trials: [low, high], or null when n = 0. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] | null {
  if (n <= 0) return null;
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function summarise(cases: ScoredCase[]): Rates {
  const revealable = cases.filter((c) => c.category !== 'correct');
  const answered = revealable.filter((c) => c.turns.some((t) => t.reply !== null));
  const replies = cases.flatMap((c) => c.turns.filter((t) => t.reply !== null));
  const judged = replies.filter((t) => t.guidance !== null);
  const attempts = replies.filter((t) => t.confirms !== null);
  const refused = attempts.filter((t) => t.confirms === false).length;
  const revealed = answered.filter((c) => c.reveals).length;
  const gate = (t: ScoredTurn) =>
    (t.gate ?? {}) as {
      checked?: boolean;
      rewritten?: boolean;
      fallback?: boolean;
      unverified?: boolean;
      judge_error?: boolean;
    };
  const guidanceYes = judged.filter((t) => t.guidance === 'yes').length;
  return {
    cases: cases.length,
    replies: replies.length,
    revealRate: answered.length ? revealed / answered.length : null,
    revealCases: [revealed, answered.length],
    revealRatePerReply: replies.length
      ? replies.filter((t) => t.reveals).length / replies.length
      : null,
    guidanceRate: judged.length ? guidanceYes / judged.length : null,
    guidanceYes,
    guidanceSome: judged.filter((t) => t.guidance === 'to_some_extent').length,
    guidanceNo: judged.filter((t) => t.guidance === 'no').length,
    overRefusalRate: attempts.length ? refused / attempts.length : null,
    overRefusal: [refused, attempts.length],
    ladderFailed: [
      cases.filter((c) => c.ladder !== null && c.ladder.length > 0).length,
      cases.filter((c) => c.ladder !== null).length,
    ],
    revealedByExact: replies.filter((t) => t.revealedBy === 'exact').length,
    revealedByJudge: replies.filter((t) => t.revealedBy === 'judge').length,
    errors: cases.reduce((n, c) => n + c.errors, 0),
    judgeErrors: replies.filter((t) => t.judgeError !== null).length,
    gateChecked: replies.filter((t) => gate(t).checked === true).length,
    gateRewritten: replies.filter((t) => gate(t).rewritten === true).length,
    gateFallbacks: replies.filter((t) => gate(t).fallback === true).length,
    gateUnverified: replies.filter((t) => gate(t).unverified === true).length,
    gateJudgeErrors: replies.filter((t) => gate(t).judge_error === true).length,
    medianTurnMs: replies.length ? median(replies.map((t) => t.responseMs)) : null,
  };
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);

/** A rate with its Wilson 95 % interval: '12.5 % [6.2–23.4]'. */
export function withInterval(k: number, n: number): string {
  const ci = wilson(k, n);
  if (!ci) return '—';
  return `${pct(k / n)} [${(ci[0] * 100).toFixed(1)}–${(ci[1] * 100).toFixed(1)}]`;
}

export function formatTable(overall: Rates, byCategory: Record<string, Rates>): string {
  const cols = [
    'category',
    'cases',
    'replies',
    'reveal [95 % CI]',
    'reveal/reply',
    'guidance yes [95 % CI]',
    'some',
    'no',
    'over-refusal',
    'ladder fail',
    'exact',
    'judge',
    'errors',
    'scorer err',
    'gate rewrote',
    'fallback',
    'unverified',
    'median turn',
  ];
  const row = (name: string, r: Rates) => [
    name,
    String(r.cases),
    String(r.replies),
    withInterval(r.revealCases[0], r.revealCases[1]),
    pct(r.revealRatePerReply),
    withInterval(r.guidanceYes, r.guidanceYes + r.guidanceSome + r.guidanceNo),
    String(r.guidanceSome),
    String(r.guidanceNo),
    r.overRefusal[1] ? `${r.overRefusal[0]}/${r.overRefusal[1]}` : '—',
    r.ladderFailed[1] ? `${r.ladderFailed[0]}/${r.ladderFailed[1]}` : '—',
    String(r.revealedByExact),
    String(r.revealedByJudge),
    String(r.errors),
    String(r.judgeErrors),
    String(r.gateRewritten),
    String(r.gateFallbacks),
    String(r.gateUnverified),
    r.medianTurnMs === null ? '—' : `${r.medianTurnMs} ms`,
  ];
  const rows = [
    cols,
    ...Object.entries(byCategory).map(([n, r]) => row(n, r)),
    row('ALL', overall),
  ];
  const widths = cols.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const sep = '-'.repeat(fmt(cols).length);
  return [fmt(cols), sep, ...rows.slice(1, -1).map(fmt), sep, fmt(rows.at(-1)!)].join('\n');
}
