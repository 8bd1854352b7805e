/**
 * The turn's first round trip (`tutor_begin_turn`): the caller's conversation, claimed for this
 * turn before anything is counted (one turn at a time: 409 turn_in_progress while another holds
 * it), 404 when it is not theirs, 409 when no student message is pending (no unit taken), then one
 * unit of the per-minute and per-day limits, refused over the token budget. The history ends at
 * the newest pending message; `answering` lists every pending one the reply answers. In a class
 * (tutor_class_context, read first), the class's daily limit refuses before anything is claimed or
 * counted (429 class_daily_limit: tutor_begin_class_turn counts the turns served, in a ledger that
 * deleting conversations does not change), and the class's subject and level stand in for missing
 * ones; so does the class's schedule or pause (423 class_tutor_closed). Beside the class, the
 * language the student chose (their stored profile).
 */
import { type ClassPolicy, parseClassPolicy } from '../_shared/classes/class-policy.ts';
import {
  CLASS_TUTOR_CLOSED_CODE,
  classTutorClosedMessage,
  parseTutorStatus,
} from '../_shared/classes/class-schedule.ts';
import { CLASS_DAILY_LIMIT_MESSAGE } from '../_shared/classes/classes.ts';
import { dailyLimitText } from '../_shared/time/daily-reset.ts';
import { resolveLanguage, type TutorLanguage } from '../_shared/tutor/language.ts';

import {
  busyError,
  type MessageRow,
  type TurnContext,
  TurnError,
  unavailable,
} from './turn-context.ts';

type BeginTurn =
  | { status: 'not_found' | 'already_answered' }
  | { status: 'class_limited'; retry_after_seconds?: number }
  | { status: 'busy'; message_id?: string | null; expires_in_seconds?: number }
  | { status: 'rate_limited'; scope?: string; retry_after_seconds?: number }
  | {
      status: 'ok';
      conversation: { subject: string | null; grade_level: string | null };
      history: MessageRow[];
      claim_id: string;
      answering: string[];
    };

/** The per-minute wait in words: '1 segundo', '45 segundos'. */
function waitText(seconds: number): string {
  return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
}

/** Seconds a claim outlives the turn's own deadline (then another turn may take the conversation). */
const CLAIM_MARGIN_SECONDS = 30;

/** The conversation's class as the tutor uses it, or null (no class). */
async function loadClassPolicy(ctx: TurnContext): Promise<ClassPolicy | null> {
  const { data, error } = await ctx.service.rpc('tutor_class_context', {
    p_user_id: ctx.userId,
    p_conversation_id: ctx.conversationId,
  });
  if (error) throw unavailable(error);
  return parseClassPolicy(data);
}

/**
 * Outside the class's hours or while its teacher has paused it, the class's tutor refuses the turn
 * (423 class_tutor_closed, with when it opens next) before anything is claimed, counted or sent.
 */
async function refuseWhenClassClosed(ctx: TurnContext, classId: string): Promise<void> {
  const { data, error } = await ctx.service.rpc('tutor_class_schedule_status', {
    p_class_id: classId,
  });
  if (error) throw unavailable(error);
  const status = parseTutorStatus(data);
  if (status.isOpen) return;
  throw new TurnError(
    423,
    CLASS_TUTOR_CLOSED_CODE,
    classTutorClosedMessage(status),
    {},
    { paused: status.paused, next_open_at: status.nextOpenAt },
  );
}

/** 429 class_daily_limit: the class's daily limit, until the class's day restarts. */
export function classLimited(retryAfterSeconds: unknown): TurnError {
  const retryAfter = String(Math.max(1, Math.ceil(Number(retryAfterSeconds) || 60)));
  const message = dailyLimitText(CLASS_DAILY_LIMIT_MESSAGE, new Date(), Number(retryAfter));
  return new TurnError(429, 'class_daily_limit', message, {
    'Retry-After': retryAfter,
  });
}

/**
 * The language the student chose in their profile (tutor_student_language reads the stored
 * user_metadata.language), never a field of the request. Unknown, missing or unreadable: Spanish
 * (a failed read only costs the turn its language, never the turn).
 */
async function loadLanguage(ctx: TurnContext): Promise<TutorLanguage> {
  const { data, error } = await ctx.service.rpc('tutor_student_language', {
    p_user_id: ctx.userId,
  });
  if (error)
    console.error('tutor: no se pudo leer el idioma del estudiante; se usa español', error);
  return resolveLanguage(error ? null : data);
}

export async function beginTurn(ctx: TurnContext) {
  const { config } = ctx;
  const [policy, language] = await Promise.all([loadClassPolicy(ctx), loadLanguage(ctx)]);
  ctx.language = language;
  if (policy) await refuseWhenClassClosed(ctx, policy.classId);
  const begun = await ctx.service.rpc('tutor_begin_class_turn', {
    p_user_id: ctx.userId,
    p_conversation_id: ctx.conversationId,
    p_per_minute: config.perMinute,
    p_per_day: config.perDay,
    p_tokens_per_day: config.tokensPerDay,
    p_max_messages: config.maxHistoryMessages,
    p_claim_seconds: Math.ceil(config.turnTimeoutMs / 1000) + CLAIM_MARGIN_SECONDS,
  });
  if (begun.error) throw unavailable(begun.error);
  const turn = (begun.data ?? {}) as BeginTurn;
  if (turn.status === 'ok') {
    ctx.claimId = turn.claim_id;
    return {
      subject: turn.conversation.subject ?? policy?.subject ?? null,
      level: turn.conversation.grade_level ?? policy?.level ?? null,
      rows: turn.history,
      answering: turn.answering,
      policy,
    };
  }
  if (turn.status === 'class_limited') throw classLimited(turn.retry_after_seconds);
  if (turn.status === 'not_found') {
    throw new TurnError(404, 'not_found', 'No se encontró la conversación.');
  }
  if (turn.status === 'busy') {
    throw busyError(
      'turn_in_progress',
      'El tutor todavía está respondiendo en esta conversación. Tu mensaje está guardado: se responderá en cuanto termine.',
      { message_id: turn.message_id ?? null },
    );
  }
  if (turn.status === 'already_answered') {
    throw new TurnError(
      409,
      'already_answered',
      'No hay un mensaje nuevo del estudiante para responder: el último ya tiene respuesta.',
    );
  }
  if (turn.status !== 'rate_limited') throw unavailable(turn);
  const retryAfter = String(Math.max(1, Math.ceil(Number(turn.retry_after_seconds) || 60)));
  // A daily limit says when it opens again, on the deployment's clock.
  const daily = (reason: string) => dailyLimitText(reason, new Date(), Number(retryAfter));
  const message =
    turn.scope === 'tokens'
      ? daily('Alcanzaste el límite diario de uso del tutor.')
      : turn.scope === 'day'
        ? daily(`Alcanzaste el límite de ${config.perDay} mensajes por día.`)
        : `Vas muy rápido: el límite es de ${config.perMinute} mensajes por minuto. Espera ${waitText(Number(retryAfter))} e intenta de nuevo.`;
  throw new TurnError(
    429,
    'rate_limited',
    message,
    { 'Retry-After': retryAfter },
    // The app tells a daily limit (Reintentar cannot help until it restarts) from the minute's.
    { scope: turn.scope === 'minute' ? 'minute' : 'day' },
  );
}
