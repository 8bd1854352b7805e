// The tutor turn's two round trips (issue 9, "Measure"): tutor_begin_turn and tutor_finish_turn,
// service_role only. What the function relied on from separate queries is checked here on the RPCs:
// 404 for another student's conversation and 409 with no quota unit taken, the quota refusal, the
// bounded history, and one transaction that stores the reply, its metrics, the tokens and the title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { computeMetrics } from '../functions/_shared/metrics.ts';

import {
  type Actor,
  anon,
  createTestDb,
  createUser,
  pgError,
  rpcScalar,
  service,
  type Sql,
  type TestDb,
} from './harness';

let db: TestDb;
let ana: Extract<Actor, { kind: 'user' }>;
let beto: Extract<Actor, { kind: 'user' }>;

const CONV_A = 'a2000000-0000-4000-8000-000000000001';
const CONV_B = 'b2000000-0000-4000-8000-000000000001';
const CONV_EMPTY = 'a2000000-0000-4000-8000-000000000002';
const MSG = (n: number) => `a2000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

type Json = Record<string, unknown>;

const begin = (s: Sql, user: string, conversation: string, limits: Partial<Json> = {}) =>
  rpcScalar(s, 'tutor_begin_turn', {
    p_user_id: user,
    p_conversation_id: conversation,
    p_per_minute: 100,
    p_per_day: 100,
    p_tokens_per_day: 100000,
    p_max_messages: 50,
    ...limits,
  }) as Promise<Json>;

const finish = (s: Sql, user: string, conversation: string, args: Partial<Json> = {}) =>
  rpcScalar(s, 'tutor_finish_turn', {
    p_user_id: user,
    p_conversation_id: conversation,
    p_content: '¿Qué operación harías primero?',
    p_metadata: JSON.stringify({ reply_to: MSG(3), response_time_ms: 12 }),
    p_metrics: JSON.stringify({
      api_response_time_ms: 12,
      tokens_used: 30,
      model_used: 'gpt-4o-mini',
      ...computeMetrics('¿Qué operación harías primero?'),
    }),
    p_tokens: 30,
    p_title: null,
    p_alert: null,
    ...args,
  }) as Promise<Json>;

/** The user's counters (private.tutor_usage), read as the superuser inside the same transaction. */
async function usage(s: Sql, user: string) {
  await s.exec('reset role');
  const [row] = await s.query<{ day_count: number; day_tokens: number }>(
    'select day_count, day_tokens::int as day_tokens from private.tutor_usage where user_id = $1',
    [user],
  );
  await s.exec('set local role service_role');
  return row ?? { day_count: 0, day_tokens: 0 };
}

beforeAll(async () => {
  db = await createTestDb();
  const sql = db.admin;
  ana = await createUser(sql, { email: 'ana@turn.local', name: 'Ana' });
  beto = await createUser(sql, { email: 'beto@turn.local', name: 'Beto' });
  await sql.query(
    `insert into public.conversations (id, user_id, title, subject, grade_level)
     values ($1, $2, 'Nueva conversación', 'Matemáticas', '8º'), ($3, $4, 'De Beto', null, null),
            ($5, $2, 'Vacía', null, null)`,
    [CONV_A, ana.id, CONV_B, beto.id, CONV_EMPTY],
  );
  // Three messages a second apart: user, assistant, user (the latest is unanswered).
  await sql.query(
    `insert into public.messages (id, conversation_id, role, content, metadata, created_at) values
       ($1, $4, 'user', 'hola', '{}', now() - interval '3 seconds'),
       ($2, $4, 'assistant', '¡Hola! ¿En qué te ayudo?', '{}', now() - interval '2 seconds'),
       ($3, $4, 'user', '¿Cuánto es 2x = 6?', '{"images": []}', now() - interval '1 second')`,
    [MSG(1), MSG(2), MSG(3), CONV_A],
  );
});

afterAll(async () => {
  await db?.close();
});

describe('tutor_begin_turn', () => {
  it('returns the conversation and the latest messages oldest first, and takes one quota unit', async () => {
    await db.try(service, async (s) => {
      const turn = await begin(s, ana.id, CONV_A);
      expect(turn.status).toBe('ok');
      expect(turn.conversation).toEqual({
        subject: 'Matemáticas',
        grade_level: '8º',
        title: 'Nueva conversación',
      });
      const history = turn.history as Json[];
      expect(history.map((m) => m.id)).toEqual([MSG(1), MSG(2), MSG(3)]);
      expect(history[2]).toMatchObject({
        conversation_id: CONV_A,
        role: 'user',
        content: '¿Cuánto es 2x = 6?',
        metadata: { images: [] },
      });
      expect(typeof history[2]!.created_at).toBe('string');
      expect((await usage(s, ana.id)).day_count).toBe(1);

      // Bounded like the function bounds it (TUTOR_MAX_MESSAGES): the latest N, oldest first.
      const bounded = await begin(s, ana.id, CONV_A, { p_max_messages: 2 });
      expect((bounded.history as Json[]).map((m) => m.id)).toEqual([MSG(2), MSG(3)]);
      expect((await usage(s, ana.id)).day_count).toBe(2);
    });
  });

  it('answers not_found for another student’s or an unknown conversation, taking no unit', async () => {
    await db.try(service, async (s) => {
      expect(await begin(s, beto.id, CONV_A)).toEqual({ status: 'not_found' });
      expect(await begin(s, ana.id, CONV_B)).toEqual({ status: 'not_found' });
      expect(await begin(s, ana.id, 'c2000000-0000-4000-8000-000000000009')).toEqual({
        status: 'not_found',
      });
      expect((await usage(s, ana.id)).day_count).toBe(0);
      expect((await usage(s, beto.id)).day_count).toBe(0);
    });
  });

  it('answers already_answered when the latest message is a reply or there is none, taking no unit', async () => {
    await db.try(service, async (s) => {
      expect(await begin(s, ana.id, CONV_EMPTY)).toEqual({ status: 'already_answered' });
      await s.query(
        `insert into public.messages (conversation_id, role, content, metadata)
         values ($1, 'assistant', 'Piensa: ¿qué divide a x?', $2::jsonb)`,
        [CONV_A, JSON.stringify({ reply_to: MSG(3) })],
      );
      expect(await begin(s, ana.id, CONV_A)).toEqual({ status: 'already_answered' });
      // Even over the limit: 409 comes first and counts nothing.
      expect(await begin(s, ana.id, CONV_A, { p_per_minute: 1, p_per_day: 1 })).toEqual({
        status: 'already_answered',
      });
      expect((await usage(s, ana.id)).day_count).toBe(0);
    });
  });

  it('refuses over the per-minute, per-day and token limits with the scope and a retry time', async () => {
    await db.try(service, async (s) => {
      expect((await begin(s, ana.id, CONV_A, { p_per_minute: 1 })).status).toBe('ok');
      const minute = await begin(s, ana.id, CONV_A, { p_per_minute: 1 });
      expect(minute).toMatchObject({ status: 'rate_limited', scope: 'minute' });
      expect(minute.retry_after_seconds).toBeGreaterThan(0);
      expect(minute.history).toBeUndefined();
      expect(await begin(s, ana.id, CONV_A, { p_per_day: 1 })).toMatchObject({
        status: 'rate_limited',
        scope: 'day',
      });
      await rpcScalar(s, 'tutor_record_tokens', { p_user_id: ana.id, p_tokens: 500 });
      expect(await begin(s, ana.id, CONV_A, { p_tokens_per_day: 500 })).toMatchObject({
        status: 'rate_limited',
        scope: 'tokens',
      });
      // Refusals count nothing: only the one allowed turn.
      expect((await usage(s, ana.id)).day_count).toBe(1);
    });
  });

  it('raises 22023 for missing arguments or limits', async () => {
    for (const args of [
      { p_user_id: null },
      { p_conversation_id: null },
      { p_max_messages: 0 },
      { p_per_minute: 0 },
    ]) {
      const err = await pgError(db.try(service, (s) => begin(s, ana.id, CONV_A, args)));
      expect(err.code).toBe('22023');
    }
  });
});

describe('tutor_finish_turn', () => {
  it('stores the reply, its metrics, the tokens and the first turn’s title, returning the stored row', async () => {
    await db.try(service, async (s) => {
      const done = await finish(s, ana.id, CONV_A, { p_title: 'Ecuación lineal simple' });
      expect(done).toMatchObject({
        status: 'ok',
        metrics_saved: true,
        title_saved: true,
        alert_saved: null,
      });
      const message = done.message as Json;
      const [stored] = await s.query<Json>(
        `select id, conversation_id, role, content, metadata, to_jsonb(created_at) #>> '{}' as created_at
         from public.messages where id = $1`,
        [message.id],
      );
      expect(message).toEqual(stored);
      expect(message).toMatchObject({
        role: 'assistant',
        conversation_id: CONV_A,
        metadata: { reply_to: MSG(3), response_time_ms: 12 },
      });
      const [metrics] = await s.query<Json>(
        `select api_response_time_ms, tokens_used, model_used, word_count, question_count,
           complexity_score::float8 as complexity_score
         from public.message_metrics where message_id = $1`,
        [message.id],
      );
      const expected = computeMetrics('¿Qué operación harías primero?');
      expect(metrics).toEqual({
        api_response_time_ms: 12,
        tokens_used: 30,
        model_used: 'gpt-4o-mini',
        word_count: expected.word_count,
        question_count: expected.question_count,
        complexity_score: expected.complexity_score,
      });
      const [conversation] = await s.query<{ title: string }>(
        'select title from public.conversations where id = $1',
        [CONV_A],
      );
      expect(conversation!.title).toBe('Ecuación lineal simple');
      expect((await usage(s, ana.id)).day_tokens).toBe(30);
    });
  });

  it('a second reply to the same message is already_answered, stores nothing, and still charges the tokens', async () => {
    await db.try(service, async (s) => {
      expect((await finish(s, ana.id, CONV_A)).status).toBe('ok');
      expect(await finish(s, ana.id, CONV_A, { p_tokens: 20, p_title: 'Otro' })).toEqual({
        status: 'already_answered',
      });
      const [row] = await s.query<{ n: number; title: string }>(
        `select (select count(*)::int from public.messages where conversation_id = $1 and role = 'assistant') as n,
           (select title from public.conversations where id = $1) as title`,
        [CONV_A],
      );
      expect(row).toEqual({ n: 2, title: 'Nueva conversación' });
      expect((await usage(s, ana.id)).day_tokens).toBe(50);
    });
  });

  it('answers not_found for another student’s conversation and writes nothing', async () => {
    await db.try(service, async (s) => {
      expect(await finish(s, ana.id, CONV_B)).toEqual({ status: 'not_found' });
      const [row] = await s.query<{ n: number }>(
        `select count(*)::int as n from public.messages where conversation_id = $1`,
        [CONV_B],
      );
      expect(row!.n).toBe(0);
      expect((await usage(s, ana.id)).day_tokens).toBe(0);
    });
  });

  it('keeps the reply when its metrics are refused, stores a safety alert, and reports a refused reply', async () => {
    await db.try(service, async (s) => {
      const done = await finish(s, ana.id, CONV_A, {
        p_metrics: JSON.stringify({ tokens_used: -1 }),
        p_alert: JSON.stringify({
          message_id: MSG(3),
          category: 'self_harm',
          source: 'phrase_list',
          excerpt: '¿Cuánto es 2x = 6?',
        }),
      });
      expect(done).toMatchObject({ status: 'ok', metrics_saved: false, alert_saved: true });
      const [alert] = await s.query<Json>(
        'select user_id, conversation_id, message_id, category, source from public.safety_alerts',
      );
      expect(alert).toEqual({
        user_id: ana.id,
        conversation_id: CONV_A,
        message_id: MSG(3),
        category: 'self_harm',
        source: 'phrase_list',
      });
    });
    await db.try(service, async (s) => {
      const refused = await finish(s, ana.id, CONV_A, { p_content: 'x'.repeat(20001) });
      expect(refused).toMatchObject({ status: 'save_failed', sqlstate: '23514' });
      // The model was paid: its tokens are charged even though the reply was refused.
      expect((await usage(s, ana.id)).day_tokens).toBe(30);
    });
  });
});

describe('both RPCs are the service role’s only', () => {
  it('refuses anon and authenticated callers (42501)', async () => {
    for (const actor of [ana, beto, anon]) {
      expect((await pgError(db.try(actor, (s) => begin(s, ana.id, CONV_A)))).code).toBe('42501');
      expect((await pgError(db.try(actor, (s) => finish(s, ana.id, CONV_A)))).code).toBe('42501');
    }
  });
});
