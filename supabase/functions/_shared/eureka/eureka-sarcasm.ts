/**
 * What takes a statement of understanding back whatever its words (eureka.ts): sarcasm, and asking
 * for the answer or the work instead.
 */
import { normalize, tokenize, wordsMatch } from './eureka-tokens.ts';

/**
 * Sarcasm in a Spanish chat: an eye-roll emoji anywhere, or after the phrase 'como si…', 'y yo
 * soy…', 'ahora resulta…', 'sí, cómo no', '… no, mentira', 'nada que ver', '(sarcasmo)' ('claro, como si fuera
 * tan fácil'; but 'es como si dividieras entre dos, ya entendí' is sincere).
 */
const SARCASM = [
  /\bcomo si\b/,
  /\by yo soy\b/,
  /\bahora resulta\b/,
  /\bsi como no\b/,
  /\bmentira\b/,
  /\bnada que ver\b/,
  /\bcomo no\s*$/,
  /\bsarcasmo\b/,
  // Closers that take back all before them: '… NOT', '…, dijo nadie', '… en plan no'.
  /\bnot\s*$/,
  /\bdijo nadie\b/,
  /\bsaid no one\b/,
  /\ben plan no\s*$/,
  /\bgracias por nada\b/,
  /\bcomo el lodo\b/,
];
/**
 * Sarcasm in the whole message: the '/s' tag at its end (not the '/s' of 'm/s'), a trailing '… no' or
 * 'jaja no' ('ahora lo entiendo perfectamente... NO'), or an eye-roll or clown emoji that closes it.
 */
const SARCASM_SIGNS = [/(?:^|\s)\/s\s*$/, /(?:\.\.|…|\bja(?:ja)+)\s*(?:no|nada)[\s.!]*$/i];
const EYE_ROLL = /[\u{1F644}\u{1F612}\u{1F643}\u{1F611}\u{1F928}\u{1F921}]/gu;
/** An eye-roll is about what it closes: at most this many words may follow it. */
const EYE_ROLL_REACH = 3;
export function sarcasticSign(text: string): boolean {
  if (SARCASM_SIGNS.some((re) => re.test(text))) return true;
  const last = [...text.matchAll(EYE_ROLL)].pop();
  return last !== undefined && tokenize(text.slice(last.index)).length <= EYE_ROLL_REACH;
}

export function sarcasticAfter(text: string, from: number): boolean {
  const rest = [...normalize(text)]
    .slice(from)
    .join('')
    .replace(/[^a-z0-9ñ]+/g, ' ');
  return SARCASM.some((re) => re.test(rest));
}
/**
 * What no statement of understanding survives, even one of the product's ten phrases, read on the
 * message's words (folded, punctuation as spaces): asking for the answer or for the work done
 * ('claro, dame la respuesta', 'claro que sí, pero hazlo tú'), asking what it comes to ('ah, ¿y
 * cuánto da?'), and a sarcastic closer ('claro, lo que tú digas', 'genial, ya me aburrí').
 */
export const NO_UNDERSTANDING = [
  /\b(?:dame|dime|damela|dimela|pasame) (?:ya )?(?:la|el) (?:respuesta|resultado|solucion)\b/,
  /\b(?:haz|resuelve)(?:lo|melo) tu\b/,
  /(?:^|\b(?:y|pero) )cuanto (?:da|sale|queda)$/,
  /\b(?:lo que tu digas|ya me aburri|si tu lo dices)$/,
];
/**
 * Talk about which letter a word takes ('Ahijado y ahogado llevan h'): the 'ah' in it is letters, not
 * the interjection, so the learned layer may not add a flag (the rule reads 'ah' only as a word).
 */
export const SPELLING_TALK = /\b(?:llevan?|se escriben? con) (?:h|b|v)$/;
export const saysNoUnderstanding = (text: string) => wordsMatch(text, NO_UNDERSTANDING);
