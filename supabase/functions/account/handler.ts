/**
 * The account function: a student's data rights (issue 12).
 *
 *   POST /functions/v1/account { "action": "export" }
 *     -> 200 the caller's data as one JSON document (account fields, every conversation with its
 *        messages and metrics, the stored files with signed links), read with the caller's own
 *        token, so RLS decides what it contains.
 *   POST /functions/v1/account { "action": "delete", "password": "...", "confirmation": "ELIMINAR" }
 *     -> 200 { deleted: true, removed_files } after re-checking the password: the user's storage
 *        objects go through the Storage API, then the user is deleted with the service role
 *        (auth.admin.deleteUser), which cascades to conversations, messages, metrics and quota rows;
 *        announcements they wrote keep created_by = null. The last admin is refused (409).
 *
 * Errors: JSON { error: <Spanish text>, code } with 400/401/403/405/409/413/500/502.
 * Shared by the Deno entry (`index.ts`) and the local stack (Node); imports only relative files.
 */

type Env = Record<string, string | undefined>;

/** The word the student types to confirm deletion (the SPA shows and checks the same). */
export const DELETE_CONFIRMATION_WORD = 'ELIMINAR';
/** Signed links in an export stay valid this long. */
export const EXPORT_LINK_SECONDS = 60 * 60;
export const EXPORT_FORMAT = 'tutor-mis-datos-v1';
const MAX_BODY_BYTES = 4096;
const BUCKETS = ['avatars', 'chat-images'] as const;
const LIST_PAGE = 1000;
/** Part of the database's refusal (private.assert_not_last_admin). */
const LAST_ADMIN_MARK = 'único administrador';

type ApiError = { message?: string; code?: string; hint?: string; status?: number } | null;
type Result<T> = { data: T; error: ApiError };

interface UserLike {
  id: string;
  email?: string | null;
  phone?: string | null;
  created_at?: string;
  updated_at?: string;
  last_sign_in_at?: string | null;
  email_confirmed_at?: string | null;
  user_metadata?: Record<string, unknown>;
}

interface BucketLike {
  list(
    path: string,
    options: { limit: number; offset: number; sortBy?: { column: string; order: string } },
  ): PromiseLike<
    Result<Array<{
      name: string;
      id: string | null;
      metadata?: Record<string, unknown> | null;
    }> | null>
  >;
  createSignedUrl(
    path: string,
    expiresIn: number,
  ): PromiseLike<Result<{ signedUrl: string } | null>>;
  remove(paths: string[]): PromiseLike<Result<unknown>>;
}

/** The slice of a supabase-js client this function uses (structural, so no bare import here). */
export interface SupabaseLike {
  auth: {
    getUser(jwt: string): Promise<{ data: { user: UserLike | null }; error: unknown }>;
    signInWithPassword(credentials: {
      email: string;
      password: string;
    }): Promise<{ data: unknown; error: unknown }>;
    admin: { deleteUser(id: string): Promise<{ data: unknown; error: ApiError }> };
  };
  rpc(fn: string, args?: Record<string, unknown>): PromiseLike<Result<unknown>>;
  storage: { from(bucket: string): BucketLike };
}
export type CreateClient = (
  url: string,
  key: string,
  options: Record<string, unknown>,
) => SupabaseLike;

export interface HandlerDeps {
  /** supabase-js `createClient`; the Deno entry passes the `npm:` one, Node loads it itself. */
  createClient?: CreateClient;
}

const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8', ...extra },
  });
}

function fail(status: number, error: string, code: string, extra: Record<string, string> = {}) {
  return json(status, { error, code }, extra);
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

export type AccountRequest =
  { action: 'export' } | { action: 'delete'; password: string; confirmation: string };

/** Checks the body's shape; a Spanish message for what is wrong. */
export function parseAccountRequest(
  body: unknown,
): { ok: true; request: AccountRequest } | { ok: false; message: string; code: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'La solicitud no es válida.', code: 'invalid_request' };
  }
  const b = body as Record<string, unknown>;
  if (b.action === 'export') return { ok: true, request: { action: 'export' } };
  if (b.action !== 'delete') {
    return {
      ok: false,
      message: 'Acción desconocida: usa "export" o "delete".',
      code: 'invalid_request',
    };
  }
  if (typeof b.password !== 'string' || b.password === '') {
    return {
      ok: false,
      message: 'Escribe tu contraseña para eliminar la cuenta.',
      code: 'password_required',
    };
  }
  if (b.confirmation !== DELETE_CONFIRMATION_WORD) {
    return {
      ok: false,
      message: `Escribe ${DELETE_CONFIRMATION_WORD} para confirmar que quieres eliminar la cuenta.`,
      code: 'confirmation_required',
    };
  }
  return {
    ok: true,
    request: { action: 'delete', password: b.password, confirmation: b.confirmation },
  };
}

/** Every object path under `{userId}/` in a bucket (one level of sub-folders, as the app writes). */
async function listUserObjects(client: SupabaseLike, bucket: string, userId: string) {
  const files: Array<{ path: string; metadata: Record<string, unknown> | null }> = [];
  const folders = [userId];
  while (folders.length > 0) {
    const folder = folders.shift()!;
    for (let offset = 0; ; offset += LIST_PAGE) {
      const { data, error } = await client.storage
        .from(bucket)
        .list(folder, { limit: LIST_PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
      if (error) throw new Error(`list ${bucket}/${folder}: ${error.message ?? 'error'}`);
      const page = data ?? [];
      for (const item of page) {
        const path = `${folder}/${item.name}`;
        if (item.id === null) folders.push(path);
        else files.push({ path, metadata: item.metadata ?? null });
      }
      if (page.length < LIST_PAGE) break;
    }
  }
  return files;
}

export function createHandler(env: Env, deps: HandlerDeps = {}) {
  const supabaseUrl = env.SUPABASE_URL ?? '';
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

  async function create(key: string, token?: string) {
    const make = deps.createClient ?? (await loadNodeCreateClient());
    return make(supabaseUrl, key, {
      ...clientOptions,
      ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    });
  }

  async function exportData(user: UserLike, token: string): Promise<Response> {
    const asUser = await create(anonKey, token);
    const own = await asUser.rpc('export_my_data');
    if (own.error) {
      console.error('account: export_my_data falló', own.error);
      return fail(
        502,
        'No se pudieron leer tus conversaciones. Inténtalo de nuevo.',
        'read_failed',
      );
    }
    const generatedAt = new Date();
    const expiresAt = new Date(generatedAt.getTime() + EXPORT_LINK_SECONDS * 1000).toISOString();
    const files: Array<Record<string, unknown>> = [];
    try {
      for (const bucket of BUCKETS) {
        for (const file of await listUserObjects(asUser, bucket, user.id)) {
          const signed = await asUser.storage
            .from(bucket)
            .createSignedUrl(file.path, EXPORT_LINK_SECONDS);
          if (signed.error || !signed.data) {
            throw new Error(`sign ${bucket}/${file.path}: ${signed.error?.message ?? 'error'}`);
          }
          files.push({
            bucket,
            path: file.path,
            size: file.metadata?.size ?? null,
            content_type: file.metadata?.mimetype ?? null,
            signed_url: signed.data.signedUrl,
            expires_at: expiresAt,
          });
        }
      }
    } catch (cause) {
      console.error('account: no se pudieron listar los archivos', cause);
      return fail(502, 'No se pudieron leer tus archivos. Inténtalo de nuevo.', 'storage_failed');
    }
    const conversations = (own.data as { conversations?: unknown[] } | null)?.conversations ?? [];
    return json(200, {
      format: EXPORT_FORMAT,
      generated_at: generatedAt.toISOString(),
      about:
        'Tus datos en Tutor: tu cuenta, todas tus conversaciones con sus mensajes y métricas, y tus archivos. Los enlaces de los archivos caducan en 1 hora.',
      account: {
        id: user.id,
        email: user.email ?? null,
        phone: user.phone ?? null,
        created_at: user.created_at ?? null,
        updated_at: user.updated_at ?? null,
        last_sign_in_at: user.last_sign_in_at ?? null,
        email_confirmed_at: user.email_confirmed_at ?? null,
        profile: user.user_metadata ?? {},
      },
      conversations,
      files,
    });
  }

  async function deleteAccount(user: UserLike, password: string): Promise<Response> {
    if (!user.email) {
      return fail(400, 'Esta cuenta no tiene correo para comprobar la contraseña.', 'no_email');
    }
    const check = await create(anonKey);
    const signIn = await check.auth.signInWithPassword({ email: user.email, password });
    if (signIn.error) {
      const status = (signIn.error as { status?: number }).status;
      if (status === 429) {
        return fail(
          429,
          'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
          'rate_limited',
        );
      }
      return fail(403, 'La contraseña no es correcta.', 'wrong_password');
    }

    const service = await create(serviceKey);
    const plan = await service.rpc('account_deletion_plan', { p_user_id: user.id });
    if (plan.error) {
      // PostgREST passes the hint; the local stack only the message, prefixed 'error: '.
      const message = (plan.error.message ?? '').replace(/^error:\s*/, '');
      if (plan.error.hint === 'last_admin' || message.includes(LAST_ADMIN_MARK)) {
        return fail(409, message, 'last_admin');
      }
      console.error('account: account_deletion_plan falló', plan.error);
      return fail(502, 'No se pudo eliminar la cuenta. Inténtalo de nuevo.', 'delete_failed');
    }
    const objects = (plan.data ?? []) as Array<{ bucket_id: string; name: string }>;
    let removed = 0;
    try {
      for (const bucket of BUCKETS) {
        const names = objects.filter((o) => o.bucket_id === bucket).map((o) => o.name);
        for (let i = 0; i < names.length; i += LIST_PAGE) {
          const chunk = names.slice(i, i + LIST_PAGE);
          const { error } = await service.storage.from(bucket).remove(chunk);
          if (error) throw new Error(`remove ${bucket}: ${error.message ?? 'error'}`);
          removed += chunk.length;
        }
      }
    } catch (cause) {
      console.error('account: no se pudieron borrar los archivos', cause);
      return fail(502, 'No se pudieron borrar tus archivos. Inténtalo de nuevo.', 'delete_failed');
    }

    const deleted = await service.auth.admin.deleteUser(user.id);
    if (deleted.error) {
      console.error('account: deleteUser falló', deleted.error);
      if (
        /last_admin/.test(deleted.error.message ?? '') ||
        (deleted.error.message ?? '').includes(LAST_ADMIN_MARK)
      ) {
        return fail(
          409,
          'No puedes eliminar tu cuenta porque eres el único administrador.',
          'last_admin',
        );
      }
      return fail(502, 'No se pudo eliminar la cuenta. Inténtalo de nuevo.', 'delete_failed');
    }
    return json(200, { deleted: true, removed_files: removed });
  }

  return async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...CORS,
          'Access-Control-Allow-Headers':
            req.headers.get('Access-Control-Request-Headers') || ALLOWED_HEADERS,
        },
      });
    }
    const path = new URL(req.url).pathname.replace(/\/+$/, '');
    if (!/\/account$/.test(path)) {
      return fail(404, 'Ruta no encontrada. Usa POST /functions/v1/account.', 'not_found');
    }
    if (req.method !== 'POST') {
      return fail(405, 'Método no permitido: usa POST.', 'method_not_allowed', {
        Allow: 'POST, OPTIONS',
      });
    }
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]?.trim();
    if (!token) {
      return fail(401, 'Falta el token de sesión. Inicia sesión de nuevo.', 'missing_token');
    }
    if (!supabaseUrl || !anonKey || !serviceKey) {
      console.error('account: faltan SUPABASE_URL, SUPABASE_ANON_KEY o SUPABASE_SERVICE_ROLE_KEY');
      return fail(500, 'El servicio de cuentas no está configurado.', 'misconfigured');
    }

    const raw = await req.text();
    if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) {
      return fail(413, 'La solicitud es demasiado grande.', 'payload_too_large');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return fail(400, 'El cuerpo de la solicitud no es JSON válido.', 'invalid_request');
    }
    const parsed = parseAccountRequest(body);
    if (!parsed.ok) return fail(400, parsed.message, parsed.code);

    let user: UserLike;
    try {
      const anon = await create(anonKey);
      const { data, error } = await anon.auth.getUser(token);
      if (error || !data.user) {
        return fail(401, 'Sesión no válida o expirada. Inicia sesión de nuevo.', 'invalid_token');
      }
      user = data.user;
    } catch (cause) {
      console.error('account: no se pudo verificar la sesión', cause);
      return fail(503, 'No se pudo verificar la sesión. Inténtalo de nuevo.', 'auth_unavailable');
    }

    return parsed.request.action === 'export'
      ? exportData(user, token)
      : deleteAccount(user, parsed.request.password);
  };
}
