/**
 * Supabase Edge Functions entry (Deno). The same handler runs in the local stack under Node.
 * Deploy: `supabase functions deploy tutor`; secrets: OPENAI_API_KEY, OPENAI_BASE_URL,
 * TUTOR_RATE_LIMIT_PER_MINUTE, TUTOR_RATE_LIMIT_PER_DAY (see docs/tutor.md).
 */
import { createClient } from 'npm:@supabase/supabase-js@2';

import { type CreateClient, createHandler } from './handler.ts';

const handler = createHandler(Deno.env.toObject(), {
  createClient: createClient as unknown as CreateClient,
});

Deno.serve(handler);
