/**
 * The answer check's reading of a text: LaTeX, Unicode maths and Markdown folded to
 * plain text, then tokens in which every number (digits with a decimal comma or thousands
 * separators, a fraction, a percentage, Spanish or English words) carries its value. Pure.
 */
import { negated, readNumberWords, signPosition, type Token } from './reveal-words.ts';

export type { Token } from './reveal-words.ts';

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
const VULGAR: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** A LaTeX group as an operand: bare when it is one run of letters and digits, else in parentheses. */
const group = (inner: string): string => {
  const t = inner.trim();
  return /^[\w.,]+$/.test(t) ? t : `(${t})`;
};

/** Commands whose argument is kept as it is. */
const KEEP_ARGUMENT =
  /\\(?:text|textbf|textit|textrm|mathbf|mathrm|mathit|mathsf|mathbb|operatorname|mbox|bm|boldsymbol|underline|overline|displaystyle|color\{[^{}]*\})\s*\{([^{}]*)\}/g;

/** LaTeX to plain maths: `\boxed{4}` -> ' = 4 ' (a boxed value is stated), `\frac{3}{4}` -> '3/4'. */
export function foldLatex(text: string): string {
  let t = text
    .replace(/\\\\/g, '\n')
    .replace(/\{([,.])\}/g, '$1')
    .replace(/\\(?:left|right|big|Big|bigg|Bigg)\s*(\\[{}]|[()[\]|]|\.)/g, (_, d: string) =>
      d === '.' ? ' ' : d.replace('\\{', '(').replace('\\}', ')'),
    )
    .replace(/\\(?:cdot|times|ast)(?![a-zA-Z])/g, ' * ')
    .replace(/\\div(?![a-zA-Z])/g, ' / ')
    .replace(/\\pm(?![a-zA-Z])/g, ' ± ')
    .replace(/\\approx(?![a-zA-Z])/g, ' ≈ ')
    .replace(/\\(?:Rightarrow|rightarrow|to|implies|longrightarrow)(?![a-zA-Z])/g, ' -> ')
    .replace(/\\pi(?![a-zA-Z])/g, ' pi ')
    .replace(/\\%/g, '%')
    .replace(/\\(?:[,;:! ]|quad|qquad)/g, ' ')
    .replace(/\\dfrac|\\tfrac|\\cfrac/g, '\\frac')
    // A mixed number: '1\\frac{3}{4}' is 1 3/4, not 13/4.
    .replace(/(\d)\s*\\frac/g, '$1 \\frac');
  for (let i = 0; i < 8; i += 1) {
    const before = t;
    t = t
      .replace(/\\(?:boxed|fbox)\s*\{([^{}]*)\}/g, ' = $1 ')
      .replace(KEEP_ARGUMENT, ' $1 ')
      .replace(
        /\\frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g,
        (_, a: string, b: string) => `${group(a)}/${group(b)}`,
      )
      .replace(/\\frac\s*(\d)\s*(\d)/g, '$1/$2')
      .replace(/\\sqrt\s*\[([^\]]*)\]\s*\{([^{}]*)\}/g, (_, n: string, b: string) => {
        return ` root ${n.trim()} ${group(b)}`;
      })
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, (_, b: string) => ` sqrt ${group(b)}`)
      .replace(/([\^_])\s*\{([^{}]*)\}/g, (_, op: string, b: string) => `${op}${group(b)}`);
    if (t === before) break;
  }
  return t
    .replace(/\\sqrt(?![a-zA-Z])/g, ' sqrt ')
    .replace(/\\\(|\\\)|\\\[|\\\]|\$/g, ' ')
    .replace(/\\([a-zA-Z]+)/g, ' $1 ')
    .replace(/[{}]/g, ' ');
}

/** Unicode maths, Markdown and accents to the plain lower-case text the tokens are read from. */
export function plainText(text: string): string {
  return foldLatex(text)
    .replace(
      /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g,
      (s) => `^${[...s].map((c) => (c === '⁻' ? '-' : String(SUPERSCRIPTS.indexOf(c)))).join('')} `,
    )
    .replace(/[₀₁₂₃₄₅₆₇₈₉]/g, (c) => String(SUBSCRIPTS.indexOf(c)))
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (c) => ` ${VULGAR[c]} `)
    .replace(/[−–—‒]/g, '-')
    .replace(/[×·⋅∙✕]/g, ' * ')
    .replace(/÷/g, ' / ')
    .replace(/π/g, ' pi ')
    .replace(/√/g, ' sqrt ')
    .replace(/[→⟶⇒]|=>/g, ' -> ')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\*\*|__|`|~~/g, ' ')
    .replace(/^[ \t]*(?:[-+>]|\*(?!\*))[ \t]+/gm, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The values of a digit literal: '3,5' -> [3.5]; '1.234' -> [1234, 1.234]; '2 500' -> [2500]. */
export function digitValues(literal: string): number[] {
  const grouped = /^(\d{1,3})([., ])(\d{3}(?:\2\d{3})*)(?:([.,])(\d+))?$/.exec(literal);
  if (grouped && !(grouped[1] === '0' && grouped[2] !== ' ')) {
    const [, head, sep, rest, , decimals] = grouped;
    const whole = Number(`${head}${rest!.split(sep!).join('')}${decimals ? `.${decimals}` : ''}`);
    const oneGroup = rest!.length === 3 && !decimals && sep !== ' ';
    return oneGroup ? [whole, Number(`${head}.${rest}`)] : [whole];
  }
  return [Number(literal.replace(/ /g, '').replace(',', '.'))];
}

const RAW_TOKEN =
  /(\d{1,3}([., ])\d{3}(?:\2\d{3})*(?:[.,]\d+)?(?![\d]|[.,]\d)|\d+(?:[.,]\d+)?)|([a-zñ]+)|(->|[^\s\w])/g;

function rawTokens(plain: string): Token[] {
  const tokens: Token[] = [];
  let end = -1;
  for (const m of plain.matchAll(RAW_TOKEN)) {
    const start = m.index;
    const between = end < 0 ? '\n' : plain.slice(end, start);
    const base = {
      glued: end >= 0 && between === '',
      lineStart: between.includes('\n'),
      opBefore: false,
      opAfter: false,
      fromWords: false,
      fraction: false,
    };
    if (m[1]) tokens.push({ ...base, kind: 'num', text: m[1], values: digitValues(m[1]) });
    else if (m[3]) tokens.push({ ...base, kind: 'word', text: m[3], values: [] });
    else tokens.push({ ...base, kind: 'sym', text: m[4]!, values: [] });
    end = start + m[0].length;
  }
  return tokens;
}

const isAlnum = (t: Token | undefined): boolean => t?.kind === 'num' || t?.kind === 'word';

const PERCENT_WORDS = ['por ciento', 'porciento', 'percent', 'per cent'];

/** Signs, fractions and percentages folded into their numbers; multiplication signs dropped. */
function foldNumbers(input: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < input.length; i += 1) {
    const t = input[i]!;
    const prev = out.at(-1);
    if (t.kind === 'sym' && t.text === '*') {
      if (prev) prev.opAfter = true;
      const next = input[i + 1];
      if (next) next.opBefore = true;
      continue;
    }
    if (t.kind === 'num' && prev?.kind === 'sym' && prev.text === '-' && !t.fromWords) {
      const beforeSign = out.at(-2);
      if (signPosition(beforeSign)) {
        out.pop();
        out.push(negated(prev, t, `-${t.text}`));
        continue;
      }
    }
    if (
      t.kind === 'num' &&
      !t.fromWords &&
      prev?.kind === 'sym' &&
      prev.text === '/' &&
      out.at(-2)?.kind === 'num' &&
      !out.at(-2)!.fromWords &&
      !out.at(-2)!.fraction &&
      !(input[i + 1]?.glued && isAlnum(input[i + 1]))
    ) {
      const numerator = out.at(-2)!;
      const denominator = t.values[0]!;
      out.pop();
      out.pop();
      out.push({
        ...numerator,
        text: `${numerator.text}/${t.text}`,
        values: denominator === 0 ? [] : numerator.values.map((v) => v / denominator),
        fraction: true,
        opAfter: t.opAfter,
      });
      continue;
    }
    out.push({ ...t });
  }
  return foldPercent(out);
}

function foldPercent(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    const prev = out.at(-1);
    const two = `${t.text} ${tokens[i + 1]?.text ?? ''}`;
    const words = PERCENT_WORDS.includes(two) ? 2 : PERCENT_WORDS.includes(t.text) ? 1 : 0;
    if (prev?.kind === 'num' && ((t.kind === 'sym' && t.text === '%') || words > 0)) {
      prev.values = [...prev.values, ...prev.values.map((v) => v / 100)];
      prev.text = `${prev.text}%`;
      i += Math.max(words, 1) - 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** The tokens of a text, numbers with their values. */
export function tokenize(text: string): Token[] {
  return foldNumbers(readNumberWords(rawTokens(plainText(text))));
}

/** '(6,4)' is the pair (6, 4), not 6,4: a comma between two whole numbers in parentheses separates. */
const PAIR = /\(\s*(-?\d+)\s*[,;]\s*(-?\d+)\s*\)/g;

/** A sign with a space before and none after is the number's own: 'x = 7 y -7'. */
function foldLooseSigns(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    const loose = t.kind === 'sym' && t.text === '-' && !t.glued && next?.kind === 'num';
    if (loose && next.glued && !next.fromWords && next.values.every((v) => v >= 0)) {
      out.push(negated(t, next, `-${next.text}`));
      i += 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** A whole number then a proper fraction is one mixed number: '1 3/4', '1 y 3/4', 'uno y tres cuartos'. */
function foldMixedNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    const joined = tokens[i + 1]?.text === 'y';
    const frac = tokens[i + (joined ? 2 : 1)];
    const mixed =
      t.kind === 'num' &&
      !t.fraction &&
      !t.opAfter &&
      t.values.length === 1 &&
      Number.isInteger(t.values[0]) &&
      frac?.kind === 'num' &&
      frac.fraction &&
      !frac.glued &&
      !frac.opBefore &&
      frac.values.length === 1 &&
      Math.abs(frac.values[0]!) < 1 &&
      frac.values[0]! > 0;
    if (mixed) {
      const whole = t.values[0]!;
      const sign = whole < 0 || t.text.startsWith('-') ? -1 : 1;
      out.push({
        ...t,
        text: `${t.text} ${frac.text}`,
        values: [whole + sign * frac.values[0]!],
        fraction: true,
        opAfter: frac.opAfter,
      });
      i += joined ? 2 : 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/**
 * The tokens of a student's short answer (a challenge's check): as `tokenize`, and besides a pair
 * '(6,4)' split at its comma, a loose sign kept with its number ('7 y -7') and mixed numbers read
 * as one value ('1 3/4' = 1.75). Not used on tutor replies, where '2 1/2' may be two numbers.
 */
export function readAnswer(text: string): Token[] {
  return foldMixedNumbers(foldLooseSigns(tokenize(text.replace(PAIR, '($1, $2)'))));
}
