// The tutor turn's two round trips, service_role only: tutor_finish_turn stores the reply,
// its metrics, the tokens and the title in one transaction.
import { describe, expect, it } from 'vitest';

import { computeMetrics } from '../../functions/_shared/tutor/metrics.ts';
import { service } from '../harness';

import { ana, CONV_A, CONV_B, db, finish, type Json, MSG, usage, useTutorTurnDb } from './setup';

useTutorTurnDb();

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

  it('stores the alert’s level: revisar as sent, alta when absent, anything else refused', async () => {
    const alert = (extra: Json = {}) =>
      JSON.stringify({
        message_id: MSG(3),
        category: 'bullying',
        source: 'phrase_list',
        excerpt: 'me pegan en el recreo',
        ...extra,
      });
    const levelAfter = (p_alert: string) =>
      db.try(service, async (s) => {
        const done = await finish(s, ana.id, CONV_A, { p_alert });
        const rows = await s.query<{ level: string }>('select level from public.safety_alerts');
        return { saved: done.alert_saved, levels: rows.map((r) => r.level) };
      });
    expect(await levelAfter(alert({ level: 'revisar' }))).toEqual({
      saved: true,
      levels: ['revisar'],
    });
    expect(await levelAfter(alert({ level: 'alta' }))).toEqual({ saved: true, levels: ['alta'] });
    expect(await levelAfter(alert())).toEqual({ saved: true, levels: ['alta'] });
    // The reply still stands; the alert is refused by its check and reported as not saved.
    expect(await levelAfter(alert({ level: 'media' }))).toEqual({ saved: false, levels: [] });
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
