// Every admin RPC on the small hand-built fixture (./setup.ts), against figures worked out by hand
// from docs/admin.md: engagement, learning patterns and cohort retention over a window.
import { describe, expect, it } from 'vitest';

import { rpc } from '../harness';

import { admin, db, EMPTY, useAnalyticsDb, WINDOW } from './setup';

useAnalyticsDb();

describe('get_engagement_stats', () => {
  it('computes the window’s figures (calendar days in the deployment’s zone, both ends included)', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_engagement_stats', WINDOW));
    expect(rows).toEqual([
      {
        total_conversations: 7, // C1 C2 C3 C4 C7 C8 C9; C5 (the evening before) and C6 (midnight after) are out
        total_messages: 12, // 5 + 4 + 1 + 0 + 2 + 0 + 0
        avg_messages_per_conversation: 1.71, // 12 / 7
        avg_session_duration_seconds: 59, // (120 + 50 + 7) / 3
        avg_response_time_ms: 906.6, // (1000 + 2000 + 500 + 700 + 333) / 5, user messages ignored
        completion_rate: 28.57, // 2 / 7
        breakthrough_rate: 14.29, // 1 / 7
      },
    ]);
  });

  it('gives counts of 0 and null averages and rates over an empty window', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_engagement_stats', EMPTY));
    expect(rows).toEqual([
      {
        total_conversations: 0,
        total_messages: 0,
        avg_messages_per_conversation: null,
        avg_session_duration_seconds: null,
        avg_response_time_ms: null,
        completion_rate: null,
        breakthrough_rate: null,
      },
    ]);
  });

  it('a one-day window holds that day’s late-evening conversation', async () => {
    const [row] = await db.try(admin, (s) =>
      rpc(s, 'get_engagement_stats', { start_date: '2026-03-08', end_date: '2026-03-08' }),
    );
    expect(row).toMatchObject({
      total_conversations: 1,
      total_messages: 1,
      avg_session_duration_seconds: null,
    });
  });
});

describe('get_learning_patterns', () => {
  it('groups by subject and level with General / No especificado for nulls, most conversations first, ties by name', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_learning_patterns', WINDOW));
    expect(rows).toEqual([
      {
        subject: 'Matemáticas',
        grade_level: 'Secundaria',
        total_conversations: 3,
        avg_scaffolding_depth: 1.33, // (1 before the eureka + 2 without one + 1) / 3
        avg_session_duration: 59, // (120 + 50 + 7) / 3
        completion_rate: 66.67,
        breakthrough_rate: 33.33,
      },
      {
        subject: 'Física',
        grade_level: 'Primaria',
        total_conversations: 2,
        avg_scaffolding_depth: 0,
        avg_session_duration: null,
        completion_rate: 0,
        breakthrough_rate: 0,
      },
      {
        subject: 'General',
        grade_level: 'No especificado',
        total_conversations: 2,
        avg_scaffolding_depth: 0,
        avg_session_duration: null,
        completion_rate: 0,
        breakthrough_rate: 0,
      },
    ]);
  });

  it('returns no rows over an empty window', async () => {
    expect(await db.try(admin, (s) => rpc(s, 'get_learning_patterns', EMPTY))).toEqual([]);
  });
});

describe('get_cohort_retention', () => {
  it('computes rolling retention per sign-up week (Monday) for cohorts whose days have all passed', async () => {
    const rows = await db.try(admin, (s) =>
      rpc(s, 'get_cohort_retention', {
        cohort_start_date: '2026-03-02',
        cohort_end_date: '2026-03-09',
      }),
    );
    expect(rows).toEqual([
      {
        cohort_week: '2026-03-02',
        total_users: 2, // Ana: last message 18 days after sign-up; Beto: 4.5 days after
        day_1_retention: 100,
        day_3_retention: 100,
        day_7_retention: 50,
        day_14_retention: 50,
        day_30_retention: 0,
      },
      {
        cohort_week: '2026-03-09',
        total_users: 1, // Carla never wrote
        day_1_retention: 0,
        day_3_retention: 0,
        day_7_retention: 0,
        day_14_retention: 0,
        day_30_retention: 0,
      },
    ]);
  });

  it('leaves out of the denominator the users whose N days have not passed (null when none has)', async () => {
    const [range] = await db.admin.query<{ d: string }>(
      `select to_char(((now() - interval '50 hours') at time zone private.app_timezone())::date, 'YYYY-MM-DD') as d`,
    );
    const day = new Date(`${range!.d}T00:00:00Z`);
    const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
    const rows = await db.try(admin, (s) =>
      rpc(s, 'get_cohort_retention', { cohort_start_date: range!.d, cohort_end_date: range!.d }),
    );
    expect(rows).toEqual([
      {
        cohort_week: monday.toISOString().slice(0, 10),
        total_users: 2, // José wrote 50 h after sign-up, Eva never did
        day_1_retention: 50,
        day_3_retention: null,
        day_7_retention: null,
        day_14_retention: null,
        day_30_retention: null,
      },
    ]);
  });

  it('returns no rows for a range without sign-ups', async () => {
    expect(
      await db.try(admin, (s) =>
        rpc(s, 'get_cohort_retention', {
          cohort_start_date: '2026-01-01',
          cohort_end_date: '2026-01-31',
        }),
      ),
    ).toEqual([]);
  });
});
