// The tutor turn's two round trips, service_role only: tutor_begin_turn answers
// 404 for another student's conversation and 409 with no quota unit taken, refuses over the quota,
// and returns the bounded history; and neither RPC is callable by anon or students.
import { describe, expect, it } from 'vitest';

import { anon, pgError, rpcScalar, service } from '../harness';

import {
  ana,
  begin,
  beto,
  CONV_A,
  CONV_B,
  CONV_EMPTY,
  db,
  finish,
  type Json,
  MSG,
  release,
  usage,
  useTutorTurnDb,
} from './setup';

useTutorTurnDb();

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
      expect(turn.answering).toEqual([MSG(3)]);
      expect(await release(s, ana.id, CONV_A, turn.claim_id)).toBe(true);

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
      const first = await begin(s, ana.id, CONV_A, { p_per_minute: 1 });
      expect(first.status).toBe('ok');
      // A turn in flight holds the conversation: the next one is 'busy' before any limit.
      expect(await begin(s, ana.id, CONV_A, { p_per_minute: 1 })).toMatchObject({ status: 'busy' });
      await release(s, ana.id, CONV_A, first.claim_id);
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

describe('both RPCs are the service role’s only', () => {
  it('refuses anon and authenticated callers (42501)', async () => {
    for (const actor of [ana, beto, anon]) {
      expect((await pgError(db.try(actor, (s) => begin(s, ana.id, CONV_A)))).code).toBe('42501');
      expect((await pgError(db.try(actor, (s) => finish(s, ana.id, CONV_A)))).code).toBe('42501');
    }
  });
});
