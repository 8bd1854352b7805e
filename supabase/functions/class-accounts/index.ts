/**
 * Supabase Edge Functions entry (Deno). The same handler runs in the local stack under Node.
 * Deploy: `supabase functions deploy class-accounts` (verify_jwt on: the anon key is enough for
 * the roster and the card sign-in; it needs only the platform's SUPABASE_URL, SUPABASE_ANON_KEY
 * and SUPABASE_SERVICE_ROLE_KEY; see docs/class-accounts.md).
 */
import { createClient } from 'npm:@supabase/supabase-js@2';

import { type CreateClient, createHandler } from './handler.ts';

const handler = createHandler(Deno.env.toObject(), {
  createClient: createClient as unknown as CreateClient,
});

Deno.serve(handler);
