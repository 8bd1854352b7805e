/** workaround "kong-bearer": Kong's Authorization rules, applied before lite sees the request. */
import type { App } from '@supabase/lite';

import type { Mutex } from './http.ts';
import { apiKeyFrom, PUBLISHABLE_KEY, userBearer } from './keys.ts';
import { postgrestJwtRefusal } from './postgrest-errors.ts';

/** Forwards /auth/v1 and /rest/v1 requests to lite as the local Kong would pass them on. */
export function liteGateway(lite: { fetch: App['fetch'] }, mutex: Mutex) {
  return async (req: Request, peerAddress: string | null): Promise<Response> => {
    const headers = new Headers(req.headers);
    const apikey = apiKeyFrom(req);
    const bearer = userBearer(headers.get('authorization'), apikey);
    if (!bearer) headers.delete('authorization');
    // Local Kong does not require an apikey next to a user JWT; lite does.
    if (bearer && !apikey) headers.set('apikey', PUBLISHABLE_KEY);
    // workaround "rest-bad-jwt": lite serves an unverifiable bearer as anon; PostgREST refuses it.
    if (bearer && new URL(req.url).pathname.startsWith('/rest/v1/')) {
      const refusal = await postgrestJwtRefusal(bearer);
      if (refusal) return refusal;
    }
    const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      init.body = req.body;
      init.duplex = 'half';
    }
    return mutex.run(() => lite.fetch(new Request(req.url, init), { peerAddress }));
  };
}
