// Every admin RPC on a small hand-built fixture, against figures worked out by hand from
// ANALYTICS.md (time zone America/Mexico_City = UTC-6, inclusive date ranges, rates 0..100 with
// 2 decimals, null over empty sets).
import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Actor, createTestDb, rpc, rpcScalar, type TestDb } from './harness';

const U1 = '10000000-0000-4000-8000-000000000001'; // Ana López, Secundaria, 2026-03-02 09:00
const U2 = '10000000-0000-4000-8000-000000000002'; // Beto, 2026-03-04 12:00
const U3 = '10000000-0000-4000-8000-000000000003'; // Carla, 2026-03-09 08:00, never writes
const U4 = '10000000-0000-4000-8000-000000000004'; // José Pérez, 50 h ago, writes now
const U5 = '10000000-0000-4000-8000-000000000005'; // Eva, 50 h ago (same instant as U4), silent
const U6 = '10000000-0000-4000-8000-000000000006'; // Fer, signs up now
const ADM = '10000000-0000-4000-8000-000000000009'; // Admin, 2025
const c = (n: number) => `20000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const M11 = '30000000-0000-4000-8000-000000000001'; // C11's user message (now)
const M12 = '30000000-0000-4000-8000-000000000002'; // C12's user message (now, same instant)

const fixture = `
insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data, created_at) values
  ('${U1}', 'ana@test.local', '{}', '{"name":"Ana López","grade_level":"Secundaria"}', '2026-03-02 09:00-06'),
  ('${U2}', 'beto@test.local', '{}', '{"name":"Beto"}', '2026-03-04 12:00-06'),
  ('${U3}', 'carla@test.local', '{}', '{"name":"Carla"}', '2026-03-09 08:00-06'),
  ('${U4}', 'jose@test.local', '{}', '{"name":"José Pérez"}', now() - interval '50 hours'),
  ('${U5}', 'eva@test.local', '{}', '{"name":"Eva"}', now() - interval '50 hours'),
  ('${U6}', 'fer@test.local', '{}', '{"name":"Fer"}', now()),
  ('${ADM}', 'admin@test.local', '{"is_admin":true}', '{"name":"Admin"}', '2025-01-01 12:00-06');

insert into public.conversations (id, user_id, title, subject, grade_level, created_at) values
  ('${c(1)}', '${U1}', 'Fracciones', 'Matemáticas', 'Secundaria', '2026-03-02 10:00-06'),
  ('${c(2)}', '${U1}', 'Ecuaciones', 'Matemáticas', 'Secundaria', '2026-03-05 15:00-06'),
  ('${c(3)}', '${U2}', 'Duda', null, null, '2026-03-08 23:30-06'),
  ('${c(4)}', '${U2}', 'Vacía', null, null, '2026-03-06 09:00-06'),
  ('${c(5)}', '${ADM}', 'Antes de la ventana', 'Historia', 'Preparatoria', '2026-03-01 23:59-06'),
  ('${c(6)}', '${U1}', 'Después de la ventana', 'Historia', null, '2026-03-09 00:00-06'),
  ('${c(7)}', '${U2}', 'Porcentajes', 'Matemáticas', 'Secundaria', '2026-03-07 12:00-06'),
  ('${c(8)}', '${U2}', 'Fuerzas', 'Física', 'Primaria', '2026-03-03 08:00-06'),
  ('${c(9)}', '${U2}', 'Palancas', 'Física', 'Primaria', '2026-03-04 08:00-06'),
  ('${c(10)}', '${U1}', 'Repaso', null, null, '2026-03-20 10:00-06'),
  ('${c(11)}', '${U6}', 'Átomos', 'Química', 'Universidad', now()),
  ('${c(12)}', '${U4}', 'Células', 'Biología', null, now());

insert into public.messages (conversation_id, role, content, metadata, created_at) values
  ('${c(1)}', 'user', '¿Cómo sumo 1/2 + 1/3?', '{"response_time_ms":99999}', '2026-03-02 10:00:00-06'),
  ('${c(1)}', 'assistant', '¿Qué denominador común ves?', '{"response_time_ms":1000}', '2026-03-02 10:00:30-06'),
  ('${c(1)}', 'user', '¿El 6?', '{}', '2026-03-02 10:01:00-06'),
  ('${c(1)}', 'assistant', '¡Exacto!', '{"response_time_ms":2000,"has_eureka":true}', '2026-03-02 10:01:40-06'),
  ('${c(1)}', 'user', 'Gracias', '{}', '2026-03-02 10:02:00-06'),
  ('${c(2)}', 'user', 'x + 2 = 5', '{}', '2026-03-05 15:00:00-06'),
  ('${c(2)}', 'assistant', '¿Qué restarías?', '{"response_time_ms":500}', '2026-03-05 15:00:10-06'),
  ('${c(2)}', 'user', 'No sé', '{}', '2026-03-05 15:00:20-06'),
  ('${c(2)}', 'assistant', 'Piensa en el 2', '{"response_time_ms":700,"has_eureka":false}', '2026-03-05 15:00:50-06'),
  ('${c(3)}', 'user', 'Hola', '{}', '2026-03-08 23:30:00-06'),
  ('${c(5)}', 'user', 'Revolución', '{}', '2026-03-01 23:59:00-06'),
  ('${c(5)}', 'assistant', '¡Bien!', '{"has_eureka":true}', '2026-03-01 23:59:30-06'),
  ('${c(6)}', 'user', 'Independencia', '{}', '2026-03-09 00:00:00-06'),
  ('${c(7)}', 'user', '20% de 50', '{}', '2026-03-07 12:00:00-06'),
  ('${c(7)}', 'assistant', '¿Qué es 10%?', '{"response_time_ms":333}', '2026-03-07 12:00:07-06'),
  ('${c(10)}', 'user', 'Repasemos', '{}', '2026-03-20 10:00:00-06'),
  ('${c(11)}', 'assistant', '¿Qué es un átomo?', '{"response_time_ms":10}', now());

insert into public.messages (id, conversation_id, role, content, created_at) values
  ('${M11}', '${c(11)}', 'user', 'Protones', now()),
  ('${M12}', '${c(12)}', 'user', 'Mitosis', now());
`;

let db: TestDb;
const admin: Actor = { kind: 'user', id: ADM, email: 'admin@test.local' };

beforeAll(async () => {
  db = await createTestDb();
  await db.admin.exec(fixture);
});

afterAll(async () => {
  await db?.close();
});

const WINDOW = { start_date: '2026-03-02', end_date: '2026-03-08' };
const EMPTY = { start_date: '2026-01-01', end_date: '2026-01-31' };

describe('get_admin_stats', () => {
  it('counts users, conversations and messages in total and today, active users and the average', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_admin_stats'));
    expect(rows).toEqual([
      {
        total_users: 7,
        users_today: 1, // Fer
        total_conversations: 12,
        conversations_today: 2, // C11, C12
        total_messages: 19,
        messages_today: 3,
        active_users_7days: 2, // Fer and José wrote in the last 7 × 24 h
        avg_messages_per_conversation: 1.58, // 19 / 12
      },
    ]);
  });

  it('gives a null average when there are no conversations', async () => {
    await db.try(admin, async (s) => {
      await s.exec('reset role');
      await s.exec('delete from public.conversations');
      await s.query(`select set_config('role', 'authenticated', true)`);
      const [row] = await rpc(s, 'get_admin_stats');
      expect(row).toMatchObject({
        total_conversations: 0,
        total_messages: 0,
        active_users_7days: 0,
        avg_messages_per_conversation: null,
      });
    });
  });
});

describe('get_usage_overview', () => {
  it('zero-fills every day of the last 7, and counts subjects (ties by name) and levels', async () => {
    const [today] = await db.admin.query<{ d: string }>(
      `select to_char((now() at time zone 'America/Mexico_City')::date, 'YYYY-MM-DD') as d`,
    );
    const overview = (await db.try(admin, (s) => rpcScalar(s, 'get_usage_overview'))) as {
      usage: { day: string; conversations: number; messages: number }[];
      subjects: unknown[];
      levels: unknown[];
    };
    expect(overview.usage).toHaveLength(7);
    expect(overview.usage.at(-1)).toEqual({ day: today!.d, conversations: 2, messages: 3 });
    expect(overview.usage.slice(0, 6).every((d) => d.conversations === 0 && d.messages === 0)).toBe(
      true,
    );
    const days = overview.usage.map((d) => Date.parse(d.day));
    expect(days.slice(1).every((d, i) => d - days[i]! === 86_400_000)).toBe(true);
    expect(overview.subjects).toEqual([
      { subject: 'Biología', count: 1 },
      { subject: 'Química', count: 1 },
    ]);
    expect(overview.levels).toEqual([{ grade_level: 'Universidad', count: 1 }]);
  });

  it('keeps only the top 10 subjects', async () => {
    await db.try(admin, async (s) => {
      await s.exec('reset role');
      await s.exec(`insert into public.conversations (user_id, subject)
        select '${U5}', 'Materia ' || lpad(n::text, 2, '0') from generate_series(1, 11) as n`);
      await s.exec(
        `insert into public.conversations (user_id, subject) values ('${U5}', 'Materia 11')`,
      );
      await s.query(`select set_config('role', 'authenticated', true)`);
      const overview = (await rpcScalar(s, 'get_usage_overview', { days_back: 1 })) as {
        subjects: { subject: string; count: number }[];
      };
      expect(overview.subjects).toHaveLength(10);
      expect(overview.subjects[0]).toEqual({ subject: 'Materia 11', count: 2 });
      expect(overview.subjects.map((x) => x.subject)).not.toContain('Química');
    });
  });
});

describe('get_users_list', () => {
  it('lists newest first (ties by id) with grouped counts and the authoritative admin flag', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_users_list'));
    expect(rows.map((r) => [r.name, r.conversation_count, r.message_count, r.is_admin])).toEqual([
      ['Fer', 1, 2, false],
      ['José Pérez', 1, 1, false],
      ['Eva', 0, 0, false],
      ['Carla', 0, 0, false],
      ['Beto', 5, 3, false],
      ['Ana López', 4, 11, false],
      ['Admin', 1, 2, true],
    ]);
    expect(rows[5]).toMatchObject({
      id: U1,
      email: 'ana@test.local',
      grade_level: 'Secundaria',
      last_sign_in_at: null,
    });
  });

  it('pages with page_num from 1', async () => {
    const rows = await db.try(admin, (s) =>
      rpc(s, 'get_users_list', { page_num: 2, page_size: 2 }),
    );
    expect(rows.map((r) => r.id)).toEqual([U5, U3]);
    const past = await db.try(admin, (s) =>
      rpc(s, 'get_users_list', { page_num: 5, page_size: 2 }),
    );
    expect(past).toEqual([]);
  });

  it('searches name or e-mail, case- and accent-insensitively; blank means everyone', async () => {
    const search = (term: string | null) =>
      db.try(admin, (s) => rpc(s, 'get_users_list', { search_term: term }));
    expect((await search('jose')).map((r) => r.id)).toEqual([U4]);
    expect((await search('PÉREZ')).map((r) => r.id)).toEqual([U4]);
    expect((await search('ANA@TEST')).map((r) => r.id)).toEqual([U1]);
    expect((await search('lopez')).map((r) => r.id)).toEqual([U1]);
    expect(await search('nadie')).toEqual([]);
    expect(await search('   ')).toHaveLength(7);
    expect(await search('%')).toEqual([]);
  });
});

describe('get_recent_activity', () => {
  it('lists user messages newest first (ties by id) with name, e-mail and conversation title', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'get_recent_activity', { limit_num: 3 }));
    expect(rows.map((r) => [r.id, r.user_name, r.user_email, r.conversation_title])).toEqual([
      [M11, 'Fer', 'fer@test.local', 'Átomos'],
      [M12, 'José Pérez', 'jose@test.local', 'Células'],
      [expect.any(String), 'Ana López', 'ana@test.local', 'Repaso'],
    ]);
    expect(await db.try(admin, (s) => rpc(s, 'get_recent_activity'))).toHaveLength(12);
  });
});

describe('get_engagement_stats', () => {
  it('computes the window’s figures (calendar days in Mexico City, both ends included)', async () => {
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
      `select to_char(((now() - interval '50 hours') at time zone 'America/Mexico_City')::date, 'YYYY-MM-DD') as d`,
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

describe('export_conversations_data', () => {
  // The keyed pseudonym (issue 12): HMAC-SHA256 under this database's own key.
  let key: Buffer;
  beforeAll(async () => {
    const [row] = await db.admin.query<{ k: string }>(
      `select encode(pseudonym_key, 'hex') as k from private.deployment_secrets`,
    );
    key = Buffer.from(row!.k, 'hex');
  });
  const pseudonym = (id: string) => createHmac('sha256', key).update(id).digest('hex');

  it('exports the window newest first, capped by export_limit', async () => {
    const all = await db.try(admin, (s) => rpc(s, 'export_conversations_data', WINDOW));
    expect(all.map((r) => r.conversation_id)).toEqual([c(3), c(7), c(4), c(2), c(9), c(8), c(1)]);
    const two = await db.try(admin, (s) =>
      rpc(s, 'export_conversations_data', { ...WINDOW, export_limit: 2 }),
    );
    expect(two.map((r) => r.conversation_id)).toEqual([c(3), c(7)]);
  });

  it('gives per-conversation facts and the messages, with a stable pseudonym instead of the user', async () => {
    const rows = await db.try(admin, (s) => rpc(s, 'export_conversations_data', WINDOW));
    const first = rows.find((r) => r.conversation_id === c(1));
    expect(first).toEqual({
      conversation_id: c(1),
      user_id: pseudonym(U1),
      user_grade_level: 'Secundaria',
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
      title: 'Fracciones',
      created_at: expect.stringMatching(/^2026-03-02T16:00:00/),
      message_count: 5,
      user_message_count: 3,
      assistant_message_count: 2,
      duration_seconds: 120,
      completed: true,
      breakthrough: true,
      avg_response_time_ms: 1500,
      messages: [
        {
          role: 'user',
          content: '¿Cómo sumo 1/2 + 1/3?',
          created_at: expect.any(String),
          has_eureka: false,
          response_time_ms: null,
        },
        {
          role: 'assistant',
          content: '¿Qué denominador común ves?',
          created_at: expect.any(String),
          has_eureka: false,
          response_time_ms: 1000,
        },
        {
          role: 'user',
          content: '¿El 6?',
          created_at: expect.any(String),
          has_eureka: false,
          response_time_ms: null,
        },
        {
          role: 'assistant',
          content: '¡Exacto!',
          created_at: expect.any(String),
          has_eureka: true,
          response_time_ms: 2000,
        },
        {
          role: 'user',
          content: 'Gracias',
          created_at: expect.any(String),
          has_eureka: false,
          response_time_ms: null,
        },
      ],
    });
    const empty = rows.find((r) => r.conversation_id === c(4));
    expect(empty).toMatchObject({
      user_id: pseudonym(U2),
      user_grade_level: null,
      message_count: 0,
      duration_seconds: null,
      completed: false,
      breakthrough: false,
      avg_response_time_ms: null,
      messages: [],
    });
    const text = JSON.stringify(rows);
    for (const secret of ['ana@test.local', 'Ana López', 'beto@test.local', U1, U2]) {
      expect(text).not.toContain(secret);
    }
  });

  it('returns no rows over an empty window', async () => {
    expect(await db.try(admin, (s) => rpc(s, 'export_conversations_data', EMPTY))).toEqual([]);
  });
});

describe('per-conversation facts stay exact whatever the write order', () => {
  const DAY = { start_date: '2025-06-02', end_date: '2025-06-02' };
  const CONV = '20000000-0000-4000-8000-000000000099';

  it('single-row inserts in reverse order, an earlier eureka, an update and deletes', async () => {
    await db.try(admin, async (s) => {
      await s.exec('reset role');
      await s.exec(`insert into public.conversations (id, user_id, subject, grade_level, created_at)
        values ('${CONV}', '${U3}', 'Arte', 'Otro', '2025-06-02 10:00-06')`);
      // Newest first, one statement each, as a slow client or an import could write them.
      for (const [role, meta, at] of [
        ['assistant', '{"response_time_ms":40,"has_eureka":true}', '10:00:40'],
        ['user', '{}', '10:00:30'],
        ['assistant', '{"response_time_ms":20}', '10:00:20'],
        ['user', '{}', '10:00:10'],
        ['assistant', '{"response_time_ms":0}', '10:00:05'],
      ] as const) {
        await s.query(
          `insert into public.messages (conversation_id, role, content, metadata, created_at)
           values ($1, $2, 'x', $3::jsonb, $4::timestamptz)`,
          [CONV, role, meta, `2025-06-02 ${at}-06`],
        );
      }
      const patterns = async () => {
        await s.query(`select set_config('role', 'authenticated', true)`);
        const rows = await rpc(s, 'get_learning_patterns', DAY);
        const [engagement] = await rpc(s, 'get_engagement_stats', DAY);
        await s.exec('reset role');
        return { pattern: rows[0], engagement };
      };
      // Depth 2 (10:00:05 and 10:00:20 come before the 10:00:40 eureka), 10:00:05 to 10:00:40 = 35 s.
      expect(await patterns()).toMatchObject({
        pattern: {
          avg_scaffolding_depth: 2,
          avg_session_duration: 35,
          completion_rate: 100,
          breakthrough_rate: 100,
        },
        engagement: { total_messages: 5, avg_response_time_ms: 20 },
      });
      // An earlier eureka arrives later: depth drops to 1.
      await s.query(
        `insert into public.messages (conversation_id, role, content, metadata, created_at)
         values ($1, 'assistant', 'x', '{"has_eureka":true}', '2025-06-02 10:00:06-06')`,
        [CONV],
      );
      expect((await patterns()).pattern).toMatchObject({ avg_scaffolding_depth: 1 });
      // A service-side correction removes both eurekas: every assistant message counts again.
      await s.query(
        `update public.messages set metadata = '{}' where conversation_id = $1 and metadata ? 'has_eureka'`,
        [CONV],
      );
      expect((await patterns()).pattern).toMatchObject({
        avg_scaffolding_depth: 4,
        breakthrough_rate: 0,
      });
      // Deleting messages down to one: no duration, not completed.
      await s.query(
        `delete from public.messages where conversation_id = $1 and created_at > '2025-06-02 10:00:05-06'`,
        [CONV],
      );
      expect(await patterns()).toMatchObject({
        pattern: { avg_session_duration: null, completion_rate: 0, avg_scaffolding_depth: 1 },
        engagement: { total_messages: 1 },
      });
      await s.query(`delete from public.messages where conversation_id = $1`, [CONV]);
      const [left] = await s.query<{ n: number }>(
        `select count(*)::int as n from private.conversation_stats where conversation_id = $1`,
        [CONV],
      );
      expect(left?.n).toBe(0);
      expect((await patterns()).engagement).toMatchObject({
        total_conversations: 1,
        total_messages: 0,
      });
    });
  });
});
