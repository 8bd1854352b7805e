/**
 * Leaked chunks of a streamed reply: what the hold-back gate released (docs/streaming.md) read
 * back from its events. A `delta` leaks when its own text or the text shown so far (the
 * concatenation) states the answer; a `replace` leaks when its text does. `eval:tutor -- --stream`
 * and `eval:gate` count them with the deterministic answer check as `states`; the goal is 0.
 */
export interface ReleasedEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface ChunkCount {
  /** Deltas and replaces released. */
  released: number;
  /** Of them, those that state the answer. */
  leaked: number;
}

export function countLeakedChunks(
  events: ReleasedEvent[],
  states: (text: string) => boolean,
): ChunkCount {
  let shown = '';
  const count: ChunkCount = { released: 0, leaked: 0 };
  for (const { event, data } of events) {
    if (event !== 'delta' && event !== 'replace') continue;
    const text = String(data.text ?? '');
    shown = event === 'delta' ? shown + text : text;
    count.released += 1;
    if (states(shown) || (event === 'delta' && states(text))) count.leaked += 1;
  }
  return count;
}
