import { callFunction } from '@/lib/function-errors';
import { supabase } from '@/lib/supabase';

import { accountsTexts } from '../accounts-texts';

/** A class account as the teacher sees it (get_class_accounts). */
export interface ClassAccount {
  user_id: string;
  display_name: string;
  created_at: string;
  secret_set_at: string;
  last_sign_in_at: string | null;
  login_code: string | null;
}

/** A card to print: the account, its name and its secret (shown once). */
export interface LoginCard {
  id: string;
  name: string;
  secret: string;
}

const call = <T>(body: Record<string, unknown>) =>
  callFunction<T>('class-accounts', body, accountsTexts.unreachable);

/** get_class_accounts(class_id): the class's accounts (its teachers and admins only). */
export async function getClassAccounts(classId: string): Promise<ClassAccount[]> {
  const { data, error } = await supabase.rpc('get_class_accounts', { class_id: classId });
  if (error) throw error;
  return data ?? [];
}

/** Creates one account per name; answers the login code and one card per name. */
export function createClassAccounts(
  classId: string,
  names: string[],
): Promise<{ code: string; cards: LoginCard[] }> {
  return call({ action: 'create', class_id: classId, names });
}

/** A new secret for a student (the old card stops working). */
export function resetClassCard(
  classId: string,
  studentId: string,
): Promise<{ code: string; card: LoginCard }> {
  return call({ action: 'reset', class_id: classId, student_id: studentId });
}

/** Deletes a class account and everything it owns. */
export async function removeClassAccount(classId: string, studentId: string): Promise<void> {
  await call({ action: 'remove', class_id: classId, student_id: studentId });
}
