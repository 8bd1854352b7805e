/**
 * Safety screening of the student's message, before tutoring. Five categories (self-harm, sexual
 * abuse and grooming, physical abuse, neglect, violent bullying) get a caring reply instead of
 * tutoring, plus an admin-only alert. Sources: the offline screen (safety-screen.ts over
 * safety-lexicon.ts), always, and the OpenAI moderation endpoint when a key exists. Pure.
 */

import { foldForSafety } from './safety-fold.ts';
import { buildLearnedScreen, decodeModel } from './safety-learned.ts';
import {
  FIGURATIVE as FIGURATIVE_TEMPLATES,
  LISTS,
  type SafetyCategory,
} from './safety-lexicon.ts';
import { SAFETY_LEARNED_MODEL } from './safety-model.generated.ts';
import {
  buildRuleScreen,
  buildScreen,
  compileTemplate,
  SAFETY_LEXICON,
  SAFETY_PRIORITY,
} from './safety-screen.ts';

export { foldForSafety } from './safety-fold.ts';
export type { SafetyCategory } from './safety-lexicon.ts';
export { SAFETY_PRIORITY } from './safety-screen.ts';
export type SafetySource = 'moderation' | 'phrase_list' | 'judge';

/**
 * A screened message's alert: its category, who raised it and how urgent it is (`SafetyLevel`,
 * below): `alta` interrupts the student with the caring reply and is e-mailed now, `revisar` is only
 * listed for the adults who follow the alerts.
 */
export interface SafetyFlag {
  category: SafetyCategory;
  source: SafetySource;
  level: SafetyLevel;
}

/** The reply's model name in the response and in message_metrics.model_used (no model wrote it). */
export const SAFETY_MODEL = 'tutor-safety-reply';

/** public.safety_alerts.excerpt holds at most this many characters of the student's message. */
export const SAFETY_EXCERPT_MAX_CHARS = 1000;

export {
  ADULT_MAY_SEE,
  SAFETY_REPLIES,
  SAFETY_REPLIES_BY_LANGUAGE,
  SAFETY_REPLY,
} from './safety-replies.ts';

/**
 * OpenAI moderation categories (omni-moderation) and the category each one raises. Self-harm and
 * sexual content with minors are alerts on their own. Violence and threats also fire on homework
 * (a history essay, a murder in a novel, a game), so they are `'screen'`: they raise an alert only
 * when the offline screen also reads a disclosure in the message, under the screen's category (see
 * `categoryFromModeration`). Plain `sexual`, `harassment`, `hate` and `illicit` are left to the
 * Socratic tutor.
 */
export const MODERATION_CATEGORIES: Readonly<Record<string, SafetyCategory | 'screen'>> = {
  'self-harm': 'self_harm',
  'self-harm/intent': 'self_harm',
  'self-harm/instructions': 'self_harm',
  'sexual/minors': 'sexual_minors',
  violence: 'screen',
  'violence/graphic': 'screen',
  'harassment/threatening': 'screen',
};

/** The regex layer: the lexicon's families (safety-lexicon.ts) read by safety-screen.ts. */
export const screenRegex: (text: string) => SafetyCategory | null = buildScreen(SAFETY_LEXICON);

/** The rule of the regex layer that fires on a message (its category and whether it is weak). */
const ruleHit = buildRuleScreen(SAFETY_LEXICON);

/** The learned layer (safety-learned.ts, weights in the generated safety-model.generated.ts). */
export const screenLearned: (text: string) => SafetyCategory | null = buildLearnedScreen(
  decodeModel(SAFETY_LEARNED_MODEL),
);

/** Everyday idioms with a risk word (safety-lexicon.ts FIGURATIVE): no learned flag. */
const FIGURATIVE = compileTemplate(FIGURATIVE_TEMPLATES.join('|'), LISTS);

/**
 * How urgent the offline screen reads a message:
 * - `'alta'`: a clear disclosure: a strong rule of the lexicon (first person, or an adult's act
 *   named), or the learned layer alone reading abuse, neglect, bullying or sexual content with a
 *   minor (what the student says happens to them; on the tuned sets the learned layer adds no false
 *   alarm to the strong rules' 1.3 %): caring reply, alert and e-mail now;
 * - `'revisar'`: a possible one: only a weak rule (someone else, words a novel also uses), or only
 *   the learned layer reading self-harm (passive thoughts, 'a veces pienso que sería mejor no
 *   estar', which a school wants to see without the student being interrupted): listed for the
 *   teacher, the student is not interrupted, no e-mail;
 * - null: nothing, and everyday idioms ('me corto las uñas', 'el reguetón me pega mucho').
 */
export type SafetyLevel = 'alta' | 'revisar';

export function screenLevel(text: string): SafetyLevel | null {
  return screenVerdict(text)?.level ?? null;
}

/** The offline screen's whole verdict: the category (`screenOffline`) and its level (`screenLevel`). */
export interface OfflineVerdict {
  category: SafetyCategory;
  level: SafetyLevel;
}

/** `screenOffline` and `screenLevel` in one reading of the message (the turn's screen). */
export function screenVerdict(text: string): OfflineVerdict | null {
  const hit = ruleHit(text);
  if (hit) return { category: hit.category, level: hit.weak ? 'revisar' : 'alta' };
  if (FIGURATIVE.test(foldForSafety(text, SAFETY_LEXICON))) return null;
  const learned = screenLearned(text);
  if (!learned) return null;
  return { category: learned, level: learned === 'self_harm' ? 'revisar' : 'alta' };
}

/**
 * The offline screen's verdict for a student's message, or null: normalised (safety-fold.ts), then
 * read against the lexicon (safety-lexicon.ts), the most urgent category first (SAFETY_PRIORITY);
 * when no family matches, the learned layer (above a conservative threshold) may still flag it,
 * except an everyday idiom. A category for either level of `screenLevel`. Runs with no key, and
 * under moderation as a floor.
 */
export const screenOffline = (text: string): SafetyCategory | null =>
  screenVerdict(text)?.category ?? null;

/** The name this screen had when it was a phrase list (the Deno handler test still uses it). */
export const screenPhrases = screenOffline;

/**
 * A moderation result's categories mapped to ours, or null. Categories that fire on homework
 * (`'screen'`) count only when the offline screen (`screened`, its verdict on the same message)
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
    if (mapped !== 'screen') found.add(mapped);
    else if (screened) found.add(screened);
  }
  return SAFETY_PRIORITY.find((category) => found.has(category)) ?? null;
}

/**
 * Moderation categories specific enough to be a clear disclosure on their own: an intent or
 * instructions to self-harm, sexual content with a minor. Plain `self-harm` also fires on an essay
 * about a novel's suicide or a health question, so alone it is a possible one (`revisar`).
 */
export const MODERATION_ALTA_ALONE: ReadonlySet<string> = new Set([
  'self-harm/intent',
  'self-harm/instructions',
  'sexual/minors',
]);

/**
 * The turn's verdict from the offline screen's and, when moderation ran, its result.
 * - Category: the more urgent of the two (SAFETY_PRIORITY), credited to moderation when moderation
 *   raised it (a tie included); moderation's violence and threat flags count only where the
 *   offline screen reads a disclosure (`categoryFromModeration`).
 * - Level: `alta` when the offline screen reads a clear disclosure, when moderation and the offline
 *   screen both flag the message (two independent readers agree), or when moderation names an
 *   intent or a minor (`MODERATION_ALTA_ALONE`); `revisar` when only one reader flags it otherwise
 *   (the offline screen's possible disclosure, or moderation's plain self-harm alone).
 * Moderation never lowers the offline screen's verdict: its silence or failure leaves it as it is.
 */
export function combineVerdicts(
  offline: OfflineVerdict | null,
  moderation: Parameters<typeof categoryFromModeration>[0] = null,
): SafetyFlag | null {
  const moderated = categoryFromModeration(moderation, offline?.category ?? null);
  if (!moderated) return offline ? { ...offline, source: 'phrase_list' } : null;
  const clear =
    offline !== null ||
    Object.entries(moderation?.categories ?? {}).some(
      ([name, on]) => on === true && MODERATION_ALTA_ALONE.has(name),
    );
  const level: SafetyLevel = clear ? 'alta' : 'revisar';
  const rank = (category: SafetyCategory) => SAFETY_PRIORITY.indexOf(category);
  if (!offline || rank(moderated) <= rank(offline.category))
    return { category: moderated, source: 'moderation', level };
  return { category: offline.category, source: 'phrase_list', level };
}

/** The excerpt stored in safety_alerts. */
export function safetyExcerpt(text: string): string {
  return text.slice(0, SAFETY_EXCERPT_MAX_CHARS);
}
