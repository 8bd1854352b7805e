/**
 * The title the tutor function stores for a new conversation: the model's title when it gives
 * nothing away, else the student's first message under the same rules. Kept apart from title.ts
 * because it needs the answer check, which the browser (it only cleans titles) should not load.
 */
import { mentionsAnswer } from '../answer-check/reveal.ts';

import { DEFAULT_LANGUAGE, type TutorLanguage } from './language.ts';
import { TUTOR_TITLES } from './title-texts.ts';
import { cleanTitle, DEFAULT_TITLE, SAFETY_TITLE, withoutPersonalData } from './title.ts';

export interface SafeTitleOptions {
  /** The accepted answers of the task (its answer key); none is ever in the title. */
  answers: string[];
  /** The first message was a safety case: the title is SAFETY_TITLE. */
  safety: boolean;
  /** Text to make the title from when `raw` is unusable (the student's first message). */
  fallbackFrom?: string;
  /** The student's language: the title when nothing usable is left; Spanish when absent. */
  language?: TutorLanguage;
}

/**
 * The title to store: SAFETY_TITLE after a safety case; else the cleaned `raw` (first letter in
 * capitals), or if it is empty, names an accepted answer or held an e-mail address or a phone
 * number, the cleaned `fallbackFrom` under the same rules, or the language's untitled title.
 */
export function safeTitle(raw: string | null | undefined, opts: SafeTitleOptions): string {
  if (opts.safety) return SAFETY_TITLE;
  for (const candidate of [raw, opts.fallbackFrom]) {
    const text = (candidate ?? '').replace(/\s+/g, ' ').trim();
    // A title that held an e-mail address or a phone number reads badly without it: the next one.
    if (withoutPersonalData(text) !== text) continue;
    const title = cleanTitle(text);
    if (title === DEFAULT_TITLE || mentionsAnswer(title, opts.answers)) continue;
    return title.charAt(0).toUpperCase() + title.slice(1);
  }
  return TUTOR_TITLES[opts.language ?? DEFAULT_LANGUAGE].untitled;
}
