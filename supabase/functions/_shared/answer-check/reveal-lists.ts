/**
 * Words a reply lists or quotes rather than states, for the answer check (reveal-context.ts): an
 * option among those listed ('aguda, llana o esdrújula'), a sentence in quotation marks, a stretch
 * copied from the task statement, and an option letter named with a cue ('la opción b'). Kept apart
 * from the numbers' context because they read words only. Pure.
 */
import type { Reading } from './reveal-context.ts';
import { isAlnum, window } from './reveal-match.ts';
import type { Token } from './reveal-text.ts';

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

export function optionStated(tokens: Token[], start: number): boolean {
  const before = tokens[start - 1];
  if (!before || !OPTION_BEFORE.has(before.text)) return false;
  const listed = [tokens[start + 2], tokens[start + 3]].some(
    (t) => t?.kind === 'word' && t.text.length === 1,
  );
  if (listed && ['o', 'y', 'or', 'and', ','].includes(tokens[start + 1]?.text ?? '')) return false;
  return window(tokens, start - 5, start).some((t) => OPTION_CUE.has(t.text));
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
export function optionOfList(
  tokens: Token[],
  start: number,
  end: number,
  reading: Reading,
): boolean {
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
export function insideLongerQuote(tokens: Token[], start: number, end: number): boolean {
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
export function copiedFromTask(
  tokens: Token[],
  start: number,
  end: number,
  task: Token[],
): boolean {
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
