/**
 * Whether a run of a reply that matches an answer is a stated value in its context, for the answer
 * check (reveal.ts): not an index ('paso 4'), an operand ('16 entre 4', 'resta 5'), a part of the
 * expression ('el coeficiente es 4'), an ordinal or a list marker; a small number in words or a
 * number of the task counts only when stated ('da cuatro', 'x = 4'). Pure.
 */
import { copiedFromTask, insideLongerQuote, optionOfList, optionStated } from './reveal-lists.ts';
import { isAlnum, isEquals, isSym, isWeak, sameToken, window } from './reveal-match.ts';
import type { Token } from './reveal-text.ts';

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

/** What the student wrote, as the check reads it. */
export interface Reading {
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

export const stem = (word: string): string => word.slice(0, 5);
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

/** Whether the run tokens[start, end) is a stated value, not part of something bigger. */
export function accepted(tokens: Token[], start: number, end: number, reading: Reading): boolean {
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
