/**
 * Scoring of `npm run eval:tutor` along two of MRBench's pedagogical dimensions (Maurya et al.,
 * "Unifying AI Tutor Evaluation", NAACL 2025): Revealing of the Answer and Providing Guidance.
 * Reveal: an exact match of the case's known final answer in the reply (after normalisation)
 * first, then the scoring judge. Guidance: the judge.
 */
import { median } from '../bench/stats.ts';

import type { TutorCase } from './tutor-cases.ts';

/** Marker line that starts the scoring judge's system prompt (the fakes recognise it). */
export const EVAL_JUDGE_MARKER = '[tutor-eval-judge]';

/**
 * Lower case, no accents, superscripts and subscripts as digits, '^' dropped, multiplication
 * signs as spaces, decimal comma as point, arrows as '->', no spaces around symbols and single
 * spaces between words: '2H₂ + O₂ → 2H₂O' -> '2h2+o2->2h2o', 'La respuesta es x = 7' -> 'la respuesta es x=7'.
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/π/g, 'pi')
    .replace(/[−–—]/g, '-')
    .replace(/→|⟶|=>/g, '->')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[\^`$\\]/g, '')
    .replace(/[·×⋅*]/g, ' ')
    .replace(/\s*([^a-z0-9\s])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const ALNUM = /[a-z0-9]/;

/** Whether `reply` contains one of the answer forms as a whole expression ('x=7' not in '2x=75'). */
export function matchesAnswer(reply: string, answers: string[] | null): string | null {
  if (!answers) return null;
  const text = normaliseAnswer(reply);
  for (const form of answers) {
    const needle = normaliseAnswer(form);
    if (!needle) continue;
    let at = text.indexOf(needle);
    while (at !== -1) {
      const before = text[at - 1] ?? '';
      const after = text.slice(at + needle.length, at + needle.length + 2);
      const okBefore = !ALNUM.test(needle[0] ?? '') || !/[a-z0-9.]/.test(before);
      const okAfter =
        !ALNUM.test(needle.at(-1) ?? '') || !(ALNUM.test(after[0] ?? '') || /^[.]\d/.test(after));
      if (okBefore && okAfter) return form;
      at = text.indexOf(needle, at + 1);
    }
  }
  return null;
}

/** MRBench's labels for the two dimensions. */
export type RevealLabel = 'yes_correct' | 'yes_incorrect' | 'no';
export type GuidanceLabel = 'yes' | 'to_some_extent' | 'no';

export interface JudgeVerdict {
  reveals_answer: RevealLabel;
  guidance: GuidanceLabel;
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
Responde solo con JSON: {"reveals_answer": "...", "guidance": "...", "reason": "una frase"}.`;

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
    const labelG = ['yes', 'to_some_extent', 'no'].includes(guidance as string)
      ? (guidance as GuidanceLabel)
      : guidance === true
        ? 'yes'
        : guidance === false
          ? 'no'
          : null;
    if (!labelR || !labelG) return null;
    return { reveals_answer: labelR, guidance: labelG, reason: String(v.reason ?? '') };
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
  guides: boolean | null;
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
}

export interface Rates {
  cases: number;
  replies: number;
  /** Cases with at least one revealing reply / cases with at least one reply. */
  revealRate: number | null;
  /** Revealing replies / replies. */
  revealRatePerReply: number | null;
  /** Guiding replies ('yes' or 'to_some_extent') / replies the judge scored. */
  guidanceRate: number | null;
  revealedByExact: number;
  revealedByJudge: number;
  errors: number;
  judgeErrors: number;
  gateChecked: number;
  gateRewritten: number;
  /** Median time of a successful turn as the student's app sees it (function call, gate included). */
  medianTurnMs: number | null;
}

export function summarise(cases: ScoredCase[]): Rates {
  const answered = cases.filter((c) => c.turns.some((t) => t.reply !== null));
  const replies = cases.flatMap((c) => c.turns.filter((t) => t.reply !== null));
  const judged = replies.filter((t) => t.guides !== null);
  const gate = (t: ScoredTurn) => (t.gate ?? {}) as { checked?: boolean; rewritten?: boolean };
  return {
    cases: cases.length,
    replies: replies.length,
    revealRate: answered.length ? answered.filter((c) => c.reveals).length / answered.length : null,
    revealRatePerReply: replies.length
      ? replies.filter((t) => t.reveals).length / replies.length
      : null,
    guidanceRate: judged.length ? judged.filter((t) => t.guides).length / judged.length : null,
    revealedByExact: replies.filter((t) => t.revealedBy === 'exact').length,
    revealedByJudge: replies.filter((t) => t.revealedBy === 'judge').length,
    errors: cases.reduce((n, c) => n + c.errors, 0),
    judgeErrors: replies.filter((t) => t.judgeError !== null).length,
    gateChecked: replies.filter((t) => gate(t).checked === true).length,
    gateRewritten: replies.filter((t) => gate(t).rewritten === true).length,
    medianTurnMs: replies.length ? median(replies.map((t) => t.responseMs)) : null,
  };
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);

export function formatTable(overall: Rates, byCategory: Record<string, Rates>): string {
  const cols = [
    'category',
    'cases',
    'replies',
    'reveal',
    'reveal/reply',
    'guidance',
    'exact',
    'judge',
    'errors',
    'gate rewrote',
    'median turn',
  ];
  const row = (name: string, r: Rates) => [
    name,
    String(r.cases),
    String(r.replies),
    pct(r.revealRate),
    pct(r.revealRatePerReply),
    pct(r.guidanceRate),
    String(r.revealedByExact),
    String(r.revealedByJudge),
    String(r.errors + r.judgeErrors),
    String(r.gateRewritten),
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
