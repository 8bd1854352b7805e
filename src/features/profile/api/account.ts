import { accountTexts } from '@/features/profile/texts';
import { UserFacingError } from '@/lib/errors';
import { readFunctionError } from '@/lib/function-errors';
import { supabase } from '@/lib/supabase';

/**
 * The account function's Spanish `error` (or a generic text when there is none: offline, the
 * function unreachable). Throws an Error with that message.
 */
async function callAccount(
  body: Record<string, unknown>,
  done: (code: string | null) => boolean = () => false,
): Promise<unknown> {
  const { data, error } = await supabase.functions.invoke('account', { body });
  if (!error) return data;
  const { code, message } = await readFunctionError(error);
  if (done(code)) return null;
  throw new UserFacingError(message ?? accountTexts.unreachable, { cause: error });
}

/** 'Descargar mis datos': the JSON document the account function builds under the caller's token. */
export async function fetchMyData(): Promise<unknown> {
  return callAccount({ action: 'export' });
}

/** 'Eliminar mi cuenta': the function re-checks the password and removes everything. */
export async function deleteMyAccount(password: string, confirmation: string): Promise<void> {
  // 404 'account_deleted': another request (a second tab, a double submit) deleted it first, which
  // is what the person asked for.
  await callAccount(
    { action: 'delete', password, confirmation },
    (code) => code === 'account_deleted',
  );
}
