/**
 * The service-role client a scheduled-job script (`npm run retention`, `npm run weekly-digest`)
 * runs with, made from SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in the environment (never from a
 * file): one place reads the settings and refuses to start without them, so every job asks for the
 * same two and says so the same way (`<job>: set …`, exit code 1).
 */
import { supabaseClients } from '../supabase/functions/_shared/http/clients.ts';

export async function jobServiceClient<Client>(job: string): Promise<Client> {
  const env = {
    SUPABASE_URL: process.env.SUPABASE_URL,
    SUPABASE_ANON_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
    SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
  };
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) {
    console.error(`${job}: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.`);
    process.exit(1);
  }
  return supabaseClients<Client>(env).service();
}
