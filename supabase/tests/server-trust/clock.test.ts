// One clock per deployment: the database's zone is the TypeScript side's APP_TIME_ZONE, a calendar
// day turns at that zone's midnight (23:30 and 00:30 local fall on two days), and the student's
// daily tutor limit counts those days (not UTC's), its wait running to the local midnight.
import { describe, expect, it } from 'vitest';

import { APP_TIME_ZONE, localDay } from '../../functions/_shared/time/time-zone.ts';
import { rpcScalar, service } from '../harness';

import { ana, beto, db, useServerTrustDb } from './setup';

useServerTrustDb();

/** The instant of a wall-clock time in the deployment's zone, computed by the database. */
async function localInstant(wall: string): Promise<Date> {
  const [row] = await db.admin.query<{ at: string }>(
    `select to_char(($1::timestamp at time zone private.app_timezone()) at time zone 'UTC',
                    'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`,
    [wall],
  );
  return new Date(row!.at);
}

describe('the deployment’s zone', () => {
  it('private.app_timezone() is APP_TIME_ZONE (Europe/Madrid by default)', async () => {
    const [row] = await db.admin.query<{ tz: string }>('select private.app_timezone() as tz');
    expect(row?.tz).toBe(APP_TIME_ZONE);
    expect(APP_TIME_ZONE).toBe('Europe/Madrid');
  });

  it.each([
    ['2026-03-02 23:30', '2026-03-02'],
    ['2026-03-03 00:30', '2026-03-03'],
    ['2026-07-14 23:30', '2026-07-14'],
    ['2026-07-15 00:30', '2026-07-15'],
  ])('%s local is the day %s in the database and in TypeScript', async (wall, day) => {
    const instant = await localInstant(wall);
    const [row] = await db.admin.query<{ d: string }>(
      'select private.local_day($1::timestamptz)::text as d',
      [instant.toISOString()],
    );
    expect(row?.d).toBe(day);
    expect(localDay(instant)).toBe(day);
  });
});

describe('the student’s daily tutor limit counts the deployment’s days', () => {
  const consume = (user: string) =>
    db.try(service, (s) =>
      rpcScalar(s, 'tutor_consume_quota', {
        p_user_id: user,
        p_per_minute: 100,
        p_per_day: 3,
        p_tokens_per_day: 100_000,
      }),
    ) as Promise<Record<string, unknown>>;

  const setUsage = (user: string, dayOffset: number, turns: number) =>
    db.admin.query(
      `insert into private.tutor_usage (user_id, minute_window, minute_count, day_window, day_count)
       values ($1, date_trunc('minute', now()) - interval '1 hour', 0, private.today() + $2::int, $3)
       on conflict (user_id) do update
       set day_window = excluded.day_window, day_count = excluded.day_count`,
      [user, dayOffset, turns],
    );

  it('today’s turns (local day) refuse the next one until the local midnight', async () => {
    await setUsage(ana.id, 0, 3);
    const refused = await consume(ana.id);
    expect(refused).toMatchObject({ allowed: false, scope: 'day' });
    const [row] = await db.admin.query<{ s: number }>(
      `select ceil(extract(epoch from private.day_start(private.today() + 1) - clock_timestamp()))::int as s`,
    );
    expect(Math.abs(Number(refused.retry_after_seconds) - row!.s)).toBeLessThanOrEqual(5);
  });

  it('yesterday’s turns (local day) are not counted today', async () => {
    await setUsage(beto.id, -1, 3);
    expect(await consume(beto.id)).toMatchObject({ allowed: true, day_remaining: 2 });
  });
});
