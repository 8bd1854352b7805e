/**
 * The class-digest function: the model-written summary of each "Preguntas parecidas" group of a
 * class's period (docs/class-digest.md).
 *
 *   { "class_id", "start": "AAAA-MM-DD", "end": "AAAA-MM-DD" }
 *     -> 200 { summaries: [{ label, summary }] }   (the groups the model summarised usably)
 *     -> 200 { summaries: null }                   (no model key: the page shows the groups alone)
 *
 * Only the class's teachers and admins: the messages are read with the caller's own token through
 * get_class_student_messages, so the database refuses anyone else. Errors: JSON { error: <Spanish
 * text>, code } with 400/401/403/404/405/413/429/500/502/503/504. Shared by the Deno entry
 * (`index.ts`) and the local stack (Node); imports only relative files.
 */
import {
  buildGroupSummaryMessages,
  GROUP_SUMMARY_PARAMS,
  type GroupSummary,
  parseGroupSummaries,
} from '../_shared/classes/group-summaries.ts';
import {
  CLASS_MESSAGES_LIMIT,
  groupMessages,
  type MessageGroup,
} from '../_shared/classes/message-groups.ts';
import { type CreateClient as CreateClientOf, supabaseClients } from '../_shared/http/clients.ts';
import { errorResponse, json, type JsonFunction, readJsonRequest } from '../_shared/http/http.ts';
import { invalidSession } from '../_shared/http/session.ts';
import { readConfig, type TutorConfig } from '../tutor/config.ts';
import {
  chatCompletion,
  lazyModels,
  type OpenAIConstructor,
  type OpenAILike,
  toUpstreamError,
} from '../tutor/model.ts';

import { type DigestRequest, parseDigestRequest } from './request.ts';

type Env = Record<string, string | undefined>;
type ApiError = { message?: string; code?: string } | null;

/** The slice of a supabase-js client this function uses (structural, no bare import). */
export interface SupabaseLike {
  auth: {
    getUser(jwt: string): Promise<{ data: { user: { id: string } | null }; error: ApiError }>;
  };
  rpc(fn: string, args?: Record<string, unknown>): PromiseLike<{ data: unknown; error: ApiError }>;
}
export type CreateClient = CreateClientOf<SupabaseLike>;

export interface HandlerDeps {
  createClient?: CreateClient;
  /** The `openai` package's client class; the Deno entry passes the `npm:` one, Node loads it. */
  OpenAI?: OpenAIConstructor;
}

/** The request this function takes, checked before its own work (readJsonRequest). */
const CLASS_DIGEST: JsonFunction<DigestRequest> = {
  name: 'class-digest',
  unconfigured: 'El servicio de resúmenes no está configurado.',
  maxBytes: 4096,
  parse: parseDigestRequest,
};
/**
 * Answers kept per function instance, keyed by the class, the period and a hash of what the model
 * would read: the same week seen again costs no call until its groups change. Oldest out first.
 */
export const CACHE_ENTRIES = 500;

type Clients = ReturnType<typeof supabaseClients<SupabaseLike>>;

export function createHandler(env: Env, deps: HandlerDeps = {}) {
  const clients: Clients = supabaseClients<SupabaseLike>(env, deps.createClient);
  const config = readConfig(env);
  const cache = new Map<string, GroupSummary[]>();
  const models = lazyModels(config, deps.OpenAI);

  return async function handle(req: Request): Promise<Response> {
    const opened = await readJsonRequest(req, CLASS_DIGEST, clients.configured);
    if (opened instanceof Response) return opened;
    const { token, request } = opened;
    try {
      const caller = await readAsCaller(clients, token, request);
      if (caller instanceof Response) return caller;
      // Without a key there is no model to ask: the page keeps the offline groups alone.
      const model = await models();
      if (!model) return json(200, { summaries: null });
      const groups = groupMessages(caller.messages);
      if (groups.length === 0) return json(200, { summaries: [] });
      const key = await cacheKey(request, groups);
      const cached = cache.get(key);
      if (cached) return json(200, { summaries: cached });
      const answer = await summarise(clients, config, model.judge, caller.userId, groups);
      if (answer instanceof Response) return answer;
      // An answer with no usable summary is not kept: the next view asks again (within the quota).
      if (answer.length > 0) cache.set(key, answer);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return json(200, { summaries: answer });
    } catch (cause) {
      console.error('class-digest: falló', cause);
      return errorResponse(
        502,
        'No se pudieron escribir los resúmenes. Inténtalo de nuevo.',
        'failed',
      );
    }
  };
}

type Row = { student_id: string; student_name: string; content: string };

/**
 * The caller (401 when the token is not a session) and the period's messages read with the
 * caller's own token: the database answers 42501 to anyone who does not teach the class (403).
 */
async function readAsCaller(
  clients: Clients,
  token: string,
  request: DigestRequest,
): Promise<Response | { userId: string; messages: Parameters<typeof groupMessages>[0] }> {
  const anon = await clients.anon();
  const who = await anon.auth.getUser(token);
  if (who.error || !who.data.user) return invalidSession();
  const asCaller = await clients.anon(token);
  const { data, error } = await asCaller.rpc('get_class_student_messages', {
    p_class_id: request.classId,
    p_start: request.start,
    p_end: request.end,
    p_limit: CLASS_MESSAGES_LIMIT,
  });
  if (error?.code === '42501') {
    return errorResponse(403, 'Solo los profesores de la clase ven sus resúmenes.', 'forbidden');
  }
  if (error?.code === '22023') {
    return errorResponse(400, 'El periodo no es válido.', 'invalid_request');
  }
  if (error) throw new Error(error.message ?? 'get_class_student_messages');
  const rows = (data ?? []) as Row[];
  return {
    userId: who.data.user.id,
    messages: rows.map((r) => ({
      text: r.content,
      studentId: r.student_id,
      studentName: r.student_name,
    })),
  };
}

/** SHA-256 of the class, the period and what the model reads of the groups. */
async function cacheKey(request: DigestRequest, groups: MessageGroup[]): Promise<string> {
  const seen = groups.map((g) => [g.label, g.examples.map((e) => e.text)]);
  const bytes = new TextEncoder().encode(
    JSON.stringify([request.classId, request.start, request.end, seen]),
  );
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One model call for all the groups, counted as one of the teacher's tutor turns (the tutor's
 * per-minute, per-day and token limits: 429 past them), its tokens added to the teacher's day.
 */
async function summarise(
  clients: Clients,
  config: TutorConfig,
  model: OpenAILike,
  userId: string,
  groups: MessageGroup[],
): Promise<GroupSummary[] | Response> {
  const service = await clients.service();
  const quota = await service.rpc('tutor_consume_quota', {
    p_user_id: userId,
    p_per_minute: config.perMinute,
    p_per_day: config.perDay,
    p_tokens_per_day: config.tokensPerDay,
  });
  if (quota.error) throw new Error(quota.error.message ?? 'tutor_consume_quota');
  const verdict = quota.data as { allowed?: boolean; retry_after_seconds?: number } | null;
  if (!verdict?.allowed) {
    return errorResponse(
      429,
      'Has pedido muchos resúmenes seguidos. Inténtalo más tarde.',
      'rate_limited',
      { 'Retry-After': String(verdict?.retry_after_seconds ?? 60) },
    );
  }
  let completion;
  try {
    completion = await chatCompletion(
      model,
      {
        model: config.judgeModel,
        messages: buildGroupSummaryMessages(groups),
        ...GROUP_SUMMARY_PARAMS,
      },
      { attempts: 1, timeoutMs: () => config.attemptTimeoutMs },
    );
  } catch (cause) {
    const upstream = toUpstreamError(cause);
    return errorResponse(upstream.status, upstream.message, upstream.code);
  }
  const recorded = await service.rpc('tutor_record_tokens', {
    p_user_id: userId,
    p_tokens: completion.totalTokens,
  });
  if (recorded.error) console.error('class-digest: tutor_record_tokens falló', recorded.error);
  return parseGroupSummaries(completion.content, groups);
}
