/**
 * How the understanding detector (eureka.ts) reads a message: its words folded (no case, no accents,
 * stretched letters once), and each word with its clause, whether a question asks it and the
 * clause word ('pero', 'y'…) that opened it.
 */

/** Clause-starting conjunctions: a negation before them does not govern what follows. */
const CLAUSE_WORDS = new Set(['pero', 'aunque', 'sino', 'y', 'e']);

/** Lower case, no accents, letters stretched 3+ times once: 'Ya ENTENDÍIII!' -> 'ya entendi!'. */
export function normalize(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // 'aaa' alone is the written 'ah' ('aaa ya, las placas se mueven'), not the preposition 'a'.
      .replace(/\ba{3,}\b/g, 'ah')
      // 'siiii' is a stretched 'sí' (yes), not the 'si' (if) of a hypothetical: kept doubled.
      .replace(/\bsi{3,}\b/g, 'sii')
      .replace(/([a-z])\1{2,}/g, '$1')
  );
}

/** Lower case, no accents, punctuation as spaces: 'Ya ENTENDÍ!' -> ['ya', 'entendi']. */
export function tokenize(text: string): string[] {
  return [...normalize(text).matchAll(/[a-z0-9ñ]+/g)].map((m) => m[0]);
}

export interface Token {
  word: string;
  /** Index of its clause: clauses end at punctuation and before 'pero', 'y', 'aunque'... */
  clause: number;
  /** Whether a comma (not a stronger stop) separates it from the previous token. */
  afterComma: boolean;
  question: boolean;
  /** Index (in code points of the normalised text) just after the word. */
  end: number;
  /** The first clause word ('pero', 'y'…) just before it, which is not a token itself. */
  opener?: string;
}

const STOP = /[,.;:!¡?¿\n…]/;

/**
 * Tokens with their clause; a clause is a question when it lies between '¿' and '?', or, with
 * no '¿', when it is the last clause before a '?'.
 */
export function tokensWithClauses(text: string): Token[] {
  const chars = [...normalize(text)];
  const inQuestion = new Array<boolean>(chars.length).fill(false);
  let open: number | null = null;
  let boundary = 0;
  // The punctuation marks themselves are never read (a word's flag is its first letter's).
  for (const [i, ch] of chars.entries()) {
    if (ch === '¿') open = i;
    else if (ch === '?') {
      inQuestion.fill(true, open ?? boundary, i);
      open = null;
      boundary = i;
    } else if (/[,.;:!¡\n…]/.test(ch)) boundary = i;
  }
  if (open !== null) inQuestion.fill(true, open);

  const out: Token[] = [];
  let clause = 0;
  let word = '';
  // The stops since the previous word; spaces are not kept ('genial , ya' is after a comma).
  let stops = '';
  let opener: string | undefined;
  const push = (end: number) => {
    if (!word) return;
    if (out.length && (stops || CLAUSE_WORDS.has(word))) clause += 1;
    if (CLAUSE_WORDS.has(word)) opener ??= word;
    else {
      const question = inQuestion[end - word.length]!;
      out.push({ word, clause, afterComma: stops === ',', question, end, opener });
      opener = undefined;
    }
    word = '';
    stops = '';
  };
  chars.forEach((ch, i) => {
    if (/[a-z0-9ñ]/.test(ch)) {
      word += ch;
      return;
    }
    push(i);
    if (STOP.test(ch)) stops += ch;
  });
  push(chars.length);
  return out;
}

/**
 * A letter typed twice counts once ('yaa entendi', 'aah', 'aahh'; three times or more is folded by
 * normalize), so every 'a…h' is the interjection 'ah'; 'ahi' and 'ahorro' are not.
 */
export function tokenMatches(phraseToken: string, token: string): boolean {
  return phraseToken === token || token.replace(/([a-z])\1/g, '$1') === phraseToken;
}

/** The words of the clause of `tokens[index]` up to (not including) it. */
export function clauseBefore(tokens: Token[], index: number): string[] {
  const clause = tokens[index]!.clause;
  const words: string[] = [];
  for (let i = index - 1; i >= 0 && tokens[i]!.clause === clause; i -= 1)
    words.unshift(tokens[i]!.word);
  return words;
}

/** Whether `words` holds `phrase` (folded token lists) as consecutive words. */
export function contains(words: string[], phrase: string[]): boolean {
  return words.some((_, i) => startsAt(words, phrase, i));
}

/** Whether `words` holds `phrase` starting at index `i`. */
export function startsAt(words: string[], phrase: string[], i: number): boolean {
  return phrase.every((p, k) => words[i + k] === p);
}

/** Whether the message's words (tokenize, joined by spaces) match one of `patterns`. */
export function wordsMatch(text: string, patterns: readonly RegExp[]): boolean {
  const words = tokenize(text).join(' ');
  return patterns.some((re) => re.test(words));
}
