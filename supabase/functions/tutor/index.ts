/**
 * Supabase Edge Functions entry (Deno). The same handler runs in the local stack under Node.
 * Deploy: `supabase functions deploy tutor`; secrets: OPENAI_API_KEY and the TUTOR_* settings
 * (see docs/tutor.md).
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import OpenAI from 'npm:openai@6';

import { type CreateClient, createHandler } from './handler.ts';
import type { OpenAIConstructor } from './model.ts';

const handler = createHandler(Deno.env.toObject(), {
  createClient: createClient as unknown as CreateClient,
  OpenAI: OpenAI as unknown as OpenAIConstructor,
});

Deno.serve(handler);
