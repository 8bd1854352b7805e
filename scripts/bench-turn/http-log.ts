/**
 * The bench's view of HTTP: every request the student's client sends (`countingFetch`, passed to
 * supabase-js), and, because the stack runs in this process, every call the tutor function makes
 * itself (to auth, REST, RPC) through the global fetch, with its duration, to see where a turn's
 * server time goes.
 */

const originalFetch = globalThis.fetch;

/** `METHOD path` of a fetch call. */
function callOf(input: Parameters<typeof fetch>[0], init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return `${method} ${url.pathname}`;
}

/** Every request the client sends, as `METHOD path`. */
export const requests: string[] = [];
export const countingFetch: typeof fetch = (input, init) => {
  requests.push(callOf(input, init));
  return originalFetch(input, init);
};

/** Every call through the global fetch since the last reset, with its interval. */
export const serverCalls: Array<{ call: string; ms: number; start: number; end: number }> = [];

/** Wraps the global fetch: the function's own calls land in `serverCalls`. */
export function recordServerCalls() {
  globalThis.fetch = async (input, init) => {
    const started = performance.now();
    try {
      return await originalFetch(input, init);
    } finally {
      const end = performance.now();
      serverCalls.push({ call: callOf(input, init), ms: end - started, start: started, end });
    }
  };
}

/** The union of the intervals spent waiting on `serverCalls` after `from` (some run in parallel). */
export function waitedSince(from: number): number {
  let busy = 0;
  let reach = from;
  for (const c of [...serverCalls].sort((a, b) => a.start - b.start)) {
    const start = Math.max(c.start, reach);
    if (c.end > start) busy += c.end - start;
    reach = Math.max(reach, c.end);
  }
  return busy;
}
