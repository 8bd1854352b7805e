/**
 * Direct mode (`VITE_TUTOR_MODE=direct`): the browser calls the model and writes the replies, which
 * the database accepts only when the deployment switched it on (`private.settings.client_tutor_writes`,
 * docs/tutor.md). The chat and the admin dashboard both ask, so the question lives here.
 */
import { env } from '@/config/env';
import { supabase } from '@/lib/supabase';

export function isDirectMode(): boolean {
  return env.tutorMode === 'direct';
}

/** Whether the database accepts the browser's assistant rows and metrics. */
export async function clientTutorWritesEnabled(): Promise<boolean> {
  const { data, error } = await supabase.rpc('client_tutor_writes_enabled');
  if (error) throw error;
  return data === true;
}
