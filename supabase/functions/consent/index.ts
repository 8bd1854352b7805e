/**
 * Supabase Edge Functions entry (Deno). The same handler runs in the local stack under Node.
 * Deploy: `supabase functions deploy consent` (verify_jwt on). It needs the platform's
 * SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, SITE_URL (the app's address, for
 * the link) and SMTP_* (docs/consent.md).
 */
import { createClient } from 'npm:@supabase/supabase-js@2';
import nodemailer from 'npm:nodemailer@9';

import type { NodemailerLike } from '../_shared/http/mailer.ts';

import { type CreateClient, createHandler } from './handler.ts';

const handler = createHandler(Deno.env.toObject(), {
  createClient: createClient as unknown as CreateClient,
  nodemailer: nodemailer as unknown as NodemailerLike,
});

Deno.serve(handler);
