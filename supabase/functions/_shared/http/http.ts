/**
 * The HTTP edge every function shares: CORS, JSON answers, the `{ error, code }` error shape, the
 * refusals before a function's own work (preflight, path, method, bearer) and a body read with a
 * size bound. Web-standard APIs only (Request, Response, streams), so it runs under Deno and Node.
 * Not imported by the SPA.
 */

/** A request's id field: a UUID in any case (the database's ids; checked before any query). */
export function isUuid(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};
/** supabase-js `functions.invoke` sends these (a preflight that names none gets this list). */
const DEFAULT_ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type, x-region';

export function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8', ...extra },
  });
}

/** True when the caller asked for server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(req: Request): boolean {
  return /\btext\/event-stream\b/i.test(req.headers.get('Accept') ?? '');
}

/**
 * A server-sent events answer (200) over `body`: no caching and no proxy buffering, so each event
 * reaches the browser as it is written.
 */
export function eventStream(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    status: 200,
    headers: {
      ...CORS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

/**
 * Errors: `{ error: <Spanish message for the person>, code: <machine code>, ...fields }` (fields:
 * optional machine-readable details a code documents, e.g. the tutor's `message_id`).
 */
export function errorResponse(
  status: number,
  message: string,
  code: string,
  extra: Record<string, string> = {},
  fields: Record<string, unknown> = {},
): Response {
  return json(status, { ...fields, error: message, code }, extra);
}

/**
 * What every function refuses before its own work, in this order: the CORS preflight (answered
 * 204), another path than `/<name>` (404), another method than POST (405), no bearer token (401).
 * Otherwise the caller's token, still to be verified.
 */
export function checkRequest(req: Request, name: string): Response | { token: string } {
  if (req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS,
        'Access-Control-Allow-Headers':
          req.headers.get('Access-Control-Request-Headers') || DEFAULT_ALLOWED_HEADERS,
      },
    });
  }
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  if (!path.endsWith(`/${name}`)) {
    return errorResponse(404, `Ruta no encontrada. Usa POST /functions/v1/${name}.`, 'not_found');
  }
  if (req.method !== 'POST') {
    return errorResponse(405, 'Método no permitido: usa POST.', 'method_not_allowed', {
      Allow: 'POST, OPTIONS',
    });
  }
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]?.trim();
  if (!token) {
    return errorResponse(401, 'Falta el token de sesión. Inicia sesión de nuevo.', 'missing_token');
  }
  return { token };
}

/**
 * checkRequest, then the function's own settings: a function the platform did not hand
 * SUPABASE_URL and both keys answers 500 misconfigured (logged for whoever deploys it) before it
 * reads the body. `unconfigured` is the Spanish text the person reads, naming the service.
 */
export function checkConfiguredRequest(
  req: Request,
  name: string,
  configured: boolean,
  unconfigured: string,
): Response | { token: string } {
  const checked = checkRequest(req, name);
  if (checked instanceof Response || configured) return checked;
  console.error(`${name}: faltan SUPABASE_URL, SUPABASE_ANON_KEY o SUPABASE_SERVICE_ROLE_KEY`);
  return errorResponse(500, unconfigured, 'misconfigured');
}

/** The body as text, or null when it is over `maxBytes` (declared or streamed). */
export async function readBody(req: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(req.headers.get('Content-Length') ?? '0');
  if (declared > maxBytes) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The body parsed as JSON, or the refusal to send: 413 over `maxBytes`, 400 when it is not JSON.
 * The validation of its fields is each function's own.
 */
export async function readJsonBody(
  req: Request,
  maxBytes: number,
): Promise<{ body: unknown } | Response> {
  const raw = await readBody(req, maxBytes);
  if (raw === null) {
    return errorResponse(413, 'La solicitud es demasiado grande.', 'payload_too_large');
  }
  try {
    return { body: JSON.parse(raw) as unknown };
  } catch {
    return errorResponse(400, 'El cuerpo de la solicitud no es JSON válido.', 'invalid_request');
  }
}

/** A function's verdict on its request body: the request, or the Spanish reason it is refused. */
export type Parsed<T> = { ok: true; request: T } | { ok: false; message: string; code?: string };

/** What the request check of a function that takes a JSON body needs to know about it. */
export interface JsonFunction<T> {
  /** Its path segment and the prefix of its logs ('account'). */
  name: string;
  /** What the person reads when the deployment lacks its settings (naming the service). */
  unconfigured: string;
  /** The largest body it reads. */
  maxBytes: number;
  /** Its check of the body's fields. */
  parse: (body: unknown) => Parsed<T>;
}

/**
 * Every refusal before a JSON function's own work, in order: checkConfiguredRequest, then the body
 * as readJsonBody reads it, then the function's `parse` (400 with its text, and its code or
 * `invalid_request`). Otherwise the caller's token, still to be verified, and the request.
 */
export async function readJsonRequest<T>(
  req: Request,
  fn: JsonFunction<T>,
  configured: boolean,
): Promise<Response | { token: string; request: T }> {
  const checked = checkConfiguredRequest(req, fn.name, configured, fn.unconfigured);
  if (checked instanceof Response) return checked;
  const read = await readJsonBody(req, fn.maxBytes);
  if (read instanceof Response) return read;
  const parsed = fn.parse(read.body);
  if (!parsed.ok) return errorResponse(400, parsed.message, parsed.code ?? 'invalid_request');
  return { token: checked.token, request: parsed.request };
}
