/**
 * What a turn costs (one unit of the rate limits, its tokens against the daily budget) and
 * concurrent turns for one message storing exactly one reply.
 */
import { describe, expect, it } from 'vitest';

import { createHandler } from './handler.ts';
import {
  baseEnv,
  fake,
  inOneDay,
  inOneMinute,
  keyedEnv,
  messagesOf,
  metricsOf,
  newConversation,
  newStudent,
  say,
  service,
  studentAsking,
  turn,
  turnRequest,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

describe('limits and budgets', () => {
  it('costs one unit of the per-minute limit per turn, whatever calls it makes', async () => {
    const env = keyedEnv({ TUTOR_RATE_LIMIT_PER_MINUTE: '2' });
    await inOneMinute(async () => {
      const { student, conversationId } = await studentAsking('Primera duda');
      expect((await turn(env, student, conversationId)).status).toBe(200);
      expect(fake.seen.length).toBeGreaterThanOrEqual(3); // moderation, reply, judge, title
      await say(student, conversationId, 'Segunda duda');
      expect((await turn(env, student, conversationId)).status).toBe(200);
      await say(student, conversationId, 'Tercera duda');
      const refused = await turn(env, student, conversationId);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'rate_limited',
        error: expect.stringMatching(/límite es de 2 mensajes por minuto/),
      });
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      // The student reads how long to wait, the same seconds as Retry-After.
      expect((refused.body as { error: string }).error).toMatch(
        new RegExp(`Espera ${wait} segundos? e intenta de nuevo\\.$`),
      );
      expect((await messagesOf(conversationId)).filter((m) => m.role === 'assistant')).toHaveLength(
        2,
      );
    });
  });

  it('records the turn tokens and refuses over the daily token budget (429)', async () => {
    await inOneDay(async () => {
      const env = keyedEnv({ TUTOR_TOKENS_PER_DAY: '45' });
      const { student, conversationId } = await studentAsking('Primera duda');
      // reply 7 + answer key 17 + judge 11 + title 5
      expect((await turn(env, student, conversationId)).status).toBe(200); // 40 tokens
      await say(student, conversationId, 'Segunda duda');
      expect((await turn(env, student, conversationId)).status).toBe(200); // 40 + 18 = 58 >= 45
      fake.seen.length = 0;
      await say(student, conversationId, 'Tercera duda');
      const refused = await turn(env, student, conversationId);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/límite diario de uso del tutor/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(fake.seen).toHaveLength(0);
    });
  });

  it("does not charge the demo tutor's estimated tokens to the daily budget", async () => {
    const student = await newStudent();
    const env = { ...baseEnv(), TUTOR_TOKENS_PER_DAY: '1' };
    const conversationId = await newConversation(student);
    for (const text of ['Primera duda', 'Segunda duda', 'Tercera duda']) {
      await say(student, conversationId, text);
      const res = await turn(env, student, conversationId);
      expect(res.status).toBe(200);
      expect((await metricsOf(res.body.message.id))?.tokens_used).toBeGreaterThan(0);
    }
  });
});

describe('concurrent turns', () => {
  it('two simultaneous turns for one unanswered message store exactly one reply', async () => {
    const { student, conversationId } = await studentAsking('¿Qué es una célula?');
    const handler = createHandler(baseEnv());
    const responses = await Promise.all(
      [1, 2, 3].map(() => handler(turnRequest(student.token, { conversation_id: conversationId }))),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const stored = await messagesOf(conversationId);
    expect(stored.filter((m) => m.role === 'assistant')).toHaveLength(1);
  });

  it('two simultaneous turns with a model store exactly one reply too', async () => {
    const { student, conversationId } = await studentAsking('¿Qué es una célula?');
    const handler = createHandler(keyedEnv());
    const responses = await Promise.all(
      [1, 2].map(() => handler(turnRequest(student.token, { conversation_id: conversationId }))),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await messagesOf(conversationId);
    expect(stored.filter((m) => m.role === 'assistant')).toHaveLength(1);
    const { data: metrics } = await service
      .from('message_metrics')
      .select('message_id')
      .in(
        'message_id',
        stored.map((m) => m.id),
      );
    expect(metrics).toHaveLength(1);
  });
});
