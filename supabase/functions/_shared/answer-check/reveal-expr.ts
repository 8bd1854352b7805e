/**
 * The answer check's reading of expressions (docs/tutor.md "The answer-leak gate"): a reply that
 * states an arithmetic expression equal to the key's value ('x = 8/2' for 4, 'el área es 6²' for
 * 36, `queda $5{,}2 \times 10^{-4}$` for 0,00052) states the answer. An expression counts when it is
 * stated: right after '=' or ':', or after a stating word of its clause ('es', 'da', 'queda', 'hay',
 * 'mide'...), and not inside a question ('¿cuánto da 8/2?' is a step the student takes). An
 * expression the student wrote (the task's own) is never the tutor's statement. Pure.
 */

/** LaTeX and Unicode maths as plain arithmetic: `\frac{a}{b}` → (a)/(b), ×·⋅ → *, ÷ → /, ²  → ^2. */
export function arithmeticText(text: string): string {
  const SUPERSCRIPTS: Record<string, string> = {
    '⁰': '0',
    '¹': '1',
    '²': '2',
    '³': '3',
    '⁴': '4',
    '⁵': '5',
    '⁶': '6',
    '⁷': '7',
    '⁸': '8',
    '⁹': '9',
    '⁻': '-',
  };
  let out = text
    // A unit's own power ('\\text{cm}^2') is not arithmetic.
    .replace(/\\text\{[^{}]*\}(?:\^\{?\d+\}?)?/g, ' ')
    .replace(/\\(?:boxed|mathbf|mathrm)\{([^{}]*)\}/g, '$1');
  // Fractions from the innermost out: \frac{3+2}{4}, \dfrac{8}{2}, \frac34.
  for (let i = 0; i < 4; i += 1) {
    out = out
      .replace(/\\[dtc]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '(($1)/($2))')
      .replace(/\\[dtc]?frac\s*(\d)\s*(\d)/g, '(($1)/($2))');
  }
  out = out
    .replace(/\{,\}/g, ',')
    .replace(/\^\s*\{([^{}]*)\}/g, '^($1)')
    .replace(/\\(?:cdot|times|ast)/g, '*')
    .replace(/\\div/g, '/')
    .replace(/[×·⋅∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–]/g, '-')
    .replace(/\\[,;:! ]|\\quad|\\left|\\right/g, ' ')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (s) => `^(${[...s].map((c) => SUPERSCRIPTS[c]).join('')})`)
    .replace(/\$/g, ' ');
  // A decimal comma between digits ('5,2'); a list's comma has a space after it.
  return out.replace(/(\d),(\d)/g, '$1.$2');
}

/** Evaluates + - * / ^ and parentheses over decimal numbers; null when it is not one expression. */
export function evaluate(expression: string): number | null {
  const tokens = expression.match(/\d+(?:\.\d+)?|[-+*/^()]/g) ?? [];
  if (tokens.join('') !== expression.replace(/\s+/g, '')) return null;
  let at = 0;
  const peek = () => tokens[at];
  const primary = (): number | null => {
    const t = tokens[at++];
    if (t === undefined) return null;
    if (t === '-') {
      const v = power();
      return v === null ? null : -v;
    }
    if (t === '(') {
      const v = sum();
      if (tokens[at++] !== ')') return null;
      return v;
    }
    return /^\d/.test(t) ? Number(t) : null;
  };
  const power = (): number | null => {
    const base = primary();
    if (base === null) return null;
    if (peek() !== '^') return base;
    at += 1;
    const exponent = power();
    return exponent === null ? null : base ** exponent;
  };
  /** `operand`s joined left to right by the operators of `ops`, each applied by its function. */
  const chain =
    (
      operand: () => number | null,
      ops: Partial<Record<string, (a: number, b: number) => number>>,
    ) =>
    (): number | null => {
      let v = operand();
      for (let apply = ops[peek() ?? '']; v !== null && apply; apply = ops[peek() ?? '']) {
        at += 1;
        const r = operand();
        if (r === null) return null;
        v = apply(v, r);
      }
      return v;
    };
  const product = chain(power, { '*': (a, b) => a * b, '/': (a, b) => a / b });
  const sum = chain(product, { '+': (a, b) => a + b, '-': (a, b) => a - b });
  const value = sum();
  return value !== null && at === tokens.length && Number.isFinite(value) ? value : null;
}

const NUMBER = String.raw`\(*\s*\d+(?:\.\d+)?\s*\)*`;
/** A run of numbers joined by operators (at least one), parentheses allowed around them. */
const EXPRESSION = new RegExp(
  String.raw`(?<![\w.])\(*\s*${NUMBER}(?:\s*[-+*/^]\s*\(*\s*-?${NUMBER})+(?!\w|\.\d)`,
  'g',
);

/** Words that state what follows (lower case, accents kept): 'es', 'da', 'queda', 'mide'... */
const STATING_BEFORE =
  /(?:^|[\s(])(?:es|son|era|sería|serían|vale|valen|da|dan|daría|queda|quedan|quedaría|hay|habría|mide|miden|medirá|sale|salen|obtienes|obtenemos|resulta|igual a|va a|van a|escribe|escribiría|total|resultado)\s*$/i;

/** Whether `at` in `text` sits inside a question: after an open '¿', or in a sentence ending '?'. */
function inQuestion(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const sentenceStart = Math.max(...['.', '!', '?', '\n'].map((c) => before.lastIndexOf(c))) + 1;
  const sentence = before.slice(sentenceStart);
  const opened = sentence.lastIndexOf('¿');
  if (opened >= 0) return !sentence.slice(opened).includes('?');
  const end = text.slice(at).search(/[.!?\n]/);
  const rest = end >= 0 ? text.slice(at)[end] : '';
  return rest === '?' && !text.slice(sentenceStart, at + end).includes('¿');
}

/** Whether the expression at `at` is stated: after '=' or ':', or a stating word of its clause. */
/** A question right after it asks the student to compute it ('Es 8/2, ¿cuánto da?'). */
const ASKS_TO_COMPUTE =
  /^[^.!?\n]*¿\s*(?:cuánto|cuanto|qué|que)\s+(?:te\s+)?(?:da|dan|es|son|sale|obtienes|queda|resulta|vale)\b/i;

function stated(text: string, at: number, end: number): boolean {
  if (inQuestion(text, at) || ASKS_TO_COMPUTE.test(text.slice(end))) return false;
  // The left side of an equation is work ('2⁵ = 4 · 8'); what follows '=' is the statement.
  if (/^\s*=/.test(text.slice(end))) return false;
  const before = text.slice(0, at).replace(/[\s(]+$/, '');
  if (/[=:]$/.test(before)) return true;
  const clause = before.split(/[.,;!?¿¡\n]/).at(-1) ?? '';
  // The stating word, then at most a short name of what is stated ('la velocidad es', 'x vale').
  return (
    STATING_BEFORE.test(clause.split(/\s+/).slice(-2).join(' ')) || STATING_BEFORE.test(clause)
  );
}

const compact = (expression: string) => expression.replace(/[\s()]/g, '');

/** Every expression of `text` with its value and where it starts (arithmetic text offsets). */
export function expressionsOf(text: string): Array<{ source: string; value: number; at: number }> {
  const found: Array<{ source: string; value: number; at: number }> = [];
  for (const match of text.matchAll(EXPRESSION)) {
    const value = evaluate(match[0]);
    if (value !== null) found.push({ source: match[0], value, at: match.index ?? 0 });
  }
  return found;
}

/** The value of an answer written as one number or one expression ('5,2 × 10⁻⁴', '36 cm²'). */
export function answerValue(answer: string): number | null {
  // A unit's power ('cm²') is not part of the value.
  const text = arithmeticText(answer).replace(/([a-zA-Z])\^\([^)]*\)/g, '$1');
  // Several parts ('x = 7 y x = -7', '±7') have no one value.
  if (/\by\b|±|\bo\b|\band\b|\bor\b/.test(text)) return null;
  if (text.includes('=')) return answerValue(text.split('=').at(-1)!);
  const expressions = expressionsOf(text);
  if (expressions.length === 1) return expressions[0]!.value;
  const numbers = text.match(/-?\d+(?:\.\d+)?/g) ?? [];
  return expressions.length === 0 && numbers.length === 1 ? Number(numbers[0]) : null;
}

const same = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * The first expression the reply states whose value is one of `values`, or null; expressions the
 * student wrote (the task's own) do not count.
 */
export function statedExpression(
  reply: string,
  values: number[],
  studentMessages: string[],
): string | null {
  if (values.length === 0) return null;
  const written = studentMessages.flatMap((m) => expressionsOf(arithmeticText(m)));
  const theirs = new Set(written.map((e) => compact(e.source)));
  // A task that is a fraction of the answer's value ('simplifica 18/24') is simplified through
  // equal fractions ('9/12'): those are steps, not the answer.
  const fraction = (source: string) => /^\d+\/\d+$/.test(compact(source));
  const simplifying = written.some(
    (e) => fraction(e.source) && values.some((v) => same(v, e.value)),
  );
  const text = arithmeticText(reply);
  for (const { source, value, at } of expressionsOf(text)) {
    const lead = source.length - source.trimStart().length;
    if (theirs.has(compact(source)) || (simplifying && fraction(source))) continue;
    const end = at + source.length;
    if (values.some((v) => same(v, value)) && stated(text, at + lead, end)) return source.trim();
  }
  return null;
}
