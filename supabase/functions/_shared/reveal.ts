/**
 * The deterministic answer check (issue 18): does a tutor reply state an accepted final answer of
 * the task that the student has not written yet? It runs on every reply, every rewrite and the
 * title, before and besides the judge. Pure, no dependencies (Node and Deno).
 *
 * Text is read as tokens (reveal-text.ts): LaTeX, Unicode maths and Markdown folded, every number
 * with its value (decimal comma, thousands separators, fractions, percentages, Spanish and English
 * words), so '\boxed{\frac{3}{4}}', 'tres cuartos' and '0,75' are the same answer. docs/tutor.md
 * ("The answer check") says what it can and cannot tell apart.
 */
import { tokenize, type Token } from './reveal-text.ts';

export interface RevealFinding {
  /** The accepted answer (as the key wrote it) that the reply states. */
  answer: string;
  /** The tokens of the reply that state it, normalised. */
  found: string;
}

/** Words before a number that make it an index, not a value: 'paso 4', 'ejercicio 2'. */
const INDEX_WORDS = new Set(
  'paso pasos step ejercicio exercise problema problem pregunta question apartado punto pagina page linea line fila columna figura tabla capitulo tema seccion nivel parte part caso regla ecuacion version intento n no num'.split(
    ' ',
  ),
);
const INDEX_SYMBOLS = new Set(['#', 'º', '°', '§']);
/** Operators around a number that make it an operand of a bigger expression. */
const OPERAND_SYMBOLS = new Set(['^', '_', '/', '+', '-']);
/** Words and signs that state a value: '= 4', 'da 4', 'queda 4', 'the answer is four'. */
const STATING = new Set(
  '= ≈ : -> es son era fue sera seria serian sea da dan daria darian vale valen valdria queda quedan quedaria quedarian resulta resultan resultaria sale salen saldria obtienes obtiene obtienen obtenemos obtengo obtendras obtendrias llegas llegamos igual equivale is are was equals be gives get got makes answer respuesta resultado solucion total'.split(
    ' ',
  ),
);
/** Words after a value that state it: '4 es la respuesta', 'cuatro is the answer'. */
const STATED_AFTER = new Set(
  'respuesta resultado solucion answer result correcto correcta correct right'.split(' '),
);
/** Words before an option letter: 'la opción b', 'es la c'. */
const OPTION_BEFORE = new Set([
  'la',
  'el',
  'opcion',
  'option',
  'letra',
  'inciso',
  'literal',
  'choice',
  ':',
]);
const OPTION_CUE = new Set(
  'opcion option letra inciso literal respuesta correcta correcto answer choice es is sera seria marca elige escoge'.split(
    ' ',
  ),
);
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

const isSym = (t: Token | undefined, set: Set<string>): boolean =>
  t?.kind === 'sym' && set.has(t.text);
const isAlnum = (t: Token | undefined): boolean => t?.kind === 'num' || t?.kind === 'word';
const sameValue = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
/** '8/2' is the last operation left to the student, not the value 4. */
const isIntegerFraction = (t: Token): boolean =>
  t.fraction && !t.fromWords && Number.isInteger(t.values[0]);
/** A small whole number in words ('dos', 'one'): ordinary words in a sentence unless stated. */
const isWeak = (t: Token): boolean =>
  (t.kind === 'num' &&
    t.fromWords &&
    !t.fraction &&
    t.values.every((v) => Number.isInteger(v) && v >= 0 && v <= 12)) ||
  (t.kind === 'word' && t.text.length === 2);

function sameToken(a: Token, b: Token): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind !== 'num') return a.text === b.text;
  if (isIntegerFraction(a) !== isIntegerFraction(b)) return false;
  return a.values.some((x) => b.values.some((y) => sameValue(x, y)));
}

/** 'x vale 4', 'x es igual a 4', 'x is 4' -> 'x = 4' (a one-letter variable before the verb). */
function canonical(tokens: Token[]): Token[] {
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

/** The token runs that state an answer: the whole form, the value after 'x =', a number without its unit. */
function coresOf(answer: string): Token[][] {
  const full = canonical(tokenize(answer));
  if (full.length === 0) return [];
  const cores = [full];
  const eq = full.findIndex((t) => t.kind === 'sym' && t.text === '=');
  if (eq > 0 && eq <= 4 && eq < full.length - 1) cores.push(full.slice(eq + 1));
  const value = cores.at(-1)!;
  const unit = value[1];
  const withUnit =
    value.length > 1 &&
    value[0]!.kind === 'num' &&
    unit?.kind === 'word' &&
    unit.text !== 'pi' &&
    !(unit.glued && unit.text.length === 1) &&
    value.slice(1).every((t) => t.kind !== 'num' || t.glued);
  if (withUnit) cores.push([value[0]!]);
  return cores;
}

const window = (tokens: Token[], from: number, to: number): Token[] =>
  tokens.slice(Math.max(0, from), Math.max(0, to));

function stated(tokens: Token[], start: number, end: number): boolean {
  const before = window(tokens, start - 3, start);
  const after = window(tokens, end, end + 3);
  return (
    before.some((t) => STATING.has(t.text)) ||
    after.some((t) => t.kind === 'word' && STATED_AFTER.has(t.text))
  );
}

function optionStated(tokens: Token[], start: number): boolean {
  const before = tokens[start - 1];
  if (!before || !OPTION_BEFORE.has(before.text)) return false;
  const listed = [tokens[start + 2], tokens[start + 3]].some(
    (t) => t?.kind === 'word' && t.text.length === 1,
  );
  if (listed && ['o', 'y', 'or', 'and', ','].includes(tokens[start + 1]?.text ?? '')) return false;
  return window(tokens, start - 5, start).some((t) => OPTION_CUE.has(t.text));
}

/** Whether the run tokens[start, end) is a stated value, not part of something bigger. */
function accepted(tokens: Token[], start: number, end: number, short: boolean): boolean {
  const first = tokens[start]!;
  const last = tokens[end - 1]!;
  const before = tokens[start - 1];
  const after = tokens[end];
  if (isAlnum(first) && first.glued && isAlnum(before)) return false;
  if (isAlnum(last) && after?.glued && isAlnum(after)) return false;
  if (first.kind === 'num' && (first.opBefore || isSym(before, OPERAND_SYMBOLS))) return false;
  if (last.kind === 'num' && (last.opAfter || isSym(after, OPERAND_SYMBOLS))) return false;
  if (end - start > 1) return true;
  if (
    first.kind === 'num' &&
    before &&
    (INDEX_WORDS.has(before.text) || INDEX_SYMBOLS.has(before.text))
  )
    return false;
  const listMarker =
    first.lineStart &&
    (after?.text === '.' || after?.text === ')') &&
    tokens[end + 1] &&
    !tokens[end + 1]!.lineStart;
  if (listMarker) return false;
  if (short) return true;
  if (first.kind === 'word' && first.text.length === 1) return optionStated(tokens, start);
  return !isWeak(first) || stated(tokens, start, end);
}

function findCore(tokens: Token[], core: Token[], short: boolean): number {
  for (let i = 0; i + core.length <= tokens.length; i += 1) {
    if (
      core.every((c, k) => sameToken(tokens[i + k]!, c)) &&
      accepted(tokens, i, i + core.length, short)
    )
      return i;
  }
  return -1;
}

/** A message this short is an answer on its own ('¿cuatro?', 'la b'): no stating word needed. */
const SHORT_MESSAGE_TOKENS = 4;

function statesIn(tokens: Token[], answer: string, short: boolean): RevealFinding | null {
  for (const core of coresOf(answer)) {
    const at = findCore(tokens, core, short);
    if (at >= 0) {
      const found = tokens
        .slice(at, at + core.length)
        .map((t) => t.text)
        .join(' ');
      return { answer, found };
    }
  }
  return null;
}

/**
 * Whether `text` states `answer` (one accepted form from the key). The same reading checks a
 * student's own answer against the key: a short message ('¿cuatro?', '3/4', 'la b') needs no
 * stating word; a longer one states a small number in words or an option letter only with one
 * ('da cuatro', 'la opción b').
 */
export function statesAnswer(text: string, answer: string): boolean {
  const tokens = canonical(tokenize(text));
  return statesIn(tokens, answer, tokens.length <= SHORT_MESSAGE_TOKENS) !== null;
}

/** One canonical form of a single answer: equal for equal answers ('x vale 0,75', 'x = \\frac{3}{4}'). */
export function normaliseAnswer(text: string): string {
  const tokens = canonical(tokenize(text));
  let out = '';
  tokens.forEach((t, i) => {
    const shown =
      t.kind === 'num' && !isIntegerFraction(t)
        ? String(Number(t.values[0]!.toPrecision(10)))
        : t.text;
    out += i > 0 && isAlnum(t) && isAlnum(tokens[i - 1]) ? ` ${shown}` : shown;
  });
  return out;
}

/**
 * The accepted answer a tutor reply states, or null. Nothing counts once the student has written
 * an accepted form (the tutor may then confirm or restate it); the task's own numbers are in the
 * student's messages, so they never count either (unless one of them is the answer itself).
 */
export function revealsAnswer(
  reply: string,
  answers: string[],
  studentMessages: string[],
): RevealFinding | null {
  const forms = answers.filter((a) => coresOf(a).length > 0);
  const written = studentMessages.some((m) => forms.some((a) => statesAnswer(m, a)));
  if (written) return null;
  const tokens = canonical(tokenize(reply));
  for (const answer of forms) {
    const finding = statesIn(tokens, answer, false);
    if (finding) return finding;
  }
  return null;
}
