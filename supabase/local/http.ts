/** Small HTTP helpers shared by the stack's routes: CORS, Supabase-shaped errors, a mutex. */

export const EXPOSED_HEADERS = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'Content-Location',
  'Location',
  'Range-Unit',
  'Content-Type',
  'x-relay-error',
  'X-Total-Count',
  'Link',
].join(', ');

const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, accept-profile, content-profile, prefer, range, x-upsert, cache-control, x-metadata, x-retry-count, x-region';

export function corsHeaders(req: Request): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
    'Access-Control-Allow-Headers':
      req.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'Access-Control-Max-Age': '3600',
  };
}

/** Returns a copy of `res` with CORS headers set (responses from lite may be immutable). */
export function withCors(req: Request, res: Response): Response {
  const headers = new Headers(res.headers);
  for (const [k, v] of Object.entries(corsHeaders(req))) headers.set(k, v);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** Storage API error: HTTP 400 (500 stays 500) with the logical status in the body. */
export function storageError(statusCode: number, code: string, error: string, message: string) {
  return json(
    { statusCode: String(statusCode), code, error, message },
    statusCode >= 500 ? 500 : 400,
  );
}

/** Serialises async work: PGlite is one Postgres session and lite's driver has no lock. */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn, fn);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
