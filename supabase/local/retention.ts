/**
 * The local stack's retention job: once when the stack starts, then every day at 03:30 on the
 * deployment's clock (APP_TIME_ZONE), away from school hours. A run is what a hosted project's
 * runner does over HTTP with the service key: the storage objects of what is due go through the
 * Storage API first (public.retention_due_objects, removed as the account function removes a
 * person's files), then public.run_retention deletes the rows (docs/privacy/README.md).
 * The timer (jobs.ts) never keeps a process alive (unref) and `npm run stack -- --no-retention` disables it;
 * startStack only starts it when asked (`retention: true`), so the tests' stacks never run it.
 */
import {
  addDays,
  APP_TIME_ZONE,
  instantAt,
  localDay,
} from '../functions/_shared/time/time-zone.ts';
import { removeObjects } from '../functions/account/delete.ts';
import type { SupabaseLike } from '../functions/account/types.ts';

import { type JobTimer, type JobTimerOptions, startJobTimer } from './jobs.ts';

/** The wall-clock time of the daily run on the deployment's clock. */
export const RETENTION_RUN_TIME = '03:30';

export interface RetentionCounts {
  conversations: number;
  accounts: number;
  alerts: number;
  /** Self sign-ups deleted after the consent wait without consent. */
  unconsented_accounts: number;
  waiting_conversations: number;
  waiting_accounts: number;
  /** Storage objects removed before the run. */
  objects: number;
}

type RetentionClient = Pick<SupabaseLike, 'rpc' | 'storage'>;

/** One retention run through the API with the service key: objects first, then the rows. */
export async function runRetention(service: RetentionClient): Promise<RetentionCounts> {
  const due = await service.rpc('retention_due_objects');
  if (due.error) throw new Error(`retention_due_objects: ${due.error.message ?? 'error'}`);
  const objects = await removeObjects(
    service as SupabaseLike,
    (due.data ?? []) as Array<{ bucket_id: string; name: string }>,
  );
  const run = await service.rpc('run_retention');
  if (run.error) throw new Error(`run_retention: ${run.error.message ?? 'error'}`);
  return { ...(run.data as Omit<RetentionCounts, 'objects'>), objects };
}

/** The first instant after `now` whose wall-clock time is `time` in `timeZone`. */
export function nextRunAt(
  now: Date,
  time: string = RETENTION_RUN_TIME,
  timeZone: string = APP_TIME_ZONE,
): Date {
  const today = localDay(now, timeZone);
  const at = instantAt(`${today} ${time}`, timeZone);
  return at.getTime() > now.getTime() ? at : instantAt(`${addDays(today, 1)} ${time}`, timeZone);
}

export type RetentionTimer = JobTimer;

/**
 * Runs `run` now and then at every next RETENTION_RUN_TIME; a failed run is logged and the next
 * one is still scheduled.
 */
export function startRetentionTimer(options: JobTimerOptions<RetentionCounts>): RetentionTimer {
  return startJobTimer({
    ...options,
    name: 'retention',
    nextAt: (at) => nextRunAt(at),
    run: async () => {
      const c = await options.run();
      return (
        `deleted ${c.conversations} conversations, ${c.accounts} accounts, ` +
        `${c.unconsented_accounts} unconsented sign-ups, ${c.alerts} alerts, ${c.objects} files` +
        (c.waiting_conversations + c.waiting_accounts > 0
          ? ` (${c.waiting_conversations + c.waiting_accounts} waiting for their files)`
          : '')
      );
    },
  });
}
