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
import type { DbResult, SupabaseLike } from './handler.ts';
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

const MESSAGE_COLUMNS = 'id, conversation_id, role, content, metadata, created_at';

const unavailable = (cause: unknown) => {
  console.error('tutor: la base de datos no respondió', cause);
  return new TurnError(
    503,
    'database_unavailable',
    'No se pudo leer la conversación. Intenta de nuevo en un momento.',
  );
};

function imagePaths(row: MessageRow): string[] {
  const images = row.metadata?.images;
  return Array.isArray(images) ? images.filter((p): p is string => typeof p === 'string') : [];
}

async function loadConversation(ctx: TurnContext) {
  // Both reads at once; the history is used only once the conversation proved to be the caller's.
  const [conversation, history] = await Promise.all([
    ctx.service
      .from('conversations')
      .select('id, subject, grade_level')
      .eq('id', ctx.conversationId)
      .eq('user_id', ctx.userId)
      .maybeSingle(),
    ctx.service
      .from('messages')
      .select(MESSAGE_COLUMNS)
      .eq('conversation_id', ctx.conversationId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(ctx.config.maxHistoryMessages),
  ]);
  if (conversation.error) throw unavailable(conversation.error);
  if (!conversation.data) {
    throw new TurnError(404, 'not_found', 'No se encontró la conversación.');
  }
  if (history.error) throw unavailable(history.error);
  const rows = ((history.data as MessageRow[] | null) ?? []).reverse();
  const { subject, grade_level } = conversation.data as {
    subject: string | null;
    grade_level: string | null;
  };
  return { subject, level: grade_level, rows };
}

/** One turn = one unit of the per-minute and per-day limits, refused over the token budget. */
async function consumeQuota(ctx: TurnContext) {
  const { config } = ctx;
  const quota = await ctx.service.rpc('tutor_consume_quota', {
    p_user_id: ctx.userId,
    p_per_minute: config.perMinute,
    p_per_day: config.perDay,
    p_tokens_per_day: config.tokensPerDay,
  });
  if (quota.error) {
    console.error('tutor: tutor_consume_quota falló', quota.error);
    throw new TurnError(
      503,
      'quota_unavailable',
      'No se pudo verificar el límite de uso. Intenta más tarde.',
    );
  }
  const verdict = (quota.data ?? {}) as {
    allowed?: boolean;
    scope?: string;
    retry_after_seconds?: number;
  };
  if (verdict.allowed === true) return;
  const retryAfter = String(Math.max(1, Math.ceil(Number(verdict.retry_after_seconds) || 60)));
  const message =
    verdict.scope === 'tokens'
      ? 'Alcanzaste el límite diario de uso del tutor. Vuelve mañana para seguir aprendiendo.'
      : verdict.scope === 'day'
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

function isUniqueViolation(error: DbResult['error']): boolean {
  return error?.code === '23505';
}

export async function runTurn(ctx: TurnContext): Promise<TurnResult> {
  const { config, service, openai, userId } = ctx;
  const deadline = Date.now() + config.turnTimeoutMs;
  const left = () => Math.min(config.attemptTimeoutMs, deadline - Date.now());

  const { subject, level, rows } = await loadConversation(ctx);
  const latest = rows[rows.length - 1];
  if (!latest || latest.role !== 'user') {
    throw new TurnError(
      409,
      'already_answered',
      'No hay un mensaje nuevo del estudiante para responder: el último ya tiene respuesta.',
    );
  }
  await consumeQuota(ctx);

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
      const images = await historyImages(service.storage, rows.map(imagePaths), userId, config);
      const history: TutorTurn[] = rows.map((r, i) => ({
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

  const inserted = await service
    .from('messages')
    .insert({ conversation_id: ctx.conversationId, role: 'assistant', content, metadata })
    .select(MESSAGE_COLUMNS)
    .single();
  if (inserted.error || !inserted.data) {
    await recordTokens();
    if (isUniqueViolation(inserted.error)) {
      throw new TurnError(
        409,
        'already_answered',
        'Este mensaje ya tiene respuesta del tutor. Escribe un mensaje nuevo para continuar.',
      );
    }
    console.error('tutor: no se pudo guardar la respuesta', inserted.error);
    throw new TurnError(
      500,
      'save_failed',
      'No se pudo guardar la respuesta del tutor. Intenta de nuevo.',
    );
  }
  const message = inserted.data as MessageRow;

  const writes: Array<Promise<unknown>> = [
    // SPEC.md section 8: a metrics failure is only logged.
    Promise.resolve(
      service.from('message_metrics').insert({
        message_id: message.id,
        api_response_time_ms: responseTimeMs,
        tokens_used: metricTokens ?? tokens,
        model_used: model,
        ...computeMetrics(content),
      }),
    ).then(({ error }) => {
      if (error) console.error('tutor: no se pudieron guardar las métricas', error);
    }),
    recordTokens(),
  ];
  if (flag) {
    writes.push(
      Promise.resolve(
        service.from('safety_alerts').insert({
          user_id: userId,
          conversation_id: ctx.conversationId,
          message_id: latest.id,
          category: flag.category,
          source: flag.source,
          excerpt: safetyExcerpt(latest.content),
        }),
      ).then(({ error }) => {
        if (error) console.error('tutor: no se pudo guardar la alerta de seguridad', error);
      }),
    );
  }
  let savedTitle: string | null = null;
  if (title !== null) {
    writes.push(
      Promise.resolve(
        service
          .from('conversations')
          .update({ title })
          .eq('id', ctx.conversationId)
          .eq('user_id', userId),
      ).then(({ error }) => {
        if (error) console.error('tutor: no se pudo guardar el título', error);
        else savedTitle = title;
      }),
    );
  }
  await Promise.all(writes);

  return { message: { ...message, images: [] }, title: savedTitle, model };
}
