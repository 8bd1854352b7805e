/**
 * A text/event-stream body read as it arrives, for every reader of the streamed turn (the chat,
 * the eval and bench scripts, the tutor's and the stack's tests): each read's complete events and
 * the incomplete rest, by the browser's rule (readEvents in sse-events.ts). Stopping early (a
 * `done` or `error` event, Detener) cancels the rest of the stream.
 */
import { readEvents } from './sse-events.ts';

export async function* eventReads(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const read = readEvents(rest + decoder.decode(value, { stream: true }));
      rest = read.rest;
      yield read;
    }
  } finally {
    // A stream that failed after the reader stopped has nothing left to cancel: not an error here.
    await reader.cancel().catch(() => undefined);
  }
}
