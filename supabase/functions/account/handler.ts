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
import { type JsonFunction, readJsonRequest } from '../_shared/http/http.ts';
import { verifiedUser } from '../_shared/http/session.ts';

import { accountDeleted, deleteAccount, isUserGone } from './delete.ts';
import { exportData } from './export.ts';
import { type AccountRequest, parseAccountRequest } from './request.ts';
import type { CreateClient } from './types.ts';

export type { CreateClient } from './types.ts';

type Env = Record<string, string | undefined>;

/** The request this function takes, checked before its own work (readJsonRequest). */
const ACCOUNT: JsonFunction<AccountRequest> = {
  name: 'account',
  unconfigured: 'El servicio de cuentas no está configurado.',
  maxBytes: 4096,
  parse: parseAccountRequest,
};

export interface HandlerDeps {
  /** supabase-js `createClient`; the Deno entry passes the `npm:` one, Node loads it itself. */
  createClient?: CreateClient;
}

export function createHandler(env: Env, deps: HandlerDeps = {}) {
  const clients = supabaseClients(env, deps.createClient);

  return async function handle(req: Request): Promise<Response> {
    const opened = await readJsonRequest(req, ACCOUNT, clients.configured);
    if (opened instanceof Response) return opened;
    const { token, request } = opened;
    const user = await verifiedUser(clients.anon, token, 'account', (error) =>
      isUserGone(error) ? accountDeleted() : null,
    );
    if (user instanceof Response) return user;

    return request.action === 'export'
      ? exportData(clients, user, token)
      : deleteAccount(clients, user, request.password, token);
  };
}
