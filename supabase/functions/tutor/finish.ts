/**
 * The turn's last round trip (`tutor_finish_turn`): the turn's tokens (charged whatever happens),
 * the reply, its metrics row (a metrics failure is only logged, the reply still stands), the safety
 * alert and, on the first turn, the title.
 */
import { safetyExcerpt, type SafetyFlag } from '../_shared/safety/safety.ts';
import { computeMetrics } from '../_shared/tutor/metrics.ts';

import { type MessageRow, recordTokens, type TurnContext, TurnError } from './turn-context.ts';

export interface TurnResult {
  message: MessageRow & { images: string[] };
  title: string | null;
  model: string;
  /** The student messages this reply answers (all pending when the turn began), oldest first. */
  answered_message_ids: string[];
  /**
   * Student messages stored while the reply was being written, still unanswered, oldest first:
   * when not empty, the app asks for the next turn (docs/tutor.md).
   */
  pending_message_ids: string[];
  /**
   * In a class with a daily limit, before its last messages: how many are left and when the limit
   * restarts (daily-reset.ts); absent otherwise.
   */
  limit_note?: string;
}

export interface FinishInput {
  /** The newest student message answered (the reply's reply_to). */
  latest: MessageRow;
  /** Every student message answered (tutor_begin_turn's `answering`). */
  answering: string[];
  content: string;
  metadata: Record<string, unknown>;
  model: string;
  responseTimeMs: number;
  /** tokens_used of the metrics row when it is not the charged tokens. */
  metricTokens: number | null;
  title: string | null;
  flag: SafetyFlag | null;
}

export async function finishTurn(ctx: TurnContext, input: FinishInput): Promise<TurnResult> {
  const { latest, content, flag, title } = input;
  const finished = await ctx.service.rpc('tutor_finish_turn', {
    p_user_id: ctx.userId,
    p_conversation_id: ctx.conversationId,
    p_content: content,
    p_metadata: input.metadata,
    p_metrics: {
      api_response_time_ms: input.responseTimeMs,
      tokens_used: input.metricTokens ?? ctx.tokens,
      model_used: input.model,
      ...computeMetrics(content),
    },
    p_tokens: ctx.tokens,
    p_title: title,
    p_alert: flag
      ? {
          message_id: latest.id,
          category: flag.category,
          source: flag.source,
          level: flag.level,
          excerpt: safetyExcerpt(latest.content),
        }
      : null,
    p_claim_id: ctx.claimId ?? null,
  });
  // Committed or not, tutor_finish_turn ended the claim in its transaction; on a failed call the
  // claim still stands and the caller releases it.
  if (!finished.error) ctx.claimId = null;
  const done = (finished.data ?? {}) as {
    status?: string;
    message?: MessageRow;
    metrics_saved?: boolean;
    alert_saved?: boolean | null;
    title_saved?: boolean | null;
    pending?: string[];
  };
  if (done.status === 'already_answered') {
    throw new TurnError(
      409,
      'already_answered',
      'Este mensaje ya tiene respuesta del tutor. Escribe un mensaje nuevo para continuar.',
    );
  }
  if (finished.error || done.status !== 'ok' || !done.message) {
    if (finished.error) await recordTokens(ctx);
    console.error('tutor: no se pudo guardar la respuesta', finished.error ?? done);
    throw new TurnError(
      500,
      'save_failed',
      'No se pudo guardar la respuesta del tutor. Intenta de nuevo.',
    );
  }
  if (!done.metrics_saved) console.error('tutor: no se pudieron guardar las métricas');
  if (done.alert_saved === false) console.error('tutor: no se pudo guardar la alerta de seguridad');
  if (done.title_saved === false) console.error('tutor: no se pudo guardar el título');
  return {
    message: { ...done.message, images: [] },
    title: done.title_saved ? title : null,
    model: input.model,
    answered_message_ids: input.answering,
    pending_message_ids: done.pending ?? [],
  };
}
