/**
 * How the answer check compares what it reads (reveal.ts): two tokens say the same when their
 * values match ('0,75' = '3/4' = 'tres cuartos'), and a statement verb between a one-letter
 * variable and its value reads as '=' ('x vale 4' is 'x = 4'). One home for the comparison, so the
 * reply, the student messages and the challenge check (challenge-check.ts) read answers alike. Pure.
 */
import type { Token } from './reveal-text.ts';

/** Statement verbs between a variable and its value, read as '=': 'x vale 4' -> 'x = 4'. */
const EQUALS_WORDS = [
  ['es', 'igual', 'a'],
  ['is', 'equal', 'to'],
  ['equivale', 'a'],
  ['igual', 'a'],
  ['vale'],
  ['es'],
  ['equals'],
  ['is'],
];

export const isSym = (t: Token | undefined, set: Set<string>): boolean =>
  t?.kind === 'sym' && set.has(t.text);
export const isAlnum = (t: Token | undefined): boolean => t?.kind === 'num' || t?.kind === 'word';
export const isEquals = (t: Token): boolean => t.kind === 'sym' && t.text === '=';
export const sameValue = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
/** '8/2' is the last operation left to the student, not the value 4. */
export const isIntegerFraction = (t: Token): boolean =>
  t.fraction && !t.fromWords && Number.isInteger(t.values[0]);
/** A small whole number in words ('dos', 'one'): ordinary words in a sentence unless stated. */
export const isWeak = (t: Token): boolean =>
  (t.kind === 'num' &&
    t.fromWords &&
    !t.fraction &&
    t.values.every((v) => Number.isInteger(v) && v >= 0 && v <= 12)) ||
  (t.kind === 'word' && t.text.length === 2);
/** How a number is written: percentage, fraction, decimal or whole. */
const notation = (t: Token): string =>
  t.text.endsWith('%') ? '%' : t.fraction ? '/' : Number.isInteger(t.values[0]) ? '1' : '.';

/**
 * Two tokens say the same. Numbers by value ('0,75' = '3/4' = 'tres cuartos'); `strict` also
 * asks for the same notation, so a task's '3/5' is not a student's '60 %'.
 */
export function sameToken(a: Token, b: Token, strict: boolean): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'num') return a.text === b.text;
  if (isIntegerFraction(a) !== isIntegerFraction(b)) return false;
  if (strict && notation(a) !== notation(b)) return false;
  return a.values.some((x) => b.values.some((y) => sameValue(x, y)));
}

/** 'x vale 4', 'x es igual a 4', 'x is 4' -> 'x = 4' (a one-letter variable before the verb). */
export function canonical(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    const prev = out.at(-1);
    const verb =
      prev?.kind === 'word' && prev.text.length === 1
        ? EQUALS_WORDS.find((words) =>
            words.every((w, k) => tokens[i + k]?.kind === 'word' && tokens[i + k]!.text === w),
          )
        : undefined;
    if (verb) {
      out.push({ ...t, kind: 'sym', text: '=' });
      i += verb.length - 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

export const window = (tokens: Token[], from: number, to: number): Token[] =>
  tokens.slice(Math.max(0, from), Math.max(0, to));
