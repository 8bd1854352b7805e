/**
 * A streamed turn as server-sent events (docs/streaming.md): `status`, `delta`,
 * `replace`, then `done` (the stored reply and the JSON answer's fields) or `error` (`{code,
 * message}`, Spanish). A refusal before the first event (401, 404, 409, 429...) is the JSON path's
 * own answer with its status, so both paths refuse alike. The browser closing the stream (Detener,
 * or a lost connection) aborts the turn's signal.
 */
import { errorResponse, eventStream } from '../_shared/http/http.ts';

import type { TurnEvents } from './stream-reply.ts';
import { TurnError } from './turn-context.ts';

/** One event in the wire format: `event: <name>\ndata: <json>\n\n`. */
export function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The error a failed turn answers: its own refusal, or the generic one (logged). */
export function turnFailure(cause: unknown): TurnError {
  if (cause instanceof TurnError) return cause;
  console.error('tutor: error inesperado', cause);
  return new TurnError(
    500,
    'internal_error',
    'No se pudo obtener respuesta del tutor. Intenta de nuevo.',
  );
}

/**
 * The stream's body and its writers: `send` writes one event, `close` ends the stream; both do
 * nothing once the stream is closed. The reader closing it aborts `abort` (the turn's signal).
 */
function eventChannel() {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      closed = true;
      abort.abort();
    },
  });
  const send = (name: string, data: unknown) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(sseEvent(name, data)));
    } catch {
      closed = true;
    }
  };
  const close = () => {
    if (closed || !controller) return;
    closed = true;
    try {
      controller.close();
    } catch {
      // already closed by the reader
    }
  };
  return { body, abort, send, close };
}

/**
 * Runs `turn` with the events it sends; resolves with the SSE response once the first event is
 * written, or with the JSON refusal when the turn fails before any. `done` carries `answerOf` the
 * result (what the JSON path answers, never whether a safety alert was recorded); `after` runs once
 * it is written, before the stream ends (the safeguarding e-mail).
 */
export function streamTurn<T, A extends { message: { id: string } }>(
  turn: (events: TurnEvents) => Promise<T>,
  after: (result: T) => Promise<void>,
  answerOf: (result: T) => A,
): Promise<Response> {
  const { body, abort, send, close } = eventChannel();

  return new Promise<Response>((resolve) => {
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      resolve(eventStream(body));
    };
    const events: TurnEvents = {
      signal: abort.signal,
      status: (state) => {
        open();
        send('status', { state });
      },
      delta: (text) => {
        open();
        send('delta', { text });
      },
      replace: (text) => {
        open();
        send('replace', { text });
      },
    };
    turn(events).then(
      async (result) => {
        open();
        const answer = answerOf(result);
        send('done', { message_id: answer.message.id, ...answer });
        await after(result);
        close();
      },
      (cause: unknown) => {
        const failure = turnFailure(cause);
        if (!opened) {
          resolve(
            errorResponse(
              failure.status,
              failure.message,
              failure.code,
              failure.headers,
              failure.fields,
            ),
          );
          return;
        }
        send('error', { ...failure.fields, code: failure.code, message: failure.message });
        close();
      },
    );
  });
}
