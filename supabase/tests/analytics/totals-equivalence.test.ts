// The admin figures read totals kept by triggers (20261125000200_admin_totals.sql).
// On the demo seed, every figure must be exactly what the previous function bodies computed from
// the raw rows (reference-figures.ts, compared as text so even the numeric scale must match),
// before and after every kind of write the totals follow, and the totals must equal a rebuild.
import { beforeAll, describe, expect, it } from 'vitest';

import { rpc, type Sql } from '../harness';

import { admin, db, useTotalsDb } from './totals-setup.ts';

useTotalsDb();

/** Date ranges relative to today in the app time zone (the seed is dated relative to now()). */
const RANGES: Array<[string, string]> = [
  ['today', 'today'],
  ['today - 6', 'today'],
  ['today - 30', 'today'],
  ['today - 400', 'today + 2'],
  ['today - 20', 'today - 10'],
  ["'2020-01-01'::date", "'2020-01-31'::date"],
];

/** Every figure the totals serve, as `select` expressions over the function (as text, exact). */
function calls(start: string, end: string): string[] {
  const range = `(${start})::date, (${end})::date`;
  return [
    `(select coalesce(jsonb_agg(r), '[]') from %s.get_engagement_stats(${range}) as r)`,
    `(select coalesce(jsonb_agg(r), '[]') from %s.get_learning_patterns(${range}) as r)`,
    `(select coalesce(jsonb_agg(r), '[]') from %s.get_cohort_retention(${range}) as r)`,
    `(select coalesce(jsonb_agg(r), '[]') from %s.get_tutor_quality(${range}) as r)`,
  ];
}
const SINGLE = [
  `(select coalesce(jsonb_agg(r), '[]') from %s.get_admin_stats() as r)`,
  `%s.get_usage_overview(7)`,
  `%s.get_usage_overview(1)`,
  `%s.get_usage_overview(90)`,
  // is_teacher (added with classes) is newer than the reference body: compared without it.
  ...[
    '1, 20, null',
    '2, 5, null',
    "1, 100, 'a'",
    "1, 20, 'ÁN'",
    "1, 20, '  tutor.LOCAL '",
    "1, 20, 'zzz-nadie'",
  ].map(
    (args) =>
      `(select coalesce(jsonb_agg(to_jsonb(r) - 'is_teacher'), '[]') from %s.get_users_list(${args}) as r)`,
  ),
];

/** [expression, figures of the RPC as text, figures of the reference as text] for every figure. */
async function figures(): Promise<Array<[string, string, string]>> {
  const day = async (expr: string) => {
    const [row] = await db.admin.query<{ d: string }>(
      `select to_char(${expr.replace('today', 'private.today()')}, 'YYYY-MM-DD') as d`,
    );
    return `'${row!.d}'`;
  };
  const expressions = [...SINGLE];
  for (const [s, e] of RANGES) expressions.push(...calls(await day(s), await day(e)));
  const out: Array<[string, string, string]> = [];
  for (const expr of expressions) {
    const [ours] = await db.as(admin, (s) =>
      s.query<{ t: string }>(`select (${expr.replace('%s', 'public')})::text as t`),
    );
    const [theirs] = await db.admin.query<{ t: string }>(
      `select (${expr.replace('%s', 'reference')})::text as t`,
    );
    out.push([expr, ours!.t, theirs!.t]);
  }
  return out;
}

async function expectSameFigures(): Promise<void> {
  for (const [expr, ours, theirs] of await figures()) {
    expect(ours, expr).toBe(theirs);
  }
}

/** Rows where the kept totals and a rebuild from the raw rows differ (all-zero rows ignored). */
async function totalsDrift(sql: Sql): Promise<number> {
  const snapshot = `
    create temp table kept_c on commit drop as
      select * from private.conversation_day_totals where conversations <> 0 or messages <> 0;
    create temp table kept_m on commit drop as
      select * from private.message_day_totals where messages <> 0;
    create temp table kept_u on commit drop as select * from private.user_activity;`;
  await sql.exec(snapshot);
  await sql.query('select private.rebuild_admin_totals()');
  const [row] = await sql.query<{ n: number }>(`
    select (
      (select count(*) from ((table kept_c) except all (select * from private.conversation_day_totals)) as a)
      + (select count(*) from ((select * from private.conversation_day_totals) except all (table kept_c)) as b)
      + (select count(*) from ((table kept_m) except all (select * from private.message_day_totals)) as c)
      + (select count(*) from ((select * from private.message_day_totals) except all (table kept_m)) as d)
      + (select count(*) from ((table kept_u) except all (select * from private.user_activity)) as e)
      + (select count(*) from ((select * from private.user_activity) except all (table kept_u)) as f)
    )::int as n`);
  return row!.n;
}

async function expectNoDrift(): Promise<void> {
  await db.admin.exec('begin');
  try {
    expect(await totalsDrift(db.admin)).toBe(0);
  } finally {
    await db.admin.exec('rollback');
  }
}

describe('admin figures from totals', () => {
  it('the seed has something in every figure (so the comparisons below can fail)', async () => {
    const [row] = await db.admin.query<{ c: number; m: number; u: number }>(
      `select (select count(*) from private.conversation_day_totals)::int as c,
              (select sum(messages) from private.message_day_totals)::int as m,
              (select count(*) from private.user_activity)::int as u`,
    );
    expect(row!.c).toBeGreaterThan(5);
    expect(row!.m).toBeGreaterThan(50);
    expect(row!.u).toBeGreaterThan(3);
  });

  it('equal the previous bodies on the seed, figure by figure, as text', async () => {
    await expectSameFigures();
    await expectNoDrift();
  });

  describe('after writes', () => {
    let convA: string;
    let convB: string;
    let owner: string;
    beforeAll(async () => {
      const rows = await db.admin.query<{ id: string; user_id: string }>(
        `select c.id, c.user_id from public.conversations as c
         join private.conversation_stats as s on s.conversation_id = c.id
         where s.message_count >= 2 and s.last_user_message_at is not null
         order by c.created_at desc, c.id limit 2`,
      );
      convA = rows[0]!.id;
      convB = rows[1]!.id;
      owner = rows[0]!.user_id;
    });

    it('a multi-row insert with gate flags, eurekas and response times', async () => {
      await db.admin.query(
        `insert into public.messages (conversation_id, role, content, metadata, created_at) values
          ($1, 'user', 'Otra duda', '{}', now()),
          ($1, 'assistant', '¿Qué ves?', '{"response_time_ms": 812.5, "gate": {"checked": true}}', now()),
          ($2, 'assistant', 'Revisa', '{"response_time_ms": 90, "has_eureka": true, "gate": {"checked": true, "rewritten": true}}', now()),
          ($2, 'assistant', 'Mmm', '{"gate": {"judge_error": true}}', now() - interval '3 days')`,
        [convA, convB],
      );
      await expectSameFigures();
      await expectNoDrift();
    });

    it('a message’s metadata updated, and a user message deleted (the latest one moves back)', async () => {
      await db.admin.query(
        `update public.messages set metadata = metadata || '{"gate": {"checked": true}}'
         where conversation_id = $1 and role = 'assistant'`,
        [convB],
      );
      await db.admin.query(
        `delete from public.messages where id = (
           select id from public.messages where conversation_id = $1 and role = 'user'
           order by created_at desc, id limit 1)`,
        [convA],
      );
      await expectSameFigures();
      await expectNoDrift();
    });

    it('a conversation’s subject, level and day changed', async () => {
      await db.admin.query(
        `update public.conversations
         set subject = null, grade_level = 'Universidad', created_at = created_at - interval '9 days'
         where id = $1`,
        [convB],
      );
      await expectSameFigures();
      await expectNoDrift();
    });

    it('an account renamed and its e-mail changed (the users list search follows)', async () => {
      const [before] = await db.admin.query<{ raw_user_meta_data: unknown; email: string }>(
        `select raw_user_meta_data, email from auth.users where id = $1`,
        [owner],
      );
      await db.admin.query(
        `update auth.users
         set raw_user_meta_data = raw_user_meta_data || '{"name": "Ñandú Ánimas"}',
             email = 'nuevo.correo@ejemplo.mx'
         where id = $1`,
        [owner],
      );
      const found = await db.as(admin, (s) =>
        rpc(s, 'get_users_list', { page_num: 1, page_size: 20, search_term: 'nandu anim' }),
      );
      expect(found.map((r) => r.id)).toEqual([owner]);
      await expectSameFigures();
      await db.admin.query(
        `update auth.users set raw_user_meta_data = $2::jsonb, email = $3 where id = $1`,
        [owner, JSON.stringify(before!.raw_user_meta_data), before!.email],
      );
      await expectSameFigures();
    });

    it('a conversation deleted, then a whole account', async () => {
      await db.admin.query(`delete from public.conversations where id = $1`, [convA]);
      await expectSameFigures();
      await expectNoDrift();
      const [victim] = await db.admin.query<{ id: string }>(
        `select c.user_id as id from public.conversations as c
         join auth.users as u on u.id = c.user_id
         where coalesce(u.raw_app_meta_data ->> 'is_admin', 'false') <> 'true' and c.user_id <> $1
         group by c.user_id order by count(*) desc, c.user_id limit 1`,
        [owner],
      );
      await db.admin.query(`delete from auth.users where id = $1`, [victim!.id]);
      await expectSameFigures();
      await expectNoDrift();
    });

    it('a new conversation with its first messages in separate statements (the tutor turn)', async () => {
      const [conv] = await db.admin.query<{ id: string }>(
        `insert into public.conversations (user_id, title, subject, grade_level)
         values ($1, 'Nueva', 'Química', null) returning id`,
        [owner],
      );
      await db.admin.query(
        `insert into public.messages (conversation_id, role, content) values ($1, 'user', 'Hola')`,
        [conv!.id],
      );
      await db.admin.query(
        `insert into public.messages (conversation_id, role, content, metadata)
         values ($1, 'assistant', '¿Qué sabes?', '{"response_time_ms": 1500, "gate": {"checked": true}}')`,
        [conv!.id],
      );
      await expectSameFigures();
      await expectNoDrift();
    });
  });
});
