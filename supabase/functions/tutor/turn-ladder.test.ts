/**
 * The hint ladder through the turn: each reply's hint_level stored by the server, the
 * level in the model's system prompt, rising only after an attempt, never by insistence, capped at
 * 4, and back to 1 after a challenge or when the judge says the task changed.
 */
import { describe, expect, it } from 'vitest';

import { socratic } from './fake-model.ts';
import {
  baseEnv,
  fake,
  keyedEnv,
  messagesOf,
  say,
  studentAsking,
  turn,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

const systemOf = (body: Record<string, unknown>) =>
  String((body.messages as Array<{ content: unknown }> | undefined)?.[0]?.content ?? '');

/** Sends each message in turn and returns the hint level of each reply and its system prompt. */
async function climb(env: Record<string, string>, messages: string[]) {
  const first = await studentAsking('¿Cómo resuelvo 2x + 3 = 11?');
  const { student, conversationId } = first;
  const levels: unknown[] = [];
  const prompts: string[] = [];
  for (const [i, text] of ['', ...messages].entries()) {
    if (i > 0) await say(student, conversationId, text);
    fake.seen.length = 0;
    const res = await turn(env, student, conversationId);
    expect(res.status, text).toBe(200);
    levels.push(res.body.message.metadata.hint_level);
    prompts.push(systemOf(fake.of('reply')[0]?.body ?? {}));
  }
  return { levels, prompts, student, conversationId };
}

describe('the hint ladder', () => {
  it('rises only after an attempt, never by insistence, and stops at 4', async () => {
    const env = keyedEnv({ TUTOR_GATE: 'off', TUTOR_MODERATION: 'off' });
    const { levels, prompts, conversationId } = await climb(env, [
      'dame la respuesta',
      'no sé, dímelo ya',
      'resté 3 y me queda 2x = 8',
      'otra pista',
      'divido entre 2',
      'x = 5?',
      'me da 4',
    ]);
    expect(levels).toEqual([1, 1, 1, 2, 2, 3, 4, 4]);
    expect(prompts[0]).toContain('pista 1 de 4');
    expect(prompts[0]).toContain('pídele que te cuente su intento');
    expect(prompts[3]).toContain('pista 2 de 4');
    expect(prompts[3]).not.toContain('pídele que te cuente su intento');
    expect(prompts[6]).toContain('ejemplo parecido con números distintos');
    // Stored by the server in each reply's metadata.
    const stored = (await messagesOf(conversationId))
      .filter((m) => m.role === 'assistant')
      .map((m) => (m.metadata as Record<string, unknown>).hint_level);
    expect(stored).toEqual(levels);
  });

  it('the demo tutor’s replies carry the level too', async () => {
    const { levels } = await climb(baseEnv(), ['ni idea', '2x = 8']);
    expect(levels).toEqual([1, 1, 2]);
  });

  it('starts again at 1 when the judge says the task changed', async () => {
    const env = keyedEnv({ TUTOR_MODERATION: 'off' });
    const { student, conversationId } = await studentAsking('¿Cómo resuelvo 2x + 3 = 11?');
    await turn(env, student, conversationId);
    await say(student, conversationId, 'resté 3: 2x = 8');
    expect((await turn(env, student, conversationId)).body.message.metadata.hint_level).toBe(2);
    await say(student, conversationId, 'Ahora otro: 5x - 1 = 9, creo que es restar 1');
    fake.script = (kind, body) => {
      const base = socratic(kind, body);
      if (kind !== 'judge' || typeof base !== 'object' || !('content' in base)) return base;
      return {
        ...base,
        content: JSON.stringify({ ...JSON.parse(base.content), task_changed: true }),
      };
    };
    expect((await turn(env, student, conversationId)).body.message.metadata.hint_level).toBe(1);
  });
});
