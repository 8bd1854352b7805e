import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';

import { supabase } from '@/lib/supabase';

import { TutorTurnError } from '../lib/errors';

import { requestTutorTurn } from './tutor';

vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke: vi.fn() }, rpc: vi.fn() } }));
const invoke = vi.mocked(supabase.functions.invoke);

const httpError = (status: number, body: unknown) =>
  new FunctionsHttpError(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

async function failureOf(promise: Promise<unknown>): Promise<TutorTurnError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TutorTurnError);
  return error as TutorTurnError;
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.resetAllMocks());

describe('requestTutorTurn', () => {
  it("posts {conversation_id} to 'tutor' and returns the stored row (images from metadata), title and model", async () => {
    const row = {
      id: 'a1',
      conversation_id: 'c',
      role: 'assistant',
      content: '¿Qué sabes?',
      metadata: { response_time_ms: 12, reply_to: 'u1' },
      created_at: '2026-11-23T10:00:00Z',
    };
    invoke.mockResolvedValue({
      data: {
        message: { ...row, images: ['not/from/here.jpg'] },
        title: 'Segunda ley de Newton',
        model: 'demo-tutor-offline',
        answered_message_ids: ['u0', 'u1'],
        pending_message_ids: ['u2'],
        limit_note: 'Te queda 1 mensaje hoy en esta clase.',
      },
      error: null,
    });
    const result = await requestTutorTurn('c');
    expect(invoke).toHaveBeenCalledExactlyOnceWith('tutor', { body: { conversation_id: 'c' } });
    expect(result).toEqual({
      message: { ...row, images: [] },
      title: 'Segunda ley de Newton',
      model: 'demo-tutor-offline',
      answeredIds: ['u0', 'u1'],
      pendingIds: ['u2'],
      limitNote: 'Te queda 1 mensaje hoy en esta clase.',
    });
  });

  it('reads missing or malformed id lists as empty', async () => {
    invoke.mockResolvedValue({
      data: {
        message: { id: 'a1', conversation_id: 'c', role: 'assistant', content: 'x', metadata: {} },
        pending_message_ids: 'u2',
        answered_message_ids: [1, 'u1'],
      },
      error: null,
    });
    expect(await requestTutorTurn('c')).toMatchObject({ answeredIds: ['u1'], pendingIds: [] });
  });

  it("a 409 turn_in_progress keeps the function's text, the message it answers and the wait", async () => {
    const text =
      'El tutor todavía está respondiendo en esta conversación. Tu mensaje está guardado: se responderá en cuanto termine.';
    invoke.mockResolvedValue({
      data: null,
      error: httpError(409, {
        error: text,
        code: 'turn_in_progress',
        message_id: 'u3',
        retry_after_seconds: 3,
      }),
    });
    expect(await failureOf(requestTutorTurn('c'))).toMatchObject({
      message: text,
      status: 409,
      code: 'turn_in_progress',
      forStudent: true,
      messageId: 'u3',
      retryAfterSeconds: 3,
    });
    // Expected while another tab answers: not logged as a failure.
    expect(console.error).not.toHaveBeenCalledWith(
      'Error obteniendo respuesta del asistente:',
      expect.anything(),
      expect.anything(),
    );
  });

  it('a failed turn names the message that needs Reintentar and every one it was answering', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(504, {
        error: 'El modelo tardó demasiado',
        code: 'upstream_timeout',
        message_id: 'u2',
        unanswered_message_ids: ['u1', 'u2'],
      }),
    });
    expect(await failureOf(requestTutorTurn('c'))).toMatchObject({
      message: 'No se pudo obtener respuesta del asistente. Verifica tu API key.',
      code: 'upstream_timeout',
      messageId: 'u2',
      unansweredIds: ['u1', 'u2'],
    });
  });

  it('returns a null title on later turns', async () => {
    invoke.mockResolvedValue({
      data: {
        message: { id: 'a1', conversation_id: 'c', role: 'assistant', content: 'x', metadata: {} },
        title: null,
        model: 'm',
      },
      error: null,
    });
    expect((await requestTutorTurn('c')).title).toBeNull();
  });

  it("a 429 carries the function's Spanish text for the student", async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(429, {
        error: 'Límite alcanzado: máximo 20 mensajes por minuto. Espera un momento.',
        code: 'rate_limited',
      }),
    });
    const error = await failureOf(requestTutorTurn('c'));
    expect(error).toMatchObject({
      message: 'Límite alcanzado: máximo 20 mensajes por minuto. Espera un momento.',
      status: 429,
      code: 'rate_limited',
      forStudent: true,
      dailyLimit: false,
    });
  });

  it.each([
    ['the class limit', { code: 'class_daily_limit' }],
    ['the day of messages or tokens', { code: 'rate_limited', scope: 'day' }],
  ])('a 429 of %s is a daily limit (Reintentar cannot help)', async (_name, body) => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(429, { error: 'Vuelve mañana.', ...body }),
    });
    expect(await failureOf(requestTutorTurn('c'))).toMatchObject({
      message: 'Vuelve mañana.',
      dailyLimit: true,
    });
  });

  it("a 409 keeps its code ('already_answered') so the store can reload", async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(409, { error: 'Ya respondido', code: 'already_answered' }),
    });
    expect(await failureOf(requestTutorTurn('c'))).toMatchObject({
      status: 409,
      code: 'already_answered',
      forStudent: false,
    });
  });

  it.each([
    ['an upstream 502', httpError(502, { error: 'El modelo falló', code: 'upstream_error' })],
    ['a body that is not JSON', httpError(500, '<html>oops</html>')],
    ['a network failure', new FunctionsFetchError(new TypeError('Failed to fetch'))],
  ])('%s becomes the generic tutor error and is logged', async (_name, error) => {
    invoke.mockResolvedValue({ data: null, error });
    const failure = await failureOf(requestTutorTurn('c'));
    expect(failure.message).toBe(
      'No se pudo obtener respuesta del asistente. Verifica tu API key.',
    );
    expect(failure.forStudent).toBe(false);
    expect(console.error).toHaveBeenCalledWith(
      'Error obteniendo respuesta del asistente:',
      error,
      expect.anything(),
    );
  });

  it('refuses a 200 without a message row', async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null });
    expect(await failureOf(requestTutorTurn('c'))).toMatchObject({ code: 'invalid_response' });
  });
});
