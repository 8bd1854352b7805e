import { authTexts } from '@/features/auth/texts';
import { callFunction } from '@/lib/function-errors';
import { supabase } from '@/lib/supabase';

/** One name on a class's card roster. */
export interface RosterName {
  id: string;
  name: string;
}

const call = <T>(body: Record<string, unknown>) =>
  callFunction<T>('class-accounts', body, authTexts.classSignIn.unreachable);

/** The names of the class whose card code this is (the class-accounts function's roster). */
export async function getClassRoster(code: string): Promise<RosterName[]> {
  const { students } = await call<{ students: RosterName[] }>({ action: 'roster', code });
  return students;
}

/**
 * Signs in with a card: the function checks code, name and secret and answers an ordinary
 * session, which the client adopts (the auth store follows it like any sign-in).
 */
export async function signInWithClassCard(
  code: string,
  studentId: string,
  secret: string,
): Promise<void> {
  const { session } = await call<{ session: { access_token: string; refresh_token: string } }>({
    action: 'sign-in',
    code,
    student_id: studentId,
    secret,
  });
  const { error } = await supabase.auth.setSession(session);
  if (error) throw error;
}
