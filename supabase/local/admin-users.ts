/**
 * workaround "admin-delete-user" / "admin-create-user": lite has no GoTrue admin API; supabase-js's
 * auth.admin.deleteUser(id) (the account function) and auth.admin.createUser({...}) (the
 * class-accounts function) get GoTrue's answers here.
 */
import type { PGlite } from '@electric-sql/pglite';

import { json, type Mutex } from './http.ts';
import { PUBLISHABLE_KEY, resolveRequestAuth } from './keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () =>
  json({ code: 404, error_code: 'user_not_found', msg: 'User not found' }, 404);

/** DELETE /auth/v1/admin/users/:id, for the service role only. */
export async function deleteUser(
  { pg, mutex }: { pg: PGlite; mutex: Mutex },
  req: Request,
  id: string,
): Promise<Response> {
  const auth = await resolveRequestAuth(req);
  if (!auth.ok) return json({ code: 401, error_code: 'bad_jwt', msg: auth.message }, 401);
  if (auth.role !== 'service_role') {
    return json({ code: 403, error_code: 'not_admin', msg: 'User not allowed' }, 403);
  }
  if (!UUID.test(id)) return notFound();
  try {
    // Deleting the row cascades to lite's sessions and identities and to the app's tables.
    const { rows } = await mutex.run(() =>
      pg.query<Record<string, unknown>>(
        `delete from auth.users where id = $1
         returning id, aud, role, email, created_at, updated_at,
           raw_app_meta_data as app_metadata, raw_user_meta_data as user_metadata`,
        [id],
      ),
    );
    return rows[0] ? json(rows[0], 200) : notFound();
  } catch (error) {
    // GoTrue answers a failing delete (e.g. a trigger's refusal) with 500.
    const message = (error as Error).message;
    return json({ code: 500, error_code: 'unexpected_failure', msg: message }, 500);
  }
}

interface CreateUserBody {
  email?: unknown;
  password?: unknown;
  user_metadata?: unknown;
  app_metadata?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * POST /auth/v1/admin/users, for the service role only: lite's own sign-up creates the user (its
 * hashing, identities and checks; sign-ups are auto-confirmed locally), then the row gets the
 * app_metadata (which no sign-up may set), no sign-in yet, and none of the sign-up's sessions, as
 * GoTrue's admin create leaves it. Answers the user, or lite's refusal (e.g. 422 email_exists).
 */
export async function createUser(
  { pg, mutex }: { pg: PGlite; mutex: Mutex },
  req: Request,
  signUp: (req: Request) => Promise<Response>,
): Promise<Response> {
  const auth = await resolveRequestAuth(req);
  if (!auth.ok) return json({ code: 401, error_code: 'bad_jwt', msg: auth.message }, 401);
  if (auth.role !== 'service_role') {
    return json({ code: 403, error_code: 'not_admin', msg: 'User not allowed' }, 403);
  }
  const body = (await req.json().catch(() => null)) as CreateUserBody | null;
  if (!body || typeof body.email !== 'string' || typeof body.password !== 'string') {
    return json(
      { code: 400, error_code: 'validation_failed', msg: 'Email and password are required' },
      400,
    );
  }
  const appMetadata = isObject(body.app_metadata) ? body.app_metadata : {};
  const answer = await signUp(
    new Request(new URL('/auth/v1/signup', req.url), {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: body.email,
        password: body.password,
        data: isObject(body.user_metadata) ? body.user_metadata : {},
      }),
    }),
  );
  if (!answer.ok) return answer;
  const signedUp = (await answer.json()) as { user?: { id?: string }; id?: string };
  const id = signedUp.user?.id ?? signedUp.id;
  if (!id) return json({ code: 500, error_code: 'unexpected_failure', msg: 'No user' }, 500);
  const { rows } = await mutex.run(async () => {
    await pg.query('delete from auth.refresh_tokens where user_id = $1', [id]);
    await pg.query('delete from auth.sessions where user_id = $1', [id]);
    return pg.query<Record<string, unknown>>(
      `update auth.users
       set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || $2::jsonb,
           last_sign_in_at = null
       where id = $1
       returning id, aud, role, email, created_at, updated_at, last_sign_in_at,
         raw_app_meta_data as app_metadata, raw_user_meta_data as user_metadata`,
      [id, JSON.stringify(appMetadata)],
    );
  });
  return rows[0] ? json(rows[0], 200) : notFound();
}
