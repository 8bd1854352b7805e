/** Math in tutor replies: `$..$`, `$$..$$`, `\(..\)` and `\[..\]` (KaTeX loads only when needed). */
const MATH = /\$\$[\s\S]+?\$\$|\$[^$\n]+\$|\\\([\s\S]+?\\\)|\\\[[\s\S]+?\\\]/;

export function needsMath(text: string): boolean {
  return MATH.test(text);
}

/**
 * remark-math reads only dollar delimiters: rewrite `\[..\]` as a `$$` block and `\(..\)` as
 * inline `$..$`, leaving fenced and inline code untouched.
 */
export function normalizeMathDelimiters(text: string): string {
  return text
    .split(/(```[\s\S]*?```|`[^`\n]*`)/)
    .map((chunk, i) =>
      i % 2 === 1
        ? chunk
        : chunk
            .replace(/\\\[([\s\S]+?)\\\]/g, (_m, body: string) => `\n$$\n${body.trim()}\n$$\n`)
            .replace(/\\\(([\s\S]+?)\\\)/g, (_m, body: string) => `$${body.trim()}$`),
    )
    .join('');
}

/**
 * KaTeX options for the tutor's replies. `maxSize` caps every user-given size (\rule, \kern, …) in
 * em: `\rule{200em}{200em}` drew a 3872 px box over the conversation. `maxExpand` bounds macros.
 */
export const KATEX_OPTIONS = {
  throwOnError: false,
  strict: false,
  maxSize: 10,
  maxExpand: 200,
} as const;

/** A stretch of typed text: plain words, or a formula (`tex` without its delimiters). */
export type TypedPiece = { text: string; tex?: undefined } | { text: string; tex: string };

/**
 * Formulas in text a person typed (a student's message, a search passage): `$$..$$`, `\(..\)`,
 * `\[..\]`, and `$..$` only when the dollars hug the formula (no space just inside either one, no
 * digit right after the closing one), so 'cuesta $5 y $6' stays money, as Pandoc reads it.
 */
const TYPED_MATH =
  /\$\$([\s\S]+?)\$\$|\$(?=[^\s$])([^$\n]*?[^\s$\\])\$(?!\d)|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;

/** `text` cut into plain pieces and formulas, in order (`text` is each piece as written). */
export function splitTypedMath(text: string): TypedPiece[] {
  const pieces: TypedPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(TYPED_MATH)) {
    const tex = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    if (!tex.trim()) continue;
    if (m.index > last) pieces.push({ text: text.slice(last, m.index) });
    pieces.push({ text: m[0], tex });
    last = m.index + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** Whether typed text holds a formula (see splitTypedMath). */
export function hasTypedMath(text: string): boolean {
  return splitTypedMath(text).some((piece) => piece.tex !== undefined);
}

/**
 * A student's message as Markdown source whose only syntax is its formulas: every backslash and
 * dollar outside a formula is escaped, each formula becomes `$..$` (inline, where it was typed).
 * Read with the Markdown constructs other than escapes and paragraphs switched off
 * (markdown-content's `typed` mode), the rest shows exactly as typed.
 */
export function typedMathSource(text: string): string {
  return splitTypedMath(text)
    .map((piece) =>
      piece.tex === undefined
        ? piece.text.replace(/[\\$]/g, (c) => `\\${c}`)
        : `$${piece.tex.trim().replace(/\s*\n\s*/g, ' ')}$`,
    )
    .join('');
}
