import type { User } from '@supabase/supabase-js';

import { normalizeTheme, type ThemePreference } from '@/lib/theme';
import { resolveLanguage, TUTOR_LANGUAGES, type TutorLanguage } from '@shared/tutor/language';

/**
 * Languages a profile may choose; Spanish by default. The screens stay Spanish; the tutor writes in
 * the chosen one (the tutor function reads it from the stored profile with the same rule).
 */
export const LANGUAGES = TUTOR_LANGUAGES;
export type Language = TutorLanguage;

/** What the app reads from a user's `user_metadata`, typed and with its defaults. */
export interface ProfileData {
  name: string;
  grade_level: string;
  avatar_url: string;
  email_notifications: boolean;
  theme: ThemePreference;
  language: Language;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The one reader of the profile in `user_metadata` (written at sign-up and by the profile screen):
 * missing or mistyped fields become '' and the defaults (notifications on, Spanish).
 */
export function readProfile(user: Pick<User, 'user_metadata'> | null | undefined): ProfileData {
  const m = (user?.user_metadata ?? {}) as Record<string, unknown>;
  return {
    name: text(m.name),
    grade_level: text(m.grade_level),
    avatar_url: text(m.avatar_url),
    email_notifications: m.email_notifications !== false,
    theme: normalizeTheme(m.theme),
    language: resolveLanguage(m.language),
  };
}
