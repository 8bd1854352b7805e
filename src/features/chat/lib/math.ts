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
