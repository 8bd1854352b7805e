/**
 * Understanding ("eureka") detection for a student's message (SPEC.md section 4, issue 13).
 *
 * A message shows understanding when one of the phrases below is STATED: matched as whole words,
 * ignoring case, accents and stretched letters ('clarooo'), allowing an intensifier in between
 * ('me quedó muy claro', 'ya lo entendí'), and not when
 * - it sits in a question ('¿tiene sentido?', '¿claro?', 'ah si?');
 * - a negator governs its clause ('creo que no me quedó del todo claro', 'claro que no');
 * - a later clause says the opposite ('ah ok, pero no entiendo por qué');
 * - the message is sarcastic ('claro, como si fuera tan fácil', '🙄').
 * Measured on the labelled set `eureka-cases.ts` with `npm run eval:eureka`.
 */
export const EUREKA_PHRASES = [
  // SPEC.md section 4
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
  // Regional forms of the same statement (decided in issue 13, see eureka-cases.ts)
  'ya caché',
  'ya capté',
  'ya pillo',
  'ya pillé',
  'ya agarré la onda',
  'ya veo',
] as const;

const NEGATORS = new Set(['no', 'nunca', 'ni', 'tampoco', 'sin', 'nada', 'jamas', 'nadie']);
/** Words that may sit between the words of a phrase: 'me quedó MUY claro', 'ya LO entendí'. */
const FILLERS = new Set([
  'muy',
  'mucho',
  'todo',
  'mas',
  'super',
  're',
  'bastante',
  'bien',
  'si',
  'lo',
  'le',
]);
/** Conjunctions that start a new clause: a negation before them does not govern what follows. */
const CLAUSE_WORDS = new Set(['pero', 'aunque', 'sino', 'y', 'e']);
/** Words that say (not) understanding when negated, for 'ah ok, pero no entiendo'. */
const UNDERSTANDING_WORDS =
  /^(entiendo|entendi|entender|entendido|comprendo|comprendi|comprender|claro|sentido|capto|capte|cache|pillo|pille)$/;
/** 'azul claro' is a colour. */
const COLOURS = new Set([
  'azul',
  'verde',
  'rojo',
  'gris',
  'amarillo',
  'rosa',
  'cafe',
  'marron',
  'morado',
  'naranja',
  'color',
  'tono',
]);
/**
 * Sarcasm in a Spanish chat: an eye-roll emoji anywhere, or after the phrase 'como si…', 'y yo
 * soy…', 'ahora resulta…', 'sí, cómo no' ('claro, como si fuera tan fácil'; but 'es como si
 * dividieras entre dos, ya entendí' is sincere).
 */
const SARCASM = [/\bcomo si\b/, /\by yo soy\b/, /\bahora resulta\b/, /\bsi,? como no\b/];
const SARCASM_EMOJI = /[\u{1F644}\u{1F612}\u{1F643}\u{1F611}\u{1F928}]/u;
const WINDOW = 8;

/** Lower case, no accents, letters stretched 3+ times once: 'Ya ENTENDÍIII!' -> 'ya entendi!'. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])\1{2,}/g, '$1');
}

/** Lower case, no accents, punctuation as spaces: 'Ya ENTENDÍ!' -> ['ya', 'entendi']. */
export function tokenize(text: string): string[] {
  return normalize(text)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

const PHRASE_TOKENS = EUREKA_PHRASES.map(tokenize);

interface Token {
  word: string;
  /** Index of its clause: clauses end at punctuation and before 'pero', 'y', 'aunque'... */
  clause: number;
  /** Whether a comma (not a stronger stop) separates it from the previous token. */
  afterComma: boolean;
  question: boolean;
  /** Index (in code points of the normalised text) just after the word. */
  end: number;
}

const STOP = /[,.;:!¡?¿\n…]/;

/**
 * Tokens with their clause; a clause is a question when it lies between '¿' and '?', or, with
 * no '¿', when it is the last clause before a '?'.
 */
function tokensWithClauses(text: string): Token[] {
  const chars = [...normalize(text)];
  const inQuestion = new Array<boolean>(chars.length).fill(false);
  let open: number | null = null;
  let boundary = 0;
  for (const [i, ch] of chars.entries()) {
    if (ch === '¿') open = i;
    else if (ch === '?') {
      for (let k = open ?? boundary; k <= i; k += 1) inQuestion[k] = true;
      open = null;
      boundary = i + 1;
    } else if (/[,.;:!¡\n…]/.test(ch) && open === null) boundary = i + 1;
  }
  if (open !== null) for (let k = open; k < chars.length; k += 1) inQuestion[k] = true;

  const out: Token[] = [];
  let clause = 0;
  let word = '';
  let wordQuestion = false;
  let stops = '';
  const push = (end: number) => {
    if (!word) return;
    if (out.length && (stops || CLAUSE_WORDS.has(word))) clause += 1;
    const afterComma = stops !== '' && /^[,\s]*$/.test(stops);
    if (!CLAUSE_WORDS.has(word)) {
      out.push({ word, clause, afterComma, question: wordQuestion, end });
    }
    word = '';
    stops = '';
  };
  chars.forEach((ch, i) => {
    if (/[a-z0-9ñ]/.test(ch)) {
      if (!word) wordQuestion = inQuestion[i] ?? false;
      word += ch;
      return;
    }
    push(i);
    if (STOP.test(ch)) stops += ch;
    else if (/\s/.test(ch)) stops += stops ? ' ' : '';
  });
  push(chars.length);
  return out;
}

/** 'ah', 'ahh', 'aah' are the same interjection; 'ahi' and 'ahorro' are not. */
function tokenMatches(phraseToken: string, token: string): boolean {
  if (phraseToken === 'ah') return /^a+h+$/.test(token);
  return phraseToken === token;
}

/**
 * End index (exclusive) of the phrase starting at `start`: fillers may sit between its words and
 * a comma may separate them ('perfecto, entendí' also as 'perfecto entendi').
 */
function matchAt(phrase: string[], tokens: Token[], start: number): number | null {
  let i = start;
  for (let k = 0; k < phrase.length; k += 1) {
    const p = phrase[k] ?? '';
    if (k > 0) {
      while (
        i < tokens.length &&
        FILLERS.has(tokens[i]!.word) &&
        !tokenMatches(p, tokens[i]!.word) &&
        tokens[i]!.clause === tokens[i - 1]!.clause
      )
        i += 1;
    }
    const t = tokens[i];
    if (!t || !tokenMatches(p, t.word)) return null;
    if (k > 0 && t.clause !== tokens[i - 1]!.clause && !t.afterComma) return null;
    i += 1;
  }
  return i;
}

/** 'sin duda', 'no hay duda', 'no tengo dudas' affirm. */
function affirmingNegator(words: string[], i: number, end: number): boolean {
  for (let k = i + 1; k <= Math.min(i + 3, end - 1); k += 1) {
    if (/^dudas?$/.test(words[k] ?? '')) return true;
  }
  return false;
}

/** The words of the clause of `tokens[index]` up to (not including) it. */
function clauseBefore(tokens: Token[], index: number): string[] {
  const clause = tokens[index]?.clause;
  const words: string[] = [];
  for (let i = index - 1; i >= 0 && tokens[i]!.clause === clause; i -= 1)
    words.unshift(tokens[i]!.word);
  return words;
}

/** A negator earlier in the clause ('creo que no me quedó del todo claro'), or 'a ver si…'. */
function negatedBefore(before: string[]): boolean {
  const from = Math.max(0, before.length - WINDOW);
  for (let i = from; i < before.length; i += 1) {
    if (NEGATORS.has(before[i] ?? '') && !affirmingNegator(before, i, before.length)) return true;
  }
  return before.join(' ').includes('a ver si');
}

/** 'claro que no', 'ah no entiendo': the phrase is denied right after it, in its clause. */
function deniedAfter(tokens: Token[], end: number): boolean {
  const clause = tokens[end - 1]?.clause;
  const next = tokens[end]?.clause === clause ? tokens[end]?.word : undefined;
  const after = tokens[end + 1]?.clause === clause ? tokens[end + 1]?.word : undefined;
  if (next === 'que' && after === 'no') return true;
  return (
    next === 'no' && !!after && /^(entiendo|entendi|se|me|lo|tiene|comprendo|veo)$/.test(after)
  );
}

/** A later statement that the student does not understand: 'ah ok, pero no entiendo por qué'. */
function deniedLater(tokens: Token[], end: number): boolean {
  for (let i = end; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (!t.question && UNDERSTANDING_WORDS.test(t.word) && negatedBefore(clauseBefore(tokens, i)))
      return true;
  }
  return false;
}

function sarcasticAfter(text: string, from: number): boolean {
  const rest = [...normalize(text)]
    .slice(from)
    .join('')
    .replace(/[^a-z0-9ñ]+/g, ' ');
  return SARCASM.some((re) => re.test(rest));
}

export function detectEureka(text: string): boolean {
  if (SARCASM_EMOJI.test(text)) return false;
  const tokens = tokensWithClauses(text);
  for (let start = 0; start < tokens.length; start += 1) {
    for (const phrase of PHRASE_TOKENS) {
      const end = matchAt(phrase, tokens, start);
      if (end === null || tokens.slice(start, end).some((t) => t.question)) continue;
      if (
        phrase.length === 1 &&
        phrase[0] === 'claro' &&
        COLOURS.has(tokens[start - 1]?.word ?? '')
      )
        continue;
      if (negatedBefore(clauseBefore(tokens, start)) || deniedAfter(tokens, end)) continue;
      return !deniedLater(tokens, end) && !sarcasticAfter(text, tokens[end - 1]!.end);
    }
  }
  return false;
}
