/**
 * The tutor's reply to the latest student message: the offline demo tutor (no OPENAI_API_KEY), or
 * the model with the stored history and images, the first turn's title beside it, and the
 * answer-leak gate (judge, then a rewrite of a revealing reply).
 */
import {
  buildJudgeMessages,
  buildRewriteMessages,
  GATE_FALLBACK_REPLY,
  type GateMetadata,
  gateMetadata,
  JUDGE_PARAMS,
  type JudgeVerdict,
  parseJudgeVerdict,
  REWRITE_PARAMS,
} from '../_shared/gate.ts';
import {
  buildReplyMessages,
  buildTitleRequest,
  REPLY_PARAMS,
  systemPrompt,
  type TutorTurn,
} from '../_shared/prompt.ts';
import { cleanTitle, DEFAULT_TITLE, IMAGE_ONLY_TITLE, isImageOnly } from '../_shared/title.ts';

import { DEMO_MODEL, demoReply, demoTitle, demoTokens } from './demo.ts';
import { historyImages } from './images.ts';
import { chatCompletion, type OpenAILike, UpstreamError } from './model.ts';
import {
  imagePaths,
  type MessageRow,
  recordTokens,
  type TurnContext,
  TurnError,
} from './turn-context.ts';

export interface ReplyInput {
  subject: string | null;
  level: string | null;
  /** The history, oldest first; the last row is the student message to answer. */
  rows: MessageRow[];
}

export interface Reply {
  content: string;
  model: string;
  /** When the reply call started: response_time_ms runs from here to the final text. */
  startedAt: number;
  /** The first turn's title (null on later turns); may still be running beside the gate. */
  title: Promise<string | null>;
  /** tokens_used of the metrics row when it is not the charged tokens (the demo's estimate). */
  metricTokens: number | null;
  /** The gate's judge, when it ran and answered. */
  verdict: JudgeVerdict | null;
  /** metadata.gate, when the gate is on. */
  gate?: GateMetadata;
}

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

/** The title of a first turn: fixed for an image-only message, else `make`'s; null later. */
function firstTitle(
  { rows }: ReplyInput,
  make: (text: string) => Promise<string | null>,
): Promise<string | null> {
  if (rows.some((r) => r.role === 'assistant')) return Promise.resolve(null);
  const firstUser = rows.find((r) => r.role === 'user') ?? rows[rows.length - 1]!;
  return isImageOnly(firstUser.content, imagePaths(firstUser).length)
    ? Promise.resolve(IMAGE_ONLY_TITLE)
    : make(firstUser.content);
}

/** The offline demo tutor: no model is paid, so the token budget is not charged. */
export function demoTurnReply(input: ReplyInput): Reply {
  const latest = input.rows[input.rows.length - 1]!;
  const startedAt = Date.now();
  const content = demoReply(latest.content, imagePaths(latest).length);
  const promptChars =
    systemPrompt(input.subject, input.level).length +
    input.rows.reduce((n, r) => n + r.content.length, 0);
  return {
    content,
    model: DEMO_MODEL,
    startedAt,
    title: firstTitle(input, (text) => Promise.resolve(demoTitle(text))),
    // An estimate for the metrics row.
    metricTokens: demoTokens(promptChars, content),
    verdict: null,
  };
}

/** The gate: the judge's verdict, and a rewrite (or the general guidance) for a revealing reply. */
async function gateReply(
  ctx: TurnContext,
  openai: OpenAILike,
  input: Parameters<typeof buildJudgeMessages>[0],
) {
  let verdict: JudgeVerdict | null = null;
  let content = input.reply;
  try {
    const judged = await chatCompletion(
      openai,
      { model: ctx.config.judgeModel, messages: buildJudgeMessages(input), ...JUDGE_PARAMS },
      { attempts: 1, timeoutMs: ctx.left },
    );
    ctx.tokens += judged.totalTokens;
    verdict = parseJudgeVerdict(judged.content);
    if (!verdict) console.error(`tutor: veredicto no válido: ${judged.content.slice(0, 200)}`);
  } catch (cause) {
    console.error('tutor: el juez falló; la respuesta se sirve sin revisar', cause);
  }
  const rewritten = Boolean(verdict?.reveals_answer);
  if (verdict?.reveals_answer) {
    try {
      const rewrite = await chatCompletion(
        openai,
        {
          model: ctx.config.model,
          messages: buildRewriteMessages({ ...input, reason: verdict.reason }),
          ...REWRITE_PARAMS,
        },
        { attempts: 1, timeoutMs: ctx.left },
      );
      ctx.tokens += rewrite.totalTokens;
      content = rewrite.content;
    } catch (cause) {
      // A revealing reply is never served: a general Socratic prompt takes its place.
      console.error('tutor: la reescritura falló; se sirve la guía general', cause);
      content = GATE_FALLBACK_REPLY;
    }
  }
  return { content, verdict, gate: gateMetadata(verdict, rewritten) };
}

/** The model's reply (one retry), the title beside the gate (one call, no retry), the gate. */
export async function modelTurnReply(
  ctx: TurnContext,
  openai: OpenAILike,
  input: ReplyInput,
): Promise<Reply> {
  const { config } = ctx;
  const { subject, level } = input;
  const sent = recentWithin(input.rows, config.maxHistoryChars);
  const images = await historyImages(ctx.service.storage, sent.map(imagePaths), ctx.userId, config);
  const history: TutorTurn[] = sent.map((r, i) => ({
    role: r.role,
    content: r.content,
    imageDataUrls: images[i] ?? [],
  }));
  const startedAt = Date.now();
  let reply;
  try {
    reply = await chatCompletion(
      openai,
      {
        model: config.model,
        messages: buildReplyMessages(history, subject, level),
        ...REPLY_PARAMS,
      },
      { attempts: 2, timeoutMs: ctx.left },
    );
  } catch (cause) {
    const upstream = cause instanceof UpstreamError ? cause : null;
    console.error('tutor: el modelo no respondió', cause);
    await recordTokens(ctx);
    if (!upstream) throw cause;
    throw new TurnError(
      upstream.status,
      upstream.code,
      upstream.message,
      upstream.retryAfter ? { 'Retry-After': upstream.retryAfter } : {},
    );
  }
  ctx.tokens += reply.totalTokens;

  const title = firstTitle(input, (text) =>
    chatCompletion(
      openai,
      { ...buildTitleRequest(text), model: config.model },
      { attempts: 1, timeoutMs: ctx.left },
    ).then(
      (answer) => {
        ctx.tokens += answer.totalTokens;
        return cleanTitle(answer.content);
      },
      (cause) => {
        console.error('tutor: no se pudo generar el título', cause);
        return DEFAULT_TITLE;
      },
    ),
  );
  const base = { model: reply.model, startedAt, title, metricTokens: null };
  if (!config.gate) return { ...base, content: reply.content, verdict: null };
  const gated = await gateReply(ctx, openai, { history, reply: reply.content, subject, level });
  return { ...base, ...gated };
}
