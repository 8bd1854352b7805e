/**
 * One tutor turn, acting for a verified student: everything between "the student's message is
 * stored" and "the reply, its metrics and the title are stored" (CONTRACTS.md "The turn endpoint").
 * All database access uses the service role, always filtered by the caller's user id.
 */
import { detectEureka } from '../_shared/eureka.ts';
import {
  buildJudgeMessages,
  buildRewriteMessages,
  decideEureka,
  GATE_FALLBACK_REPLY,
  gateMetadata,
  JUDGE_PARAMS,
  type JudgeVerdict,
  parseJudgeVerdict,
  REWRITE_PARAMS,
} from '../_shared/gate.ts';
import { MAX_MESSAGE_CHARS } from '../_shared/limits.ts';
import { computeMetrics } from '../_shared/metrics.ts';
import {
  buildReplyMessages,
  buildTitleRequest,
  REPLY_PARAMS,
  systemPrompt,
  type TutorTurn,
} from '../_shared/prompt.ts';
import {
  categoryFromModeration,
  SAFETY_MODEL,
  safetyExcerpt,
  type SafetyFlag,
  screenPhrases,
} from '../_shared/safety.ts';
import { cleanTitle, DEFAULT_TITLE, IMAGE_ONLY_TITLE, isImageOnly } from '../_shared/title.ts';

import { DEMO_MODEL, demoReply, demoTitle, demoTokens } from './demo.ts';
import type { SupabaseLike } from './handler.ts';
import { historyImages } from './images.ts';
import { MODERATION_TIMEOUT_MS, type TutorConfig } from './limits.ts';
import { chatCompletion, moderate, type OpenAILike, UpstreamError } from './model.ts';

/** A refusal or failure of the turn, answered as `{ error, code }` with this status. */
export class TurnError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'TurnError';
  }
}

export interface TurnContext {
  config: TutorConfig;
  service: SupabaseLike;
  /** null: no OPENAI_API_KEY, the offline demo tutor answers. */
  openai: OpenAILike | null;
  userId: string;
  conversationId: string;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  role: 'user' | 'assistant';
  content: string;
  metadata: Record<string, unknown> | null;
  created_at: string;
}

export interface TurnResult {
  message: MessageRow & { images: string[] };
  title: string | null;
  model: string;
}

const unavailable = (cause: unknown) => {
  console.error('tutor: la base de datos no respondió', cause);
  return new TurnError(
    503,
    'database_unavailable',
    'No se pudo leer la conversación. Intenta de nuevo en un momento.',
  );
};

/** The most recent rows within a character budget (the latest one always). */
export function recentWithin<T extends { content: string }>(rows: T[], maxChars: number): T[] {
  let total = 0;
  let start = rows.length;
  while (start > 0) {
    total += rows[start - 1]!.content.length;
    if (total > maxChars && start < rows.length) break;
    start -= 1;
  }
  return rows.slice(start);
}

function imagePaths(row: MessageRow): string[] {
  const images = row.metadata?.images;
  return Array.isArray(images) ? images.filter((p): p is string => typeof p === 'string') : [];
}

type BeginTurn =
  | { status: 'not_found' | 'already_answered' }
  | { status: 'rate_limited'; scope?: string; retry_after_seconds?: number }
  | {
      status: 'ok';
      conversation: { subject: string | null; grade_level: string | null };
      history: MessageRow[];
    };

/**
 * One round trip (`tutor_begin_turn`): the caller's conversation and its latest
 * TUTOR_MAX_MESSAGES messages, 404 when it is not theirs, 409 when there is nothing to answer (no
 * unit taken), then one unit of the per-minute and per-day limits, refused over the token budget.
 */
async function beginTurn(ctx: TurnContext) {
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

/** Moderation (when a key exists and it is on), then the phrase list. Never fails the turn. */
async function screen(
  ctx: TurnContext,
  text: string,
  imageCount: number,
  left: () => number,
): Promise<SafetyFlag | null> {
  if (ctx.openai && ctx.config.moderation && !isImageOnly(text, imageCount)) {
    try {
      const result = await moderate(
        ctx.openai,
        ctx.config.moderationModel,
        text,
        Math.min(MODERATION_TIMEOUT_MS, left()),
      );
      const category = categoryFromModeration(result);
      if (category) return { category, source: 'moderation' };
    } catch (cause) {
      console.error('tutor: la moderación falló; se usa la lista de frases', cause);
    }
  }
  const category = screenPhrases(text);
  return category ? { category, source: 'phrase_list' } : null;
}

export async function runTurn(ctx: TurnContext): Promise<TurnResult> {
  const { config, service, openai, userId } = ctx;
  const deadline = Date.now() + config.turnTimeoutMs;
  const left = () => Math.min(config.attemptTimeoutMs, deadline - Date.now());

  const { subject, level, rows } = await beginTurn(ctx);
  const latest = rows[rows.length - 1]!;

  const firstTurn = !rows.some((r) => r.role === 'assistant');
  const latestImages = imagePaths(latest);
  /** Tokens the model reported for this turn's calls: charged to the daily budget. */
  let tokens = 0;
  /** tokens_used of the metrics row: the same, or the demo tutor's estimate. */
  let metricTokens: number | null = null;

  const recordTokens = async () => {
    if (tokens <= 0) return;
    const { error } = await service.rpc('tutor_record_tokens', {
      p_user_id: userId,
      p_tokens: tokens,
    });
    if (error) console.error('tutor: tutor_record_tokens falló', error);
  };

  const screenStart = Date.now();
  const flag = await screen(ctx, latest.content, latestImages.length, left);

  let content: string;
  let model: string;
  let replyStart = screenStart;
  let titlePromise: Promise<string | null> = Promise.resolve(null);
  const metadata: Record<string, unknown> = { reply_to: latest.id };

  if (flag) {
    // The fixed caring reply: no tutoring call, no title call (the message is not sent anywhere).
    content = config.safetyReply;
    model = SAFETY_MODEL;
    metadata.safety = flag;
  } else {
    const firstUser = rows.find((r) => r.role === 'user') ?? latest;
    const firstImageOnly = isImageOnly(firstUser.content, imagePaths(firstUser).length);
    const rule = detectEureka(latest.content);

    if (!openai) {
      replyStart = Date.now();
      content = demoReply(latest.content, latestImages.length);
      model = DEMO_MODEL;
      const promptChars =
        systemPrompt(subject, level).length + rows.reduce((n, r) => n + r.content.length, 0);
      // An estimate for the metrics row; no model was paid, so the token budget is not charged.
      metricTokens = demoTokens(promptChars, content);
      const { hasEureka, eureka } = decideEureka(rule, null);
      if (hasEureka) metadata.has_eureka = true;
      metadata.eureka = eureka;
      if (firstTurn) {
        titlePromise = Promise.resolve(
          firstImageOnly ? IMAGE_ONLY_TITLE : demoTitle(firstUser.content),
        );
      }
    } else {
      const sent = recentWithin(rows, config.maxHistoryChars);
      const images = await historyImages(service.storage, sent.map(imagePaths), userId, config);
      const history: TutorTurn[] = sent.map((r, i) => ({
        role: r.role,
        content: r.content,
        imageDataUrls: images[i] ?? [],
      }));
      replyStart = Date.now();
      let reply;
      try {
        reply = await chatCompletion(
          openai,
          {
            model: config.model,
            messages: buildReplyMessages(history, subject, level),
            ...REPLY_PARAMS,
          },
          { attempts: 2, timeoutMs: left },
        );
      } catch (cause) {
        const upstream = cause instanceof UpstreamError ? cause : null;
        console.error('tutor: el modelo no respondió', cause);
        await recordTokens();
        if (!upstream) throw cause;
        throw new TurnError(
          upstream.status,
          upstream.code,
          upstream.message,
          upstream.retryAfter ? { 'Retry-After': upstream.retryAfter } : {},
        );
      }
      tokens += reply.totalTokens;
      content = reply.content;
      model = reply.model;

      // The title (first turn, text present) runs beside the gate: one call, no retry.
      if (firstTurn) {
        titlePromise = firstImageOnly
          ? Promise.resolve(IMAGE_ONLY_TITLE)
          : chatCompletion(
              openai,
              { ...buildTitleRequest(firstUser.content), model: config.model },
              { attempts: 1, timeoutMs: left },
            ).then(
              (title) => {
                tokens += title.totalTokens;
                return cleanTitle(title.content);
              },
              (cause) => {
                console.error('tutor: no se pudo generar el título', cause);
                return DEFAULT_TITLE;
              },
            );
      }

      let verdict: JudgeVerdict | null = null;
      if (config.gate) {
        const input = { history, reply: content, subject, level };
        try {
          const judged = await chatCompletion(
            openai,
            { model: config.judgeModel, messages: buildJudgeMessages(input), ...JUDGE_PARAMS },
            { attempts: 1, timeoutMs: left },
          );
          tokens += judged.totalTokens;
          verdict = parseJudgeVerdict(judged.content);
          if (!verdict)
            console.error(`tutor: veredicto no válido: ${judged.content.slice(0, 200)}`);
        } catch (cause) {
          console.error('tutor: el juez falló; la respuesta se sirve sin revisar', cause);
        }
        let rewritten = false;
        if (verdict?.reveals_answer) {
          rewritten = true;
          try {
            const rewrite = await chatCompletion(
              openai,
              {
                model: config.model,
                messages: buildRewriteMessages({ ...input, reason: verdict.reason }),
                ...REWRITE_PARAMS,
              },
              { attempts: 1, timeoutMs: left },
            );
            tokens += rewrite.totalTokens;
            content = rewrite.content;
          } catch (cause) {
            // A revealing reply is never served: a general Socratic prompt takes its place.
            console.error('tutor: la reescritura falló; se sirve la guía general', cause);
            content = GATE_FALLBACK_REPLY;
          }
        }
        metadata.gate = gateMetadata(verdict, rewritten);
      }
      const { hasEureka, eureka } = decideEureka(rule, verdict);
      if (hasEureka) metadata.has_eureka = true;
      metadata.eureka = eureka;
    }
  }

  // messages_content_over_20000_chars: a model that ignores max_tokens, or a long configured safety
  // text, is cut rather than losing the turn.
  content = content.slice(0, MAX_MESSAGE_CHARS);
  // Server-measured: from the start of the reply call to the final text, gate included (the title
  // call may still be running beside it and is not part of the reply's time).
  const responseTimeMs = Date.now() - replyStart;
  metadata.response_time_ms = responseTimeMs;
  const title = await titlePromise;

  // One round trip (`tutor_finish_turn`): the turn's tokens (charged whatever happens), the reply,
  // its metrics row (SPEC.md section 8: a metrics failure is only logged), the safety alert and, on
  // the first turn, the title.
  const finished = await service.rpc('tutor_finish_turn', {
    p_user_id: userId,
    p_conversation_id: ctx.conversationId,
    p_content: content,
    p_metadata: metadata,
    p_metrics: {
      api_response_time_ms: responseTimeMs,
      tokens_used: metricTokens ?? tokens,
      model_used: model,
      ...computeMetrics(content),
    },
    p_tokens: tokens,
    p_title: title,
    p_alert: flag
      ? {
          message_id: latest.id,
          category: flag.category,
          source: flag.source,
          excerpt: safetyExcerpt(latest.content),
        }
      : null,
  });
  const done = (finished.data ?? {}) as {
    status?: string;
    message?: MessageRow;
    metrics_saved?: boolean;
    alert_saved?: boolean | null;
    title_saved?: boolean | null;
  };
  if (done.status === 'already_answered') {
    throw new TurnError(
      409,
      'already_answered',
      'Este mensaje ya tiene respuesta del tutor. Escribe un mensaje nuevo para continuar.',
    );
  }
  if (finished.error || done.status !== 'ok' || !done.message) {
    if (finished.error) await recordTokens();
    console.error('tutor: no se pudo guardar la respuesta', finished.error ?? done);
    throw new TurnError(
      500,
      'save_failed',
      'No se pudo guardar la respuesta del tutor. Intenta de nuevo.',
    );
  }
  const message = done.message;
  if (!done.metrics_saved) console.error('tutor: no se pudieron guardar las métricas');
  if (done.alert_saved === false) console.error('tutor: no se pudo guardar la alerta de seguridad');
  if (done.title_saved === false) console.error('tutor: no se pudo guardar el título');
  const savedTitle = done.title_saved ? title : null;

  return { message: { ...message, images: [] }, title: savedTitle, model };
}
