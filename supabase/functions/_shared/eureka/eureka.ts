/**
 * Understanding ("eureka") detection for a student's message (docs/admin.md, issues 13 and 19).
 *
 * A message shows understanding when the student
 * - STATES it with one of the phrases of eureka-lexicon.ts, matched as whole words, ignoring case,
 *   accents and stretched letters ('clarooo'), allowing an intensifier in between ('me quedó muy
 *   claro', 'ya lo entendí'); or
 * - EXPLAINS the idea back in their own words: an explanation marker ('o sea que', 'entonces', 'es
 *   decir', 'es como' + a verb) followed by a statement of at least MIN_EXPLANATION_WORDS words
 *   ('o sea que lo que hago es pasar el 3 restando') that is more than the answer ('entonces el
 *   resultado es 42' is not) and does not end in a tag question ('…, ¿no?', '… o no'); or
 * - REPORTS having solved it alone ('hice los otros tres sin ayuda', 'me salieron todos bien');
 * and not when
 * - it sits in a question ('¿tiene sentido?', 'o sea que paso el 3 restando?');
 * - a negator governs its clause ('creo que no me quedó del todo claro', 'claro que no'), or a
 *   belief found wrong ('pensé que lo había entendido');
 * - the clause is a hypothetical ('si lo entiendo te aviso');
 * - a later clause, or for an explanation anywhere, says the opposite ('ah ok, pero no entiendo',
 *   'a mi hija le quedó claro, a mí no');
 * - an explanation tells what happened or asks for more ('entonces mi profe dijo…', 'entonces
 *   explícame otra vez');
 * - the message is sarcastic ('claro, como si fuera tan fácil', '🙄', '… no, mentira').
 * That is the rule, `detectEurekaRule`. `detectEureka` combines it with a learned layer
 * (eureka-learned.ts, weights in the generated eureka-model.generated.ts) as cross-validation chose.
 * Measured on the labelled sets of evals/ (`npm run eval:eureka`).
 */
import { buildUnderstands, combine, type MessageShape } from './eureka-learned.ts';
import * as lexicon from './eureka-lexicon.ts';
import { EUREKA_LEARNED_MODEL } from './eureka-model.generated.ts';

export { EUREKA_PHRASES } from './eureka-lexicon.ts';

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

/** Clause-starting conjunctions: a negation before them does not govern what follows. */
const CLAUSE_WORDS = new Set(['pero', 'aunque', 'sino', 'y', 'e']);
/**
 * Words that say (not) understanding when negated, by their stem ('entendí', 'entiendo', 'clarito',
 * 'claridad', 'capté'), for 'ah ok, pero no entiendo' and 'ah ok, pero no tan clarito'.
 */
const UNDERSTANDING_WORDS = /^(entiend|entend|comprend|clar|sentido|capt|cach|pill|veo)/;
/** The imperfect tense, a past state: 'no lo entendía', 'no lo captaba'. */
const IMPERFECT = /(ia|aba)$/;
/** A verb's infinitive: 'es como repartir', 'no sé sumar'. */
const INFINITIVE = /(ar|er|ir)$/;
/** The student as opposed to someone else: 'a mí no', 'yo no'. */
const ME = new Set(['mi', 'yo']);
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
function sarcasticSign(text: string): boolean {
  if (SARCASM_SIGNS.some((re) => re.test(text))) return true;
  const last = [...text.matchAll(EYE_ROLL)].pop();
  return last !== undefined && tokenize(text.slice(last.index)).length <= EYE_ROLL_REACH;
}
const WINDOW = 8;

/** Lower case, no accents, letters stretched 3+ times once: 'Ya ENTENDÍIII!' -> 'ya entendi!'. */
function normalize(text: string): string {
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

interface Token {
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
function tokensWithClauses(text: string): Token[] {
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
function tokenMatches(phraseToken: string, token: string): boolean {
  return phraseToken === token || token.replace(/([a-z])\1/g, '$1') === phraseToken;
}

/**
 * 'sin duda', 'no hay duda', 'no me queda ninguna duda', 'la duda que tenía no era tan difícil': a
 * negation about a doubt affirms.
 */
const DOUBT = new Set(['duda', 'dudas']);

/** The words of the clause of `tokens[index]` up to (not including) it. */
function clauseBefore(tokens: Token[], index: number): string[] {
  const clause = tokens[index]!.clause;
  const words: string[] = [];
  for (let i = index - 1; i >= 0 && tokens[i]!.clause === clause; i -= 1)
    words.unshift(tokens[i]!.word);
  return words;
}

/** Whether `words` holds `phrase` (folded token lists) as consecutive words. */
function contains(words: string[], phrase: string[]): boolean {
  return words.some((_, i) => startsAt(words, phrase, i));
}

/** Whether `words` holds `phrase` starting at index `i`. */
function startsAt(words: string[], phrase: string[], i: number): boolean {
  return phrase.every((p, k) => words[i + k] === p);
}

function sarcasticAfter(text: string, from: number): boolean {
  const rest = [...normalize(text)]
    .slice(from)
    .join('')
    .replace(/[^a-z0-9ñ]+/g, ' ');
  return SARCASM.some((re) => re.test(rest));
}

/**
 * The rule, and its vetoes: whether the message reads as something other than a statement of
 * understanding whatever its words (a question, sarcasm, stated confusion or a negated
 * understanding word, someone else's understanding, a closing tag question, a hypothetical). The
 * learned layer adds no flag to a vetoed message (eureka-learned.ts).
 */
export type EurekaDetector = ((text: string) => boolean) & { vetoes: (text: string) => boolean };

/** A detector made of these lists (the lexicon test drops one entry at a time). */
export function makeEurekaDetector(lex: EurekaLexicon): EurekaDetector {
  const words = (list: readonly string[]) => new Set(list.map((w) => tokenize(w).join(' ')));
  const phrases = (list: readonly string[]) => list.map(tokenize);
  const FILLERS = words(lex.FILLERS);
  const NEGATORS = words(lex.NEGATORS);
  const BELIEFS = words(lex.MISTAKEN_BELIEFS);
  const DENIALS = phrases(lex.DENIED_AFTER);
  const NO_AFTER = words(lex.DENIED_AFTER_NO);
  const TAGS = phrases(lex.TAG_QUESTIONS);
  const TAG_NOT_AFTER = words(lex.TAG_NOT_AFTER);
  const OFF_TOPIC = words(lex.OFF_TOPIC);
  const DOUBT_OPENERS = words(lex.DOUBT_OPENERS);
  const PAST = phrases(lex.PAST_MARKERS);
  const CONNECTIVES = phrases(lex.CONNECTIVES);
  const MOVING_ON = words(lex.MOVING_ON);
  const ALTERNATIVES = phrases(lex.DOUBT_ALTERNATIVES);
  const COLOURS = words(lex.COLOURS);
  const NARRATION = words(lex.NARRATION_WORDS);
  const REQUESTS = words(lex.REQUEST_WORDS);
  const HYPOTHETICAL = words(lex.HYPOTHETICAL_STARTS);
  const PHRASES = phrases(lex.EUREKA_PHRASES);
  const FINAL_PHRASES = phrases(lex.CLAUSE_FINAL_PHRASES);
  const MARKERS = phrases(lex.EXPLAIN_MARKERS);
  const ANALOGIES = phrases(lex.ANALOGY_MARKERS);
  const CONFUSION = phrases(lex.CONFUSION_PHRASES);
  const FINAL_CONFUSION = phrases(lex.CLAUSE_FINAL_CONFUSION);
  const LEAD_INS = words(lex.LEAD_INS);
  const IMPERSONAL = words(lex.IMPERSONAL_AFTER_NEGATOR);
  const CHECKS = phrases(lex.CHECK_QUESTIONS);
  const SOLVED = phrases(lex.SOLVED_MARKERS);
  const SOLVED_VERBS = phrases(lex.SOLVED_VERBS);
  const PLANS = phrases(lex.SOLVED_PLANS);
  const FAILURES = words(lex.SOLVED_FAILURES);

  /**
   * End index (exclusive) of the phrase starting at `start`: fillers may sit between its words and
   * a comma may separate them ('perfecto, entendí' also as 'perfecto entendi').
   */
  function matchAt(phrase: string[], tokens: Token[], start: number): number | null {
    let i = start;
    for (let k = 0; k < phrase.length; k += 1) {
      const p = phrase[k]!;
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

  /**
   * A negator earlier in the clause ('creo que no me quedó del todo claro'), a belief found wrong
   * ('pensé que lo había entendido'), or 'a ver si…'.
   */
  function negatedBefore(before: string[]): boolean {
    const from = before.length - WINDOW;
    const doubt = before.some((w) => DOUBT.has(w));
    if (!doubt && before.some((w, i) => i >= from && NEGATORS.has(w))) return true;
    if (before.some((w) => BELIEFS.has(w))) return true;
    return before.join(' ').includes('a ver si');
  }

  /** 'si lo entiendo te aviso', 'a lo mejor mañana lo entiendo': not a statement yet. */
  function hypothetical(before: string[]): boolean {
    const start = ` ${before.join(' ')} `;
    return [...HYPOTHETICAL].some((h) => start.startsWith(` ${h} `));
  }

  /** 'claro que no', 'ah no entiendo', 'con razón nadie…': denied right after it, in its clause. */
  function deniedAfter(tokens: Token[], end: number): boolean {
    const last = tokens[end - 1]!;
    /** The k-th word after the phrase when it is in the phrase's clause. */
    const at = (k: number) =>
      tokens[end + k]?.clause === last.clause ? tokens[end + k]!.word : undefined;
    if (DENIALS.some((d) => d.every((w, k) => at(k) === w))) return true;
    // 'con razón no me daba' explains why it failed: the 'no' is about before.
    if (last.word === 'razon') return false;
    return at(0) === 'no' && NO_AFTER.has(String(at(1)));
  }

  /**
   * A later statement that the student does not understand: 'ah ok, pero no entiendo por qué', or
   * that the understanding was someone else's: '…, pero a mí no', '…, yo no'.
   */
  function deniedLater(tokens: Token[], end: number): boolean {
    for (let i = end; i < tokens.length; i += 1) {
      const t = tokens[i]!;
      if (
        !t.question &&
        UNDERSTANDING_WORDS.test(t.word) &&
        !IMPERFECT.test(t.word) &&
        !pastClause(tokens, t.clause) &&
        negatedBefore(clauseBefore(tokens, i))
      )
        return true;
      if (notMe(tokens.filter((u) => u.clause === t.clause).map((u) => u.word))) return true;
    }
    const rest = tokens.slice(end);
    return confused(rest) || checkAsked(rest) || doubtAsked(rest) || doubtsAfter(rest);
  }

  /** An alternative that doubts what came before: '… o era al revés', '… o me equivoco'. */
  function doubtsAfter(list: Token[]): boolean {
    const all = list.map((t) => t.word);
    return ALTERNATIVES.some((phrase) => contains(all, phrase));
  }

  /**
   * A later question that doubts or asks past it: '…, pero ¿por qué se multiplica?', '… ¿o era al
   * revés?', 'ah ya… espera, ¿y la x?'. A question that moves on ('¿pasamos al siguiente?') is not.
   */
  function doubtAsked(list: Token[]): boolean {
    return list.some((t, i) => {
      if (!t.question || list[i - 1]?.clause === t.clause) return false;
      if (![t.opener, t.word, list[i - 1]?.word].some((w) => DOUBT_OPENERS.has(String(w))))
        return false;
      return !list.some((u) => u.clause === t.clause && MOVING_ON.has(u.word));
    });
  }

  /** 'yo no', 'a mí no', 'no para mí': a short clause that says the student is not among them. */
  function notMe(clause: string[]): boolean {
    return clause.length <= 3 && clause.includes('no') && clause.some((w) => ME.has(w));
  }

  /** 'o sea que se multiplica en cruz, no?' also without its '?': the message ends in a tag. */
  function endsInTag(tokens: Token[]): boolean {
    return TAGS.some((tag) => {
      // An explanation has more words than any tag.
      const last = tokens.slice(-tag.length);
      if (last.some((t, k) => t.word !== tag[k])) return false;
      if (tag.length > 1 || last[0]!.afterComma) return true;
      const before = tokens[tokens.length - 2];
      return tag[0] !== 'no' && !(before && TAG_NOT_AFTER.has(before.word));
    });
  }

  /** A later question that asks whether it is right: 'ya me salió 45, ¿está bien?'. */
  function checkAsked(list: Token[]): boolean {
    return list.some((_, i) =>
      CHECKS.some((phrase) =>
        phrase.every((p, k) => list[i + k]?.word === p && list[i + k]!.question),
      ),
    );
  }

  /** What was understood is not the lesson: 'ya entendí que mañana no hay clase'. */
  function offTopicAfter(tokens: Token[], end: number): boolean {
    const clause = tokens[end - 1]!.clause;
    return tokens.slice(end).some((t) => t.clause === clause && OFF_TOPIC.has(t.word));
  }

  /** Still lost: 'no sé qué hacer', 'me perdí', 'y nada', or 'no sé' ending its clause. */
  function confused(list: Token[]): boolean {
    const now = list.filter((t) => !pastClause(list, t.clause));
    const all = now.map((t) => t.word);
    if (CONFUSION.some((phrase) => contains(all, phrase))) return true;
    return now.some((t, i) =>
      FINAL_CONFUSION.some(
        (phrase) =>
          phrase.every((p, k) => now[i + k]?.word === p && now[i + k]!.clause === t.clause) &&
          now[i + phrase.length]?.clause !== t.clause,
      ),
    );
  }

  /** A clause about before ('antes me perdía', 'llevaba una semana sin entender'): not now. */
  function pastClause(list: Token[], clause: number): boolean {
    const words = list.filter((t) => t.clause === clause).map((t) => t.word);
    return PAST.some((phrase) => contains(words, phrase));
  }

  /**
   * After a negator, a general statement rather than the student's state: 'o sea que no importa el
   * orden', 'entonces no se puede dividir entre cero' (but 'o sea no sé sumar').
   */
  function impersonal(rest: Token[]): boolean {
    // An explanation has at least MIN_EXPLANATION_WORDS words: the negator and three more.
    const [first, second] = rest.map((t) => t.word);
    if (first === 'se') return !INFINITIVE.test(second!);
    return IMPERSONAL.has(first!);
  }

  /** A stated phrase of understanding that holds (not asked, negated, hypothetical or denied). */
  function statesUnderstanding(text: string, tokens: Token[]): boolean {
    for (const start of tokens.keys()) {
      for (const [final, list] of [
        [false, PHRASES],
        [true, FINAL_PHRASES],
      ] as const) {
        for (const phrase of list) {
          const end = matchAt(phrase, tokens, start);
          if (end === null || tokens.slice(start, end).some((t) => t.question)) continue;
          if (final && tokens[end]?.clause === tokens[end - 1]!.clause) continue;
          // 'azul claro', 'verde clarito' (no phrase of several words starts with 'clar').
          if (phrase[0]!.startsWith('clar') && COLOURS.has(String(tokens[start - 1]?.word)))
            continue;
          const before = clauseBefore(tokens, start);
          if (negatedBefore(before) || hypothetical(before) || deniedAfter(tokens, end)) continue;
          if (offTopicAfter(tokens, end)) continue;
          return !deniedLater(tokens, end) && !sarcasticAfter(text, tokens[end - 1]!.end);
        }
      }
    }
    return false;
  }

  /**
   * The idea said back as a statement: a marker at the start of a clause, then at least
   * MIN_EXPLANATION_WORDS words, none of them asked, and nothing in the message that narrates,
   * asks for more or says the student is still lost.
   */
  function explainsBack(text: string, tokens: Token[]): boolean {
    if (confused(tokens) || tokens.some((t) => NARRATION.has(t.word) || REQUESTS.has(t.word)))
      return false;
    for (const start of tokens.keys()) {
      for (const [analogy, list] of [
        [false, MARKERS],
        [true, ANALOGIES],
      ] as const) {
        for (const marker of list) {
          const end = matchAt(marker, tokens, start);
          if (end === null) continue;
          // The marker opens its clause, after at most an 'ok' or a 'bueno'.
          const lead = clauseBefore(tokens, start);
          if (lead.some((w) => !LEAD_INS.has(w))) continue;
          const after = tokens.slice(end);
          if (after.some((t) => t.question) || doubtsAfter(after)) continue;
          if (analogy && !INFINITIVE.test(String(after[0]?.word))) continue;
          const content = after.filter((t) => t.word !== 'que');
          if (content.length < lex.MIN_EXPLANATION_WORDS) continue;
          if (NEGATORS.has(content[0]!.word) && !impersonal(content.slice(1))) continue;
          if (content.length <= lex.BARE_ANSWER_MAX_WORDS && content.some((t) => /\d/.test(t.word)))
            continue;
          if (endsInTag(tokens)) continue;
          return !sarcasticAfter(text, tokens[end - 1]!.end);
        }
      }
    }
    return false;
  }

  /**
   * A reason given inside a statement: 'el triángulo es la mitad del rectángulo, por eso se divide
   * entre 2'. A connective (CONNECTIVES) in a message of at least
   * MIN_REASONED_WORDS words that asks nothing, narrates nothing, asks for nothing, is not lost or
   * taken back (deniedLater), and ends in no tag. 'pero porque…' is an excuse, not a reason.
   */
  function reasonsThrough(text: string, tokens: Token[]): boolean {
    if (tokens.length < lex.MIN_REASONED_WORDS || readsOtherwise(text, tokens)) return false;
    if (tokens.some((t) => NARRATION.has(t.word) || REQUESTS.has(t.word))) return false;
    const all = tokens.map((t) => t.word);
    // '…, pero porque me lo ibas diciendo tú' is an excuse, not a reason; 'no lo hice porque…'
    // gives the reason for the student's own state.
    return all.some(
      (_, i) =>
        tokens[i]!.opener !== 'pero' &&
        CONNECTIVES.some((c) => startsAt(all, c, i)) &&
        !all.slice(0, i).some((w, k) => w === 'no' && NO_AFTER.has(String(all[k + 1]))),
    );
  }

  /**
   * Asked, sarcastic after its start, ending in a tag, lost or taken back (deniedLater): the
   * message reads as something other than a statement, whatever its words.
   */
  function readsOtherwise(text: string, tokens: Token[]): boolean {
    if (tokens.some((t) => t.question) || sarcasticAfter(text, 0)) return true;
    return endsInTag(tokens) || deniedLater(tokens, 0);
  }

  /**
   * Solved alone (SOLVED_MARKERS) in a message with the student's own past verb, not asked, negated,
   * planned, or followed by a failure or by confusion.
   */
  function reportsSolved(text: string, tokens: Token[]): boolean {
    const pastWritten = new Set(
      [...text.toLowerCase().matchAll(/[a-zñáéíóú]{2,}[éí](?![a-zñáéíóú])/g)].map((m) =>
        tokenize(m[0]).join(' '),
      ),
    );
    for (const start of tokens.keys()) {
      for (const marker of SOLVED) {
        const end = matchAt(marker, tokens, start);
        if (end === null) continue;
        const clause = tokens.filter((t) => t.clause === tokens[start]!.clause);
        const before = clauseBefore(tokens, start);
        if (clause.some((t) => t.question) || negatedBefore(before) || hypothetical(before))
          continue;
        if (PLANS.some((plan) => contains(before, plan))) continue;
        if (tokens.slice(end).some((t) => FAILURES.has(t.word))) continue;
        const all = tokens.map((t) => t.word);
        const own =
          SOLVED_VERBS.some((verb) => contains(all, verb)) || all.some((w) => pastWritten.has(w));
        if (own && !deniedLater(tokens, end)) return !sarcasticAfter(text, tokens[end - 1]!.end);
      }
    }
    return false;
  }

  const detect = (text: string): boolean => {
    if (sarcasticSign(text)) return false;
    const tokens = tokensWithClauses(text);
    return (
      statesUnderstanding(text, tokens) ||
      explainsBack(text, tokens) ||
      reportsSolved(text, tokens) ||
      reasonsThrough(text, tokens)
    );
  };
  const vetoes = (text: string): boolean => {
    if (sarcasticSign(text)) return true;
    const tokens = tokensWithClauses(text);
    return readsOtherwise(text, tokens) || hypothetical(tokens.map((t) => t.word));
  };
  return Object.assign(detect, { vetoes });
}

/** The rule alone: whether the lexicon of eureka-lexicon.ts reads understanding in the message. */
export const detectEurekaRule = makeEurekaDetector(lexicon);

/**
 * A message of at most this many words in which the rule reads one of the product's ten phrases
 * ('me quedó claro el tema', 'eso tiene sentido') keeps its flag whatever the learned layer says: it
 * is what the product names understanding. In a longer message the phrase may be incidental, and
 * the layer may drop it (cross-validation: 6 words loses nothing against no such rule, 8 or all
 * messages lose precision).
 */
export const PRODUCT_PHRASE_MAX_WORDS = 6;

/** The rule reading one of the product's ten phrases (PRODUCT_PHRASES) in the message. */
const statesProductPhrase = makeEurekaDetector({
  ...lexicon,
  EUREKA_PHRASES: lexicon.PRODUCT_PHRASES,
  CLAUSE_FINAL_PHRASES: [],
  EXPLAIN_MARKERS: [],
  ANALOGY_MARKERS: [],
  SOLVED_MARKERS: [],
  CONNECTIVES: [],
});

/** What the learned layer's combination reads of a message besides the two verdicts. */
export function messageShape(text: string): MessageShape {
  const words = tokenize(text).length;
  return {
    words,
    vetoed: detectEurekaRule.vetoes(text),
    kept: words <= PRODUCT_PHRASE_MAX_WORDS && statesProductPhrase(text),
  };
}

const understands = buildUnderstands(EUREKA_LEARNED_MODEL);

/**
 * Whether a student's message shows that they now understand: the rule, combined with the learned
 * layer (eureka-learned.ts) as cross-validation chose: on a message long enough, the model adds what
 * it is sure of and drops what it is sure is not understanding, but never one of the product's ten
 * phrases that the rule reads in a short message (PRODUCT_PHRASE_MAX_WORDS).
 */
export function detectEureka(text: string): boolean {
  return combine(
    detectEurekaRule(text),
    understands(text),
    EUREKA_LEARNED_MODEL.combination,
    messageShape(text),
  );
}
