/**
 * Numbers written in words, Spanish and English, for the answer check: 'veintitrés',
 * 'ciento cinco', 'mil novecientos ochenta y nueve', 'tres cuartos', 'un medio', 'menos cuatro',
 * 'cuatro coma cinco', 'twenty-three', 'three quarters'. Pure.
 */

export interface Token {
  kind: 'num' | 'word' | 'sym';
  /** Lower case, no accents; a number's literal as written (digits) or its words joined. */
  text: string;
  /** A number's possible values (an ambiguous '1.234' has two: 1234 and 1.234). */
  values: number[];
  /** Touches the previous token with no space between (the 4 of '4x', the 2 of 'h2o'). */
  glued: boolean;
  /** First token of its line. */
  lineStart: boolean;
  /** A multiplication sign stood right before / after it (dropped from the stream). */
  opBefore: boolean;
  opAfter: boolean;
  /** Written in words ('cuatro', 'four'). */
  fromWords: boolean;
  /** 'a/b' or its words ('tres cuartos'). */
  fraction: boolean;
}

const SPANISH_UNITS =
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve';
const SPANISH_TWENTIES =
  'veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve';
const SPANISH_TENS = 'treinta cuarenta cincuenta sesenta setenta ochenta noventa';
const SPANISH_HUNDREDS =
  'ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos';
const ENGLISH_UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen';
const ENGLISH_TENS = 'twenty thirty forty fifty sixty seventy eighty ninety';

/** Each word of a space-separated list with its value: `first`, then `step` more for each next word. */
function series(list: string, first: number, step = 1): [string, number][] {
  return list.split(' ').map((word, i) => [word, first + step * i]);
}

/** Every numeral word with its value ('un', 'una' only count before 'mil', 'millón' or a fraction). */
export const NUMERALS: ReadonlyMap<string, number> = new Map<string, number>([
  ...series(SPANISH_UNITS, 0),
  ...series(SPANISH_TWENTIES, 20),
  ...series(SPANISH_TENS, 30, 10),
  ...series(SPANISH_HUNDREDS, 100, 100),
  // The feminine hundreds, 'doscientas'… ('ciento' has no feminine: read again as itself).
  ...series(SPANISH_HUNDREDS.replace(/os\b/g, 'as'), 100, 100),
  ...series(ENGLISH_UNITS, 0),
  ...series(ENGLISH_TENS, 20, 10),
  ['un', 1],
  ['una', 1],
  ['veintiun', 21],
  ['veintiuna', 21],
  ['cien', 100],
]);

const MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['mil', 1000],
  ['thousand', 1000],
  ['millon', 1e6],
  ['millones', 1e6],
  ['million', 1e6],
  ['millions', 1e6],
]);

const DENOMINATOR_STEMS: Record<string, number> = {
  medi: 2,
  terci: 3,
  tercer: 3,
  cuart: 4,
  quint: 5,
  sext: 6,
  septim: 7,
  setim: 7,
  octav: 8,
  noven: 9,
  decim: 10,
  centesim: 100,
};
const ENGLISH_DENOMINATORS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  quarter: 4,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** The denominator a word names ('cuartos' 4, 'doceavos' 12, 'thirds' 3), or null. */
export function denominatorOf(word: string): number | null {
  const stem = /^([a-z]+?)(?:o|a|os|as)$/.exec(word)?.[1];
  if (stem && stem in DENOMINATOR_STEMS) return DENOMINATOR_STEMS[stem]!;
  const avos = /^([a-z]+?)a?vos?$/.exec(word)?.[1];
  const base = avos
    ? (NUMERALS.get(avos) ?? NUMERALS.get(`${avos}e`) ?? NUMERALS.get(`${avos}a`))
    : undefined;
  if (base !== undefined && base > 10) return base;
  const english = ENGLISH_DENOMINATORS[word] ?? ENGLISH_DENOMINATORS[word.replace(/s$/, '')];
  return english ?? null;
}

const isWord = (t: Token | undefined, ...words: string[]): boolean =>
  t?.kind === 'word' && words.includes(t.text);

/** A minus (or 'menos') before a number is a sign, not a subtraction: no operand stands before it. */
export function signPosition(prev: Token | undefined): boolean {
  if (!prev) return true;
  if (prev.kind === 'sym') return prev.text !== ')';
  return prev.kind === 'word' && prev.text.length > 1 && prev.text !== 'pi';
}

interface Read {
  value: number;
  next: number;
  fraction: boolean;
}

/** One number in words starting at `start` ('mil novecientos ochenta y nueve'), or null. */
function readAt(tokens: Token[], start: number): Read | null {
  let total = 0;
  let current = 0;
  let last: number | null = null;
  let i = start;
  let counted = 0;
  let onlyArticle = true;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const value = NUMERALS.get(t.text);
    const multiplier = MULTIPLIERS.get(t.text);
    if (value !== undefined && !(t.text === 'once' && isEnglishOnce(tokens, i))) {
      const fits =
        last === null ||
        (last >= 20 && last < 100 && last % 10 === 0 && value < 10) ||
        (last >= 100 && value < 100);
      if (!fits) break;
      current += value;
      last = value;
      if (t.text !== 'un' && t.text !== 'una') onlyArticle = false;
    } else if (
      multiplier !== undefined &&
      (counted > 0 || NUMERALS.has(tokens[i + 1]?.text ?? ''))
    ) {
      total += (current || 1) * multiplier;
      current = 0;
      last = null;
      onlyArticle = false;
    } else if (isWord(t, 'hundred') && counted > 0) {
      current = (current || 1) * 100;
      last = 100;
    } else if (
      (isWord(t, 'y') && last !== null && last >= 30 && last < 100 && last % 10 === 0) ||
      (isWord(t, 'and') && last !== null && last >= 100) ||
      (t.text === '-' && t.glued && last !== null && last >= 20 && last % 10 === 0)
    ) {
      const after = tokens[i + 1];
      const unit = after?.kind === 'word' ? NUMERALS.get(after.text) : undefined;
      if (unit === undefined || unit >= (t.text === 'and' ? 100 : 10) || unit === 0) break;
    } else break;
    counted += 1;
    i += 1;
  }
  if (counted === 0) return null;
  while (i > start && (isWord(tokens[i - 1], 'y', 'and') || tokens[i - 1]!.text === '-')) i -= 1;
  const value = total + current;
  const denominatorWord = tokens[i];
  const denominator = denominatorWord?.kind === 'word' ? denominatorOf(denominatorWord.text) : null;
  if (denominator !== null && value > 0) {
    const parts = isWord(tokens[i + 1], 'parte', 'partes') ? 2 : 1;
    return { value: value / denominator, next: i + parts, fraction: true };
  }
  if (onlyArticle) return null;
  return { value, next: i, fraction: false };
}

/** English 'once' (one time) rather than Spanish 'once' (eleven): an English word stands beside it. */
function isEnglishOnce(tokens: Token[], i: number): boolean {
  const near = [tokens[i - 1], tokens[i + 1]].filter((t) => t?.kind === 'word').map((t) => t!.text);
  return near.some((w) => ['you', 'we', 'the', 'it', 'again', 'at', 'more', 'i'].includes(w));
}

function numberToken(from: Token, text: string, value: number, fraction: boolean): Token {
  return { ...from, kind: 'num', text, values: [value], fromWords: true, fraction };
}

/** Word numbers folded into number tokens, with 'menos'/'minus', 'coma'/'point' and 'y medio'. */
export function readNumberWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    const denominator = isWord(t, 'a') ? denominatorOf(tokens[i + 1]?.text ?? '') : null;
    if (
      denominator !== null &&
      tokens[i + 1]?.kind === 'word' &&
      /^(half|third|quarter)$/.test(tokens[i + 1]!.text)
    ) {
      out.push(numberToken(t, `a ${tokens[i + 1]!.text}`, 1 / denominator, true));
      i += 1;
      continue;
    }
    const read = t.kind === 'word' ? readAt(tokens, i) : null;
    if (read) {
      const text = tokens
        .slice(i, read.next)
        .map((w) => w.text)
        .join(' ');
      out.push(numberToken(t, text, read.value, read.fraction));
      i = read.next - 1;
      continue;
    }
    out.push(t);
  }
  return foldWordOperators(out);
}

/**
 * A sign folded into the number after it: the number negated, written as `text`, standing where
 * the sign stood (glued and at a line start as the sign was).
 */
export function negated(sign: Token, num: Token, text: string): Token {
  return {
    ...num,
    text,
    values: num.values.map((v) => -v),
    glued: sign.glued,
    lineStart: sign.lineStart,
  };
}

/** 'menos cuatro' -> -4, 'cuatro coma cinco' -> 4.5, '2 y medio' -> 2.5. */
function foldWordOperators(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const prev = out.at(-1);
    if (
      isWord(t, 'menos', 'minus', 'negative', 'negativo') &&
      next?.kind === 'num' &&
      signPosition(prev)
    ) {
      out.push({ ...negated(t, next, `- ${next.text}`), fromWords: true });
      i += 1;
      continue;
    }
    if (
      prev?.kind === 'num' &&
      prev.fromWords &&
      isWord(t, 'coma', 'punto', 'point') &&
      next?.kind === 'num' &&
      !next.fraction
    ) {
      const digits = String(Math.abs(next.values[0]!));
      prev.values = prev.values.map((v) => Number(`${v}.${digits}`));
      prev.text = `${prev.text} ${t.text} ${next.text}`;
      prev.fraction = false;
      i += 1;
      continue;
    }
    if (
      prev?.kind === 'num' &&
      !prev.fraction &&
      isWord(t, 'y', 'and') &&
      isWord(next, 'medio', 'media', 'half')
    ) {
      prev.values = prev.values.map((v) => v + 0.5);
      prev.text = `${prev.text} y medio`;
      i += 1;
      continue;
    }
    out.push(t);
  }
  return out;
}
