import type { User } from '@supabase/supabase-js';

import { LANGUAGES, type Language } from '@/features/profile/texts';
import { normalizeTheme, type ThemePreference } from '@/lib/theme';

export interface ProfileData {
  name: string;
  grade_level: string;
  phone: string;
  avatar_url: string;
  email_notifications: boolean;
  theme: ThemePreference;
  language: Language;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The user's profile from user_metadata, with SPEC.md's defaults (notifications on, Spanish). */
export function readProfile(user: Pick<User, 'user_metadata'> | null): ProfileData {
  const m = (user?.user_metadata ?? {}) as Record<string, unknown>;
  return {
    name: text(m.name),
    grade_level: text(m.grade_level),
    phone: text(m.phone),
    avatar_url: text(m.avatar_url),
    email_notifications: m.email_notifications !== false,
    theme: normalizeTheme(m.theme),
    language: LANGUAGES.includes(m.language as Language) ? (m.language as Language) : 'es',
  };
}
