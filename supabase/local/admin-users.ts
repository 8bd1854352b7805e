/**
 * workaround "admin-delete-user": lite has no GoTrue admin API; supabase-js's
 * auth.admin.deleteUser(id) (the account function) gets GoTrue's answers here.
 */
import type { PGlite } from '@electric-sql/pglite';

import { json, type Mutex } from './http.ts';
import { resolveRequestAuth } from './keys.ts';

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
