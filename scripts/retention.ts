/**
 * `npm run retention`: one retention run against a Supabase project, as the local stack's timer
 * does it: the storage objects of what is due through the Storage API, then public.run_retention.
 * On a hosted project pg_cron deletes the rows every night, but a conversation or an account that
 * still holds files waits for them; schedule this (daily) to remove the files. Reads SUPABASE_URL
 * and SUPABASE_SERVICE_ROLE_KEY from the environment (never from a file).
 */
import { runRetention } from '../supabase/local/retention.ts';

import { jobServiceClient } from './job-service-client.ts';

const service = await jobServiceClient<Parameters<typeof runRetention>[0]>('retention');
console.log(JSON.stringify(await runRetention(service)));
