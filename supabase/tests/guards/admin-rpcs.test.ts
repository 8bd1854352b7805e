// Refusals on the admin RPCs: every one refuses anon and students (42501), every bad argument is
// refused with 22023, and the limits themselves are accepted.
import { describe, expect, it } from 'vitest';

import { anon, pgError, rpc, rpcScalar } from '../harness';

import { admin, db, student, useGuardsDb } from './setup';

useGuardsDb();

const adminCalls: [string, Record<string, unknown>][] = [
  ['get_admin_stats', {}],
  ['get_users_list', { page_num: 1, page_size: 20, search_term: null }],
  ['get_recent_activity', { limit_num: 50 }],
  ['get_engagement_stats', { start_date: '2026-01-01', end_date: '2026-01-31' }],
  ['get_learning_patterns', { start_date: '2026-01-01', end_date: '2026-01-31' }],
  ['get_cohort_retention', { cohort_start_date: '2026-01-01', cohort_end_date: '2026-01-31' }],
  [
    'export_conversations_data',
    { start_date: '2026-01-01', end_date: '2026-01-31', export_limit: 10 },
  ],
  ['export_conversations_page', { start_date: '2026-01-01', end_date: '2026-01-31' }],
  ['get_safety_alerts', { limit_num: 50 }],
  ['get_tutor_quality', { start_date: '2026-01-01', end_date: '2026-01-31' }],
];

describe('admin RPCs refuse everyone but admins', () => {
  for (const [name, args] of adminCalls) {
    it(`${name} refuses anon and students with 42501 and answers an admin`, async () => {
      expect((await pgError(db.try(anon, (s) => rpc(s, name, args)))).code).toBe('42501');
      const err = await pgError(db.try(student, (s) => rpc(s, name, args)));
      expect(err.code).toBe('42501');
      await expect(db.try(admin, (s) => rpc(s, name, args))).resolves.toBeInstanceOf(Array);
    });
  }

  it('get_usage_overview refuses anon and students with 42501 and answers an admin', async () => {
    expect((await pgError(db.try(anon, (s) => rpcScalar(s, 'get_usage_overview')))).code).toBe(
      '42501',
    );
    expect((await pgError(db.try(student, (s) => rpcScalar(s, 'get_usage_overview')))).code).toBe(
      '42501',
    );
    await expect(db.try(admin, (s) => rpcScalar(s, 'get_usage_overview'))).resolves.toHaveProperty(
      'usage',
    );
  });

  it('set_user_admin_role refuses anon with 42501', async () => {
    const err = await pgError(
      db.try(anon, (s) => s.query('select public.set_user_admin_role($1, true)', [student.id])),
    );
    expect(err.code).toBe('42501');
  });

  it('the private helpers are not callable through the API', async () => {
    for (const call of [
      'select private.assert_admin()',
      'select private.app_timezone()',
      `select * from private.conversation_facts(now(), now())`,
      `select * from private.export_rows(now(), now(), 1, null, null)`,
      'select private.rebuild_admin_totals()',
    ]) {
      const err = await pgError(db.try(admin, (s) => s.query(call)));
      expect(err.code, call).toBe('42501');
    }
  });
});

describe('admin RPCs refuse bad arguments with 22023', () => {
  /** A valid date range, for the rows below that make another argument bad. */
  const JANUARY = { start_date: '2026-01-01', end_date: '2026-01-31' };
  const bad: [string, Record<string, unknown>, 'rows' | 'scalar'][] = [
    ['get_usage_overview', { days_back: 0 }, 'scalar'],
    ['get_usage_overview', { days_back: 367 }, 'scalar'],
    ['get_usage_overview', { days_back: null }, 'scalar'],
    ['get_users_list', { page_num: 0 }, 'rows'],
    ['get_users_list', { page_num: null }, 'rows'],
    ['get_users_list', { page_size: 0 }, 'rows'],
    ['get_users_list', { page_size: 101 }, 'rows'],
    ['get_users_list', { search_term: 'x'.repeat(201) }, 'rows'],
    ['get_recent_activity', { limit_num: 0 }, 'rows'],
    ['get_recent_activity', { limit_num: 501 }, 'rows'],
    ['get_recent_activity', { limit_num: null }, 'rows'],
    ['get_engagement_stats', { start_date: null, end_date: '2026-01-31' }, 'rows'],
    ['get_engagement_stats', { start_date: '2026-01-01', end_date: null }, 'rows'],
    ['get_engagement_stats', { start_date: '2026-02-01', end_date: '2026-01-31' }, 'rows'],
    ['get_learning_patterns', { start_date: null, end_date: null }, 'rows'],
    ['get_learning_patterns', { start_date: '2026-02-01', end_date: '2026-01-31' }, 'rows'],
    ['get_cohort_retention', { cohort_start_date: null, cohort_end_date: '2026-01-31' }, 'rows'],
    [
      'get_cohort_retention',
      { cohort_start_date: '2026-02-01', cohort_end_date: '2026-01-31' },
      'rows',
    ],
    ['export_conversations_data', { start_date: null, end_date: '2026-01-31' }, 'rows'],
    ['export_conversations_data', { start_date: '2026-02-01', end_date: '2026-01-31' }, 'rows'],
    ['export_conversations_data', { ...JANUARY, export_limit: 0 }, 'rows'],
    ['export_conversations_data', { ...JANUARY, export_limit: 10001 }, 'rows'],
    ['export_conversations_page', { start_date: null, end_date: '2026-01-31' }, 'rows'],
    ['export_conversations_page', { ...JANUARY, page_size: 0 }, 'rows'],
    ['export_conversations_page', { ...JANUARY, page_size: 251 }, 'rows'],
    ['export_conversations_page', { ...JANUARY, after_created_at: '2026-01-02T00:00:00Z' }, 'rows'],
    [
      'export_conversations_page',
      { ...JANUARY, after_id: '00000000-0000-0000-0000-000000000000' },
      'rows',
    ],
  ];
  for (const [name, args, shape] of bad) {
    it(`${name}(${JSON.stringify(args)}) is refused`, async () => {
      const call = shape === 'rows' ? rpc : rpcScalar;
      const err = await pgError(db.try(admin, (s) => call(s, name, args)));
      expect(err.code).toBe('22023');
      expect(err.message).toMatch(/invalid argument/);
    });
  }

  it('the limits themselves are accepted', async () => {
    await db.try(admin, async (s) => {
      await rpcScalar(s, 'get_usage_overview', { days_back: 366 });
      await rpc(s, 'get_users_list', { page_num: 1000, page_size: 100 });
      await rpc(s, 'get_recent_activity', { limit_num: 500 });
      await rpc(s, 'get_engagement_stats', { start_date: '2026-01-31', end_date: '2026-01-31' });
      await rpc(s, 'export_conversations_data', { ...JANUARY, export_limit: 10000 });
      await rpc(s, 'export_conversations_page', { ...JANUARY, page_size: 250 });
    });
  });
});
