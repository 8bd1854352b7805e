/**
 * The languages the tutor answers in: the student's profile keeps one (user_metadata.language); the
 * screens stay Spanish, the tutor's words follow it. Any other value, or none, is Spanish.
 */
export const TUTOR_LANGUAGES = ['es', 'en', 'fr', 'pt'] as const;
export type TutorLanguage = (typeof TUTOR_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TutorLanguage = 'es';

/** A stored preference read as a tutor language: anything unknown (or missing) is Spanish. */
export function resolveLanguage(value: unknown): TutorLanguage {
  return TUTOR_LANGUAGES.includes(value as TutorLanguage)
    ? (value as TutorLanguage)
    : DEFAULT_LANGUAGE;
}

/** How the (Spanish) instructions to a model name each language. */
export const LANGUAGE_NAMES: Readonly<Record<TutorLanguage, string>> = {
  es: 'español',
  en: 'inglés (English)',
  fr: 'francés (français)',
  pt: 'portugués (português)',
};
