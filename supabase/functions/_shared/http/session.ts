/**
 * The caller's session, checked the same way by every function: a token Auth does not accept is
 * refused 401 with one text, and an Auth that cannot be asked 503 (logged under the function's
 * name), so the SPA reads one answer whichever function it called. Not imported by the SPA.
 */
import { errorResponse } from './http.ts';

/** 401: the bearer token is no live session. */
export function invalidSession(): Response {
  return errorResponse(
    401,
    'Sesión no válida o expirada. Inicia sesión de nuevo.',
    'invalid_token',
  );
}

/** 503: Auth could not be asked about the token (`cause` logged under the function's name). */
export function sessionUnverified(name: string, cause: unknown): Response {
  console.error(`${name}: no se pudo verificar la sesión`, cause);
  return errorResponse(
    503,
    'No se pudo verificar la sesión. Inténtalo de nuevo.',
    'auth_unavailable',
  );
}

interface AuthLike<User> {
  auth: { getUser(token: string): Promise<{ data: { user: User | null }; error: unknown }> };
}

/**
 * The caller's user as Auth reads the token (`anon` makes the anon client), or the refusal: 401 or
 * 503 as above. `refuse` may answer an Auth error its own way first (the account function: an
 * account already deleted).
 */
export async function verifiedUser<User>(
  anon: () => Promise<AuthLike<User>>,
  token: string,
  name: string,
  refuse: (error: unknown) => Response | null = () => null,
): Promise<User | Response> {
  try {
    const { data, error } = await (await anon()).auth.getUser(token);
    const refused = error ? refuse(error) : null;
    if (refused) return refused;
    if (error || !data.user) return invalidSession();
    return data.user;
  } catch (cause) {
    return sessionUnverified(name, cause);
  }
}
