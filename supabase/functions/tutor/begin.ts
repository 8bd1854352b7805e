/**
 * The turn's first round trip (`tutor_begin_turn`): the caller's conversation and its latest
 * TUTOR_MAX_MESSAGES messages, 404 when it is not theirs, 409 when there is nothing to answer (no
 * unit taken), then one unit of the per-minute and per-day limits, refused over the token budget.
 */
import { type MessageRow, type TurnContext, TurnError, unavailable } from './turn-context.ts';

type BeginTurn =
  | { status: 'not_found' | 'already_answered' }
  | { status: 'rate_limited'; scope?: string; retry_after_seconds?: number }
  | {
      status: 'ok';
      conversation: { subject: string | null; grade_level: string | null };
      history: MessageRow[];
    };

export async function beginTurn(ctx: TurnContext) {
  const { config } = ctx;
  const begun = await ctx.service.rpc('tutor_begin_turn', {
    p_user_id: ctx.userId,
    p_conversation_id: ctx.conversationId,
    p_per_minute: config.perMinute,
    p_per_day: config.perDay,
    p_tokens_per_day: config.tokensPerDay,
    p_max_messages: config.maxHistoryMessages,
  });
  if (begun.error) throw unavailable(begun.error);
  const turn = (begun.data ?? {}) as BeginTurn;
  if (turn.status === 'ok') {
    return {
      subject: turn.conversation.subject,
      level: turn.conversation.grade_level,
      rows: turn.history,
    };
  }
  if (turn.status === 'not_found') {
    throw new TurnError(404, 'not_found', 'No se encontró la conversación.');
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
  const message =
    turn.scope === 'tokens'
      ? 'Alcanzaste el límite diario de uso del tutor. Vuelve mañana para seguir aprendiendo.'
      : turn.scope === 'day'
        ? `Alcanzaste el límite de ${config.perDay} mensajes por día. Vuelve mañana para seguir aprendiendo.`
        : `Vas muy rápido: el límite es de ${config.perMinute} mensajes por minuto. Espera un momento e intenta de nuevo.`;
  throw new TurnError(429, 'rate_limited', message, { 'Retry-After': retryAfter });
}
