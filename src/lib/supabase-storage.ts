import type { SupabaseClient } from '@supabase/supabase-js';

import { loadStorageJs } from '@/lib/supabase-lazy/storage-js';

/**
 * A client's `storage`, after storage-js has loaded (the browser build fetches it on first use:
 * src/lib/supabase-lazy/storage-js.ts). Use this instead of `client.storage`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Database / schema of the client
export async function storageOf<C extends SupabaseClient<any, any, any>>(
  client: C,
): Promise<C['storage']> {
  await loadStorageJs();
  return client.storage;
}
