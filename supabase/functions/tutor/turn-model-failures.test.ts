/**
 * Model failures: at most one retry, an error the student can read, the student message kept.
 */
import { describe, expect, it, vi } from 'vitest';

import {
  answering,
  fake,
  keyedEnv,
  messagesOf,
  studentAsking,
  turn,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

describe('model failures: at most one retry, an error the student can read', () => {
  it('a hanging model: 504 after exactly two attempts, no row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = answering('reply', 'hang');
    const { student, conversationId } = await studentAsking('Ayúdame con esto');
    const res = await turn(keyedEnv({ TUTOR_ATTEMPT_TIMEOUT_MS: '300' }), student, conversationId);
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({
      code: 'upstream_timeout',
      error: expect.stringMatching(/tardó demasiado/),
    });
    expect(fake.of('reply')).toHaveLength(2);
    expect(await messagesOf(conversationId)).toHaveLength(1);
    // The turn budget bounds the attempts too: the first attempt runs until the turn's deadline,
    // so no retry starts. 3 s leaves the database work room on a loaded machine (400 ms did not).
    fake.seen.length = 0;
    const bounded = await turn(
      keyedEnv({ TUTOR_ATTEMPT_TIMEOUT_MS: '10000', TUTOR_TURN_TIMEOUT_MS: '3000' }),
      student,
      conversationId,
    );
    expect(bounded.status).toBe(504);
    expect(fake.of('reply')).toHaveLength(1);
  });

  it.each([
    [500, 502, 'upstream_error', 2],
    [429, 503, 'upstream_busy', 2],
    [401, 502, 'upstream_auth', 1],
    [400, 502, 'upstream_rejected', 1],
  ])('upstream %i -> %i %s after %i attempt(s)', async (upstream, status, code, attempts) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = answering('reply', { status: upstream, body: { error: { message: 'x' } } });
    const { student, conversationId } = await studentAsking('Ayúdame con esto');
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(res.body.error).toMatch(/modelo/);
    expect(fake.of('reply')).toHaveLength(attempts);
    expect(await messagesOf(conversationId)).toHaveLength(1);
  });

  it.each([
    ['an HTML page', { status: 200, body: '<html>oops</html>' }],
    ['no choices', { status: 200, body: { id: 'x', model: 'm' } }],
    ['an empty reply', { content: '   ' }],
  ] as const)('a model answering %s is 502 upstream_invalid', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script = answering('reply', answer);
    const { student, conversationId } = await studentAsking('Ayúdame con esto');
    const res = await turn(keyedEnv(), student, conversationId);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      code: 'upstream_invalid',
      error: 'El modelo devolvió una respuesta no válida.',
    });
    expect(await messagesOf(conversationId)).toHaveLength(1);
  });

  it('an unreachable model is 502 and the student message stays for a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { student, conversationId } = await studentAsking('Ayúdame con esto');
    const res = await turn(
      keyedEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
      student,
      conversationId,
    );
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('upstream_unreachable');
    expect((await turn(keyedEnv(), student, conversationId)).status).toBe(200);
  });
});
