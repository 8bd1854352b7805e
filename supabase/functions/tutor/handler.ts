/**
 * The tutor function: an OpenAI-compatible chat-completions proxy.
 * Shared by the Deno entry (`index.ts`, Supabase Edge Functions) and the local stack (Node).
 * Order: CORS -> method/path -> caller's JWT -> size and shape -> per-user rate limit (Postgres)
 * -> the model at OPENAI_BASE_URL with the server-side OPENAI_API_KEY, or the offline demo tutor.
 * Imports only relative files, so it runs unchanged under Deno and Node.
 */
import { demoCompletion } from './demo.ts';
import { readLimits } from './limits.ts';
import { validateChatRequest } from './validate.ts';

type Env = Record<string, string | undefined>;

/** The slice of a supabase-js client this function uses (structural, so no bare import here). */
export interface SupabaseLike {
  auth: {
    getUser(jwt: string): Promise<{ data: { user: { id: string } | null }; error: unknown }>;
  };
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: unknown }>;
}
export type CreateClient = (
  url: string,
  key: string,
  options: Record<string, unknown>,
) => SupabaseLike;

export interface HandlerDeps {
  /** supabase-js `createClient`; the Deno entry passes the `npm:` one, Node loads it itself. */
  createClient?: CreateClient;
  fetch?: typeof fetch;
}

const BASE_CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};
// The openai SDK adds x-stainless-* headers; supabase-js adds x-client-info.
const DEFAULT_ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-retry-count, x-stainless-arch, x-stainless-lang, x-stainless-os, x-stainless-package-version, x-stainless-retry-count, x-stainless-runtime, x-stainless-runtime-version, x-stainless-timeout';

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...BASE_CORS, 'Content-Type': 'application/json; charset=utf-8', ...extra },
  });
}

/** Errors in the OpenAI shape, so the SDK surfaces `message` to the app. */
function error(status: number, message: string, code: string, extra: Record<string, string> = {}) {
  return json(status, { error: { message, type: 'tutor_error', code } }, extra);
}

let nodeCreateClient: Promise<CreateClient> | null = null;
/** Node (local stack, Vitest): supabase-js from node_modules, with `ws` for Node 20. */
function loadNodeCreateClient(): Promise<CreateClient> {
  nodeCreateClient ??= (async () => {
    const supabaseSpecifier = '@supabase/supabase-js';
    const wsSpecifier = 'ws';
    const supabase = (await import(supabaseSpecifier)) as { createClient: CreateClient };
    const ws = (await import(wsSpecifier).catch(() => null)) as { default?: unknown } | null;
    const transport = (globalThis as { WebSocket?: unknown }).WebSocket ?? ws?.default;
    return (url, key, options) =>
      supabase.createClient(url, key, { ...options, realtime: { transport } });
  })();
  return nodeCreateClient;
}

export function createHandler(env: Env, deps: HandlerDeps = {}) {
  const limits = readLimits(env);
  const doFetch = deps.fetch ?? fetch;
  const supabaseUrl = env.SUPABASE_URL ?? '';
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const openaiKey = env.OPENAI_API_KEY?.trim() ?? '';
  const openaiBase = (env.OPENAI_BASE_URL?.trim() || 'https://api.openai.com/v1').replace(
    /\/+$/,
    '',
  );
  const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

  async function clients() {
    const create = deps.createClient ?? (await loadNodeCreateClient());
    return {
      anon: create(supabaseUrl, anonKey, clientOptions),
      service: create(supabaseUrl, serviceKey, clientOptions),
    };
  }

  return async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...BASE_CORS,
          'Access-Control-Allow-Headers':
            req.headers.get('Access-Control-Request-Headers') || DEFAULT_ALLOWED_HEADERS,
        },
      });
    }
    const path = new URL(req.url).pathname.replace(/\/+$/, '');
    if (!/\/tutor(\/chat\/completions)?$/.test(path)) {
      return error(
        404,
        'Ruta no encontrada. Usa POST /functions/v1/tutor/chat/completions.',
        'not_found',
      );
    }
    if (req.method !== 'POST') {
      return error(405, 'Método no permitido: usa POST.', 'method_not_allowed', {
        Allow: 'POST, OPTIONS',
      });
    }

    const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]?.trim();
    if (!token)
      return error(401, 'Falta el token de sesión. Inicia sesión de nuevo.', 'missing_token');
    if (!supabaseUrl || !anonKey || !serviceKey) {
      console.error('tutor: faltan SUPABASE_URL, SUPABASE_ANON_KEY o SUPABASE_SERVICE_ROLE_KEY');
      return error(500, 'El servicio del tutor no está configurado.', 'misconfigured');
    }
    const { anon, service } = await clients();
    let userId: string;
    try {
      const { data, error: authError } = await anon.auth.getUser(token);
      if (authError || !data.user) {
        return error(401, 'Sesión no válida o expirada. Inicia sesión de nuevo.', 'invalid_token');
      }
      userId = data.user.id;
    } catch (cause) {
      console.error('tutor: no se pudo verificar la sesión', cause);
      return error(503, 'No se pudo verificar la sesión. Intenta de nuevo.', 'auth_unavailable');
    }

    const declared = Number(req.headers.get('Content-Length') ?? '0');
    if (declared > limits.maxBodyBytes) {
      return error(413, 'La solicitud es demasiado grande.', 'payload_too_large');
    }
    const raw = await req.text();
    if (new TextEncoder().encode(raw).length > limits.maxBodyBytes) {
      return error(413, 'La solicitud es demasiado grande.', 'payload_too_large');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return error(400, 'El cuerpo de la solicitud no es JSON válido.', 'invalid_json');
    }
    const checked = validateChatRequest(body, limits);
    if (!checked.ok) return error(400, checked.message, 'invalid_request');

    const quota = await service.rpc('tutor_consume_quota', {
      p_user_id: userId,
      p_per_minute: limits.perMinute,
      p_per_day: limits.perDay,
      p_tokens_per_day: limits.tokensPerDay,
    });
    if (quota.error) {
      console.error('tutor: tutor_consume_quota falló', quota.error);
      return error(
        503,
        'No se pudo verificar el límite de uso. Intenta más tarde.',
        'quota_unavailable',
      );
    }
    const verdict = (quota.data ?? {}) as {
      allowed?: boolean;
      scope?: string;
      retry_after_seconds?: number;
    };
    if (verdict.allowed !== true) {
      const retry = String(Math.max(1, Math.ceil(verdict.retry_after_seconds ?? 60)));
      const message =
        verdict.scope === 'day'
          ? `Alcanzaste el límite de ${limits.perDay} mensajes por día. Vuelve mañana para seguir aprendiendo.`
          : `Vas muy rápido: el límite es de ${limits.perMinute} mensajes por minuto. Espera un momento e intenta de nuevo.`;
      return error(429, message, 'rate_limited', { 'Retry-After': retry });
    }

    if (!openaiKey) return json(200, demoCompletion(checked.request));

    let upstream: Response;
    try {
      upstream = await doFetch(`${openaiBase}/chat/completions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${openaiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(checked.request),
        signal: AbortSignal.timeout(limits.upstreamTimeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      console.error('tutor: el modelo no respondió', cause);
      return timedOut
        ? error(
            504,
            'El modelo tardó demasiado en responder. Intenta de nuevo.',
            'upstream_timeout',
          )
        : error(502, 'No se pudo contactar al modelo. Intenta de nuevo.', 'upstream_unreachable');
    }
    const text = await upstream.text().catch(() => '');
    if (!upstream.ok) {
      console.error(`tutor: el modelo respondió ${upstream.status}: ${text.slice(0, 500)}`);
      if (upstream.status === 429) {
        return error(
          503,
          'El modelo está saturado en este momento. Intenta en unos segundos.',
          'upstream_busy',
          {
            'Retry-After': upstream.headers.get('Retry-After') ?? '10',
          },
        );
      }
      if (upstream.status === 400) {
        return error(502, 'El modelo rechazó la solicitud.', 'upstream_rejected');
      }
      if (upstream.status === 401 || upstream.status === 403) {
        return error(502, 'El servidor no tiene una clave válida para el modelo.', 'upstream_auth');
      }
      return error(502, 'El modelo falló al responder. Intenta de nuevo.', 'upstream_error');
    }
    try {
      const completion = JSON.parse(text) as { choices?: unknown };
      if (!Array.isArray(completion.choices)) throw new Error('sin choices');
      return json(200, completion);
    } catch {
      console.error(`tutor: respuesta del modelo no válida: ${text.slice(0, 200)}`);
      return error(502, 'El modelo devolvió una respuesta no válida.', 'upstream_invalid');
    }
  };
}
