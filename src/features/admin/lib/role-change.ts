import { adminTexts as texts } from '../texts';

const t = texts.users;

/**
 * set_user_admin_role refuses to demote the only administrator (22023 'invalid argument: cannot
 * remove the last administrator'); account deletion refuses the last admin with P0001, hint
 * 'last_admin'. Either way the admin reads why and what to do first.
 */
function isLastAdminRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { message, hint } = error as { message?: unknown; hint?: unknown };
  return (
    hint === 'last_admin' || (typeof message === 'string' && /last administrator/i.test(message))
  );
}

/** What the admin reads when a role change fails: the last-admin reason, else 'Error al actualizar el rol de admin'. */
export function roleChangeFailureText(error: unknown): string {
  return isLastAdminRefusal(error) ? t.roleErrorLastAdmin : t.roleError;
}
