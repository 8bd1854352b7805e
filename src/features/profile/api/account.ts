import { FunctionsHttpError } from '@supabase/supabase-js';

import { accountTexts } from '@/features/profile/texts';
import { supabase } from '@/lib/supabase';

/**
 * The account function's Spanish `error` (or a generic text when there is none: offline, the
 * function unreachable). Throws an Error with that message.
 */
async function callAccount(body: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await supabase.functions.invoke('account', { body });
  if (!error) return data;
  let message: string = accountTexts.unreachable;
  if (error instanceof FunctionsHttpError) {
    const payload = (await (error.context as Response).json().catch(() => null)) as {
      error?: unknown;
    } | null;
    if (typeof payload?.error === 'string' && payload.error) message = payload.error;
  }
  throw new Error(message);
}

/** 'Descargar mis datos': the JSON document the account function builds under the caller's token. */
export async function fetchMyData(): Promise<unknown> {
  return callAccount({ action: 'export' });
}

/** 'Eliminar mi cuenta': the function re-checks the password and removes everything. */
export async function deleteMyAccount(password: string, confirmation: string): Promise<void> {
  await callAccount({ action: 'delete', password, confirmation });
}
