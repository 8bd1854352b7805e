/**
 * A search hit's passage as a student reads it: the server cuts it from the raw message (Markdown
 * and LaTeX included), so it is turned into plain text here, and the searched words are marked in
 * it the way the server matched them (case, accents and runs of whitespace ignored).
 */
import { splitTypedMath } from './math';

/** One piece of a snippet: `match` pieces are the searched words. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

// ---------------------------------------------------------------------------------------------
// LaTeX → readable text
// ---------------------------------------------------------------------------------------------

const SYMBOLS: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: '÷',
  pm: '±',
  mp: '∓',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  equiv: '≡',
  infty: '∞',
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  Rightarrow: '⇒',
  Leftrightarrow: '⇔',
  implies: '⇒',
  iff: '⇔',
  in: '∈',
  notin: '∉',
  subset: '⊂',
  cup: '∪',
  cap: '∩',
  emptyset: '∅',
  forall: '∀',
  exists: '∃',
  sum: 'Σ',
  prod: 'Π',
  int: '∫',
  partial: '∂',
  nabla: '∇',
  circ: '°',
  degree: '°',
  angle: '∠',
  perp: '⊥',
  parallel: '∥',
  ldots: '…',
  cdots: '…',
  dots: '…',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  varepsilon: 'ε',
  theta: 'θ',
  lambda: 'λ',
  mu: 'μ',
  pi: 'π',
  rho: 'ρ',
  sigma: 'σ',
  tau: 'τ',
  phi: 'φ',
  varphi: 'φ',
  omega: 'ω',
  Delta: 'Δ',
  Gamma: 'Γ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Pi: 'Π',
  Sigma: 'Σ',
  Phi: 'Φ',
  Omega: 'Ω',
};

/** Commands that only style or size their argument (or nothing): dropped, the argument kept. */
const DROPPED = new Set([
  'left',
  'right',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'displaystyle',
  'textstyle',
  'limits',
  'nolimits',
  'text',
  'textbf',
  'textit',
  'mathrm',
  'mathbf',
  'mathit',
  'mathsf',
  'mathbb',
  'mathcal',
  'operatorname',
  'boxed',
  'underline',
  'overline',
  'vec',
  'hat',
  'bar',
]);

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
};

const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
};

/** `^{…}`/`_{…}`: Unicode super/subscripts when every character has one, else `^(…)` / `_(…)`. */
function script(body: string, map: Record<string, string>, mark: '^' | '_'): string {
  const chars = [...body];
  if (chars.length > 0 && chars.every((c) => c in map))
    return chars.map((c) => map[c] ?? c).join('');
  return chars.length === 1 ? `${mark}${body}` : `${mark}(${body})`;
}

/** A fraction part: bare when it is one number or letter, else in parentheses. */
const part = (text: string) => (/^[\p{L}\p{N}.,]+$/u.test(text) ? text : `(${text})`);

/** Innermost braces first: `{…}` groups that hold no other group. */
const GROUP = String.raw`\{([^{}]*)\}`;
const FRAC = new RegExp(String.raw`\\[dt]?frac\s*${GROUP}\s*${GROUP}`, 'g');
const SQRT = new RegExp(String.raw`\\sqrt\s*(?:\[([^\]]*)\])?\s*${GROUP}`, 'g');
const SUP = new RegExp(String.raw`\^\s*${GROUP}`, 'g');
const SUB = new RegExp(String.raw`_\s*${GROUP}`, 'g');

/** A LaTeX formula as one line of readable text: `\frac{1}{2}` → 1/2, `x^2` → x², `\pi` → π. */
export function latexToText(tex: string): string {
  let text = tex
    .replace(/\\[,;:! ]|\\q?quad\b|~/g, ' ')
    .replace(/\\\\/g, ' ')
    // Escaped characters are kept aside so the rewrites below do not read them as syntax.
    .replace(/\\\{/g, '\uE000')
    .replace(/\\\}/g, '\uE001')
    .replace(/\\_/g, '\uE002')
    .replace(/\\([%$&#])/g, '$1');
  // Rewrite from the innermost group outwards until nothing changes.
  for (let pass = 0; pass < 8; pass++) {
    const before = text;
    text = text
      .replace(FRAC, (_m, a: string, b: string) => `${part(a.trim())}/${part(b.trim())}`)
      .replace(SQRT, (_m, n: string | undefined, x: string) => {
        const root = n ? script(n.trim(), SUPERSCRIPT, '^') : '';
        return `${root}√${part(x.trim())}`;
      })
      .replace(SUP, (_m, x: string) => script(x.trim(), SUPERSCRIPT, '^'))
      .replace(SUB, (_m, x: string) => script(x.trim(), SUBSCRIPT, '_'))
      .replace(/\\([a-zA-Z]+)\s*\{([^{}]*)\}/g, (m, cmd: string, x: string) =>
        DROPPED.has(cmd) ? x : m,
      );
    if (text === before) break;
  }
  return text
    .replace(/\^\s*\\circ\b/g, '°')
    .replace(/\^\s*([\p{L}\p{N}+\-=])/gu, (_m, c: string) => script(c, SUPERSCRIPT, '^'))
    .replace(/_\s*([\p{N}+\-=])/gu, (_m, c: string) => script(c, SUBSCRIPT, '_'))
    .replace(/\\([a-zA-Z]+)/g, (_m, cmd: string) => SYMBOLS[cmd] ?? (DROPPED.has(cmd) ? '' : cmd))
    .replace(/[{}]/g, '')
    .replace(/\uE000/g, '{')
    .replace(/\uE001/g, '}')
    .replace(/\uE002/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Markdown → plain text
// ---------------------------------------------------------------------------------------------

/** Markdown's marks taken off a stretch of text that holds no formula. */
function markdownToText(text: string): string {
  return (
    text
      // Fences and inline code: the code stays, the backticks go.
      .replace(/`{3,}[\w-]*/g, ' ')
      .replace(/`([^`]*)`/g, '$1')
      // Images and links: their words; autolinks: the address.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/<((?:https?:|mailto:)[^>\s]+)>/gi, '$1')
      // Headings, quotes and rules (the server joined the lines, so only at the start or after a
      // space; a lone '>' between numbers is a comparison and stays).
      .replace(/(^|\s)#{1,6}(?=\s)/g, '$1')
      .replace(/^(\s*>)+/, '')
      .replace(/(^|\s)(?:-{3,}|\*{3,}|_{3,})(?=\s|$)/g, '$1')
      // Table rule rows ('|---|:--:|').
      .replace(/\|?(?:\s*:?-{3,}:?\s*\|)+(?:\s*:?-{3,}:?\s*)?/g, ' ')
      // Emphasis: the marks hug the words ('5 * 3' is a product and stays). '_' only between
      // non-word characters, so 'x_1' and 'mi_variable' stay as written.
      .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/\*(?=[^\s*])([^*]*?[^\s*])\*/g, '$1')
      .replace(/(^|[^\p{L}\p{N}_])_(?=[^\s_])([^_]*?[^\s_])_(?![\p{L}\p{N}_])/gu, '$1$2')
      // Backslash escapes show the character.
      .replace(/\\([!-/:-@[-`{-~])/g, '$1')
  );
}

/**
 * A dollar left over once whole formulas are read: the edge of a formula the cut went through
 * ('…x^2$ y' or 'mira $\frac') goes; one standing alone or before a number is money and stays.
 */
function dropCutDollars(text: string): string {
  return text.replace(/\$+/g, (dollars, at: number) => {
    const before = text[at - 1] ?? ' ';
    const after = text[at + dollars.length] ?? ' ';
    if (/\s/.test(before) && (/\s/.test(after) || /\d/.test(after))) return dollars;
    return '';
  });
}

/**
 * A message passage (Markdown with LaTeX, possibly cut mid-formula) as readable plain text on one
 * line: formulas as text (`$x^2$` → x², `\frac{1}{2}` → 1/2), links as their words, no emphasis
 * marks, backticks or heading marks; text that is not markup ('5*3 = 15', 'x_1') stays as written.
 */
export function snippetToText(snippet: string): string {
  const pieces = splitTypedMath(snippet);
  return pieces
    .map((piece, i) => {
      if (piece.tex !== undefined) return latexToText(piece.tex);
      const text = dropCutDollars(markdownToText(piece.text));
      // The last piece may hold a formula the cut left without its closing dollar.
      return i === pieces.length - 1 && /\\[a-zA-Z]/.test(text)
        ? text.replace(/\\[a-zA-Z]+(?:\s*\{[^{}]*\})*/g, latexToText)
        : text;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Highlight
// ---------------------------------------------------------------------------------------------

/**
 * One character as the search compares it: lower case without accents (Postgres' unaccent rules
 * for the letters Spanish, Portuguese and French write; 'ñ' matches 'n' there too).
 */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l' };
function fold(char: string): string {
  const lower = char.toLowerCase();
  const ligature = LIGATURES[lower];
  if (ligature) return ligature;
  if (/\s/.test(lower)) return ' ';
  return lower.normalize('NFD').replace(/\p{M}+/gu, '');
}

/**
 * `text` cut into pieces, each occurrence of `query` marked, compared as the search compares
 * (case, accents and runs of whitespace ignored; 'area' marks 'Área' and 'área' marks 'area').
 * Every occurrence is marked, left to right, without overlaps. An empty query marks nothing.
 */
export function highlightParts(text: string, query: string): SnippetPart[] {
  const needle = [...query.trim().replace(/\s+/g, ' ')].map(fold).join('');
  if (!needle) return text ? [{ text, match: false }] : [];

  // The folded text, and for each of its code units where its character starts and ends in `text`.
  let folded = '';
  const origin: number[] = [];
  const originEnd: number[] = [];
  let prevSpace = false;
  let at = 0;
  for (const char of text) {
    const f = fold(char);
    const space = f === ' ';
    if (!(space && prevSpace)) {
      for (let k = 0; k < f.length; k++) {
        origin.push(at);
        originEnd.push(at + char.length);
      }
      folded += f;
    }
    prevSpace = space;
    at += char.length;
  }

  const parts: SnippetPart[] = [];
  let done = 0;
  for (let from = folded.indexOf(needle); from !== -1; from = folded.indexOf(needle, from)) {
    const start = origin[from] ?? text.length;
    const endFolded = from + needle.length;
    // The match ends after the last original character that fed it.
    const end = originEnd[endFolded - 1] ?? text.length;
    if (start < done) {
      from += 1;
      continue;
    }
    if (start > done) parts.push({ text: text.slice(done, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    done = end;
    from = endFolded;
  }
  if (done < text.length) parts.push({ text: text.slice(done), match: false });
  return parts;
}
