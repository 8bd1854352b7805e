/**
 * Conversation titles (docs/tutor.md, "Titles"): a model-made or first-message title cleaned to at
 * most 6 words, cut only between words and never inside a formula, with no e-mail address or phone
 * number. Which title is stored (no accepted answer, neutral after a safety case) is safe-title.ts.
 * Pure.
 */
export * from './title-texts.ts';
import { DEFAULT_TITLE, IMAGE_ONLY_CONTENT } from './title-texts.ts';

export const MAX_TITLE_WORDS = 6;
export const MAX_TITLE_CHARS = 80;

/** An e-mail address. */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** A run of digits with phone separators: '+34 612 345 678', '(55) 1234-5678', '612345678'. */
const PHONE_LIKE = /\+?\(?\d[\d\s().-]{5,}\d/g;
/** A number in thousands ('1.000.000', '3,580,000'), not a phone. */
const THOUSANDS = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/;

/** Whether a digit run is a phone number: 8 or more digits, or 7 after a '+'. */
function isPhone(run: string): boolean {
  const digits = run.replace(/\D/g, '').length;
  if (THOUSANDS.test(run)) return false;
  return digits >= 8 || (run.startsWith('+') && digits >= 7);
}

/** The text without e-mail addresses and phone numbers. */
export function withoutPersonalData(text: string): string {
  return text
    .replace(EMAIL, ' ')
    .replace(PHONE_LIKE, (run) => (isPhone(run) ? ' ' : run))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A sign that joins the words beside it into one expression: '2x + 3 = 11' is one piece. */
const OPERATOR = /^(?:[-+=×÷·*/^<>≤≥±≈→]|=>|->)+$/;

/** Whether brackets and `$` are balanced in a piece. */
function balanced(piece: string): boolean {
  if ((piece.match(/\$/g) ?? []).length % 2 !== 0) return false;
  const open: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const c of piece) {
    if (c === '(' || c === '[' || c === '{') open.push(c);
    else if (c in pairs && open.pop() !== pairs[c]) return false;
  }
  return open.length === 0;
}

const ENDS_WITH_OPERATOR = /[-+=×÷·*/^<>≤≥±≈]$/;

/**
 * The words of a title, with every formula (`$…$`, or words joined by operators, '2x + 3 = 11',
 * '(x - 2)(x - 3)', '2 345 678') as one piece, so a cut between pieces never splits an expression.
 */
export function titlePieces(text: string): string[] {
  const pieces: string[] = [];
  // Split at spaces only: a `$…$` cut by a space is joined again while its `$` are unbalanced.
  for (const part of text.split(/\s+/)) {
    if (!part) continue;
    const prev = pieces.at(-1);
    const joins =
      prev !== undefined &&
      (OPERATOR.test(part) ||
        ENDS_WITH_OPERATOR.test(prev) ||
        !balanced(prev) ||
        (/^\d{3}\b/.test(part) && /(?:^|\s)\d{1,3}$/.test(prev)));
    if (joins) pieces[pieces.length - 1] = `${prev} ${part}`;
    else pieces.push(part);
  }
  return pieces;
}

/** Words a cut title does not end on: 'Suma de 2 y' -> 'Suma de 2'. */
const DANGLING = new Set(
  'y e o u de del al a en con sin por para que el la los las un una su sus the of and or to in'.split(
    ' ',
  ),
);

/** At most MAX_TITLE_WORDS pieces within MAX_TITLE_CHARS, cut between pieces, balanced. */
function cut(text: string): string {
  const kept: string[] = [];
  for (const piece of titlePieces(text)) {
    if (kept.length === MAX_TITLE_WORDS) break;
    if ([...kept, piece].join(' ').length > MAX_TITLE_CHARS) break;
    if (!balanced(piece)) break;
    kept.push(piece);
  }
  while (kept.length > 1 && DANGLING.has(kept.at(-1)!.toLowerCase())) kept.pop();
  return kept.join(' ');
}

/**
 * Cleans a model-made title: no quotes, markup, 'Título:' prefix, trailing dots, e-mail address or
 * phone number; at most 6 words and 80 characters, cut between words and never inside a formula;
 * never empty.
 */
export function cleanTitle(raw: string | null | undefined): string {
  // Line breaks are spaces like any other (withoutPersonalData folds every run of them).
  const text = (raw ?? '')
    // Quotes and markup first: a quoted '"Título: …"' or '**Título:** …' still loses its prefix.
    .replace(/["'“”‘’«»*#`]/g, '')
    .replace(/^\s*(t[ií]tulo|title)\s*:\s*/i, '')
    .trim();
  const trimmed = cut(withoutPersonalData(text)).replace(/[.,;:\s]+$/, '');
  return trimmed || DEFAULT_TITLE;
}

/** Whether a stored user message has no text of its own (only images): its title is IMAGE_ONLY_TITLE. */
export function isImageOnly(content: string, imageCount: number): boolean {
  const text = content.trim();
  return imageCount > 0 && (text === '' || text === IMAGE_ONLY_CONTENT);
}
