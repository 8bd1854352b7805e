// The admin figures read totals kept by triggers (20261125000200_admin_totals.sql).
// On the demo seed, every figure must be exactly what the previous function bodies computed from
// the raw rows (reference-figures.sql, compared as text so even the numeric scale must match),
// before and after every kind of write the totals follow, and the totals must equal a rebuild.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import { type Actor, pgError, rpc, type Sql, type TestDb } from '../harness';
import { useTestDb } from '../setup';

const seedDir = fileURLToPath(new URL('../../seed/', import.meta.url));
const seedFiles = readdirSync(seedDir)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => seedDir + f);
const referenceFile = fileURLToPath(new URL('./reference-figures.sql', import.meta.url));

/**
 * Besides the seed, conversations at the edges of the per-conversation facts: 0 to 5 messages
 * (duration needs 2, completed needs 4), a eureka first or last, a subject literally 'General'
 * beside a null one, fractional response times, late evening in the app time zone.
 */
const EDGE_CASES = `
  with owner as (
    select id from auth.users where email <> 'admin@tutor.local' order by created_at, id limit 1
  ), conv as (
    insert into public.conversations (user_id, title, subject, grade_level, created_at)
    select owner.id, 'Caso ' || n, (array['General', null, 'Física'])[1 + n % 3],
           (array[null, 'Secundaria'])[1 + n % 2],
           date_trunc('day', now() at time zone private.app_timezone()) at time zone private.app_timezone()
             - (n * interval '1 day') - interval '90 minutes'
    from owner, generate_series(0, 11) as n
    returning id, created_at, split_part(title, ' ', 2)::int as n
  )
  insert into public.messages (conversation_id, role, content, metadata, created_at)
  select conv.id, case when k % 2 = 1 then 'user' else 'assistant' end, 'Mensaje ' || k,
         case when k % 2 = 0 then jsonb_build_object('response_time_ms', 100.25 * k,
                'has_eureka', (conv.n % 4 = 1 and k = 2) or (conv.n % 4 = 3 and k = conv.n % 6))
              else '{}'::jsonb end,
         conv.created_at + k * interval '41 seconds'
  from conv, generate_series(1, conv.n % 6) as k;

  -- Identifiers the export scrubs: the owner's name (any case), an e-mail, a phone number.
  insert into public.messages (conversation_id, role, content, created_at)
  select c.id, 'user',
         'Soy ' || upper(u.raw_user_meta_data ->> 'name') || ', escríbeme a alguien@correo.mx o al 55 1234 5678',
         c.created_at + interval '1 hour'
  from public.conversations as c
  join auth.users as u on u.id = c.user_id
  where c.title = 'Caso 4';

`;

let db: TestDb;
let admin: Actor;
useTestDb(
  async (created) => {
    db = created;
    const [row] = await db.admin.query<{ id: string }>(
      `select id from auth.users where email = 'admin@tutor.local'`,
    );
    admin = { kind: 'user', id: row!.id, email: 'admin@tutor.local' };
    await db.admin.exec(EDGE_CASES);
  },
  [...seedFiles, referenceFile],
);

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

describe('the totals tables', () => {
  it('are out of reach of the API roles', async () => {
    for (const table of ['conversation_day_totals', 'message_day_totals', 'user_activity']) {
      const error = await pgError(db.try(admin, (s) => s.query(`select * from private.${table}`)));
      expect(error.code).toBe('42501');
    }
  });

  it('the admin RPCs still refuse a student', async () => {
    const [student] = await db.admin.query<{ id: string; email: string }>(
      `select id, email from auth.users where coalesce(raw_app_meta_data ->> 'is_admin', 'false') <> 'true' limit 1`,
    );
    const actor: Actor = { kind: 'user', id: student!.id, email: student!.email };
    const error = await pgError(
      db.try(actor, (s) =>
        rpc(s, 'get_tutor_quality', { start_date: '2026-01-01', end_date: '2026-12-31' }),
      ),
    );
    expect(error.code).toBe('42501');
  });
});

describe('export_conversations_page', () => {
  /** Every page of the window, walking the cursor; [rows as text, page sizes]. */
  async function walk(start: string, end: string, size: number): Promise<[string[], number[]]> {
    const rows: string[] = [];
    const sizes: number[] = [];
    let cursor: { created_at: string; id: string } | null = null;
    for (;;) {
      const page: Array<{ t: string; created_at: string; id: string }> = await db.as(admin, (s) =>
        s.query(
          `select to_jsonb(r)::text as t, r.created_at::text as created_at, r.conversation_id::text as id
           from public.export_conversations_page($1, $2, $3, $4, $5) as r`,
          [start, end, size, cursor?.created_at ?? null, cursor?.id ?? null],
        ),
      );
      sizes.push(page.length);
      rows.push(...page.map((r) => r.t));
      if (page.length < size) return [rows, sizes];
      const last = page[page.length - 1]!;
      cursor = { created_at: last.created_at, id: last.id };
    }
  }

  it('pages, joined, are the whole export, and both equal the previous body (scrubbing included)', async () => {
    const [range] = await db.admin.query<{ s: string; e: string }>(
      `select (private.today() - 400)::text as s, (private.today() + 1)::text as e`,
    );
    const whole = await db.as(admin, (s) =>
      s.query<{ t: string }>(
        `select to_jsonb(r)::text as t from public.export_conversations_data($1, $2, 10000) as r`,
        [range!.s, range!.e],
      ),
    );
    const reference = await db.admin.query<{ t: string }>(
      `select to_jsonb(r)::text as t from reference.export_conversations_data($1, $2, 10000) as r`,
      [range!.s, range!.e],
    );
    expect(whole.length).toBeGreaterThan(20);
    expect(whole.map((r) => r.t)).toEqual(reference.map((r) => r.t));
    const scrubbed = whole.map((r) => r.t).find((t) => t.includes('[email]'));
    expect(scrubbed).toMatch(/Soy \[nombre\]/);
    expect(scrubbed).toContain('[teléfono]');

    const [pages, sizes] = await walk(range!.s, range!.e, 7);
    expect(pages).toEqual(whole.map((r) => r.t));
    expect(sizes.slice(0, -1).every((n) => n === 7)).toBe(true);
    expect(sizes.length).toBeGreaterThan(2);
  });

  it('scrubs an owner whose name holds LIKE wildcards, and one without a name, as the scrubber does', async () => {
    // Two students: one named with '_', '%' and '(' (the pre-check's LIKE patterns escape them),
    // one without a name; the same three messages in a conversation of each.
    const owners = await db.admin.query<{ id: string }>(
      `select id from auth.users where email <> 'admin@tutor.local' order by created_at, id limit 2`,
    );
    expect(owners).toHaveLength(2);
    await db.admin.query(
      `update auth.users set raw_user_meta_data = case when id = $1
         then raw_user_meta_data || '{"name": "Ana_Sofía (100%) Ruiz"}' else raw_user_meta_data - 'name' end
       where id in ($1, $2)`,
      [owners[0]!.id, owners[1]!.id],
    );
    await db.admin.query(
      `with conv as (
         insert into public.conversations (user_id, title, subject, created_at)
         select o.id, 'Nombres ana_sofía', 'Lengua', now() - interval '2 hours'
         from unnest($1::uuid[]) as o (id)
         returning id, created_at
       )
       insert into public.messages (conversation_id, role, content, created_at)
       select conv.id, 'user', m.content, conv.created_at + m.k * interval '1 minute'
       from conv, (values
         (1, 'Me llamo ANA_SOFÍA, de apellido ruiz.'),
         (2, 'AnaXSofía y Ana-Sofía no son mi nombre; 100 por ciento.'),
         (3, 'Sin nombre ni datos aquí.')
       ) as m (k, content)`,
      [[owners[0]!.id, owners[1]!.id]],
    );
    const [range] = await db.admin.query<{ s: string; e: string }>(
      `select (private.today() - 1)::text as s, (private.today() + 1)::text as e`,
    );
    const [pages] = await walk(range!.s, range!.e, 250);
    const reference = await db.admin.query<{ t: string }>(
      `select to_jsonb(r)::text as t from reference.export_conversations_data($1, $2, 10000) as r`,
      [range!.s, range!.e],
    );
    expect(pages).toEqual(reference.map((r) => r.t));
    const named = pages.filter((t) => t.includes('AnaXSofía'));
    expect(named).toHaveLength(2);
    expect(
      named.filter((t) => t.includes('Me llamo [nombre], de apellido [nombre].')),
    ).toHaveLength(1);
    expect(named.filter((t) => t.includes('"Nombres [nombre]"'))).toHaveLength(1);
    expect(named.filter((t) => t.includes('Me llamo ANA_SOFÍA, de apellido ruiz.'))).toHaveLength(
      1,
    );
  });

  it('a cursor at the last row gives an empty page', async () => {
    const [last] = await db.as(admin, (s) =>
      s.query<{ created_at: string; id: string }>(
        `select r.created_at::text as created_at, r.conversation_id::text as id
         from public.export_conversations_data('2000-01-01', '2100-01-01', 10000) as r
         order by r.created_at, r.conversation_id desc limit 1`,
      ),
    );
    const rows = await db.as(admin, (s) =>
      rpc(s, 'export_conversations_page', {
        start_date: '2000-01-01',
        end_date: '2100-01-01',
        after_created_at: last!.created_at,
        after_id: last!.id,
      }),
    );
    expect(rows).toEqual([]);
  });
});
