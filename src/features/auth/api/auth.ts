import { asksGuardian } from '@/features/auth/lib/validation';
import { supabase } from '@/lib/supabase';

export interface Credentials {
  email: string;
  password: string;
}

/** Sign-in with e-mail and password; throws the server's error. */
export async function signIn({ email, password }: Credentials): Promise<void> {
  const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
}

/**
 * Sign-up with the profile data {name, grade_level, birth_year} in user_metadata, and under the age
 * of digital consent the guardian's address (the database moves it out of user_metadata and marks
 * the account as waiting: docs/consent.md). Returns whether a session started (false when the
 * project requires e-mail confirmation first).
 */
export async function signUp({
  email,
  password,
  name,
  gradeLevel,
  birthYear,
  guardianEmail,
}: Credentials & {
  name: string;
  gradeLevel: string;
  birthYear: string;
  guardianEmail: string;
}): Promise<{ signedIn: boolean }> {
  const guardian = asksGuardian(birthYear) ? guardianEmail.trim() : '';
  const { data, error } = await supabase.auth.signUp({
    email: email.trim(),
    password,
    options: {
      data: {
        name: name.trim(),
        grade_level: gradeLevel,
        birth_year: Number(birthYear.trim()),
        ...(guardian ? { guardian_email: guardian } : {}),
      },
    },
  });
  if (error) throw error;
  return { signedIn: data.session !== null };
}

/**
 * Sends the password-recovery e-mail; its link opens `redirectTo` signed in for recovery. Resolves
 * the same whether or not the address has an account (the server never says).
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error) throw error;
}

/**
 * Opens the session the recovery link carries in the URL fragment (`#access_token=…&refresh_token=…
 * &type=recovery`, the client does not read URLs by itself: detectSessionInUrl is off). Returns
 * whether a session is open; false for a fragment with `error_code` (used or expired link) or none.
 */
export async function openRecoverySession(fragment: string): Promise<boolean> {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  if (params.has('error_code') || params.has('error')) return false;
  const access_token = params.get('access_token');
  const refresh_token = params.get('refresh_token');
  if (access_token && refresh_token) {
    const { data, error } = await supabase.auth.setSession({ access_token, refresh_token });
    return !error && data.session !== null;
  }
  const { data } = await supabase.auth.getSession();
  return data.session !== null;
}

/** Sets the signed-in user's new password. */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}
