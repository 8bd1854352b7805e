/**
 * `npm run retention`: one retention run against a Supabase project, as the local stack's timer
 * does it: the storage objects of what is due through the Storage API, then public.run_retention.
 * On a hosted project pg_cron deletes the rows every night, but a conversation or an account that
 * still holds files waits for them; schedule this (daily) to remove the files. Reads SUPABASE_URL
 * and SUPABASE_SERVICE_ROLE_KEY from the environment (never from a file).
 */
import { supabaseClients } from '../supabase/functions/_shared/http/clients.ts';
import { runRetention } from '../supabase/local/retention.ts';

const env = {
  SUPABASE_URL: process.env.SUPABASE_URL,
  SUPABASE_ANON_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
  SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
};
if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) {
  console.error('retention: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
  process.exit(1);
}
const service = await supabaseClients<Parameters<typeof runRetention>[0]>(env).service();
console.log(JSON.stringify(await runRetention(service)));
