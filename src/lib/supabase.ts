import { createClient } from '@supabase/supabase-js';

import { env } from '@/config/env';
import type { Database } from '@/types/database';

/** Where supabase-js keeps the session in localStorage: its own default key, named here once. */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

const storageKey = authStorageKey(env.supabaseUrl);

/** The one Supabase client of the app. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey },
});

/**
 * Whether a session may be stored (read synchronously, before supabase-js has checked it). No
 * stored session means no session at all: the app can render signed-out at once (prerendered /auth).
 */
export function hasStoredSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(storageKey) !== null;
  } catch {
    return true;
  }
}
