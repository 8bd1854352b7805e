/**
 * The tutor function's refusals before any model call or row: CORS, path, method, token, body,
 * someone else's conversation, nothing to answer; and the route through the stack's gateway.
 */
import { describe, expect, it } from 'vitest';

import { ANON_KEY, SERVICE_ROLE_KEY } from '../../local/server.ts';

import { DEMO_MODEL } from './demo.ts';
import { createHandler } from './handler.ts';
import {
  baseEnv,
  fake,
  keyedEnv,
  messagesOf,
  newConversation,
  newStudent,
  say,
  stack,
  studentAsking,
  turn,
  type TurnBody,
  turnRequest,
  useTutorStack,
} from './test-setup.ts';

useTutorStack();

describe('requests refused before the turn', () => {
  it('answers the CORS preflight with the headers the browser asks for', async () => {
    const res = await createHandler(baseEnv())(
      new Request('http://edge.local/tutor', {
        method: 'OPTIONS',
        headers: { 'Access-Control-Request-Headers': 'authorization, apikey, x-client-info' },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, x-client-info',
    );
  });

  it('refuses GET (405) and every other path, the old pass-through included (404)', async () => {
    const student = await newStudent();
    const handler = createHandler(keyedEnv());
    expect((await handler(new Request('http://edge.local/tutor'))).status).toBe(405);
    const old = await handler(
      turnRequest(
        student.token,
        { model: 'gpt-4o-mini', messages: [] },
        undefined,
        '/tutor/chat/completions',
      ),
    );
    expect(old.status).toBe(404);
    expect(((await old.json()) as { code: string }).code).toBe('not_found');
    expect(fake.seen).toHaveLength(0);
  });

  it('refuses no token and a forged token with 401 and a Spanish message', async () => {
    const { student, conversationId } = await studentAsking('hola');
    const handler = createHandler(keyedEnv());
    const none = await handler(turnRequest(null, { conversation_id: conversationId }));
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({
      code: 'missing_token',
      error: expect.stringMatching(/Inicia sesión/),
    });
    const forged = await handler(
      turnRequest(`${student.token.slice(0, -4)}AAAA`, { conversation_id: conversationId }),
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'invalid_token' });
    expect(fake.seen).toHaveLength(0);
    expect(await messagesOf(conversationId)).toHaveLength(1);
  });

  it('refuses the project keys as a bearer: only a signed-in student’s token starts a turn', async () => {
    const { conversationId } = await studentAsking('hola');
    const handler = createHandler(keyedEnv());
    for (const key of [ANON_KEY, SERVICE_ROLE_KEY]) {
      const res = await handler(turnRequest(key, { conversation_id: conversationId }));
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'invalid_token' });
    }
    expect(fake.seen).toHaveLength(0);
    expect(await messagesOf(conversationId)).toHaveLength(1);
  });

  it.each([
    ['invalid JSON', null, '{nope', /JSON válido/],
    ['no conversation_id', {}, undefined, /conversación/],
    [
      'a conversation_id that is not a uuid',
      { conversation_id: "1' or 1=1" },
      undefined,
      /conversación/,
    ],
    ['an array', [1], undefined, /conversación/],
    [
      'a body over 4 KB',
      { conversation_id: '00000000-0000-4000-8000-000000000000', pad: 'a'.repeat(5000) },
      undefined,
      /demasiado grande/,
    ],
  ])('refuses %s with 400 invalid_request', async (_case, body, raw, message) => {
    const student = await newStudent();
    const res = await createHandler(keyedEnv())(turnRequest(student.token, body, raw));
    expect(res.status).toBe(400);
    const err = (await res.json()) as { error: string; code: string };
    expect(err.code).toBe('invalid_request');
    expect(err.error).toMatch(message);
    expect(fake.seen).toHaveLength(0);
  });

  it("answers 404 for an unknown conversation and for another student's, without a call or a row", async () => {
    const ana = await newStudent();
    const eve = await newStudent();
    const anasConversation = await newConversation(ana);
    await say(ana, anasConversation, '¿Cómo resuelvo 2x + 3 = 11?');
    for (const id of [anasConversation, '00000000-0000-4000-8000-000000000000']) {
      const res = await turn(keyedEnv(), eve, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'not_found',
        error: 'No se encontró la conversación.',
      });
    }
    expect(fake.seen).toHaveLength(0);
    expect(await messagesOf(anasConversation)).toHaveLength(1);
  });

  it('answers 409 with no model call and no row when there is no unanswered student message', async () => {
    const student = await newStudent();
    const empty = await newConversation(student);
    const none = await turn(keyedEnv(), student, empty);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('already_answered');

    const conversationId = await newConversation(student);
    await say(student, conversationId, '¿Qué es una fracción?');
    expect((await turn(keyedEnv(), student, conversationId)).status).toBe(200);
    fake.seen.length = 0;
    const again = await turn(keyedEnv(), student, conversationId);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/ya tiene respuesta/);
    expect(fake.seen).toHaveLength(0);
    expect(await messagesOf(conversationId)).toHaveLength(2);
  });
});

describe('through the local stack gateway', () => {
  it('serves the turn to supabase.functions.invoke and 404s the old pass-through route', async () => {
    const { student, conversationId } = await studentAsking('¿Qué es la fotosíntesis?');
    const { data, error } = await student.db.functions.invoke<TurnBody>('tutor', {
      body: { conversation_id: conversationId },
    });
    expect(error).toBeNull();
    expect(data?.model).toBe(DEMO_MODEL);
    expect(data?.message.role).toBe('assistant');
    expect(data?.title).toBe('Qué es la fotosíntesis');

    const again = await student.db.functions.invoke('tutor', {
      body: { conversation_id: conversationId },
    });
    const context = (again.error as { context?: Response } | null)?.context;
    expect(context?.status).toBe(409);
    expect(await context?.json()).toMatchObject({ code: 'already_answered' });

    const old = await fetch(`${stack.url}/functions/v1/tutor/chat/completions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${student.token}`,
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hola' }] }),
    });
    expect(old.status).toBe(404);
  });
});
