/**
 * Understanding ("eureka") detection for a student's message (SPEC.md section 4).
 * Phrases match as whole words, ignoring case and accents, and never when negated
 * ('no me quedó claro', 'aún no tiene sentido', 'no, claro que no').
 */
export const EUREKA_PHRASES = [
  'ah',
  'ya entendí',
  'ahora entiendo',
  'gracias, ahora entiendo',
  'me quedó claro',
  'tiene sentido',
  'claro',
  'eureka',
  'perfecto, entendí',
  'genial, ya',
] as const;

const NEGATORS = new Set(['no', 'nunca', 'ni', 'tampoco', 'sin', 'nada']);

/** Lower case, no accents, punctuation as spaces: 'Ya ENTENDÍ!' -> ['ya', 'entendi']. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const PHRASE_TOKENS = EUREKA_PHRASES.map(tokenize);

/** 'ah', 'ahh', 'aah' are the same interjection; 'ahi' and 'ahorro' are not. */
function tokenMatches(phraseToken: string, token: string): boolean {
  if (phraseToken === 'ah') return /^a+h+$/.test(token);
  return phraseToken === token;
}

function isNegated(tokens: string[], start: number, end: number): boolean {
  // 'no me quedó claro', 'todavía no tiene sentido': a negator shortly before the phrase.
  for (let i = Math.max(0, start - 3); i < start; i += 1) {
    if (NEGATORS.has(tokens[i] ?? '')) return true;
  }
  // 'claro que no', 'ah no entiendo': the phrase is denied right after it.
  const next = tokens[end];
  const after = tokens[end + 1];
  if (next === 'que' && after === 'no') return true;
  if (next === 'no' && after && /^(entiendo|entendi|se|me|lo|tiene|comprendo|veo)$/.test(after))
    return true;
  return false;
}

export function detectEureka(text: string): boolean {
  const tokens = tokenize(text);
  for (const phrase of PHRASE_TOKENS) {
    for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
      const hit = phrase.every((p, k) => tokenMatches(p, tokens[start + k] ?? ''));
      if (hit && !isNegated(tokens, start, start + phrase.length)) return true;
    }
  }
  return false;
}
