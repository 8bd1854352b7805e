/**
 * Safety screening of the student's message (issue 9, item 6). Two categories get the fixed caring
 * reply instead of tutoring, plus an admin-only alert: self-harm, and abuse suffered by the student.
 * Sources: the OpenAI moderation endpoint when a key exists, and this short Spanish phrase list
 * (always, since moderation has no category for a student disclosing abuse). Pure.
 */

import { foldForSafety, foldTemplate, type FoldWords } from './safety-fold.ts';
import {
  ABBREVIATIONS,
  ACADEMIC,
  FUZZY_WORDS,
  LISTS,
  RULES,
  type SafetyRule,
} from './safety-lexicon.ts';

export { foldForSafety } from './safety-fold.ts';

/** What an alert is about; the labels live in src/features/admin/texts.ts. */
export type SafetyCategory = 'self_harm' | 'abuse' | 'sexual_minors' | 'bullying' | 'neglect';
export type SafetySource = 'moderation' | 'phrase_list';

export interface SafetyFlag {
  category: SafetyCategory;
  source: SafetySource;
}

/** The reply's model name in the response and in message_metrics.model_used (no model wrote it). */
export const SAFETY_MODEL = 'tutor-safety-reply';

/** public.safety_alerts.excerpt holds at most this many characters of the student's message. */
export const SAFETY_EXCERPT_MAX_CHARS = 1000;

/** The fixed caring reply (overridable by TUTOR_SAFETY_REPLY). Points to help; no tutoring. */
export const SAFETY_REPLY = `Gracias por contármelo. Lo que sientes y lo que te pasa es importante, y no tienes que enfrentarlo solo. 💙

Yo soy un tutor de tareas y no puedo ayudarte con esto como mereces, pero hay personas que sí pueden:

- **Habla hoy con un adulto de confianza**: alguien de tu familia, un profesor o el orientador de tu escuela.
- **Si estás en peligro o piensas en hacerte daño**, llama ahora al número de emergencias de tu país (por ejemplo, 911 en México y gran parte de América, 112 en España) o a una línea de ayuda para jóvenes.

Pedir ayuda es un acto de valentía. Cuando quieras, aquí estaré para seguir con tus tareas.`;

/**
 * OpenAI moderation categories (omni-moderation) and the category each one raises. Self-harm and
 * sexual content with minors are alerts on their own. Violence and threats also fire on homework
 * (a history essay, a murder in a novel, a game), so they are `needsScreen`: they raise an alert only
 * when the offline screen also reads a disclosure in the message (see `categoryFromModeration`).
 * Plain `sexual`, `harassment`, `hate` and `illicit` are left to the Socratic tutor.
 */
export const MODERATION_CATEGORIES: Readonly<
  Record<string, { category: SafetyCategory; needsScreen?: boolean }>
> = {
  'self-harm': { category: 'self_harm' },
  'self-harm/intent': { category: 'self_harm' },
  'self-harm/instructions': { category: 'self_harm' },
  'sexual/minors': { category: 'sexual_minors' },
  violence: { category: 'abuse', needsScreen: true },
  'violence/graphic': { category: 'abuse', needsScreen: true },
  'harassment/threatening': { category: 'bullying', needsScreen: true },
};

/** The order a message with several categories is filed under: the most urgent risk first. */
export const SAFETY_PRIORITY: readonly SafetyCategory[] = [
  'self_harm',
  'sexual_minors',
  'abuse',
  'neglect',
  'bullying',
];

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

export interface SafetyLexicon extends FoldWords {
  lists: Readonly<Record<string, readonly string[]>>;
  rules: Readonly<Record<SafetyCategory, readonly SafetyRule[]>>;
  academic: readonly string[];
}

/** The screen a lexicon makes: the first category, in SAFETY_PRIORITY order, one of whose rules matches. */
export function buildScreen(lexicon: SafetyLexicon): (text: string) => SafetyCategory | null {
  const academic = compileTemplate(lexicon.academic.join('|'), {});
  const compiled = SAFETY_PRIORITY.map((category) => ({
    category,
    rules: lexicon.rules[category].map((rule) => ({
      weak: rule.weak === true,
      pattern: compileTemplate(rule.template, lexicon.lists),
    })),
  }));
  return (text) => {
    const folded = foldForSafety(text, lexicon);
    const inClass = academic.test(folded);
    for (const { category, rules } of compiled) {
      if (rules.some((rule) => !(rule.weak && inClass) && rule.pattern.test(folded)))
        return category;
    }
    return null;
  };
}

export const SAFETY_LEXICON: SafetyLexicon = {
  abbreviations: ABBREVIATIONS,
  fuzzyWords: FUZZY_WORDS,
  lists: LISTS,
  rules: RULES,
  academic: ACADEMIC,
};

/**
 * The offline screen's verdict for a student's message, or null: normalised (safety-fold.ts), then
 * read against the lexicon (safety-lexicon.ts). Runs with no key, and under moderation as a floor.
 */
export const screenOffline: (text: string) => SafetyCategory | null = buildScreen(SAFETY_LEXICON);

/** The name this screen had before issue 19 (the Deno handler test still uses it). */
export const screenPhrases = screenOffline;

/**
 * A moderation result's categories mapped to ours, or null. Categories that fire on homework
 * (`needsScreen`) count only when the offline screen (`screened`, its verdict on the same message)
 * also flags it; the offline verdict then names the category (a threat from a parent is abuse,
 * from classmates bullying). The most urgent category wins (SAFETY_PRIORITY).
 */
export function categoryFromModeration(
  result: { flagged?: boolean; categories?: Record<string, boolean | null | undefined> } | null,
  screened: SafetyCategory | null = null,
): SafetyCategory | null {
  if (!result?.categories) return null;
  const found = new Set<SafetyCategory>();
  for (const [name, on] of Object.entries(result.categories)) {
    const mapped = MODERATION_CATEGORIES[name];
    if (on !== true || !mapped) continue;
    if (!mapped.needsScreen) found.add(mapped.category);
    else if (screened) found.add(screened);
  }
  return SAFETY_PRIORITY.find((category) => found.has(category)) ?? null;
}

/** The excerpt stored in safety_alerts. */
export function safetyExcerpt(text: string): string {
  return text.slice(0, SAFETY_EXCERPT_MAX_CHARS);
}
