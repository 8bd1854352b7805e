/**
 * The understanding detector's readings of a clause (eureka.ts): where a phrase matches, and what
 * takes it back (a negation before it, a hypothetical, a denial after it or later, a doubt, a
 * closing tag question, confusion, a clause about the past). Each takes the compiled lexicon first.
 */
import { sarcasticAfter } from './eureka-sarcasm.ts';
import { clauseBefore, contains, type Token, tokenize, tokenMatches } from './eureka-tokens.ts';

/** The lists a detector is made of (eureka-lexicon.ts; the lexicon test removes one at a time). */
export type EurekaLexicon = {
  [
    K in
      | 'EUREKA_PHRASES'
      | 'CLAUSE_FINAL_PHRASES'
      | 'EXPLAIN_MARKERS'
      | 'ANALOGY_MARKERS'
      | 'NARRATION_WORDS'
      | 'REQUEST_WORDS'
      | 'CONFUSION_PHRASES'
      | 'CLAUSE_FINAL_CONFUSION'
      | 'LEAD_INS'
      | 'CHECK_QUESTIONS'
      | 'HYPOTHETICAL_STARTS'
      | 'FILLERS'
      | 'NEGATORS'
      | 'MISTAKEN_BELIEFS'
      | 'DENIED_AFTER'
      | 'DENIED_AFTER_NO'
      | 'IMPERSONAL_AFTER_NEGATOR'
      | 'TAG_QUESTIONS'
      | 'COLOURS'
      | 'SOLVED_MARKERS'
      | 'SOLVED_VERBS'
      | 'SOLVED_PLANS'
      | 'SOLVED_FAILURES'
      | 'TAG_NOT_AFTER'
      | 'OFF_TOPIC'
      | 'DOUBT_OPENERS'
      | 'MOVING_ON'
      | 'DOUBT_ALTERNATIVES'
      | 'CONNECTIVES'
      | 'PAST_MARKERS'
  ]: readonly string[];
} & { MIN_EXPLANATION_WORDS: number; BARE_ANSWER_MAX_WORDS: number; MIN_REASONED_WORDS: number };
/**
 * Words that say (not) understanding when negated, by their stem ('entendí', 'entiendo', 'clarito',
 * 'claridad', 'capté'), for 'ah ok, pero no entiendo' and 'ah ok, pero no tan clarito'.
 */
const UNDERSTANDING_WORDS = /^(entiend|entend|comprend|clar|sentido|capt|cach|pill|veo)/;
/** The imperfect tense, a past state: 'no lo entendía', 'no lo captaba'. */
const IMPERFECT = /(ia|aba)$/;
/** A verb's infinitive: 'es como repartir', 'no sé sumar'. */
export const INFINITIVE = /(ar|er|ir)$/;
/** The student as opposed to someone else: 'a mí no', 'yo no'. */
const ME = new Set(['mi', 'yo']);
/**
 * 'sin duda', 'no hay duda', 'no me queda ninguna duda', 'la duda que tenía no era tan difícil': a
 * negation about a doubt affirms.
 */
const DOUBT = new Set(['duda', 'dudas']);
const WINDOW = 8;

/** The lists of a lexicon folded once into the sets and token lists the readings match. */
export function compileLexicon(lex: EurekaLexicon) {
  const words = (list: readonly string[]) => new Set(list.map((w) => tokenize(w).join(' ')));
  const phrases = (list: readonly string[]) => list.map(tokenize);
  return {
    FILLERS: words(lex.FILLERS),
    NEGATORS: words(lex.NEGATORS),
    BELIEFS: words(lex.MISTAKEN_BELIEFS),
    DENIALS: phrases(lex.DENIED_AFTER),
    NO_AFTER: words(lex.DENIED_AFTER_NO),
    TAGS: phrases(lex.TAG_QUESTIONS),
    TAG_NOT_AFTER: words(lex.TAG_NOT_AFTER),
    OFF_TOPIC: words(lex.OFF_TOPIC),
    DOUBT_OPENERS: words(lex.DOUBT_OPENERS),
    PAST: phrases(lex.PAST_MARKERS),
    CONNECTIVES: phrases(lex.CONNECTIVES),
    MOVING_ON: words(lex.MOVING_ON),
    ALTERNATIVES: phrases(lex.DOUBT_ALTERNATIVES),
    COLOURS: words(lex.COLOURS),
    NARRATION: words(lex.NARRATION_WORDS),
    REQUESTS: words(lex.REQUEST_WORDS),
    HYPOTHETICAL: words(lex.HYPOTHETICAL_STARTS),
    PHRASES: phrases(lex.EUREKA_PHRASES),
    FINAL_PHRASES: phrases(lex.CLAUSE_FINAL_PHRASES),
    MARKERS: phrases(lex.EXPLAIN_MARKERS),
    ANALOGIES: phrases(lex.ANALOGY_MARKERS),
    CONFUSION: phrases(lex.CONFUSION_PHRASES),
    FINAL_CONFUSION: phrases(lex.CLAUSE_FINAL_CONFUSION),
    LEAD_INS: words(lex.LEAD_INS),
    IMPERSONAL: words(lex.IMPERSONAL_AFTER_NEGATOR),
    CHECKS: phrases(lex.CHECK_QUESTIONS),
    SOLVED: phrases(lex.SOLVED_MARKERS),
    SOLVED_VERBS: phrases(lex.SOLVED_VERBS),
    PLANS: phrases(lex.SOLVED_PLANS),
    FAILURES: words(lex.SOLVED_FAILURES),
    MIN_EXPLANATION_WORDS: lex.MIN_EXPLANATION_WORDS,
    BARE_ANSWER_MAX_WORDS: lex.BARE_ANSWER_MAX_WORDS,
    MIN_REASONED_WORDS: lex.MIN_REASONED_WORDS,
  };
}

/** A compiled lexicon: what every reading below takes first. */
export type Lexicon = ReturnType<typeof compileLexicon>;

/**
 * End index (exclusive) of the phrase starting at `start`: fillers may sit between its words and
 * a comma may separate them ('perfecto, entendí' also as 'perfecto entendi').
 */
export function matchAt(
  lx: Lexicon,
  phrase: string[],
  tokens: Token[],
  start: number,
): number | null {
  let i = start;
  for (let k = 0; k < phrase.length; k += 1) {
    const p = phrase[k]!;
    if (k > 0) {
      while (
        i < tokens.length &&
        lx.FILLERS.has(tokens[i]!.word) &&
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

/**
 * Every place a phrase of the tagged lists matches, in the order the readings try them (by start
 * token, then list, then phrase), with the list's tag: the one walk that statements, explanations
 * and reports of solving share, each taking the first place it accepts.
 */
export function* phraseMatches<T>(
  lx: Lexicon,
  tokens: Token[],
  lists: readonly (readonly [T, readonly string[][]])[],
): Generator<{ start: number; end: number; phrase: string[]; tag: T }> {
  for (const start of tokens.keys()) {
    for (const [tag, list] of lists) {
      for (const phrase of list) {
        const end = matchAt(lx, phrase, tokens, start);
        if (end !== null) yield { start, end, phrase, tag };
      }
    }
  }
}

/**
 * A negator earlier in the clause ('creo que no me quedó del todo claro'), a belief found wrong
 * ('pensé que lo había entendido'), or 'a ver si…'.
 */
export function negatedBefore(lx: Lexicon, before: string[]): boolean {
  const from = before.length - WINDOW;
  const doubt = before.some((w) => DOUBT.has(w));
  if (!doubt && before.some((w, i) => i >= from && lx.NEGATORS.has(w))) return true;
  if (before.some((w) => lx.BELIEFS.has(w))) return true;
  return before.join(' ').includes('a ver si');
}

/** 'si lo entiendo te aviso', 'a lo mejor mañana lo entiendo': not a statement yet. */
export function hypothetical(lx: Lexicon, before: string[]): boolean {
  const start = ` ${before.join(' ')} `;
  return [...lx.HYPOTHETICAL].some((h) => start.startsWith(` ${h} `));
}

/** 'claro que no', 'ah no entiendo', 'con razón nadie…': denied right after it, in its clause. */
export function deniedAfter(lx: Lexicon, tokens: Token[], end: number): boolean {
  const last = tokens[end - 1]!;
  /** The k-th word after the phrase when it is in the phrase's clause. */
  const at = (k: number) =>
    tokens[end + k]?.clause === last.clause ? tokens[end + k]!.word : undefined;
  if (lx.DENIALS.some((d) => d.every((w, k) => at(k) === w))) return true;
  // 'con razón no me daba' explains why it failed: the 'no' is about before.
  if (last.word === 'razon') return false;
  return at(0) === 'no' && lx.NO_AFTER.has(String(at(1)));
}

/**
 * A later statement that the student does not understand: 'ah ok, pero no entiendo por qué', or
 * that the understanding was someone else's: '…, pero a mí no', '…, yo no'.
 */
export function deniedLater(lx: Lexicon, tokens: Token[], end: number): boolean {
  for (let i = end; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (
      !t.question &&
      UNDERSTANDING_WORDS.test(t.word) &&
      !IMPERFECT.test(t.word) &&
      !pastClause(lx, tokens, t.clause) &&
      negatedBefore(lx, clauseBefore(tokens, i))
    )
      return true;
    if (notMe(tokens.filter((u) => u.clause === t.clause).map((u) => u.word))) return true;
  }
  const rest = tokens.slice(end);
  return (
    confused(lx, rest) || checkAsked(lx, rest) || doubtAsked(lx, rest) || doubtsAfter(lx, rest)
  );
}

/** An alternative that doubts what came before: '… o era al revés', '… o me equivoco'. */
export function doubtsAfter(lx: Lexicon, list: Token[]): boolean {
  const all = list.map((t) => t.word);
  return lx.ALTERNATIVES.some((phrase) => contains(all, phrase));
}

/**
 * A later question that doubts or asks past it: '…, pero ¿por qué se multiplica?', '… ¿o era al
 * revés?', 'ah ya… espera, ¿y la x?'. A question that moves on ('¿pasamos al siguiente?') is not.
 */
function doubtAsked(lx: Lexicon, list: Token[]): boolean {
  return list.some((t, i) => {
    if (!t.question || list[i - 1]?.clause === t.clause) return false;
    if (![t.opener, t.word, list[i - 1]?.word].some((w) => lx.DOUBT_OPENERS.has(String(w))))
      return false;
    return !list.some((u) => u.clause === t.clause && lx.MOVING_ON.has(u.word));
  });
}

/** 'yo no', 'a mí no', 'no para mí': a short clause that says the student is not among them. */
function notMe(clause: string[]): boolean {
  return clause.length <= 3 && clause.includes('no') && clause.some((w) => ME.has(w));
}

/** 'o sea que se multiplica en cruz, no?' also without its '?': the message ends in a tag. */
export function endsInTag(lx: Lexicon, tokens: Token[]): boolean {
  return lx.TAGS.some((tag) => {
    // An explanation has more words than any tag.
    const last = tokens.slice(-tag.length);
    if (last.some((t, k) => t.word !== tag[k])) return false;
    if (tag.length > 1 || last[0]!.afterComma) return true;
    const before = tokens[tokens.length - 2];
    return tag[0] !== 'no' && !(before && lx.TAG_NOT_AFTER.has(before.word));
  });
}

/** A later question that asks whether it is right: 'ya me salió 45, ¿está bien?'. */
function checkAsked(lx: Lexicon, list: Token[]): boolean {
  return list.some((_, i) =>
    lx.CHECKS.some((phrase) =>
      phrase.every((p, k) => list[i + k]?.word === p && list[i + k]!.question),
    ),
  );
}

/** What was understood is not the lesson: 'ya entendí que mañana no hay clase'. */
export function offTopicAfter(lx: Lexicon, tokens: Token[], end: number): boolean {
  const clause = tokens[end - 1]!.clause;
  return tokens.slice(end).some((t) => t.clause === clause && lx.OFF_TOPIC.has(t.word));
}

/** Still lost: 'no sé qué hacer', 'me perdí', 'y nada', or 'no sé' ending its clause. */
export function confused(lx: Lexicon, list: Token[]): boolean {
  const now = list.filter((t) => !pastClause(lx, list, t.clause));
  const all = now.map((t) => t.word);
  if (lx.CONFUSION.some((phrase) => contains(all, phrase))) return true;
  return now.some((t, i) =>
    lx.FINAL_CONFUSION.some(
      (phrase) =>
        phrase.every((p, k) => now[i + k]?.word === p && now[i + k]!.clause === t.clause) &&
        now[i + phrase.length]?.clause !== t.clause,
    ),
  );
}

/** A clause about before ('antes me perdía', 'llevaba una semana sin entender'): not now. */
function pastClause(lx: Lexicon, list: Token[], clause: number): boolean {
  const words = list.filter((t) => t.clause === clause).map((t) => t.word);
  return lx.PAST.some((phrase) => contains(words, phrase));
}

/**
 * After a negator, a general statement rather than the student's state: 'o sea que no importa el
 * orden', 'entonces no se puede dividir entre cero' (but 'o sea no sé sumar').
 */
export function impersonal(lx: Lexicon, rest: Token[]): boolean {
  // An explanation has at least MIN_EXPLANATION_WORDS words: the negator and three more.
  const [first, second] = rest.map((t) => t.word);
  if (first === 'se') return !INFINITIVE.test(second!);
  return lx.IMPERSONAL.has(first!);
}

/**
 * Asked, sarcastic after its start, ending in a tag, lost or taken back (deniedLater): the
 * message reads as something other than a statement, whatever its words.
 */
export function readsOtherwise(lx: Lexicon, text: string, tokens: Token[]): boolean {
  if (tokens.some((t) => t.question) || sarcasticAfter(text, 0)) return true;
  return endsInTag(lx, tokens) || deniedLater(lx, tokens, 0);
}
