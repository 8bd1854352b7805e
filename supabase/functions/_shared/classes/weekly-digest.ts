/**
 * The weekly run of the classes' "Resumen" e-mails (docs/classes.md, "Resumen semanal por
 * correo"): on Monday morning on the deployment's clock, the week that ended is claimed in batches
 * (claim_class_weekly_digests: once per class, teacher and week, whatever runs in parallel or
 * restarts) and each claimed e-mail is sent; a failed send gives its claim back
 * (release_class_weekly_digest), so the next run sends it. The same code serves the local stack's
 * timer and `npm run weekly-digest` for a hosted project. Pure module: no Deno- or DOM-only APIs.
 */
import type { Mailer } from '../http/mailer.ts';
import { addDays, APP_TIME_ZONE, instantAt, localDay, mondayOf } from '../time/time-zone.ts';

import { type WeeklyDigestClaim, weeklyDigestMessage } from './weekly-digest-email.ts';

/** Monday's wall-clock time of the weekly run, on the deployment's clock (before school). */
export const WEEKLY_DIGEST_RUN_TIME = '07:00';

/** E-mails claimed per call of the claim (the run asks again until a batch comes back short). */
export const WEEKLY_DIGEST_BATCH = 50;

interface RpcResult {
  data: unknown;
  error: { message?: string } | null;
}

/** The slice of a service-role supabase-js client the run uses. */
export interface WeeklyDigestClient {
  rpc(name: string, args: Record<string, unknown>): PromiseLike<RpcResult>;
}

/** The Monday ('YYYY-MM-DD') of the last week that ended before `now`, on the deployment's clock. */
export function lastEndedWeek(now: Date, timeZone: string = APP_TIME_ZONE): string {
  return addDays(mondayOf(localDay(now, timeZone)), -7);
}

/** The first Monday WEEKLY_DIGEST_RUN_TIME on the deployment's clock after `now`. */
export function nextWeeklyRunAt(now: Date, timeZone: string = APP_TIME_ZONE): Date {
  const monday = mondayOf(localDay(now, timeZone));
  const at = instantAt(`${monday} ${WEEKLY_DIGEST_RUN_TIME}`, timeZone);
  return at.getTime() > now.getTime()
    ? at
    : instantAt(`${addDays(monday, 7)} ${WEEKLY_DIGEST_RUN_TIME}`, timeZone);
}

export interface WeeklyDigestResult {
  /** The Monday of the week sent. */
  week: string;
  sent: number;
  failed: number;
}

/**
 * Sends the weekly e-mails of the week that ended (or of `week`, a Monday). A failed claim
 * throws; a failed send is counted, logged and released, the batch goes on with the others, and
 * the run stops after that batch: running again (the same week) sends what is still unsent.
 */
export async function runWeeklyDigest(
  service: WeeklyDigestClient,
  mailer: Mailer,
  options: { siteUrl: string | null; now?: Date; week?: string },
): Promise<WeeklyDigestResult> {
  const week = options.week ?? lastEndedWeek(options.now ?? new Date());
  let sent = 0;
  let failed = 0;
  for (;;) {
    const claimed = await service.rpc('claim_class_weekly_digests', {
      p_week_start: week,
      p_limit: WEEKLY_DIGEST_BATCH,
    });
    if (claimed.error || !Array.isArray(claimed.data)) {
      throw new Error(`claim_class_weekly_digests: ${claimed.error?.message ?? 'no rows'}`);
    }
    const batch = claimed.data as WeeklyDigestClaim[];
    const failedBefore = failed;
    for (const claim of batch) {
      try {
        await mailer.send(weeklyDigestMessage(claim, options.siteUrl));
        sent += 1;
      } catch (cause) {
        failed += 1;
        console.error('weekly-digest: no se pudo enviar el resumen', claim.class_id, cause);
        const released = await service.rpc('release_class_weekly_digest', {
          p_class_id: claim.class_id,
          p_teacher_id: claim.teacher_id,
          p_week_start: claim.week_start,
        });
        if (released.error) console.error('weekly-digest: no se pudo liberar', released.error);
      }
    }
    // A short batch was the last; after a failure the released claims wait for the next run
    // (claiming again now could retry the same failing e-mails without end).
    if (batch.length < WEEKLY_DIGEST_BATCH || failed > failedBefore) break;
  }
  return { week, sent, failed };
}
