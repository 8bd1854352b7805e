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
 * Sign-up with the profile data of SPEC.md section 7 ({name, grade_level}). Returns whether a
 * session started (false when the project requires e-mail confirmation first).
 */
export async function signUp({
  email,
  password,
  name,
  gradeLevel,
}: Credentials & { name: string; gradeLevel: string }): Promise<{ signedIn: boolean }> {
  const { data, error } = await supabase.auth.signUp({
    email: email.trim(),
    password,
    options: { data: { name: name.trim(), grade_level: gradeLevel } },
  });
  if (error) throw error;
  return { signedIn: data.session !== null };
}
