/**
 * The deterministic answer check: does a tutor reply state an accepted final answer of
 * the task that the student has not written yet? It runs on every reply, every rewrite and the
 * title, before and besides the judge. Pure, no dependencies (Node and Deno).
 *
 * Text is read as tokens (reveal-text.ts): LaTeX, Unicode maths and Markdown folded, every number
 * with its value (decimal comma, thousands separators, fractions, percentages, Spanish and English
 * words), so '\boxed{\frac{3}{4}}', 'tres cuartos' and '0,75' are the same answer. docs/answer-check.md
 * ("The answer check") says what it can and cannot tell apart.
 */
import { answerValue, statedExpression } from './reveal-expr.ts';
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
/** Marks after a number that make it an ordinal: '4.º paso', '2ª parte'. */
const ORDINAL_MARKS = new Set(['º', 'ª']);
/** Operators around a number that make it an operand of a bigger expression. */
const OPERAND_SYMBOLS = new Set(['^', '_', '/', '+', '-']);
/** Operation words between two terms: '16 entre 4', '12 menos 6', '4 veces x' (like '/', '-', '*'). */
const OPERATION_WORDS = new Set('mas menos por entre veces plus minus times over'.split(' '));
/** Verbs before an operation word that make the next number its operand: 'dividido entre 4'. */
const OPERATION_VERBS = new Set(
  'dividido dividida dividir divides divide multiplicado multiplicada multiplicar multiplicas multiplica divided multiplied'.split(
    ' ',
  ),
);
/** Parts of an expression a number can be named as: 'el coeficiente es 4' is not 'x es 4'. */
const PART_WORDS = new Set(
  'coeficiente coeficientes exponente denominador numerador divisor dividendo factor base coefficient exponent denominator numerator'.split(
    ' ',
  ),
);
/** Words and signs that state a value: '= 4', 'da 4', 'queda 4', 'the answer is four'. */
const STATING = new Set(
  '= ≈ : -> es son era fue sera seria serian sea ser da dan dara daran daria darian dar vale valen valdra valdria queda quedan quedara quedaria quedarian quedar resulta resultan resultara resultaria sale salen saldra saldria salir obtienes obtiene obtienen obtenemos obtengo obtendras obtendrias llegas llegamos llegaras llegarias cuento conte calcule calculo puse mide miden medira mediria igual equivale is are was equals equal be gives get got makes s answer respuesta resultado solucion total'.split(
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
const isEquals = (t: Token): boolean => t.kind === 'sym' && t.text === '=';
export const sameValue = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
/** '8/2' is the last operation left to the student, not the value 4. */
export const isIntegerFraction = (t: Token): boolean =>
  t.fraction && !t.fromWords && Number.isInteger(t.values[0]);
/** A small whole number in words ('dos', 'one'): ordinary words in a sentence unless stated. */
const isWeak = (t: Token): boolean =>
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
function sameToken(a: Token, b: Token, strict: boolean): boolean {
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

const window = (tokens: Token[], from: number, to: number): Token[] =>
  tokens.slice(Math.max(0, from), Math.max(0, to));

/** What the student wrote, as the check reads it. */
interface Reading {
  /** The text is a short answer on its own: no stating word needed. */
  short: boolean;
  /** Numbers must match in notation too (the student's side). */
  strict: boolean;
  /** Numbers of the student's messages (the task's own): a reveal only when stated. */
  taskNumbers: Token[];
  /** Word stems (5 letters) of the student's messages: 'nueve diagonales' answers '¿cuántas diagonales?'. */
  taskStems: Set<string>;
  /** The task statement (the student's first message): its numbers count only when stated. */
  statement?: boolean;
  /** A later student message: its numbers are the student's own claims, stated or not. */
  claims?: boolean;
  /** The task statement's tokens: a reply repeating a stretch of it is quoting the task. */
  taskTokens?: Token[];
}

const stem = (word: string): string => word.slice(0, 5);
/** Signs around a number that stands as a clause of its own: '¿Cuatro?', ': nueve.' */
const CLAUSE_START = new Set(['¿', '¡', '.', ':', '!', '?', ';']);
const CLAUSE_END = new Set(['?', '.', '!', ',', ';']);

/** A term of an operation: a number, or a one-letter variable that is not 'y', 'o', 'e', 'u' or 'a'. */
const isTerm = (t: Token | undefined): boolean =>
  t?.kind === 'num' || (t?.kind === 'word' && t.text.length === 1 && !'yoeua'.includes(t.text));

/** A number as an operand in words: '16 entre 4', 'dividido entre 4', '4 veces x'. */
function operandInWords(tokens: Token[], start: number, end: number): boolean {
  const before = tokens[start - 1];
  const after = tokens[end];
  const opBefore =
    before?.kind === 'word' &&
    OPERATION_WORDS.has(before.text) &&
    (isTerm(tokens[start - 2]) || OPERATION_VERBS.has(tokens[start - 2]?.text ?? ''));
  const opAfter =
    after?.kind === 'word' && OPERATION_WORDS.has(after.text) && isTerm(tokens[end + 1]);
  return opBefore || opAfter;
}

/**
 * A number named as a part of the expression ('el coeficiente es 4', '¿es 4 el coeficiente?'),
 * unless the student's messages name that part (then the task may ask for it).
 */
function namedPart(tokens: Token[], start: number, end: number, reading: Reading): boolean {
  const part = (t: Token | undefined): boolean =>
    t?.kind === 'word' && PART_WORDS.has(t.text) && !reading.taskStems.has(stem(t.text));
  const verb = tokens[start - 1]?.text ?? '';
  const namedBefore = ['es', 'vale', '='].includes(verb) && part(tokens[start - 2]);
  const namedAfter = ['el', 'la'].includes(tokens[end]?.text ?? '') && part(tokens[end + 1]);
  return namedBefore || namedAfter;
}

/** A small number in words counts when stated: 'da cuatro', 'cuatro es la respuesta', '¿Cuatro?', 'nueve diagonales'. */
function stated(tokens: Token[], start: number, end: number, reading: Reading): boolean {
  const before = tokens[start - 1];
  const after = tokens[end];
  // In the task statement only words state ('me da 4'), or '=' after a lone variable ('x = 4'):
  // '2x - 7 = 7' and 'Simplifica: 18/24' are the task, not an attempt.
  const stating = (t: Token, k: number): boolean =>
    STATING.has(t.text) &&
    (!reading.statement ||
      t.kind === 'word' ||
      (isEquals(t) && tokens[k - 1]?.kind === 'word' && tokens[k - 1]!.text.length === 1));
  const alone =
    !reading.statement &&
    (!before || tokens[start]!.lineStart || CLAUSE_START.has(before.text)) &&
    (!after || CLAUSE_END.has(after.text));
  const counts =
    after?.kind === 'word' && after.text.length >= 4 && reading.taskStems.has(stem(after.text));
  // A student's shorthand 'x 5': a variable right before the value.
  const assigned = reading.claims === true && before?.kind === 'word' && before.text.length === 1;
  // 'el 6' names the number ('Casi: el 6 está sumando'): stated only by a word right before ('es el 6').
  const named = before?.text === 'el';
  const from = named ? start - 2 : Math.max(0, start - 3);
  const statingBefore = named
    ? [tokens[start - 2]].filter((t): t is Token => t?.kind === 'word')
    : window(tokens, start - 3, start);
  return (
    alone ||
    counts ||
    assigned ||
    statingBefore.some((t, k) => stating(t, from + k)) ||
    window(tokens, end, end + 3).some((t) => t.kind === 'word' && STATED_AFTER.has(t.text))
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

/** Verbs of an arithmetic step ('resta 5', 'multiplica por 4', 'suma 7 a ambos lados'), by stem. */
const STEP_VERB = /^(?:sum|rest|quit|anad|agreg|multiplic|divid|elev|add|subtract|multiply)/;
/** Words between a step's verb and its operand: 'divide ambos lados entre 3', 'quita el 5'. */
const STEP_LINKS = new Set(
  'a al el la los las lo le les de del por entre en ambos los dos lados lado miembros cada by from to'.split(
    ' ',
  ),
);

/** A number a step operates with ('resta 5', 'multiplicar por 4'): an operand, not a result. */
function stepOperand(tokens: Token[], start: number): boolean {
  for (let i = start - 1; i >= Math.max(0, start - 5); i -= 1) {
    const t = tokens[i]!;
    if (t.kind !== 'word') return false;
    // 'suman', 'restan' (they total) and 'el resto' state a result; 'suma', 'réstale' ask for a step.
    if (STEP_VERB.test(t.text)) return !t.text.endsWith('n') && !/^restos?$/.test(t.text);
    if (!STEP_LINKS.has(t.text)) return false;
  }
  return false;
}

const OR_WORDS = new Set(['o', 'u', 'or', 'ni']);
const AND_WORDS = new Set(['y', 'e', 'and']);
/** Words after 'o' that do not offer another option: 'o no', 'o sea'. */
const NOT_AN_OPTION = new Set(['no', 'sea', 'not']);

/** A word run that is one of the options listed: 'aguda, llana o esdrújula', 'agudo u obtuso'. */
function listedOption(tokens: Token[], start: number, end: number): boolean {
  const [b1, b2, b3] = [tokens[start - 1], tokens[start - 2], tokens[start - 3]];
  if (b1 && OR_WORDS.has(b1.text) && b2?.kind === 'word') return true;
  if (b1 && AND_WORDS.has(b1.text) && b2?.kind === 'word' && b3?.text === ',') return true;
  let i = end;
  while (tokens[i]?.text === ',' && tokens[i + 1]?.kind === 'word') i += 2;
  const joint = tokens[i];
  const next = tokens[i + 1];
  if (!joint || next?.kind !== 'word' || NOT_AN_OPTION.has(next.text)) return false;
  return OR_WORDS.has(joint.text) || (i > end && AND_WORDS.has(joint.text));
}

const LIST_SIGNS = new Set([',', ...OR_WORDS, ...AND_WORDS]);

/** How many one-word items the list around a run holds ('aguda, llana o esdrújula': 3). */
function listLength(tokens: Token[], start: number, end: number): number {
  let items = 1;
  for (
    let k = start;
    LIST_SIGNS.has(tokens[k - 1]?.text ?? '') && tokens[k - 2]?.kind === 'word';
    k -= 2
  )
    items += 1;
  for (let k = end; LIST_SIGNS.has(tokens[k]?.text ?? '') && tokens[k + 1]?.kind === 'word'; k += 2)
    items += 1;
  return items;
}

/**
 * An option a reply lists: in a list of three or more, or among the options the task statement
 * lists ('¿aguda, llana o esdrújula?'). Two options the tutor offers ('¿Canberra o Sídney?') are
 * left to the judge: the reply narrows the choice to the answer.
 */
function optionOfList(tokens: Token[], start: number, end: number, reading: Reading): boolean {
  if (!listedOption(tokens, start, end)) return false;
  if (!reading.taskTokens || listLength(tokens, start, end) >= 3) return true;
  const task = reading.taskTokens;
  const run = tokens.slice(start, end);
  return task.some(
    (_, at) =>
      run.every((t, k) => task[at + k]?.text === t.text) && listedOption(task, at, at + run.length),
  );
}

const QUOTE_OPEN = new Set(['«', '“', '‘']);
const QUOTE_CLOSE = new Set(['»', '”', '’']);
const QUOTE_BOTH = new Set(['"', "'"]);

/** A word run inside quotation marks that hold more words: a quoted sentence, not a statement. */
function insideLongerQuote(tokens: Token[], start: number, end: number): boolean {
  let open = -1;
  let plain = '';
  for (let i = 0; i < start; i += 1) {
    const t = tokens[i]!.text;
    if (open < 0 && (QUOTE_OPEN.has(t) || QUOTE_BOTH.has(t))) {
      open = i;
      plain = t;
    } else if (open >= 0 && (QUOTE_CLOSE.has(t) || (QUOTE_BOTH.has(t) && t === plain))) open = -1;
  }
  if (open < 0) return false;
  let close = end;
  while (
    close < tokens.length &&
    !QUOTE_CLOSE.has(tokens[close]!.text) &&
    tokens[close]!.text !== plain
  )
    close += 1;
  if (close >= tokens.length) return false;
  const around = [...tokens.slice(open + 1, start), ...tokens.slice(end, close)];
  return around.some(isAlnum);
}

/** Words of the task statement around the run that a reply repeats: quoting the task, 2 words at least. */
const COPIED_CONTEXT = 2;

/** A word run inside a stretch the reply copies from the task statement ('Los niños juegan en…'). */
function copiedFromTask(tokens: Token[], start: number, end: number, task: Token[]): boolean {
  const length = end - start;
  for (let at = 0; at + length <= task.length; at += 1) {
    if (!tokens.slice(start, end).every((t, k) => t.text === task[at + k]!.text)) continue;
    let words = 0;
    for (let k = 1; tokens[start - k] && task[at - k]?.text === tokens[start - k]!.text; k += 1)
      if (isAlnum(tokens[start - k])) words += 1;
    for (
      let k = 0;
      tokens[end + k] && task[at + length + k]?.text === tokens[end + k]!.text;
      k += 1
    )
      if (isAlnum(tokens[end + k])) words += 1;
    if (words >= COPIED_CONTEXT) return true;
  }
  return false;
}

/** Whether the run tokens[start, end) is a stated value, not part of something bigger. */
function accepted(tokens: Token[], start: number, end: number, reading: Reading): boolean {
  const first = tokens[start]!;
  const last = tokens[end - 1]!;
  const before = tokens[start - 1];
  const after = tokens[end];
  if (isAlnum(first) && first.glued && isAlnum(before)) return false;
  if (isAlnum(last) && after?.glued && isAlnum(after)) return false;
  if (first.kind === 'num' && (first.opBefore || isSym(before, OPERAND_SYMBOLS))) return false;
  if (last.kind === 'num' && (last.opAfter || isSym(after, OPERAND_SYMBOLS))) return false;
  if ((first.kind === 'num' || last.kind === 'num') && operandInWords(tokens, start, end))
    return false;
  // Options and sentences the task lists or quotes are not stated ('aguda, llana o esdrújula').
  const words = tokens.slice(start, end).every((t) => t.kind === 'word');
  if (words && optionOfList(tokens, start, end, reading)) return false;
  if (words && reading.statement && insideLongerQuote(tokens, start, end)) return false;
  if (words && reading.taskTokens && copiedFromTask(tokens, start, end, reading.taskTokens))
    return false;
  if (end - start > 1) return true;
  if (first.kind === 'num' && namedPart(tokens, start, end, reading)) return false;
  if (first.kind === 'num') {
    if (before && (INDEX_WORDS.has(before.text) || INDEX_SYMBOLS.has(before.text))) return false;
    const ordinal = after?.text === '.' ? tokens[end + 1] : after;
    if (ordinal && ORDINAL_MARKS.has(ordinal.text)) return false;
    const listMarker =
      first.lineStart &&
      (after?.text === '.' || after?.text === ')') &&
      tokens[end + 1] !== undefined &&
      !tokens[end + 1]!.lineStart;
    if (listMarker) return false;
    if (stepOperand(tokens, start)) return false;
  }
  if (reading.short) return true;
  if (first.kind === 'word' && first.text.length === 1) return optionStated(tokens, start);
  // A number of the task ('¿qué harías con el 5?') counts only when stated, like 'dos' in words.
  // On the student's side a number counts as their answer only when stated ('me da 4', 'x = 4'):
  // the numbers of the task statement are not an attempt.
  const mustState =
    isWeak(first) ||
    (first.kind === 'num' && reading.strict && !reading.claims) ||
    reading.taskNumbers.some((n) => sameToken(n, first, true));
  return !mustState || stated(tokens, start, end, reading);
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
