/**
 * Reading a text/event-stream body (the streamed tutor turn, docs/streaming.md): the browser's
 * reader and the scripts that measure the stream read the events with this one rule.
 */

/** Splits the complete events off `buffer` (`event:`/`data:` blocks); returns them and the rest. */
export function readEvents(buffer: string): {
  events: Array<{ event: string; data: Record<string, unknown> }>;
  rest: string;
} {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (!data) return [];
    try {
      return [{ event, data: JSON.parse(data) as Record<string, unknown> }];
    } catch {
      return [];
    }
  });
  return { events, rest };
}

/** What the student was shown: deltas appended, a replace replacing everything before it. */
export function shownText(events: Array<{ event: string; data: Record<string, unknown> }>): string {
  let shown = '';
  for (const { event, data } of events) {
    if (event === 'delta') shown += String(data.text ?? '');
    if (event === 'replace') shown = String(data.text ?? '');
  }
  return shown;
}
