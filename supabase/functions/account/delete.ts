/**
 * 'Eliminar mi cuenta', after the password is checked again: the user's storage objects go
 * through the Storage API, then the user is deleted with the service role
 * (auth.admin.deleteUser), which cascades to conversations, messages, metrics and quota rows;
 * announcements they wrote keep created_by = null. The last admin is refused (409).
 */
import { errorResponse, json } from '../_shared/http/http.ts';

import { BUCKETS, type Clients, LIST_PAGE, type SupabaseLike, type UserLike } from './types.ts';

/** Part of the database's refusal (private.assert_not_last_admin). */
const LAST_ADMIN_MARK = 'único administrador';

/** The answer to a deletion that finds the account already gone (a parallel request deleted it):
 * 404 like GoTrue's `user_not_found`, in words the student understands. */
export const ACCOUNT_DELETED_TEXT = 'Esta cuenta ya fue eliminada.';
export const accountDeleted = () => errorResponse(404, ACCOUNT_DELETED_TEXT, 'account_deleted');

/** GoTrue's answer for a user that no longer exists (getUser: 403, admin delete: 404). */
export function isUserGone(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'user_not_found';
}

/** Whether the session's user still exists (a failed password check may mean it was deleted). */
async function userStillExists(clients: Clients, token: string): Promise<boolean> {
  const anon = await clients.anon();
  const { error } = await anon.auth.getUser(token);
  return !isUserGone(error);
}

const deleteFailed = () =>
  errorResponse(502, 'No se pudo eliminar la cuenta. Inténtalo de nuevo.', 'delete_failed');

/** Null when the password signs the user in; otherwise the refusal. */
async function checkPassword(clients: Clients, email: string, password: string) {
  const check = await clients.anon();
  const signIn = await check.auth.signInWithPassword({ email, password });
  if (!signIn.error) return null;
  if ((signIn.error as { status?: number }).status === 429) {
    return errorResponse(
      429,
      'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
      'rate_limited',
    );
  }
  return errorResponse(403, 'La contraseña no es correcta.', 'wrong_password');
}

/** Removes the objects the database's deletion plan lists; how many. */
async function removeObjects(
  service: SupabaseLike,
  objects: Array<{ bucket_id: string; name: string }>,
) {
  let removed = 0;
  for (const bucket of BUCKETS) {
    const names = objects.filter((o) => o.bucket_id === bucket).map((o) => o.name);
    for (let i = 0; i < names.length; i += LIST_PAGE) {
      const chunk = names.slice(i, i + LIST_PAGE);
      const { error } = await service.storage.from(bucket).remove(chunk);
      if (error) throw new Error(`remove ${bucket}: ${error.message ?? 'error'}`);
      removed += chunk.length;
    }
  }
  return removed;
}

export async function deleteAccount(
  clients: Clients,
  user: UserLike,
  password: string,
  token: string,
): Promise<Response> {
  if (!user.email) {
    return errorResponse(
      400,
      'Esta cuenta no tiene correo para comprobar la contraseña.',
      'no_email',
    );
  }
  const refused = await checkPassword(clients, user.email, password);
  if (refused) return (await userStillExists(clients, token)) ? refused : accountDeleted();

  const service = await clients.service();
  const plan = await service.rpc('account_deletion_plan', { p_user_id: user.id });
  if (plan.error) {
    // PostgREST passes the hint; the local stack only the message, prefixed 'error: '.
    const message = (plan.error.message ?? '').replace(/^error:\s*/, '');
    if (plan.error.hint === 'last_admin' || message.includes(LAST_ADMIN_MARK)) {
      return errorResponse(409, message, 'last_admin');
    }
    console.error('account: account_deletion_plan falló', plan.error);
    return deleteFailed();
  }
  let removed: number;
  try {
    removed = await removeObjects(
      service,
      (plan.data ?? []) as Array<{ bucket_id: string; name: string }>,
    );
  } catch (cause) {
    console.error('account: no se pudieron borrar los archivos', cause);
    return errorResponse(
      502,
      'No se pudieron borrar tus archivos. Inténtalo de nuevo.',
      'delete_failed',
    );
  }

  const deleted = await service.auth.admin.deleteUser(user.id);
  // A parallel request deleted the account between this one's checks and here.
  if (isUserGone(deleted.error)) return accountDeleted();
  if (deleted.error) {
    console.error('account: deleteUser falló', deleted.error);
    const message = deleted.error.message ?? '';
    if (/last_admin/.test(message) || message.includes(LAST_ADMIN_MARK)) {
      return errorResponse(
        409,
        'No puedes eliminar tu cuenta porque eres el único administrador.',
        'last_admin',
      );
    }
    return deleteFailed();
  }
  return json(200, { deleted: true, removed_files: removed });
}
