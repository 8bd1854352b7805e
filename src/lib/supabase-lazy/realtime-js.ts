/**
 * Stands in for `@supabase/realtime-js` in the browser build (scripts/vite/supabase-slim.ts): the app
 * never opens a Realtime channel, so neither realtime-js nor phoenix (~15 KB gzip) ships. supabase-js
 * only constructs the client and hands it the session's token; any channel call fails loudly.
 */
const NOT_IN_BUILD =
  'Realtime no forma parte de esta build (scripts/vite/supabase-slim.ts): quita el reemplazo antes de usar canales.';

export class RealtimeClient {
  constructor(_endpoint: string, _options?: unknown) {}

  /** supabase-js forwards every token change here; without channels there is nothing to update. */
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }

  channel(): never {
    throw new Error(NOT_IN_BUILD);
  }

  getChannels(): [] {
    return [];
  }

  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
