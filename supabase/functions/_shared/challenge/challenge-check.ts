/**
 * The check of a "Reto sin ayuda" answer (issue 23): does the student's answer state the challenge's
 * final answer? Deterministic, with the answer gate's reading of numbers and maths (reveal-text.ts:
 * decimal comma, thousands separators, fractions and mixed numbers, Spanish words, LaTeX), so
 * '0,75', '3/4', '\frac{3}{4}' and 'tres cuartos' are the same answer. The student's final value is
 * what counts ('3x = 12, x = 4' is 4; '4 o 5' hedges and is wrong); a unit, when written, must be the
 * key's; an answer with several parts ('x = 6, y = 4', 'x = ±7') needs every part. Pure.
 * docs/tutor.md ("Reto sin ayuda") lists the rules.
 */
import { readAnswer, type Token } from '../answer-check/reveal-text.ts';
import { canonical, isIntegerFraction, sameValue } from '../answer-check/reveal.ts';

import { currencySign, readUnit, unitBefore } from './challenge-units.ts';

export interface ChallengeAnswerKey {
  /** Accepted final answers, each complete on its own ('x = 4', '4'; 'x = 7 y x = -7'). */
  answers: string[];
}

/** Why an answer is wrong, for the student's feedback (challenge-feedback.ts says it in Spanish). */
export type ChallengeReason =
  | 'correct'
  | 'empty'
  | 'no-answer'
  | 'sign'
  | 'unit'
  | 'incomplete'
  | 'hedged'
  | 'unfinished'
  | 'wrong';

export interface ChallengeVerdict {
  correct: boolean;
  reason: ChallengeReason;
}

/** A value the answer states: a number (with unit and factor π) or words. */
interface Value {
  variable: string | null;
  values: number[];
  /** Decimals written (rounding: '3,333' answers '3,33'). */
  decimals: number;
  unit: string | null;
  /**
   * A key's value without a unit: the units its other forms give the same number ('3' beside
   * '3 g/cm³'). A bare number may then leave the unit out, but a unit written must be one of these.
   */
  keyUnits?: string[];
  pi: boolean;
  /** An integer written as a fraction: '12/3' is an operation left, not 4. */
  unfinished: boolean;
  hedged: boolean;
}

const CLAUSE = new Set([',', ';', '.', ':', '!', '?', '¿', '¡']);
const CLAUSE_WORDS = new Set(['y', 'e', 'asi', 'que', 'entonces', 'luego', 'pues', 'porque', 'o']);
const HEDGE_WORDS = new Set(['o', 'u', 'or']);
const NEGATIONS = new Set(['no', 'ni', 'nunca', 'not']);
const OPERATORS = new Set(['+', '-', '/', '^', '*', '±', '<', '>', '≈']);
/** Words that only frame an answer: 'la opción b', 'la fotosíntesis'. */
const FRAME_WORDS = new Set(
  'el la los las lo un una unos unas de del al opcion option letra inciso respuesta resultado es son'.split(
    ' ',
  ),
);
const isVariable = (t: Token | undefined): boolean =>
  t?.kind === 'word' && t.text.length === 1 && readUnit([t], 0) === null;
const decimalsOf = (t: Token): number =>
  t.fromWords || t.fraction ? 0 : (/[.,](\d+)$/.exec(t.text)?.[1]?.length ?? 0);

/** The '=' a value follows, and what stands left of it: a variable, nothing, or an expression. */
function leftSide(tokens: Token[], i: number): { variable: string | null; expression: boolean } {
  if (tokens[i - 1]?.text !== '=') return { variable: null, expression: false };
  const left: Token[] = [];
  for (let k = i - 2; k >= 0; k -= 1) {
    const t = tokens[k]!;
    // Right before '=' a 'y' is the variable y ('x = 6, y = 4'), elsewhere a conjunction.
    const prose =
      t.kind === 'word' && (t.text.length > 1 || (CLAUSE_WORDS.has(t.text) && k < i - 2));
    if (CLAUSE.has(t.text) || prose) break;
    // 'x=6 y=4': the 6 is the previous equation's value, not part of this left side.
    if (t.text === '=') {
      left.shift();
      break;
    }
    left.unshift(t);
  }
  // A subscript is the variable's own: 'x₁ = 7' reads 'x1 = 7'.
  if (left.length === 2 && left[1]!.kind === 'num' && left[1]!.glued) left.pop();
  const last = left.at(-1);
  const alone = left.length === 1 && isVariable(last);
  const unknown = left.some((t) => isVariable(t));
  return {
    variable: alone ? last!.text : null,
    expression: !alone && unknown && left.length > 0,
  };
}

function negated(tokens: Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k -= 1) {
    const t = tokens[k]!;
    if (CLAUSE.has(t.text)) return false;
    if (NEGATIONS.has(t.text)) return true;
  }
  return false;
}

/** The values an answer states, in order: operands, equation sides and negated values left out. */
function statedValues(tokens: Token[]): Value[] {
  const out: Value[] = [];
  let skipTo = 0;
  tokens.forEach((t, i) => {
    if (i < skipTo || t.kind !== 'num' || t.values.length === 0) return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const plusMinus = before?.text === '±';
    const operand =
      t.opBefore ||
      t.opAfter ||
      (before?.kind === 'sym' && OPERATORS.has(before.text) && !plusMinus) ||
      (after?.kind === 'sym' && OPERATORS.has(after.text)) ||
      after?.text === '=' ||
      (after?.glued && isVariable(after));
    if (operand || negated(tokens, plusMinus ? i - 1 : i)) return;
    const side = leftSide(tokens, plusMinus ? i - 1 : i);
    if (side.expression) return;
    const unit = readUnit(tokens, i + 1);
    skipTo = i + 1 + (unit?.length ?? 0);
    const next = tokens[i + 1 + (unit?.length ?? 0)];
    const pi = next?.text === 'pi';
    const afterAll = tokens[i + 1 + (unit?.length ?? 0) + (pi ? 1 : 0)];
    const value: Value = {
      variable: side.variable,
      values: t.values,
      decimals: decimalsOf(t),
      unit: unit?.unit ?? unitBefore(before),
      pi: pi || (unit === null && after?.text === 'pi'),
      unfinished: isIntegerFraction(t),
      hedged:
        HEDGE_WORDS.has(afterAll?.text ?? '') ||
        HEDGE_WORDS.has(tokens[i - (plusMinus ? 2 : 1)]?.text ?? ''),
    };
    out.push(value);
    if (plusMinus) out.push({ ...value, values: t.values.map((v) => -v) });
  });
  return out;
}

/** Rounded as the key writes it: '3,333' answers '3,33' (never fewer decimals than the key). */
function sameNumber(student: Value, key: Value): boolean {
  const target = key.pi && !student.pi ? key.values.map((v) => v * Math.PI) : key.values;
  if (key.pi && student.pi) return student.values.some((a) => target.some((b) => sameValue(a, b)));
  if (student.pi) return false;
  return student.values.some((a) =>
    target.some((b) => {
      if (sameValue(a, b)) return true;
      const places = key.pi ? Math.max(student.decimals, 0) : key.decimals;
      if (student.decimals < places || (key.pi && places < 2)) return false;
      const factor = 10 ** places;
      return Math.abs(Math.round(a * factor) / factor - b) < 0.5 / factor + 1e-9 && places > 0;
    }),
  );
}

/** No unit written, or the key's; a key without any unit does not judge one. */
function unitOk(student: Value, key: Value): boolean {
  if (student.unit === null) return true;
  if (key.unit !== null) return student.unit === key.unit;
  return !key.keyUnits?.length || key.keyUnits.includes(student.unit);
}

const matches = (student: Value, key: Value): boolean =>
  sameNumber(student, key) &&
  unitOk(student, key) &&
  (student.variable === null || key.variable === null || student.variable === key.variable);

/** The content words of a worded answer ('la fotosíntesis' -> ['fotosintesis']). */
function contentWords(tokens: Token[]): string[] {
  return tokens.filter((t) => t.kind === 'word' && !FRAME_WORDS.has(t.text)).map((t) => t.text);
}

/** A worded answer ('Lima', 'la opción b'): its words in the answer, not negated, not hedged. */
function checkWords(tokens: Token[], words: string[]): ChallengeReason {
  const option = words.length === 1 && words[0]!.length === 1;
  for (let i = 0; i + words.length <= tokens.length; i += 1) {
    if (!words.every((w, k) => tokens[i + k]?.text === w)) continue;
    const before = tokens[i - 1];
    const after = tokens[i + words.length];
    if (option && tokens.length > 3 && !(before && FRAME_WORDS.has(before.text))) continue;
    if (option && after?.kind === 'word' && !HEDGE_WORDS.has(after.text)) continue;
    if (negated(tokens, i)) continue;
    if (HEDGE_WORDS.has(before?.text ?? '') || HEDGE_WORDS.has(after?.text ?? '')) return 'hedged';
    return 'correct';
  }
  return 'wrong';
}

/** A key form read as its parts: values (several for 'x = 6, y = 4' or '±7') or words. */
interface Form {
  values: Value[];
  words: string[];
  /** A tuple '(6, 4)': its values in order. */
  tuple: boolean;
}

function readForm(answer: string): Form {
  const tokens = canonical(readAnswer(currencySign(answer)));
  const values = statedValues(tokens).map((v) => ({ ...v, hedged: false }));
  const tuple = /^\s*\(.*\)\s*$/.test(answer) && values.every((v) => v.variable === null);
  return { values, words: values.length > 0 ? [] : contentWords(tokens), tuple };
}

/** The same number in two key values (its unit aside). */
const sameKeyNumber = (a: Value, b: Value): boolean =>
  a.pi === b.pi && a.values.some((x) => b.values.some((y) => sameValue(x, y)));

/** Each unitless value of a key learns the units the key's other values give the same number. */
function withKeyUnits(forms: Form[]): Form[] {
  const withUnit = forms.flatMap((f) => f.values).filter((v) => v.unit !== null);
  return forms.map((f) => ({
    ...f,
    values: f.values.map((v) => {
      if (v.unit !== null) return v;
      const units = withUnit.filter((u) => sameKeyNumber(u, v)).map((u) => u.unit!);
      return units.length > 0 ? { ...v, keyUnits: [...new Set(units)] } : v;
    }),
  }));
}

/** The student's values against a numeric form: the last value for one part, all parts for more. */
function checkValues(stated: Value[], { values: form, tuple }: Form): ChallengeReason {
  if (stated.some((v) => v.hedged)) return 'hedged';
  if (form.length === 1) {
    const last = stated.at(-1)!;
    if (matches(last, form[0]!))
      return last.unfinished && !form[0]!.unfinished ? 'unfinished' : 'correct';
    return reasonFor(last, form[0]!);
  }
  const variables = new Set(form.map((v) => v.variable));
  const ordered =
    tuple || (variables.size === form.length && stated.every((v) => v.variable === null));
  const used = new Set<number>();
  for (const [k, part] of form.entries()) {
    const at = ordered
      ? matches(stated[k] ?? part, part) && stated[k] !== undefined
        ? k
        : -1
      : stated.findIndex((v, i) => !used.has(i) && matches(v, part));
    if (at < 0) return stated.length < form.length ? 'incomplete' : 'wrong';
    used.add(at);
  }
  return used.size === stated.length ? 'correct' : 'wrong';
}

/** Why a single value is wrong: the sign, the unit, or the value. */
function reasonFor(value: Value, key: Value): ChallengeReason {
  const flipped = { ...value, values: value.values.map((v) => -v) };
  if (value.values.some((v) => v !== 0) && matches(flipped, key)) return 'sign';
  if (sameNumber(value, key) && !unitOk(value, key)) return 'unit';
  return 'wrong';
}

/** The order of the reasons when no form matches: the most telling first. */
const REASON_RANK: ChallengeReason[] = [
  'hedged',
  'unfinished',
  'sign',
  'unit',
  'incomplete',
  'wrong',
  'no-answer',
];

/** Checks a student's answer to a challenge against its key (any accepted form). */
export function checkChallengeAnswer(answer: string, key: ChallengeAnswerKey): ChallengeVerdict {
  if (answer.trim() === '') return { correct: false, reason: 'empty' };
  const tokens = canonical(readAnswer(currencySign(answer)));
  const stated = statedValues(tokens);
  const reasons: ChallengeReason[] = [];
  for (const form of withKeyUnits(key.answers.map(readForm))) {
    let reason: ChallengeReason;
    if (form.values.length > 0)
      reason = stated.length > 0 ? checkValues(stated, form) : 'no-answer';
    else if (form.words.length > 0) reason = checkWords(tokens, form.words);
    else continue;
    if (reason === 'correct') return { correct: true, reason };
    reasons.push(reason);
  }
  const reason = REASON_RANK.find((r) => reasons.includes(r)) ?? 'no-answer';
  return { correct: false, reason };
}
