import { supabase } from '@/lib/supabase';
import { readEvents } from '@shared/http/sse-events';

import { TutorTurnError } from '../lib/errors';

import { requestTutorTurn, type TurnStatus } from './tutor';

vi.mock('@/lib/supabase', () => ({
  supabase: { auth: { getSession: vi.fn() }, functions: { invoke: vi.fn() } },
}));

const row = {
  id: 'a1',
  conversation_id: 'c',
  role: 'assistant',
  content: 'Hola. ¿Qué sabes?',
  metadata: { reply_to: 'u1' },
  created_at: '2026-11-23T10:00:00Z',
};
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A fetch answering server-sent events, cut into `pieces` of the given sizes (any split). */
function sse(body: string, pieceSize = 7, open = false) {
  const bytes = new TextEncoder().encode(body);
  return vi.fn(async () => {
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at < bytes.length) {
          controller.enqueue(bytes.slice(at, at + pieceSize));
          at += pieceSize;
        } else if (open) controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(stream, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
    });
  });
}

function handlers() {
  const statuses: TurnStatus[] = [];
  const texts: string[] = [];
  return {
    statuses,
    texts,
    signal: new AbortController().signal,
    onStatus: (s: TurnStatus) => statuses.push(s),
    onText: (t: string) => texts.push(t),
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(supabase.auth.getSession).mockResolvedValue({
    data: { session: { access_token: 'jwt-user' } },
    error: null,
  } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

describe('the streamed turn in the browser', () => {
  it('reads events split anywhere: status, text as it grows, replace, then the stored reply', async () => {
    const body =
      event('status', { state: 'pensando' }) +
      event('delta', { text: 'Hola.' }) +
      event('delta', { text: ' ¿Qué' }) +
      event('replace', { text: 'Hola.' }) +
      event('delta', { text: ' ¿Qué sabes?' }) +
      event('done', { message_id: 'a1', message: row, title: 'T', model: 'm' });
    const fetchMock = sse(body, 5);
    vi.stubGlobal('fetch', fetchMock);
    const h = handlers();
    const result = await requestTutorTurn('c', h);
    expect(h.statuses).toEqual(['pensando']);
    expect(h.texts).toEqual(['Hola.', 'Hola. ¿Qué', 'Hola.', 'Hola. ¿Qué sabes?']);
    expect(result.message.content).toBe(h.texts.at(-1));
    expect(result.title).toBe('T');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/functions\/v1\/tutor$/);
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer jwt-user',
      Accept: 'text/event-stream',
    });
    expect(init.body).toBe(JSON.stringify({ conversation_id: 'c' }));
  });

  it('an error event is the turn error, with the message to retry', async () => {
    vi.stubGlobal(
      'fetch',
      sse(
        event('status', { state: 'pensando' }) +
          event('error', {
            code: 'upstream_error',
            message: 'El modelo falló al responder.',
            message_id: 'u1',
          }),
      ),
    );
    const error = await requestTutorTurn('c', handlers()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TutorTurnError);
    expect(error).toMatchObject({ code: 'upstream_error', messageId: 'u1' });
  });

  it('a refusal before the stream (429) keeps its Spanish text for the student', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Límite alcanzado.', code: 'rate_limited' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const error = await requestTutorTurn('c', handlers()).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'rate_limited',
      message: 'Límite alcanzado.',
      forStudent: true,
    });
  });

  it('a stream that ends before done is stream_dropped (the store then reads what was stored)', async () => {
    vi.stubGlobal('fetch', sse(event('delta', { text: 'Hola.' }), 4, true));
    const h = handlers();
    const error = await requestTutorTurn('c', h).catch((e: unknown) => e);
    expect(h.texts).toEqual(['Hola.']);
    expect(error).toMatchObject({ code: 'stream_dropped' });
  });

  it('a turn whose done arrived is the stored reply even if cancelling the rest of the line fails', async () => {
    const bytes = new TextEncoder().encode(
      event('done', { message_id: 'a1', message: row, title: null, model: 'm' }),
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
      },
      cancel() {
        throw new TypeError('network error');
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(stream, {
            status: 200,
            headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
          }),
      ),
    );
    const result = await requestTutorTurn('c', handlers());
    expect(result.message).toMatchObject({ id: 'a1', content: 'Hola. ¿Qué sabes?' });
  });

  it('Detener (the signal) is code stopped', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        controller.abort();
        throw init.signal?.reason ?? new Error('aborted');
      }),
    );
    const error = await requestTutorTurn('c', { ...handlers(), signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'stopped' });
  });

  it('readEvents keeps an incomplete event for the next read', () => {
    const { events, rest } = readEvents(
      'event: delta\ndata: {"text":"a"}\n\nevent: delta\ndata: {"te',
    );
    expect(events).toEqual([{ event: 'delta', data: { text: 'a' } }]);
    expect(rest).toBe('event: delta\ndata: {"te');
  });
});
