/**
 * `npm run weekly-digest`: one run of the classes' weekly "Resumen" e-mails against a Supabase
 * project, as the local stack's timer does it: the week that ended on the deployment's clock is
 * claimed in the database and each e-mail is sent through the deployment's SMTP server. Running it
 * again sends only what is still unsent (a week is never sent twice). Schedule it on Monday
 * mornings (docs/classes.md, "Resumen semanal por correo"). Reads SUPABASE_URL,
 * SUPABASE_SERVICE_ROLE_KEY, SITE_URL and SMTP_* from the environment (never from a file).
 */
import {
  runWeeklyDigest,
  type WeeklyDigestClient,
} from '../supabase/functions/_shared/classes/weekly-digest.ts';
import { deploymentMailer } from '../supabase/functions/_shared/http/mailer.ts';
import { readSiteUrl } from '../supabase/functions/tutor/notify.ts';

import { jobServiceClient } from './job-service-client.ts';

const service = await jobServiceClient<WeeklyDigestClient>('weekly-digest');
const mailer = await deploymentMailer(process.env)();
if (!mailer) {
  console.error(
    'weekly-digest: set SMTP_HOST and SMTP_SENDER (and SMTP_PORT, SMTP_USER, SMTP_PASS).',
  );
  process.exit(1);
}
const result = await runWeeklyDigest(service, mailer, { siteUrl: readSiteUrl(process.env) });
console.log(JSON.stringify(result));
if (result.failed > 0) process.exitCode = 1;
