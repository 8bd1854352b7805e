/**
 * A text/event-stream body read as it arrives, for the readers that wait on the stream itself
 * (the tutor's tests, the stack's): each read's complete events and the incomplete rest, by the
 * browser's rule (readEvents in sse-events.ts). Stopping early cancels the stream, as Detener does.
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
    await reader.cancel();
  }
}
