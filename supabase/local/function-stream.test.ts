/**
 * A function's server-sent events through the stack, over HTTP as the browser reads them: the
 * stack passes each event on as the function writes it (hosted Supabase does the same), never
 * buffering the answer until it ends. The real tutor function answers as the offline demo tutor,
 * which writes its reply at a model's pace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eventReads } from '../functions/_shared/http/sse-stream.ts';

import type { Stack } from './server.ts';
import { ANON_KEY } from './server.ts';
import {
  projectFunctionsDir,
  type SignedIn,
  signedIn,
  startTestStack,
  STUDENT_PASSWORD,
} from './test-helpers.ts';

// The demo tutor's pace: 400 ms before its first piece, then 25 ms a piece of about 4 characters,
// so its reply of several hundred characters takes seconds to write. Read when the function loads.
const PACE = { TUTOR_DEMO_FIRST_TOKEN_MS: '400', TUTOR_DEMO_TOKEN_MS: '25' };

let stack: Stack;
let ana: SignedIn;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const [name, value] of Object.entries(PACE)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  delete process.env.OPENAI_API_KEY;
  stack = await startTestStack({ functionsDir: projectFunctionsDir });
  ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
});

afterAll(async () => {
  await stack?.stop();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

interface Arrival {
  event: string;
  data: Record<string, unknown>;
  /** Milliseconds since the request was sent. */
  at: number;
}

/** A conversation with one student message waiting for its reply, as the app makes them. */
async function waitingConversation(text: string): Promise<string> {
  const { data: conversation, error } = await ana.client
    .rpc('start_conversation', { subject: 'Matemáticas', grade_level: null })
    .single<{ id: string }>();
  if (error || !conversation) throw new Error(`start_conversation: ${error?.message}`);
  const inserted = await ana.client
    .from('messages')
    .insert({ conversation_id: conversation.id, role: 'user', content: text });
  if (inserted.error) throw new Error(`insert message: ${inserted.error.message}`);
  return conversation.id;
}

/** POSTs the streamed turn and records when each complete event arrived. */
async function streamedTurn(conversationId: string) {
  const started = performance.now();
  const res = await fetch(`${stack.url}/functions/v1/tutor`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ana.session.access_token}`,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      Origin: 'http://127.0.0.1:5173',
    },
    body: JSON.stringify({ conversation_id: conversationId }),
  });
  const arrivals: Arrival[] = [];
  let rest = '';
  for await (const read of eventReads(res.body!)) {
    const at = performance.now() - started;
    for (const { event, data } of read.events) arrivals.push({ event, data, at });
    rest = read.rest;
  }
  return { res, arrivals, rest };
}

describe('a function answering server-sent events through the stack', () => {
  it('passes each event on as it is written: the first delta long before done', async () => {
    const conversationId = await waitingConversation('¿Cómo resuelvo 2x + 3 = 11?');
    const { res, arrivals, rest } = await streamedTurn(conversationId);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-length')).toBeNull();
    expect(rest).toBe('');

    const names = arrivals.map((a) => a.event);
    expect(names[0]).toBe('status');
    expect(names.at(-1)).toBe('done');
    const deltas = arrivals.filter((a) => a.event === 'delta');
    // The demo reply is hundreds of characters: dozens of pieces at 25 ms, in several releases.
    expect(deltas.length).toBeGreaterThan(2);
    const done = arrivals.at(-1)!;
    // Buffered by the stack, every event would arrive together at the end; streamed, the first
    // delta arrives while the demo tutor is still writing (over a second before done).
    expect(done.at - deltas[0]!.at).toBeGreaterThan(1000);
    // And the events arrive spread out, not in one burst.
    const atTheEnd = arrivals.filter((a) => done.at - a.at < 100);
    expect(atTheEnd.length).toBeLessThan(arrivals.length / 2);

    // What was shown (the deltas, in order) is the stored reply that `done` carries.
    const shown = deltas.map((d) => String(d.data.text)).join('');
    const message = done.data.message as { id: string; content: string };
    expect(shown.length).toBeGreaterThan(100);
    expect(message.content).toBe(shown);
    expect(done.data.message_id).toBe(message.id);
    const stored = await stack.query<{ content: string }>(
      'select content from public.messages where id = $1',
      [message.id],
    );
    expect(stored).toEqual([{ content: shown }]);
  });
});
