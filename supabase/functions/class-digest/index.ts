/**
 * Supabase Edge Functions entry (Deno). The same handler runs in the local stack under Node.
 * Deploy: `supabase functions deploy class-digest` (verify_jwt on); it reads the tutor's model
 * settings (OPENAI_API_KEY, TUTOR_JUDGE_MODEL and the TUTOR_* limits; without a key it answers
 * `{ summaries: null }`) besides the platform's SUPABASE_URL and keys (docs/class-digest.md).
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import OpenAI from 'npm:openai@6';

import type { OpenAIConstructor } from '../tutor/model.ts';

import { type CreateClient, createHandler } from './handler.ts';

const handler = createHandler(Deno.env.toObject(), {
  createClient: createClient as unknown as CreateClient,
  OpenAI: OpenAI as unknown as OpenAIConstructor,
});

Deno.serve(handler);
