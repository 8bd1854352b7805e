import { env } from '@/config/env';
import { readFunctionError } from '@/lib/function-errors';
import { supabase } from '@/lib/supabase';
import { isDirectMode } from '@/lib/tutor/direct-mode';
import { eventReads } from '@shared/http/sse-stream';
import type { TutorTurn } from '@shared/tutor/prompt';

import { TutorTurnError } from '../lib/errors';
import { chatTexts } from '../texts';
import type { ChatMessage, MessageRow } from '../types';

import { toChatMessage } from './messages';

export type { TutorTurn };

/** The two modes (docs/tutor.md): the tutor function (default) or the browser's own model call. */
export function tutorMode(): 'proxy' | 'direct' {
  return isDirectMode() ? 'direct' : 'proxy';
}

export interface TutorTurnResult {
  /** The stored assistant row. */
  message: ChatMessage;
  /** The conversation's new title (first turn only). */
  title: string | null;
  model: string | null;
  /** The student messages this reply answers, oldest first. */
  answeredIds: string[];
  /** Student messages stored while it was being written, still without a reply: ask again. */
  pendingIds: string[];
  /** Before a daily limit's last messages: how many are left and when it restarts. */
  limitNote?: string | null;
}

interface TurnResponse {
  message: MessageRow;
  title?: string | null;
  model?: string | null;
  answered_message_ids?: unknown;
  pending_message_ids?: unknown;
  limit_note?: unknown;
}

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function isTurnResponse(data: unknown): data is TurnResponse {
  if (!data || typeof data !== 'object') return false;
  const message = (data as { message?: unknown }).message;
  return (
    !!message &&
    typeof message === 'object' &&
    typeof (message as MessageRow).id === 'string' &&
    typeof (message as MessageRow).content === 'string'
  );
}

/** The streamed turn's status while no text is being written (docs/streaming.md). */
export type TurnStatus = 'pensando' | 'revisando' | 'reescribiendo';

/** What a streamed turn reports while it runs, and how the student stops it (Detener). */
export interface TurnStreamHandlers {
  signal: AbortSignal;
  onStatus: (state: TurnStatus) => void;
  /** Everything shown so far (deltas appended, a `replace` replacing it). */
  onText: (text: string) => void;
}

/** The function's refusal (`{error, code, ...fields}`, or an `error` event) as the store's error. */
function turnFailure(
  failure: { status: number | null; code: string | null; message: string | null },
  fields: Record<string, unknown>,
  cause?: unknown,
): TutorTurnError {
  const { status, code, message } = failure;
  const ids = {
    messageId: typeof fields.message_id === 'string' ? fields.message_id : null,
    unansweredIds: idList(fields.unanswered_message_ids),
  };
  if (code === 'turn_in_progress') {
    const wait = Number(fields.retry_after_seconds);
    return new TutorTurnError(message ?? chatTexts.turnInProgress, {
      status,
      code,
      forStudent: true,
      cause,
      ...ids,
      retryAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : 3,
    });
  }
  console.error('Error obteniendo respuesta del asistente:', cause, { status, code, message });
  if (status === 429) {
    return new TutorTurnError(message ?? chatTexts.rateLimited, {
      status,
      code,
      forStudent: true,
      cause,
      ...ids,
      dailyLimit: code === 'class_daily_limit' || fields.scope === 'day',
    });
  }
  return new TutorTurnError(chatTexts.tutorError, { status, code, cause, ...ids });
}

function turnResult(data: unknown): TutorTurnResult {
  if (!isTurnResponse(data)) {
    console.error('Error obteniendo respuesta del asistente: respuesta inesperada', data);
    throw new TutorTurnError(chatTexts.tutorError, { status: 200, code: 'invalid_response' });
  }
  return {
    message: toChatMessage(data.message),
    title: typeof data.title === 'string' && data.title.trim() ? data.title : null,
    model: typeof data.model === 'string' ? data.model : null,
    answeredIds: idList(data.answered_message_ids),
    pendingIds: idList(data.pending_message_ids),
    limitNote: typeof data.limit_note === 'string' && data.limit_note ? data.limit_note : null,
  };
}

/**
 * One tutor turn in proxy mode: `POST /functions/v1/tutor {conversation_id}` with the user's token.
 * The function reads the history, answers every pending student message, stores the reply (and on
 * the first turn the title) and returns them with the ids answered and those still pending. A 429's
 * Spanish text is for the student; 409 turn_in_progress (another turn holds the conversation) keeps
 * its text, `message_id` and wait; any other failure is logged and becomes 'No se pudo obtener
 * respuesta del asistente. Verifica tu API key.', carrying the ids of the messages left without a
 * reply. With `stream`, the same turn streamed (server-sent events read with fetch): its gated text
 * is reported as it arrives; Detener (the signal) ends it with code `stopped`, a connection that
 * ends before `done` with code `stream_dropped` (the store then reads what was stored).
 */
export async function requestTutorTurn(
  conversationId: string,
  stream?: TurnStreamHandlers,
): Promise<TutorTurnResult> {
  if (stream) return streamedTurn(conversationId, stream);
  const { data, error } = await supabase.functions.invoke<unknown>('tutor', {
    body: { conversation_id: conversationId },
  });
  if (error) {
    const { fields, ...failure } = await readFunctionError(error);
    throw turnFailure(failure, fields, error);
  }
  return turnResult(data);
}

async function streamedTurn(
  conversationId: string,
  { signal, onStatus, onText }: TurnStreamHandlers,
): Promise<TutorTurnResult> {
  const stopped = () =>
    new TutorTurnError(chatTexts.replyStopped, { code: 'stopped', forStudent: true });
  const dropped = (cause?: unknown) =>
    new TutorTurnError(chatTexts.tutorError, { code: 'stream_dropped', cause });
  const { data } = await supabase.auth.getSession();
  let res: Response;
  try {
    res = await fetch(`${env.supabaseUrl}/functions/v1/tutor`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${data.session?.access_token ?? env.supabaseAnonKey}`,
        apikey: env.supabaseAnonKey,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({ conversation_id: conversationId }),
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw stopped();
    throw turnFailure({ status: null, code: null, message: null }, {}, cause);
  }
  if (!res.ok || !res.body || !res.headers.get('content-type')?.includes('text/event-stream')) {
    let fields: Record<string, unknown> = {};
    try {
      const body: unknown = await res.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        fields = body as Record<string, unknown>;
      }
    } catch {
      // no JSON body
    }
    if (res.ok) return turnResult(fields);
    const code = typeof fields.code === 'string' ? fields.code : null;
    const message = typeof fields.error === 'string' && fields.error.trim() ? fields.error : null;
    throw turnFailure({ status: res.status, code, message }, fields, res.status);
  }
  let shown = '';
  try {
    // Leaving the loop (done, an error event, a dropped line) cancels the rest of the stream.
    for await (const read of eventReads(res.body)) {
      for (const { event, data: payload } of read.events) {
        if (event === 'status') onStatus(payload.state as TurnStatus);
        else if (event === 'delta' || event === 'replace') {
          const text = typeof payload.text === 'string' ? payload.text : '';
          shown = event === 'delta' ? shown + text : text;
          onText(shown);
        } else if (event === 'done') {
          return turnResult(payload);
        } else if (event === 'error') {
          const code = typeof payload.code === 'string' ? payload.code : null;
          const message = typeof payload.message === 'string' ? payload.message : null;
          throw turnFailure({ status: null, code, message }, payload, payload);
        }
      }
    }
  } catch (cause) {
    if (cause instanceof TutorTurnError) throw cause;
    if (signal.aborted) throw stopped();
    throw dropped(cause);
  }
  if (signal.aborted) throw stopped();
  throw dropped();
}

export { clientTutorWritesEnabled } from '@/lib/tutor/direct-mode';

export interface DirectReply {
  content: string;
  tokensUsed: number | null;
  model: string | null;
}

/**
 * Direct mode only (the browser calls the model with the openai SDK). The client module, and
 * with it the SDK, loads only here, so proxy mode never downloads it.
 */
export async function requestDirectReply(
  history: TutorTurn[],
  subject: string | null,
  level: string | null,
): Promise<DirectReply> {
  try {
    const { tutorClient } = await import('@/lib/tutor/client');
    return await tutorClient.reply(history, subject, level);
  } catch (error) {
    console.error('Error obteniendo respuesta del asistente:', error);
    throw new TutorTurnError(chatTexts.tutorError, { cause: error });
  }
}

/** Direct mode only: a short title for the conversation's first message. */
export async function requestDirectTitle(firstMessage: string): Promise<string> {
  const { tutorClient } = await import('@/lib/tutor/client');
  return tutorClient.title(firstMessage);
}
