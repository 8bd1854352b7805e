/**
 * The account function: a student's data rights (download everything, delete the account).
 *
 *   POST /functions/v1/account { "action": "export" }
 *     -> 200 the caller's data as one JSON document (export.ts).
 *   POST /functions/v1/account { "action": "delete", "password": "...", "confirmation": "ELIMINAR" }
 *     -> 200 { deleted: true, removed_files } after re-checking the password (delete.ts).
 *
 * Errors: JSON { error: <Spanish text>, code } with 400/401/403/405/409/413/500/502.
 * Shared by the Deno entry (`index.ts`) and the local stack (Node); imports only relative files.
 */
import { supabaseClients } from '../_shared/http/clients.ts';
import { checkRequest, errorResponse, readJsonBody } from '../_shared/http/http.ts';

import { accountDeleted, deleteAccount, isUserGone } from './delete.ts';
import { exportData } from './export.ts';
import { parseAccountRequest } from './request.ts';
import type { CreateClient, UserLike } from './types.ts';

export type { CreateClient } from './types.ts';

type Env = Record<string, string | undefined>;

const MAX_BODY_BYTES = 4096;

export interface HandlerDeps {
  /** supabase-js `createClient`; the Deno entry passes the `npm:` one, Node loads it itself. */
  createClient?: CreateClient;
}

export function createHandler(env: Env, deps: HandlerDeps = {}) {
  const clients = supabaseClients(env, deps.createClient);

  return async function handle(req: Request): Promise<Response> {
    const checked = checkRequest(req, 'account');
    if (checked instanceof Response) return checked;
    const { token } = checked;
    if (!clients.configured) {
      console.error('account: faltan SUPABASE_URL, SUPABASE_ANON_KEY o SUPABASE_SERVICE_ROLE_KEY');
      return errorResponse(500, 'El servicio de cuentas no está configurado.', 'misconfigured');
    }

    const read = await readJsonBody(req, MAX_BODY_BYTES);
    if (read instanceof Response) return read;
    const parsed = parseAccountRequest(read.body);
    if (!parsed.ok) return errorResponse(400, parsed.message, parsed.code);

    let user: UserLike;
    try {
      const anon = await clients.anon();
      const { data, error } = await anon.auth.getUser(token);
      if (isUserGone(error)) return accountDeleted();
      if (error || !data.user) {
        return errorResponse(
          401,
          'Sesión no válida o expirada. Inicia sesión de nuevo.',
          'invalid_token',
        );
      }
      user = data.user;
    } catch (cause) {
      console.error('account: no se pudo verificar la sesión', cause);
      return errorResponse(
        503,
        'No se pudo verificar la sesión. Inténtalo de nuevo.',
        'auth_unavailable',
      );
    }

    return parsed.request.action === 'export'
      ? exportData(clients, user, token)
      : deleteAccount(clients, user, parsed.request.password, token);
  };
}
