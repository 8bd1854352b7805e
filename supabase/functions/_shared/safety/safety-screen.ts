/**
 * The offline safety screen's engine (issue 19): the lexicon's templates compiled to regular
 * expressions and read, in priority order, against the folded message. Pure.
 */
import { foldForSafety, foldTemplate, type FoldWords } from './safety-fold.ts';
import {
  ABBREVIATIONS,
  ACADEMIC,
  FUZZY_WORDS,
  LISTS,
  RULES,
  type SafetyCategory,
  type SafetyRule,
} from './safety-lexicon.ts';

/**
 * The order a message with several categories is filed under, the most urgent risk first: a risk to
 * life, then sexual abuse, physical abuse, neglect, and violence between peers.
 */
export const SAFETY_PRIORITY: readonly SafetyCategory[] = [
  'self_harm',
  'sexual_minors',
  'abuse',
  'neglect',
  'bullying',
];

export interface SafetyLexicon extends FoldWords {
  lists: Readonly<Record<string, readonly string[]>>;
  rules: Readonly<Record<SafetyCategory, readonly SafetyRule[]>>;
  academic: readonly string[];
}

export const SAFETY_LEXICON: SafetyLexicon = {
  abbreviations: ABBREVIATIONS,
  fuzzyWords: FUZZY_WORDS,
  lists: LISTS,
  rules: RULES,
  academic: ACADEMIC,
};

/** Text between quotation marks. */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»/g;

/** A template's `{NAME}` lists expanded, folded like a message, spaces optional, gaps as words. */
export function compileTemplate(
  template: string,
  lists: Readonly<Record<string, readonly string[]>>,
): RegExp {
  let source = template;
  for (let depth = 0; depth < 3 && /\{[A-Z_]+\}/.test(source); depth += 1) {
    source = source.replace(/\{([A-Z_]+)\}/g, (_, name: string) => `(?:${lists[name]!.join('|')})`);
  }
  const folded = foldTemplate(source)
    .replace(/ /g, ' ?')
    .replace(/~(\d+)~/g, '(?:\\b(?:\\w+ ){1,$1})?');
  return new RegExp(`\\b(?:${folded})\\b`);
}

export interface CompiledRule {
  category: SafetyCategory;
  weak: boolean;
  pattern: RegExp;
}

/** Every rule compiled, in SAFETY_PRIORITY order. */
export function compileRules(lexicon: SafetyLexicon): CompiledRule[] {
  return SAFETY_PRIORITY.flatMap((category) =>
    lexicon.rules[category].map((rule) => ({
      category,
      weak: rule.weak === true,
      pattern: compileTemplate(rule.template, lexicon.lists),
    })),
  );
}

/** A message as the rules read it: folded, and whether it reads as homework (see ACADEMIC). */
export interface SafetyReading {
  folded: string;
  inClass: boolean;
}

/** Folds a message; in homework, quotations ('analiza el poema "Quiero morir..."') are left out. */
export function readMessage(text: string, lexicon: SafetyLexicon, academic: RegExp): SafetyReading {
  const folded = foldForSafety(text, lexicon);
  if (!academic.test(folded)) return { folded, inClass: false };
  return { folded: foldForSafety(text.replace(QUOTED, ' '), lexicon), inClass: true };
}

/** The first rule that matches names the category; weak rules stay silent in homework. */
export function verdict(rules: CompiledRule[], reading: SafetyReading): SafetyCategory | null {
  const hit = rules.find(
    (rule) => !(rule.weak && reading.inClass) && rule.pattern.test(reading.folded),
  );
  return hit ? hit.category : null;
}

/** The screen a lexicon makes. */
export function buildScreen(lexicon: SafetyLexicon): (text: string) => SafetyCategory | null {
  const academic = compileTemplate(lexicon.academic.join('|'), {});
  const rules = compileRules(lexicon);
  return (text) => verdict(rules, readMessage(text, lexicon, academic));
}
