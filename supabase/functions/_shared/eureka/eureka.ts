/**
 * Understanding ("eureka") detection for a student's message (docs/eureka.md).
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
import {
  compileLexicon,
  confused,
  deniedAfter,
  deniedLater,
  doubtsAfter,
  type EurekaLexicon,
  endsInTag,
  hypothetical,
  impersonal,
  INFINITIVE,
  type Lexicon,
  negatedBefore,
  offTopicAfter,
  phraseMatches,
  readsOtherwise,
} from './eureka-clauses.ts';
import { buildUnderstands, combine, type MessageShape } from './eureka-learned.ts';
import * as lexicon from './eureka-lexicon.ts';
import { EUREKA_LEARNED_MODEL } from './eureka-model.generated.ts';
import {
  NO_UNDERSTANDING,
  sarcasticAfter,
  sarcasticSign,
  saysNoUnderstanding,
  SPELLING_TALK,
} from './eureka-sarcasm.ts';
import {
  clauseBefore,
  contains,
  startsAt,
  type Token,
  tokenize,
  tokensWithClauses,
  wordsMatch,
} from './eureka-tokens.ts';

export type { EurekaLexicon } from './eureka-clauses.ts';
export { EUREKA_PHRASES } from './eureka-lexicon.ts';
export { tokenize } from './eureka-tokens.ts';

/** A stated phrase of understanding that holds (not asked, negated, hypothetical or denied). */
function statesUnderstanding(lx: Lexicon, text: string, tokens: Token[]): boolean {
  for (const { start, end, phrase, tag: final } of phraseMatches(lx, tokens, [
    [false, lx.PHRASES],
    [true, lx.FINAL_PHRASES],
  ])) {
    if (tokens.slice(start, end).some((t) => t.question)) continue;
    if (final && tokens[end]?.clause === tokens[end - 1]!.clause) continue;
    // 'azul claro', 'verde clarito' (no phrase of several words starts with 'clar').
    if (phrase[0]!.startsWith('clar') && lx.COLOURS.has(String(tokens[start - 1]?.word))) continue;
    const before = clauseBefore(tokens, start);
    if (negatedBefore(lx, before) || hypothetical(lx, before) || deniedAfter(lx, tokens, end))
      continue;
    if (offTopicAfter(lx, tokens, end)) continue;
    return !deniedLater(lx, tokens, end) && !sarcasticAfter(text, tokens[end - 1]!.end);
  }
  return false;
}

/**
 * The idea said back as a statement: a marker at the start of a clause, then at least
 * MIN_EXPLANATION_WORDS words, none of them asked, and nothing in the message that narrates,
 * asks for more or says the student is still lost.
 */
function explainsBack(lx: Lexicon, text: string, tokens: Token[]): boolean {
  if (
    confused(lx, tokens) ||
    tokens.some((t) => lx.NARRATION.has(t.word) || lx.REQUESTS.has(t.word))
  )
    return false;
  for (const { start, end, tag: analogy } of phraseMatches(lx, tokens, [
    [false, lx.MARKERS],
    [true, lx.ANALOGIES],
  ])) {
    // The marker opens its clause, after at most an 'ok' or a 'bueno'.
    const lead = clauseBefore(tokens, start);
    if (lead.some((w) => !lx.LEAD_INS.has(w))) continue;
    const after = tokens.slice(end);
    if (after.some((t) => t.question) || doubtsAfter(lx, after)) continue;
    if (analogy && !INFINITIVE.test(String(after[0]?.word))) continue;
    const content = after.filter((t) => t.word !== 'que');
    if (content.length < lx.MIN_EXPLANATION_WORDS) continue;
    if (lx.NEGATORS.has(content[0]!.word) && !impersonal(lx, content.slice(1))) continue;
    if (content.length <= lx.BARE_ANSWER_MAX_WORDS && content.some((t) => /\d/.test(t.word)))
      continue;
    if (endsInTag(lx, tokens)) continue;
    return !sarcasticAfter(text, tokens[end - 1]!.end);
  }
  return false;
}

/**
 * A reason given inside a statement: 'el triángulo es la mitad del rectángulo, por eso se divide
 * entre 2'. A connective (CONNECTIVES) in a message of at least
 * MIN_REASONED_WORDS words that asks nothing, narrates nothing, asks for nothing, is not lost or
 * taken back (deniedLater), and ends in no tag. 'pero porque…' is an excuse, not a reason.
 */
function reasonsThrough(lx: Lexicon, text: string, tokens: Token[]): boolean {
  if (tokens.length < lx.MIN_REASONED_WORDS || readsOtherwise(lx, text, tokens)) return false;
  if (tokens.some((t) => lx.NARRATION.has(t.word) || lx.REQUESTS.has(t.word))) return false;
  const all = tokens.map((t) => t.word);
  // '…, pero porque me lo ibas diciendo tú' is an excuse, not a reason; 'no lo hice porque…'
  // gives the reason for the student's own state.
  return all.some(
    (_, i) =>
      tokens[i]!.opener !== 'pero' &&
      lx.CONNECTIVES.some((c) => startsAt(all, c, i)) &&
      !all.slice(0, i).some((w, k) => w === 'no' && lx.NO_AFTER.has(String(all[k + 1]))),
  );
}

/**
 * Solved alone (SOLVED_MARKERS) in a message with the student's own past verb, not asked, negated,
 * planned, or followed by a failure or by confusion.
 */
function reportsSolved(lx: Lexicon, text: string, tokens: Token[]): boolean {
  const pastWritten = new Set(
    [...text.toLowerCase().matchAll(/[a-zñáéíóú]{2,}[éí](?![a-zñáéíóú])/g)].map((m) =>
      tokenize(m[0]).join(' '),
    ),
  );
  for (const { start, end } of phraseMatches(lx, tokens, [[null, lx.SOLVED]])) {
    const clause = tokens.filter((t) => t.clause === tokens[start]!.clause);
    const before = clauseBefore(tokens, start);
    if (clause.some((t) => t.question) || negatedBefore(lx, before) || hypothetical(lx, before))
      continue;
    if (lx.PLANS.some((plan) => contains(before, plan))) continue;
    if (tokens.slice(end).some((t) => lx.FAILURES.has(t.word))) continue;
    const all = tokens.map((t) => t.word);
    const own =
      lx.SOLVED_VERBS.some((verb) => contains(all, verb)) || all.some((w) => pastWritten.has(w));
    if (own && !deniedLater(lx, tokens, end)) return !sarcasticAfter(text, tokens[end - 1]!.end);
  }
  return false;
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
  const lx = compileLexicon(lex);
  const detect = (text: string): boolean => {
    if (sarcasticSign(text) || saysNoUnderstanding(text)) return false;
    const tokens = tokensWithClauses(text);
    return (
      statesUnderstanding(lx, text, tokens) ||
      explainsBack(lx, text, tokens) ||
      reportsSolved(lx, text, tokens) ||
      reasonsThrough(lx, text, tokens)
    );
  };
  const vetoes = (text: string): boolean => {
    if (sarcasticSign(text) || wordsMatch(text, [...NO_UNDERSTANDING, SPELLING_TALK])) return true;
    const tokens = tokensWithClauses(text);
    return (
      readsOtherwise(lx, text, tokens) ||
      hypothetical(
        lx,
        tokens.map((t) => t.word),
      )
    );
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
