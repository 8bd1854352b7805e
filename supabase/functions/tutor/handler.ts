/**
 * The tutor function: the server owns the turn (docs/tutor.md).
 * `POST /functions/v1/tutor` with the student's bearer and `{ conversation_id }`:
 * CORS -> method/path -> caller's JWT -> body -> the turn (turn.ts): conversation and history from
 * the database, 409 when there is nothing to answer, the rate limit and token budget in Postgres,
 * safety screening, the reply (model or offline demo tutor), the answer-leak gate, and the writes.
 * Shared by the Deno entry (`index.ts`, Supabase Edge Functions) and the local stack (Node).
 * Imports only relative files, so it runs unchanged under Deno and Node.
 */
import { type CreateClient as CreateClientOf, supabaseClients } from '../_shared/http/clients.ts';
import {
  checkConfiguredRequest,
  errorResponse,
  isUuid,
  json,
  readBody,
  wantsEventStream,
} from '../_shared/http/http.ts';
import { deploymentMailer, type Mailer, type NodemailerLike } from '../_shared/http/mailer.ts';
import { invalidSession, sessionUnverified } from '../_shared/http/session.ts';

import { parseChallengeRequest, runChallenge } from './challenge.ts';
import { MAX_BODY_BYTES, readConfig } from './config.ts';
import { lazyModels, type Models, type OpenAIConstructor } from './model.ts';
import {
  notifyClassTeachers,
  notifySafeguarding,
  readSafeguardingConfig,
  readSiteUrl,
} from './notify.ts';
import { streamTurn, turnFailure } from './sse.ts';
import type { SupabaseLike } from './turn-context.ts';
import { answerOf, runTurn, type TurnOutcome } from './turn.ts';

export type { DbResult, SupabaseLike } from './turn-context.ts';

type Env = Record<string, string | undefined>;

export type CreateClient = CreateClientOf<SupabaseLike>;

/** What the student reads when the deployment lacks the tutor's settings or its clients. */
const UNCONFIGURED = 'El servicio del tutor no está configurado.';

export interface HandlerDeps {
  /** supabase-js `createClient`; the Deno entry passes the `npm:` one, Node loads it itself. */
  createClient?: CreateClient;
  /** The `openai` package's client class; the Deno entry passes the `npm:` one, Node loads it. */
  OpenAI?: OpenAIConstructor;
  /** Where safeguarding e-mails go (the local stack's mailbox); default: SMTP_* over nodemailer. */
  mailer?: Mailer;
  /** The `nodemailer` module; the Deno entry passes the `npm:` one, Node loads it. */
  nodemailer?: NodemailerLike;
}

/** `{ conversation_id }`; other fields are ignored (nothing else from the client is used). */
export function parseTurnRequest(
  raw: string,
): { ok: true; conversationId: string } | { ok: false; message: string } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { ok: false, message: 'El cuerpo de la solicitud no es JSON válido.' };
  }
  const id =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as { conversation_id?: unknown }).conversation_id
      : undefined;
  if (!isUuid(id)) {
    return {
      ok: false,
      message: 'La solicitud no es válida: falta el identificador de la conversación.',
    };
  }
  return { ok: true, conversationId: id.toLowerCase() };
}

/** The anon and service clients, made once and made again after a failure. */
function lazyClients(make: ReturnType<typeof supabaseClients<SupabaseLike>>) {
  let clientsPromise: Promise<{ anon: SupabaseLike; service: SupabaseLike }> | null = null;
  return function clients() {
    clientsPromise ??= Promise.all([make.anon(), make.service()]).then(([anon, service]) => ({
      anon,
      service,
    }));
    clientsPromise.catch(() => (clientsPromise = null));
    return clientsPromise;
  };
}

/**
 * After a turn that recorded an `alta` safety alert, when the deployment sends e-mail: the
 * safeguarding e-mail (when an address is configured) and, in a class conversation, the class
 * teachers' one. A `revisar` alert is never e-mailed (the claims skip it too): it waits in the
 * alert lists and the class's weekly summary.
 */
function alertNotifier(env: Env, deps: HandlerDeps) {
  const safeguarding = readSafeguardingConfig(env);
  const siteUrl = readSiteUrl(env);
  const mailer = deploymentMailer(env, deps);
  return async function notifyAfter(
    result: TurnOutcome,
    service: SupabaseLike,
    turn: { userId: string; conversationId: string },
  ) {
    if (result.alerted !== 'alta') return;
    try {
      const to = await mailer();
      if (!to) return;
      if (safeguarding) await notifySafeguarding(service, to, safeguarding);
      await notifyClassTeachers(service, to, { ...turn, siteUrl });
    } catch (cause) {
      console.error('tutor: no se pudo avisar de la alerta de seguridad', cause);
    }
  };
}

/** The caller's user id from a verified token, or the 401/503 refusal. */
async function verifiedUserId(anon: SupabaseLike, token: string): Promise<string | Response> {
  try {
    // getClaims verifies the token itself: the signature against the project's JWKS (cached) for
    // asymmetric keys, or Auth's GET /user for HS256 keys; expiry always. So it stays safe when
    // the gateway's verify_jwt is off. Only a signed-in user's token (role authenticated, a
    // user id) may start a turn: the anon and service keys are refused.
    const { data, error: authError } = await anon.auth.getClaims(token);
    const claims = data?.claims;
    if (authError || !claims || claims.role !== 'authenticated' || !isUuid(claims.sub)) {
      return invalidSession();
    }
    return claims.sub.toLowerCase();
  } catch (cause) {
    return sessionUnverified('tutor', cause);
  }
}

/**
 * A self sign-up waiting for a guardian's consent (docs/consent.md) gets no turn, before any
 * model call; the database's guards refuse its rows too. Null when the account may go on.
 */
async function consentRefusal(service: SupabaseLike, userId: string): Promise<Response | null> {
  const pending = await service.rpc('tutor_consent_pending', { p_user_id: userId });
  if (pending.error) {
    console.error('tutor: no se pudo comprobar el permiso de la cuenta', pending.error);
    return errorResponse(503, 'El tutor no está disponible. Intenta de nuevo.', 'unavailable');
  }
  if (pending.data === true) {
    return errorResponse(
      403,
      'Tu cuenta espera el permiso de tu madre, padre o tutor legal.',
      'consent_pending',
    );
  }
  return null;
}

/** The body: the conversation and, for "Reto sin ayuda" (challenge.ts), the challenge asked for. */
async function readTurnBody(req: Request) {
  const raw = await readBody(req, MAX_BODY_BYTES);
  if (raw === null) {
    return errorResponse(400, 'La solicitud es demasiado grande.', 'invalid_request');
  }
  const parsed = parseTurnRequest(raw);
  if (!parsed.ok) return errorResponse(400, parsed.message, 'invalid_request');
  // A `challenge` field asks for a challenge, not a turn.
  const challenge = parseChallengeRequest(raw);
  if (challenge && !challenge.ok) return errorResponse(400, challenge.message, 'invalid_request');
  return { conversationId: parsed.conversationId, challenge };
}

export function createHandler(env: Env, deps: HandlerDeps = {}) {
  const config = readConfig(env);
  const make = supabaseClients(env, deps.createClient);
  const clients = lazyClients(make);
  const openai = lazyModels(config, deps.OpenAI);
  const notifyAfter = alertNotifier(env, deps);

  return async function handle(req: Request): Promise<Response> {
    const checked = checkConfiguredRequest(req, 'tutor', make.configured, UNCONFIGURED);
    if (checked instanceof Response) return checked;
    const { token } = checked;

    let anon: SupabaseLike;
    let service: SupabaseLike;
    let models: Models | null;
    try {
      ({ anon, service } = await clients());
      models = await openai();
    } catch (cause) {
      console.error('tutor: no se pudieron crear los clientes', cause);
      return errorResponse(500, UNCONFIGURED, 'misconfigured');
    }

    const userId = await verifiedUserId(anon, token);
    if (userId instanceof Response) return userId;
    const refusal = await consentRefusal(service, userId);
    if (refusal) return refusal;
    const body = await readTurnBody(req);
    if (body instanceof Response) return body;
    const { conversationId, challenge } = body;

    const turn = {
      config,
      service,
      openai: models?.tutor ?? null,
      judge: models?.judge ?? null,
      userId,
      conversationId,
    };
    const notify = (result: TurnOutcome) =>
      notifyAfter(result, service, { userId, conversationId });
    // The streamed turn (Accept: text/event-stream): the same turn, its text sent as it is gated.
    if (!challenge && wantsEventStream(req)) {
      return streamTurn((events) => runTurn({ ...turn, events }), notify, answerOf);
    }
    try {
      if (challenge) {
        const done = await runChallenge(turn, challenge.request);
        return json(200, done);
      }
      const result = await runTurn(turn);
      await notify(result);
      return json(200, answerOf(result));
    } catch (cause) {
      const failure = turnFailure(cause);
      return errorResponse(
        failure.status,
        failure.message,
        failure.code,
        failure.headers,
        failure.fields,
      );
    }
  };
}
