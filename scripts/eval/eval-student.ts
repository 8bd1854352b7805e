/**
 * A student as the evaluation drives one: signed up over HTTP with the real supabase-js, sending a
 * turn exactly as the app does (`functions.invoke('tutor', { conversation_id })`, or the streamed
 * turn the chat asks for: a POST with `Accept: text/event-stream`, read event by event).
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';

import { eventReads } from '../../supabase/functions/_shared/http/sse-stream.ts';
import { ANON_KEY } from '../../supabase/local/server.ts';
import { client } from '../../supabase/local/test-helpers.ts';

const PASSWORD = 'evaluacion-123';

/** Student messages one account sends before the harness signs up the next (DB write quota: 30/min). */
export const MESSAGES_PER_STUDENT = 24;

export interface Student {
  client: SupabaseClient;
  userId: string;
  sent: number;
}

export async function signUpStudent(
  stackUrl: string,
  email: string,
  level: string,
): Promise<Student> {
  const c = client(stackUrl);
  const { data, error } = await c.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { name: 'Evaluación', grade_level: level } },
  });
  if (error || !data.user) throw new Error(`sign-up ${email}: ${error?.message}`);
  return { client: c, userId: data.user.id, sent: 0 };
}

/** One tutor turn for the conversation: the reply and its gate metadata, or the error. */
export async function invokeTutor(c: SupabaseClient, conversationId: string) {
  const started = performance.now();
  const { data, error } = await c.functions.invoke('tutor', {
    body: { conversation_id: conversationId },
  });
  const responseMs = Math.round(performance.now() - started);
  if (!error) {
    const message = (data as { message?: { content?: string; metadata?: Record<string, unknown> } })
      .message;
    const level = message?.metadata?.hint_level;
    return {
      status: 200,
      reply: message?.content ?? null,
      gate: message?.metadata?.gate ?? null,
      hintLevel: typeof level === 'number' ? level : null,
      error: null,
      responseMs,
    };
  }
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    const body = (await res.json().catch(() => ({}))) as { error?: string; code?: string };
    return {
      status: res.status,
      reply: null,
      gate: null,
      hintLevel: null,
      error: `${body.code ?? ''} ${body.error ?? ''}`.trim(),
      responseMs,
    };
  }
  return {
    status: 0,
    reply: null,
    gate: null,
    hintLevel: null,
    error: String(error.message ?? error),
    responseMs,
  };
}

/**
 * "Reto sin ayuda" as the app asks for it: `start` makes the challenge (its id), `answer` sends one
 * try; the function's verdict (`result.correct`) or the error.
 */
export async function invokeChallenge(
  c: SupabaseClient,
  conversationId: string,
  challenge: { action: 'start' } | { action: 'answer'; id: string; answer: string },
): Promise<{ id: string | null; correct: boolean | null; error: string | null }> {
  const body =
    challenge.action === 'start'
      ? { action: 'start', source: 'button' }
      : { action: 'answer', id: challenge.id, answer: challenge.answer };
  const { data, error } = await c.functions.invoke('tutor', {
    body: { conversation_id: conversationId, challenge: body },
  });
  if (error) {
    const res = error instanceof FunctionsHttpError ? (error.context as Response) : null;
    const detail = res ? ((await res.json().catch(() => ({}))) as { error?: string }) : {};
    return { id: null, correct: null, error: detail.error ?? String(error.message ?? error) };
  }
  const out = data as { challenge?: { id?: string }; result?: { correct?: boolean } | null };
  const correct = out.result?.correct;
  return {
    id: out.challenge?.id ?? null,
    correct: typeof correct === 'boolean' ? correct : null,
    error: null,
  };
}

/** One event of a streamed turn and when it arrived (`performance.now()`). */
export interface TimedEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

/**
 * The streamed turn as the chat asks for it (docs/streaming.md): POST with the student's JWT and
 * `Accept: text/event-stream`, the body read as it arrives. Every event with its arrival time, or
 * a refusal's status and JSON body (no event).
 */
export async function streamTutor(
  stackUrl: string,
  token: string,
  conversationId: string,
): Promise<{ status: number; events: TimedEvent[]; body: unknown }> {
  const res = await fetch(`${stackUrl}/functions/v1/tutor`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: ANON_KEY,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify({ conversation_id: conversationId }),
  });
  if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: res.status, events: [], body: await res.json().catch(() => null) };
  }
  const events: TimedEvent[] = [];
  for await (const read of eventReads(res.body)) {
    const at = performance.now();
    for (const e of read.events) events.push({ ...e, at });
  }
  return { status: res.status, events, body: null };
}

/** One streamed tutor turn, in `invokeTutor`'s shape, with the events read. */
export async function invokeTutorStreamed(c: SupabaseClient, stackUrl: string, id: string) {
  const started = performance.now();
  const { data } = await c.auth.getSession();
  const { status, events, body } = await streamTutor(
    stackUrl,
    data.session?.access_token ?? '',
    id,
  );
  const responseMs = Math.round(performance.now() - started);
  const done = events.find((e) => e.event === 'done')?.data as
    { message?: { content?: string; metadata?: Record<string, unknown> } } | undefined;
  const failed = events.find((e) => e.event === 'error')?.data;
  const message = done?.message;
  const level = message?.metadata?.hint_level;
  const refusal = body as { error?: string; code?: string } | null;
  return {
    // After the stream opened (200), an `error` event or no `done` is a turn without a reply.
    status: done ? 200 : failed ? 500 : status === 200 ? 0 : status,
    reply: message?.content ?? null,
    gate: message?.metadata?.gate ?? null,
    hintLevel: typeof level === 'number' ? level : null,
    error: done
      ? null
      : failed
        ? `${String(failed.code)} ${String(failed.message)}`
        : `${refusal?.code ?? ''} ${refusal?.error ?? ''}`.trim() || 'stream ended without done',
    responseMs,
    events,
  };
}
