/**
 * The local stack's weekly run of the classes' "Resumen" e-mails (docs/classes.md, "Resumen
 * semanal por correo"): once when the stack is ready (the week that ended, if its e-mails are not
 * sent yet), then every Monday at 07:00 on the deployment's clock; after a failed run or a failed
 * e-mail, again an hour later. The e-mails land in the local mailbox. Each run claims in the
 * database, so a restart or a second stack never sends a week twice. `npm run stack --
 * --no-weekly-digest` disables it; startStack only starts it when asked (`weeklyDigest: true`).
 */
import {
  nextWeeklyRunAt,
  type WeeklyDigestResult,
} from '../functions/_shared/classes/weekly-digest.ts';

import { type JobTimer, type JobTimerOptions, startJobTimer } from './jobs.ts';

/** After a failure the run is tried again this much later (ms). */
export const WEEKLY_DIGEST_RETRY_MS = 3_600_000;

export function startWeeklyDigestTimer(options: JobTimerOptions<WeeklyDigestResult>): JobTimer {
  return startJobTimer({
    ...options,
    name: 'weekly-digest',
    nextAt: (at, failed) =>
      failed ? new Date(at.getTime() + WEEKLY_DIGEST_RETRY_MS) : nextWeeklyRunAt(at),
    run: async () => {
      const r = await options.run();
      if (r.failed > 0) {
        throw new Error(`week of ${r.week}: ${r.sent} sent, ${r.failed} not sent`);
      }
      return `week of ${r.week}: ${r.sent} e-mails sent`;
    },
  });
}
