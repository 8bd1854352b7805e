/**
 * Normalisation for the offline safety screen (issue 19): what a student types and what the lexicon
 * says are folded the same way, so 'me kiero morir', 'm3 qu13ro m0r1r', 'me quierooo moriiir' and
 * 'Me quiero morir' meet the one entry 'me quiero morir'. Pure.
 */
import { ABBREVIATIONS, FUZZY_WORDS } from './safety-lexicon.ts';

/** The lexicon's parts the normalisation uses (the meta-test folds without one entry at a time). */
export interface FoldWords {
  abbreviations: Readonly<Record<string, string>>;
  fuzzyWords: readonly string[];
}

const LEXICON_WORDS: FoldWords = { abbreviations: ABBREVIATIONS, fuzzyWords: FUZZY_WORDS };

/** Digits and symbols students type for letters, read only inside words that also hold letters. */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Lower case without accents ('ñ' -> 'n'). */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * One spelling per sound and no doubled letters, on letters only (regex syntax passes through):
 * 'quiero'/'kiero' -> 'kiero', 'vivir'/'bivir' -> 'bibir', 'suicidar'/'suisidar' -> 'suisidar',
 * 'hay'/'ai' -> 'ai', 'perro' -> 'pero'.
 */
export function phonetic(text: string): string {
  return text
    .replace(/([a-z])\1+/g, '$1')
    .replace(/(?<!c)h/g, '')
    .replace(/qu?/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/([^aeiou])ia/g, '$1ea')
    .replace(/y(?![aeiou])/g, 'i')
    .replace(/([a-z])\1+/g, '$1');
}

/** Damerau-Levenshtein distance of at most one (a typo: one letter wrong, missing, extra or swapped). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swapped ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i)
  );
}

/**
 * A word of four letters or more one typo away from a key word becomes that word, unless they end
 * differently in an inflection letter ('suicidas', 'suicida' stay: they are other words).
 */
function fixTypo(token: string, keys: readonly string[]): string {
  if (token.length < 4) return token;
  return (
    keys.find((key) => {
      if (!withinOneEdit(token, key)) return false;
      return token.at(-1) === key.at(-1) || !/[aeosnr]$/.test(token);
    }) ?? token
  );
}

/** A lexicon template's literal text folded like a message (its regex syntax untouched). */
export function foldTemplate(template: string): string {
  return phonetic(plain(template));
}

/**
 * A message as the lexicon reads it: lower case, no accents, leetspeak read as letters, common
 * abbreviations spelled out, the auxiliary of the perfect tense dropped, an infinitive's pronoun put before it ('matarme' -> 'me matar', as in
 * 'me quiero matar'), one spelling per sound, single letters, typos of key words fixed, words
 * separated by single spaces.
 */
export function foldForSafety(text: string, words: FoldWords = LEXICON_WORDS): string {
  const keys = words.fuzzyWords.map((word) => phonetic(plain(word)));
  const tokens = plain(text)
    .replace(/([a-z])\1{2,}/g, '$1')
    .split(/\s+/)
    .map((word) => (/[a-z]/.test(word) ? word.replace(/[0-9@$]/g, (ch) => LEET[ch] ?? ch) : word))
    .join(' ')
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return (
    tokens
      .map((word) => words.abbreviations[word] ?? word)
      .filter(Boolean)
      .join(' ')
      // The perfect tense read as the participle alone: 'me han dado una paliza' -> 'me dado una
      // paliza', 'me he vuelto a cortar' -> 'me vuelto a cortar'.
      .replace(/\b(?:he|e|ha|has|han|hemos|habia|habian) (?=[a-z]+(?:ado|ido|to|cho)\b)/g, '')
      .replace(/\b([a-z]+?(?:ar|er|ir|ando|iendo))(me|se|nos)\b/g, '$2 $1')
      .split(' ')
      .map((word) => fixTypo(phonetic(word), keys))
      .join(' ')
  );
}
