/**
 * The class-accounts function: accounts a school hands out (docs/class-accounts.md).
 *
 * For anyone holding a card (the anon key is enough):
 *   { "action": "roster", "code" }                         -> 200 { students: [{ id, name }] }
 *   { "action": "sign-in", "code", "student_id", "secret" } -> 200 { session } (a normal session)
 * For the class's teachers and admins (their session):
 *   { "action": "create", "class_id", "names": [...] }     -> 200 { code, cards: [{ id, name, secret }] }
 *   { "action": "reset", "class_id", "student_id" }         -> 200 { code, card }
 *   { "action": "remove", "class_id", "student_id" }        -> 200 { removed: true }
 *
 * Errors: JSON { error: <Spanish text>, code } with 400/401/403/404/405/413/429/500/502.
 * Shared by the Deno entry (`index.ts`) and the local stack (Node); imports only relative files.
 */
import {
  CLASS_LOGIN_TEXTS as T,
  nameListProblem,
  newSecret,
  normaliseSecret,
} from '../_shared/classes/class-accounts.ts';
import { supabaseClients } from '../_shared/http/clients.ts';
import { errorResponse, json, type JsonFunction, readJsonRequest } from '../_shared/http/http.ts';
import { invalidSession } from '../_shared/http/session.ts';
import { removeObjects } from '../account/delete.ts';
import type { SupabaseLike as AccountClient } from '../account/types.ts';

import { type ClassAccountRequest, parseClassAccountRequest } from './request.ts';
import type { CreateClient, Clients, SupabaseLike } from './types.ts';

export type { CreateClient } from './types.ts';

type Env = Record<string, string | undefined>;

/** The request this function takes, checked before its own work (readJsonRequest). */
const CLASS_ACCOUNTS: JsonFunction<ClassAccountRequest> = {
  name: 'class-accounts',
  unconfigured: 'El servicio de cuentas no está configurado.',
  maxBytes: 16 * 1024,
  parse: parseClassAccountRequest,
};

export interface HandlerDeps {
  createClient?: CreateClient;
}

const failed = () =>
  errorResponse(502, 'No se pudo completar la operación. Inténtalo de nuevo.', 'failed');

/** A database refusal's own Spanish text (PostgREST's message; the local stack prefixes 'error: '). */
const dbMessage = (error: { message?: string }) => (error.message ?? '').replace(/^error:\s*/, '');

export function createHandler(env: Env, deps: HandlerDeps = {}) {
  const clients: Clients = supabaseClients<SupabaseLike>(env, deps.createClient);

  return async function handle(req: Request): Promise<Response> {
    const opened = await readJsonRequest(req, CLASS_ACCOUNTS, clients.configured);
    if (opened instanceof Response) return opened;
    const { token, request } = opened;
    try {
      if (request.action === 'roster') return await roster(clients, request.code);
      if (request.action === 'sign-in') return await signIn(clients, request);
      return await asTeacher(clients, token, request);
    } catch (cause) {
      console.error('class-accounts: falló', cause);
      return failed();
    }
  };
}

async function roster(clients: Clients, code: string): Promise<Response> {
  const service = await clients.service();
  const { data, error } = await service.rpc('class_login_roster', { p_code: code });
  if (error) {
    if (error.code === '22023') return errorResponse(404, T.badCode, 'bad_code');
    throw new Error(error.message);
  }
  const rows = (data ?? []) as Array<{ user_id: string; display_name: string }>;
  return json(200, { students: rows.map((r) => ({ id: r.user_id, name: r.display_name })) });
}

async function signIn(
  clients: Clients,
  request: Extract<ClassAccountRequest, { action: 'sign-in' }>,
): Promise<Response> {
  const service = await clients.service();
  const { data, error } = await service.rpc('class_login_check', {
    p_code: request.code,
    p_user_id: request.studentId,
    p_secret: normaliseSecret(request.secret),
  });
  if (error) throw new Error(error.message);
  const [check] = (data ?? []) as Array<{
    ok: boolean;
    reason: string;
    retry_after: number | null;
    email: string | null;
    password: string | null;
  }>;
  if (check?.reason === 'rate_limited') {
    return errorResponse(429, T.rateLimited, 'rate_limited', {
      'Retry-After': String(check.retry_after ?? 60),
    });
  }
  if (!check?.ok || !check.email || !check.password) {
    return errorResponse(403, T.wrong, 'wrong_credentials');
  }
  const anon = await clients.anon();
  const signedIn = await anon.auth.signInWithPassword({
    email: check.email,
    password: check.password,
  });
  const session = signedIn.data.session;
  if (signedIn.error || !session) {
    // The auth service's own limit (every card sign-in reaches it from this function's address).
    if (signedIn.error?.status === 429) {
      return errorResponse(429, T.rateLimited, 'rate_limited');
    }
    throw new Error(`password grant: ${signedIn.error?.message ?? 'no session'}`);
  }
  return json(200, {
    session: {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_in: session.expires_in,
    },
  });
}

type TeacherRequest = Exclude<ClassAccountRequest, { action: 'roster' } | { action: 'sign-in' }>;

async function asTeacher(
  clients: Clients,
  token: string,
  request: TeacherRequest,
): Promise<Response> {
  const anon = await clients.anon();
  const { data: who, error: whoError } = await anon.auth.getUser(token);
  if (whoError || !who.user) return invalidSession();
  // The class's accounts as the caller: the database refuses anyone who does not teach the class.
  const asCaller = await clients.anon(token);
  const list = await asCaller.rpc('get_class_accounts', { class_id: request.classId });
  if (list.error) {
    if (list.error.code === '42501' || list.error.code === '22023') {
      return errorResponse(403, T.notTeacher, 'not_teacher');
    }
    throw new Error(list.error.message);
  }
  const accounts = (list.data ?? []) as Array<{ user_id: string; display_name: string }>;
  const service = await clients.service();

  if (request.action === 'create') {
    const taken = accounts.map((a) => a.display_name);
    return createAccounts(service, request, taken, who.user.id);
  }

  const account = accounts.find((a) => a.user_id === request.studentId);
  if (!account) return errorResponse(404, T.notInClass, 'not_in_class');

  if (request.action === 'reset') {
    const secret = newSecret();
    const set = await service.rpc('class_account_set_secret', {
      p_class_id: request.classId,
      p_user_id: account.user_id,
      p_secret: secret,
    });
    if (set.error) throw new Error(set.error.message);
    const again = await asCaller.rpc('get_class_accounts', { class_id: request.classId });
    const code = ((again.data ?? []) as Array<{ login_code: string }>)[0]?.login_code ?? '';
    return json(200, { code, card: { id: account.user_id, name: account.display_name, secret } });
  }

  // remove: the account and everything it owns.
  await removeAccount(service, account.user_id);
  return json(200, { removed: true });
}

/**
 * New accounts for `request.names` in the class: a login each (class_account_logins), the auth
 * user and the enrolment with a fresh secret; a user whose enrolment fails is deleted again. The
 * cards carry the secrets, shown once.
 */
async function createAccounts(
  service: SupabaseLike,
  request: Extract<TeacherRequest, { action: 'create' }>,
  taken: string[],
  teacherId: string,
): Promise<Response> {
  const problem = nameListProblem(request.names, taken);
  if (problem) return errorResponse(400, problem, 'invalid_names');
  const logins = await service.rpc('class_account_logins', {
    p_class_id: request.classId,
    p_count: request.names.length,
  });
  if (logins.error) {
    if (logins.error.code === '22023')
      return errorResponse(400, dbMessage(logins.error), 'class_closed');
    throw new Error(logins.error.message);
  }
  const rows = logins.data as Array<{
    code: string;
    login: string;
    email: string;
    password: string;
  }>;
  const cards: Array<{ id: string; name: string; secret: string }> = [];
  for (const [i, name] of request.names.entries()) {
    const row = rows[i]!;
    const created = await service.auth.admin.createUser({
      email: row.email,
      password: row.password,
      email_confirm: true,
      user_metadata: { name },
      app_metadata: { class_account: true },
    });
    const id = created.data.user?.id;
    if (created.error || !id) throw new Error(`createUser: ${created.error?.message ?? 'no user'}`);
    const secret = newSecret();
    const enrolled = await service.rpc('class_account_enrol', {
      p_class_id: request.classId,
      p_user_id: id,
      p_login: row.login,
      p_secret: secret,
      p_created_by: teacherId,
    });
    if (enrolled.error) {
      await service.auth.admin.deleteUser(id);
      throw new Error(`enrol: ${enrolled.error.message}`);
    }
    cards.push({ id, name, secret });
  }
  return json(200, { code: rows[0]!.code, cards });
}

/** An account and everything it owns: its files first, then the user, which cascades. */
async function removeAccount(service: SupabaseLike, userId: string): Promise<void> {
  const plan = await service.rpc('account_deletion_plan', { p_user_id: userId });
  if (plan.error) throw new Error(plan.error.message);
  await removeObjects(
    service as unknown as AccountClient,
    (plan.data ?? []) as Array<{ bucket_id: string; name: string }>,
  );
  const deleted = await service.auth.admin.deleteUser(userId);
  if (deleted.error) throw new Error(deleted.error.message);
}
