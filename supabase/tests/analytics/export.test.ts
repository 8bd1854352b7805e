// Every admin RPC on the small hand-built fixture (./setup.ts), against figures worked out by hand
// from docs/admin.md: the research export with its keyed pseudonyms, and the
// per-conversation facts staying exact whatever the order of the writes.
import { createHmac } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { instantAt } from '../../functions/_shared/time/time-zone.ts';
import { rpc } from '../harness';

import { admin, c, db, EMPTY, U1, U2, U3, useAnalyticsDb, WINDOW } from './setup';

useAnalyticsDb();

describe('export_conversations_data', () => {
  // The keyed pseudonym: HMAC-SHA256 under this database's own key.
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
      created_at: expect.stringMatching(
        new RegExp(`^${instantAt('2026-03-02 10:00').toISOString().slice(0, 19)}`),
      ),
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
        values ('${CONV}', '${U3}', 'Arte', 'Otro', '${instantAt('2025-06-02 10:00').toISOString()}')`);
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
          [CONV, role, meta, instantAt(`2025-06-02 ${at}`).toISOString()],
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
         values ($1, 'assistant', 'x', '{"has_eureka":true}', '${instantAt('2025-06-02 10:00:06').toISOString()}')`,
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
        `delete from public.messages where conversation_id = $1 and created_at > '${instantAt('2025-06-02 10:00:05').toISOString()}'`,
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
