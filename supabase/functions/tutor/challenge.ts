/**
 * "Reto sin ayuda" in the tutor function: `POST /functions/v1/tutor` with
 *   {conversation_id, challenge: {action: 'start', source?: 'button' | 'eureka', eureka_message_id?}}
 *   {conversation_id, challenge: {action: 'answer', id, answer}}
 * Start: tutor_begin_challenge (the conversation's state, its claim: one start or turn at a time,
 * the class's daily limit and one quota unit, the same limits as a turn), a similar exercise with
 * its own key (the model under a JSON schema, or the demo tutor's deterministic one), stored by
 * tutor_start_challenge with the tutor's message that states it, then the claim released. The
 * source is 'eureka' only when the server recorded a eureka on the conversation's latest reply.
 * Answer: the key read server-side, the deterministic check (_shared/challenge/challenge-check.ts),
 * one try recorded (at most two). The key never leaves the server.
 */
import { checkChallengeAnswer } from '../_shared/challenge/challenge-check.ts';
import {
  buildChallengeMessages,
  type Challenge,
  CHALLENGE_ANSWER_MAX_CHARS,
  CHALLENGE_PARAMS,
  type ChallengeContext,
  challengeMessage,
  parseChallenge,
} from '../_shared/challenge/challenge-key.ts';
import { isUuid } from '../_shared/http/http.ts';

import { classLimited } from './begin.ts';
import { demoChallenge } from './challenge-demo.ts';
import type { TutorConfig } from './config.ts';
import { DEMO_MODEL } from './demo.ts';
import { chatCompletion, type OpenAILike, UpstreamError } from './model.ts';
import { busyError, type SupabaseLike, TurnError, unavailable } from './turn-context.ts';

export type ChallengeRequest =
  | { action: 'start'; source: 'button' | 'eureka'; eurekaMessageId: string | null }
  | { action: 'answer'; id: string; answer: string };

/**
 * The body's `challenge` field: null when there is none (a normal turn), else the request or the
 * Spanish reason it is refused (400).
 */
export function parseChallengeRequest(
  raw: string,
): null | { ok: true; request: ChallengeRequest } | { ok: false; message: string } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  const field = (body as { challenge?: unknown } | null)?.challenge;
  if (field === undefined) return null;
  const c = (typeof field === 'object' && field !== null ? field : {}) as Record<string, unknown>;
  if (c.action === 'start') {
    const eureka = isUuid(c.eureka_message_id);
    return {
      ok: true,
      request: {
        action: 'start',
        source: c.source === 'eureka' ? 'eureka' : 'button',
        eurekaMessageId: eureka ? (c.eureka_message_id as string).toLowerCase() : null,
      },
    };
  }
  if (c.action === 'answer') {
    if (!isUuid(c.id)) {
      return { ok: false, message: 'La solicitud no es válida: falta el reto.' };
    }
    const answer = typeof c.answer === 'string' ? c.answer.trim() : '';
    if (!answer) return { ok: false, message: 'Escribe tu respuesta antes de comprobarla.' };
    if (answer.length > CHALLENGE_ANSWER_MAX_CHARS) {
      return {
        ok: false,
        message: `Tu respuesta es demasiado larga (máximo ${CHALLENGE_ANSWER_MAX_CHARS} caracteres).`,
      };
    }
    return { ok: true, request: { action: 'answer', id: c.id.toLowerCase(), answer } };
  }
  return { ok: false, message: 'La solicitud no es válida: acción de reto desconocida.' };
}

export interface ChallengeCall {
  config: TutorConfig;
  service: SupabaseLike;
  /** null: the offline demo tutor makes the challenge. */
  openai: OpenAILike | null;
  userId: string;
  conversationId: string;
}

type Json = Record<string, unknown>;

async function rpc(call: ChallengeCall, fn: string, args: Json): Promise<Json> {
  const { data, error } = await call.service.rpc(fn, args);
  if (error) throw unavailable(error);
  return (data ?? {}) as Json;
}

const notFound = () => new TurnError(404, 'not_found', 'No se encontró la conversación o el reto.');

/** Seconds a challenge start holds its conversation at most (then another may take it). */
const CLAIM_MARGIN_SECONDS = 30;

export async function runChallenge(call: ChallengeCall, request: ChallengeRequest): Promise<Json> {
  return request.action === 'start'
    ? startChallenge(call, request)
    : answerChallenge(call, request);
}

async function startChallenge(
  call: ChallengeCall,
  request: Extract<ChallengeRequest, { action: 'start' }>,
): Promise<Json> {
  const base = { p_user_id: call.userId, p_conversation_id: call.conversationId };
  const context = await rpc(call, 'tutor_begin_challenge', {
    ...base,
    p_per_minute: call.config.perMinute,
    p_per_day: call.config.perDay,
    p_tokens_per_day: call.config.tokensPerDay,
    p_claim_seconds: Math.ceil(call.config.turnTimeoutMs / 1000) + CLAIM_MARGIN_SECONDS,
  });
  // An open challenge is the answer: nothing is made, nothing counted.
  if (context.status === 'open') return { challenge: context.challenge };
  if (context.status !== 'ok') refuseStart(call, context);
  try {
    const made = await makeChallenge(call, {
      subject: (context.subject as string | null) ?? null,
      level: (context.grade_level as string | null) ?? null,
      task: (context.task as string | null) ?? null,
      recent: Array.isArray(context.recent) ? (context.recent as ChallengeContext['recent']) : [],
    });
    // The eureka the offer followed is the one the server recorded, never the client's word.
    const eureka = typeof context.eureka_message_id === 'string' ? context.eureka_message_id : null;
    const started = await rpc(call, 'tutor_start_challenge', {
      ...base,
      p_source: request.source === 'eureka' && eureka ? 'eureka' : 'button',
      p_eureka_message_id: request.source === 'eureka' ? eureka : null,
      p_statement: made.challenge.statement,
      p_content: challengeMessage(made.challenge.statement),
      p_key: { answers: made.challenge.answers, steps: made.challenge.steps },
      p_model: made.model,
    });
    if (started.status === 'not_found') throw notFound();
    if (started.status === 'pending') throw replyPending();
    return { challenge: started.challenge, message: started.message ?? null };
  } finally {
    const { error } = await call.service.rpc('tutor_release_turn', {
      ...base,
      p_claim_id: context.claim_id,
    });
    if (error) console.error('tutor: no se pudo liberar la conversación tras el reto', error);
  }
}

const replyPending = () =>
  new TurnError(409, 'reply_pending', 'Espera la respuesta del tutor antes de pedir un reto.');

/** The refusal of a start tutor_begin_challenge did not begin. */
function refuseStart(call: ChallengeCall, context: Json): never {
  if (context.status === 'not_found') throw notFound();
  if (context.status === 'pending') throw replyPending();
  if (context.status === 'busy') {
    throw busyError(
      'challenge_in_progress',
      'Ya se está preparando un reto en esta conversación. Espera un momento.',
    );
  }
  if (context.status === 'class_limited') throw classLimited(context.retry_after_seconds);
  if (context.status !== 'rate_limited') throw unavailable(context);
  const retryAfter = String(Math.max(1, Number(context.retry_after_seconds) || 60));
  throw new TurnError(
    429,
    'rate_limited',
    context.scope === 'minute'
      ? `Vas muy rápido: el límite es de ${call.config.perMinute} mensajes por minuto. Espera un momento e intenta de nuevo.`
      : 'Alcanzaste el límite de uso del tutor por hoy. Vuelve mañana para seguir aprendiendo.',
    { 'Retry-After': retryAfter },
  );
}

/** The model's challenge (two tries at a usable key), or the demo tutor's. */
async function makeChallenge(
  call: ChallengeCall,
  context: ChallengeContext,
): Promise<{ challenge: Challenge; model: string }> {
  if (!call.openai) return { challenge: demoChallenge(context), model: DEMO_MODEL };
  const deadline = Date.now() + call.config.turnTimeoutMs;
  let tokens = 0;
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const completion = await chatCompletion(
        call.openai,
        {
          model: call.config.model,
          ...CHALLENGE_PARAMS,
          messages: buildChallengeMessages(context),
        },
        {
          attempts: 1,
          timeoutMs: () => Math.min(call.config.attemptTimeoutMs, deadline - Date.now()),
        },
      );
      tokens += completion.totalTokens;
      const challenge = parseChallenge(completion.content);
      if (challenge) return { challenge, model: completion.model };
    }
  } catch (cause) {
    if (!(cause instanceof UpstreamError)) throw cause;
    throw new TurnError(cause.status, cause.code, cause.message);
  } finally {
    if (tokens > 0) {
      const { error } = await call.service.rpc('tutor_record_tokens', {
        p_user_id: call.userId,
        p_tokens: tokens,
      });
      if (error) console.error('tutor: tutor_record_tokens falló (reto)', error);
    }
  }
  throw new TurnError(502, 'challenge_failed', 'No se pudo preparar el reto. Intenta de nuevo.');
}

async function answerChallenge(
  call: ChallengeCall,
  request: Extract<ChallengeRequest, { action: 'answer' }>,
): Promise<Json> {
  const read = (await call.service.rpc('tutor_get_challenge', {
    p_user_id: call.userId,
    p_challenge_id: request.id,
  })) as { data: unknown; error: unknown };
  if (read.error) throw unavailable(read.error);
  const found = read.data as { challenge?: Json; answers?: string[] } | null;
  if (!found?.challenge || found.challenge.conversation_id !== call.conversationId) {
    throw notFound();
  }
  if (found.challenge.finished_at) return { challenge: found.challenge, result: null };
  const verdict = checkChallengeAnswer(request.answer, { answers: found.answers ?? [] });
  const recorded = await rpc(call, 'tutor_record_challenge_answer', {
    p_user_id: call.userId,
    p_challenge_id: request.id,
    p_answer: request.answer,
    p_correct: verdict.correct,
    p_reason: verdict.reason,
  });
  if (recorded.status === 'not_found') throw notFound();
  // 'closed': another request finished it first; this answer was not counted.
  return { challenge: recorded.challenge, result: recorded.status === 'ok' ? verdict : null };
}
