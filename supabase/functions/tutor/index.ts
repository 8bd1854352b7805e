/**
 * Supabase Edge Functions entry (Deno). The same handler runs in the local stack under Node.
 * Deploy: `supabase functions deploy tutor`; secrets: OPENAI_API_KEY and the TUTOR_* settings
 * (see docs/tutor.md), and SAFEGUARDING_EMAIL with SMTP_* for the safeguarding e-mail.
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import nodemailer from 'npm:nodemailer@9';
import OpenAI from 'npm:openai@6';

import type { NodemailerLike } from '../_shared/http/mailer.ts';

import { type CreateClient, createHandler } from './handler.ts';
import type { OpenAIConstructor } from './model.ts';

const handler = createHandler(Deno.env.toObject(), {
  createClient: createClient as unknown as CreateClient,
  OpenAI: OpenAI as unknown as OpenAIConstructor,
  nodemailer: nodemailer as unknown as NodemailerLike,
});

Deno.serve(handler);
