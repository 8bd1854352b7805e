/**
 * The deterministic answer check: does a tutor reply state an accepted final answer of
 * the task that the student has not written yet? It runs on every reply, every rewrite and the
 * title, before and besides the judge. Pure, no dependencies (Node and Deno).
 *
 * Text is read as tokens (reveal-text.ts): LaTeX, Unicode maths and Markdown folded, every number
 * with its value (decimal comma, thousands separators, fractions, percentages, Spanish and English
 * words), so '\boxed{\frac{3}{4}}', 'tres cuartos' and '0,75' are the same answer. docs/answer-check.md
 * ("The answer check") says what it can and cannot tell apart. Two tokens are compared in
 * reveal-match.ts; whether a matching run is stated in its context, in reveal-context.ts (and
 * reveal-lists.ts for the words a reply lists or quotes).
 */
import { accepted, type Reading, stem } from './reveal-context.ts';
import { answerValue, statedExpression } from './reveal-expr.ts';
import { canonical, isAlnum, isEquals, isIntegerFraction, sameToken } from './reveal-match.ts';
import { tokenize, type Token } from './reveal-text.ts';

export { canonical, isIntegerFraction, sameValue } from './reveal-match.ts';

export interface RevealFinding {
  /** The accepted answer (as the key wrote it) that the reply states. */
  answer: string;
  /** The tokens of the reply that state it, normalised. */
  found: string;
}

/** Tokens left of '=' in a form whose right side is the value: 'x', "f'(x)" (5 tokens). */
const MAX_LEFT_SIDE = 6;

/** The token runs that state one part: the part, the value after 'x =', a number without its unit. */
function coresOfPart(part: Token[]): Token[][] {
  const cores = [part];
  const eq = part.findIndex(isEquals);
  if (eq > 0 && eq <= MAX_LEFT_SIDE && eq < part.length - 1) cores.push(part.slice(eq + 1));
  const value = cores.at(-1)!;
  const unit = value[1];
  const withUnit =
    value[0]!.kind === 'num' &&
    unit?.kind === 'word' &&
    unit.text !== 'pi' &&
    !(unit.glued && unit.text.length === 1) &&
    value.slice(1).every((t) => t.kind !== 'num' || t.glued);
  if (withUnit) cores.push([value[0]!]);
  return cores;
}

/** An answer's parts, each with its cores: 'x = 6, y = 4' has two parts, each a leak on its own. */
function partsOf(answer: string): Token[][][] {
  const tokens = canonical(tokenize(answer));
  if (tokens.filter(isEquals).length < 2) return tokens.length > 0 ? [coresOfPart(tokens)] : [];
  const parts: Token[][] = [[]];
  tokens.forEach((t, i) => {
    const joins = [',', ';', 'y', 'e', 'and'].includes(t.text) && !isEquals(tokens[i + 1] ?? t);
    if (joins) parts.push([]);
    else parts.at(-1)!.push(t);
  });
  return parts.filter((p) => p.some(isEquals)).map(coresOfPart);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * '9/12' on the way from the task's '18/24' to the key's '3/4': when a number of the task already
 * has the answer's value (a simplification), only a fraction in lowest terms states it.
 */
function simplificationStep(t: Token, core: Token, reading: Reading): boolean {
  const m = /^-?(\d+)\/(\d+)$/.exec(t.text);
  if (!m || t.fromWords || t.text === core.text || gcd(Number(m[1]), Number(m[2])) === 1)
    return false;
  return reading.taskNumbers.some((n) => n.fraction && sameToken(n, t, true));
}

function findCore(tokens: Token[], core: Token[], reading: Reading): number {
  for (let i = 0; i + core.length <= tokens.length; i += 1) {
    const same = core.every(
      (c, k) =>
        sameToken(tokens[i + k]!, c, reading.strict) &&
        !simplificationStep(tokens[i + k]!, c, reading),
    );
    if (same && accepted(tokens, i, i + core.length, reading)) return i;
  }
  return -1;
}

/** A message this short is an answer on its own ('¿cuatro?', 'la b'): no stating word needed. */
const SHORT_MESSAGE_TOKENS = 4;

const EMPTY_READING: Reading = {
  short: false,
  strict: true,
  taskNumbers: [],
  taskStems: new Set(),
};

/** The part's run in `tokens`, as text, or null. */
function statedPart(tokens: Token[], cores: Token[][], reading: Reading): string | null {
  for (const core of cores) {
    const at = findCore(tokens, core, reading);
    if (at >= 0)
      return tokens
        .slice(at, at + core.length)
        .map((t) => t.text)
        .join(' ');
  }
  return null;
}

/** Whether a student's text states every part of one accepted form (same notation). */
function writes(text: string, parts: Token[][][]): boolean {
  const tokens = canonical(tokenize(text));
  const reading = { ...EMPTY_READING, short: tokens.length <= SHORT_MESSAGE_TOKENS };
  return parts.length > 0 && parts.every((cores) => statedPart(tokens, cores, reading) !== null);
}

/**
 * Whether `text` states `answer` (one accepted form from the key) in the same notation: the check
 * for a student's own answer. A short message ('¿cuatro?', '3/4', 'la b') needs no stating word; a
 * longer one states a small number in words or an option letter only with one ('da cuatro',
 * 'la opción b'). An answer with several parts ('x = 6, y = 4') needs all of them.
 */
export function statesAnswer(text: string, answer: string): boolean {
  return writes(text, partsOf(answer));
}

/** One canonical form of a single answer: equal for equal answers ('x vale 0,75', 'x = \\frac{3}{4}'). */
export function normaliseAnswer(text: string): string {
  const tokens = canonical(tokenize(text));
  let out = '';
  tokens.forEach((t, i) => {
    const shown =
      t.kind === 'num' && !isIntegerFraction(t)
        ? `${Number(t.values[0]!.toPrecision(10))}${t.text.endsWith('%') ? '%' : ''}`
        : t.text;
    out += i > 0 && isAlnum(t) && isAlnum(tokens[i - 1]) ? ` ${shown}` : shown;
  });
  return out;
}

/** A message that lists a multiple-choice task's options ('a) 21 b) 27 c) 29'): not an attempt. */
const listsOptions = (text: string): boolean =>
  (text.match(/(?:^|\s)[a-eA-E][).]\s*\S/g) ?? []).length >= 3;

/**
 * The accepted answer a tutor reply states, or null. Nothing counts once the student has written
 * an accepted form (the tutor may then confirm or restate it), and a number the student wrote (the
 * task's own) counts only when the reply states it ('x = 5', 'es cinco'), not when it names it
 * ('¿qué harías con el 5?').
 */
export function revealsAnswer(
  reply: string,
  answers: string[],
  studentMessages: string[],
): RevealFinding | null {
  const forms = answers.map((answer) => ({ answer, parts: partsOf(answer) }));
  const attempts = studentMessages.filter((m) => !listsOptions(m));
  const statement = canonical(tokenize(studentMessages[0] ?? ''));
  const said = (parts: Token[][][]): boolean =>
    studentMessages.some((m, i) => !listsOptions(m) && claims(m, i === 0, statement, parts));
  if (forms.some((f) => said(f.parts))) return null;
  const studentTokens = attempts.flatMap((m) => canonical(tokenize(m)));
  const reading: Reading = {
    short: false,
    strict: false,
    taskNumbers: studentTokens.filter((t) => t.kind === 'num'),
    taskStems: new Set(
      studentTokens.filter((t) => t.kind === 'word' && t.text.length >= 4).map((t) => stem(t.text)),
    ),
    taskTokens: statement,
  };
  // A part the student already wrote ('x = 7' of 'x = 7 y x = -7') is theirs to hear again.
  const open = forms.map((f) => ({
    ...f,
    parts: f.parts.filter((cores) => !said([cores])),
  }));
  const found = findForm(canonical(tokenize(reply)), open, reading);
  if (found) return found;
  // An expression equal to a numeric answer ('x = 8/2' for 4), stated as the result.
  for (const { answer } of open.filter((f) => f.parts.length > 0)) {
    const value = answerValue(answer);
    const expression = value === null ? null : statedExpression(reply, [value], studentMessages);
    if (expression) return { answer, found: expression };
  }
  return null;
}

/**
 * Whether a student message states every part of one accepted form. The task statement (the
 * first message) states a number only with a word ('me da 4'), as 'x = 4' or on its own ('4'):
 * 'simplifica 18/24' and '2x - 7 = 7' are the task. A later message is the student's own work: a
 * number in it that the task does not hold is their claim, stated or not ('pago 34 no?',
 * 'entonces 36'), unless it is a step's operand, an index or a small number in words; a number of
 * the task counts only when stated ('¿qué hago con el 3?' is not an answer, 'x 5' is).
 */
function claims(text: string, isStatement: boolean, statement: Token[], parts: Token[][][]) {
  const tokens = canonical(tokenize(text));
  const taskNumbers = statement.filter((t) => t.kind === 'num');
  const reading: Reading = isStatement
    ? { ...EMPTY_READING, statement: true, short: tokens.filter(isAlnum).length <= 1 }
    : {
        ...EMPTY_READING,
        short: tokens.length <= SHORT_MESSAGE_TOKENS,
        claims: true,
        taskNumbers,
      };
  return parts.length > 0 && parts.every((cores) => statedPart(tokens, cores, reading) !== null);
}

type Form = { answer: string; parts: Token[][][] };

function findForm(tokens: Token[], forms: Form[], reading: Reading): RevealFinding | null {
  for (const { answer, parts } of forms) {
    for (const cores of parts) {
      const found = statedPart(tokens, cores, reading);
      if (found !== null) return { answer, found };
    }
  }
  return null;
}

/**
 * The accepted answer a short text (a conversation title) names at all, or null: no stating word
 * is needed and what the student wrote does not matter ('Ecuación con x = 4', 'Cuatro').
 */
export function mentionsAnswer(text: string, answers: string[]): RevealFinding | null {
  const forms = answers.map((answer) => ({ answer, parts: partsOf(answer) }));
  return findForm(canonical(tokenize(text)), forms, {
    ...EMPTY_READING,
    short: true,
    strict: false,
  });
}
