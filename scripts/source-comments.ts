/**
 * The comments of a source file, for the citation check (check-citations.ts): TypeScript's `//` and
 * `/* … *\/` read past strings, template literals and regex literals, and SQL's `--`.
 */
const REGEX_KEYWORDS = new Set(['return', 'typeof', 'case', 'in', 'of', 'void', 'yield', 'await']);

/**
 * Whether a slash at `at` divides (after a value: a name, a number, `)` or `]`) rather than
 * opening a regex literal (after an operator, a bracket or a keyword such as `return`).
 */
function slashDivides(source: string, at: number): boolean {
  let j = at - 1;
  while (j >= 0 && /\s/.test(source.charAt(j))) j--;
  if (!/[\w)\]$]/.test(source.charAt(j))) return false;
  const word = /[\w$]+$/.exec(source.slice(Math.max(0, j - 12), j + 1))?.[0] ?? '';
  return !REGEX_KEYWORDS.has(word);
}

/** Just after the string literal whose opening quote is at `at` (or at the end of its line). */
function quotedEnd(source: string, at: number): number {
  const quote = source.charAt(at);
  let j = at + 1;
  while (j < source.length && source[j] !== quote && source[j] !== '\n')
    j += source[j] === '\\' ? 2 : 1;
  return j + 1;
}

/** Just after the regex literal opening at `at`: its unescaped closing slash outside a class. */
function regexEnd(source: string, at: number): number {
  let j = at + 1;
  let inClass = false;
  while (j < source.length && source[j] !== '\n' && (inClass || source[j] !== '/')) {
    if (source[j] === '\\') j++;
    else if (source[j] === '[') inClass = true;
    else if (source[j] === ']') inClass = false;
    j++;
  }
  return j + 1;
}

/** The comment opening at `at` (`//` or `/*`): its text and the offset just after it. */
function commentAt(source: string, at: number): { text: string; stop: number } {
  if (source.charAt(at + 1) === '/') {
    const end = source.indexOf('\n', at);
    const stop = end === -1 ? source.length : end;
    return { text: source.slice(at + 2, stop), stop };
  }
  const end = source.indexOf('*/', at + 2);
  const stop = end === -1 ? source.length : end + 2;
  return { text: source.slice(at + 2, stop - 2), stop };
}

/** Offsets to line numbers, in one pass over the text (the offsets ascending). */
function withLines(
  source: string,
  found: { at: number; text: string }[],
): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let line = 1;
  let from = 0;
  for (const { at, text } of found) {
    for (let j = source.indexOf('\n', from); j !== -1 && j < at; j = source.indexOf('\n', j + 1)) {
      line++;
    }
    from = at;
    out.push({ line, text });
  }
  return out;
}

/**
 * The comments of a TypeScript/JavaScript source: `//` and `/* … *\/`, skipping strings, template
 * literals (with their `${…}` expressions) and regular expression literals, so a URL or a path in
 * code is never read as a citation. Returns each comment with the line it starts on.
 */
export function tsComments(source: string): { line: number; text: string }[] {
  const found: { at: number; text: string }[] = [];
  const n = source.length;
  // Brace depth of each open `${` of a template literal.
  const templates: number[] = [];
  let depth = 0;
  const special = /[/'"`{}]/g;
  /** The end of a template literal's text part starting at `from`: after its closing backtick or `${`. */
  const templateEnd = (from: number) => {
    let j = from;
    while (j < n && source[j] !== '`') {
      if (source[j] === '\\') j += 2;
      else if (source[j] === '$' && source[j + 1] === '{') {
        templates.push(depth);
        return j + 2;
      } else j++;
    }
    return j + 1;
  };
  let i = 0;
  while (i < n) {
    special.lastIndex = i;
    const match = special.exec(source);
    if (!match) break;
    const at = match.index;
    const c = source.charAt(at);
    const next = source.charAt(at + 1);
    if (c === '/' && (next === '/' || next === '*')) {
      const { text, stop } = commentAt(source, at);
      found.push({ at, text });
      i = stop;
    } else if (c === "'" || c === '"') {
      i = quotedEnd(source, at);
    } else if (c === '`') {
      i = templateEnd(at + 1);
    } else if (c === '/') {
      i = slashDivides(source, at) ? at + 1 : regexEnd(source, at);
    } else if (c === '{') {
      depth++;
      i = at + 1;
    } else if (templates.length > 0 && templates[templates.length - 1] === depth) {
      templates.pop();
      i = templateEnd(at + 1);
    } else {
      depth--;
      i = at + 1;
    }
  }
  return withLines(source, found);
}

/** The `--` comments of an SQL file, with their line numbers. */
export function sqlComments(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  source.split('\n').forEach((text, index) => {
    // The first double dash outside a quoted string (an even number of quotes before it).
    for (let at = text.indexOf('--'); at !== -1; at = text.indexOf('--', at + 1)) {
      if ((text.slice(0, at).match(/'/g) ?? []).length % 2 === 0) {
        out.push({ line: index + 1, text: text.slice(at + 2) });
        break;
      }
    }
  });
  return out;
}
