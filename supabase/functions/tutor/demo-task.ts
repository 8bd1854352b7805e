/**
 * What the offline demo tutor can check for itself: a linear equation in one unknown
 * ('5x - 4 = 11', '3(n + 2) = 18') or a calculation ('¿cuánto es 3 × (4 + 5)?') in the task's
 * statement, and the value a student's message proposes for it ('creo que x = 3', '5x = 15, x = 3',
 * 'me da 27'). Everything is read with the answer check's arithmetic (reveal-expr.ts), so the demo
 * and the gate agree on what a number is. Pure and deterministic.
 */
import {
  answerValue,
  arithmeticText,
  evaluate,
  expressionsOf,
} from '../_shared/answer-check/reveal-expr.ts';

import { fold } from './demo-text.ts';

export type DemoTask =
  | { kind: 'equation'; unknown: string; left: string; right: string; solution: number }
  | { kind: 'calculation'; expression: string; value: number };

/** A decimal printed the Spanish way, without float noise ('2,5', '-3'). */
export function spanishNumber(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  return String(rounded).replace('.', ',');
}

export const sameNumber = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** One side's value with `value` put in place of the unknown ('5x + 4' at 3 → 19); null if unread. */
export function sideValue(side: string, unknown: string, value: number): number | null {
  const put = `(${value})`;
  const text = side
    // '5x' and ')x' multiply; 'x(' too.
    .replace(new RegExp(`(\\d|\\))\\s*${unknown}(?![a-z])`, 'g'), `$1*${put}`)
    .replace(new RegExp(`(?<![a-z])${unknown}(?![a-z])`, 'g'), put)
    .replace(/(\d|\))\s*\(/g, '$1*(');
  return evaluate(text.trim());
}

/** The letter used as the unknown: one written right after a number ('2x') or beside an operator. */
function unknownOf(text: string): string | null {
  const afterNumber = /\d\s*([a-z])(?![a-z])/.exec(text);
  if (afterNumber) return afterNumber[1]!;
  const beside = /(?<![a-z])([a-z])(?![a-z])\s*[-+*/^=)]|[-+*/^=(]\s*([a-z])(?![a-z])/.exec(text);
  const letter = beside?.[1] ?? beside?.[2] ?? null;
  // Spanish one-letter words ('y', 'o', 'a', 'e') are not unknowns unless glued to a number.
  return letter && !['y', 'o', 'a', 'e', 'u'].includes(letter) ? letter : null;
}

/** A linear equation in one unknown in the text, solved; null when there is none or it is not one. */
function equationIn(text: string): DemoTask | null {
  const unknown = unknownOf(text);
  if (!unknown) return null;
  const allowed = new RegExp(`[\\d\\s+\\-*/^().${unknown}]`);
  for (let at = text.indexOf('='); at >= 0; at = text.indexOf('=', at + 1)) {
    let start = at;
    while (start > 0 && allowed.test(text[start - 1]!)) start -= 1;
    let end = at + 1;
    while (end < text.length && allowed.test(text[end]!)) end += 1;
    const left = text.slice(start, at).trim();
    const right = text.slice(at + 1, end).trim();
    if (!left || !right || !`${left}${right}`.includes(unknown)) continue;
    const f = (v: number) => {
      const l = sideValue(left, unknown, v);
      const r = sideValue(right, unknown, v);
      return l === null || r === null ? null : l - r;
    };
    const [f0, f1, f2] = [f(0), f(1), f(2)];
    if (f0 === null || f1 === null || f2 === null) continue;
    const slope = f1 - f0;
    // Linear (equal steps) with the unknown really in it.
    if (sameNumber(slope, 0) || !sameNumber(f2 - f1, slope)) continue;
    return { kind: 'equation', unknown, left, right, solution: -f0 / slope };
  }
  return null;
}

/** The task the demo can check in a statement (LaTeX and Unicode maths read), or null. */
export function demoTask(statement: string): DemoTask | null {
  const text = fold(arithmeticText(statement));
  const equation = equationIn(text);
  if (equation) return equation;
  if (text.includes('=')) return null;
  const found = expressionsOf(text).filter((e) => /[-+*/^]/.test(e.source.trim().slice(1)));
  if (found.length !== 1) return null;
  return { kind: 'calculation', expression: found[0]!.source.trim(), value: found[0]!.value };
}

/** Words that put a value forward: 'da', 'es', 'sale', 'queda', 'creo que'... */
const PROPOSING =
  /\b(?:da|dio|es|son|sale|salio|queda|quedo|resulta|obtuve|obtengo|tengo|seria|creo que|llegue a)\s*:?\s*(-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)\s*[.!?]?\s*$/;

/**
 * The value the student's message proposes for the task, or null when it proposes none (a
 * question, a request, a step without a result). For an equation, the last 'x = value' written
 * ('5x = 15, x = 3' proposes 3; '5x = 15' alone is a step); otherwise a message that is one
 * number, or ends by stating one.
 */
export function proposedValue(message: string, task: DemoTask): number | null {
  const text = fold(arithmeticText(message)).trim();
  if (task.kind === 'equation') {
    const pattern = new RegExp(
      `(?<![\\d)*/^.]\\s*)(?<![a-z])${task.unknown}\\s*=\\s*(-?\\s*\\d+(?:\\.\\d+)?(?:\\s*\\/\\s*-?\\d+(?:\\.\\d+)?)?)(?![\\d.]|\\s*[-+*^${task.unknown}])`,
      'g',
    );
    const last = [...text.matchAll(pattern)].at(-1);
    if (last) return evaluate(last[1]!.replace(/\s+/g, ''));
    // Working with the unknown still in it ('me queda 5x = 15') is a step, not a value.
    if (new RegExp(`(?<![a-z])${task.unknown}(?![a-z])|\\d${task.unknown}`).test(text)) return null;
  }
  if (/^[-\d\s.,/]+[.!]?$/.test(text)) return answerValue(text.replace(/[.!]$/, ''));
  const stated = PROPOSING.exec(text) ?? /=\s*(-?\d+(?:\.\d+)?)\s*[.!]?\s*$/.exec(text);
  return stated ? evaluate(stated[1]!.replace(/\s+/g, '')) : null;
}

/** Whether a proposed value answers the task. */
export function answers(task: DemoTask, value: number): boolean {
  return sameNumber(value, task.kind === 'equation' ? task.solution : task.value);
}
