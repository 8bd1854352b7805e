/**
 * The tutor's reply to the latest student message: the offline demo tutor (no OPENAI_API_KEY), or
 * the model with the stored history and images, the first turn's title beside it, and the
 * answer-leak gate (leak-gate.ts: the task's key, the judge, the answer check, the rewrite).
 */
import { revealsAnswer } from '../_shared/answer-check/reveal.ts';
import {
  type ClassPolicy,
  classPolicyLeak,
  classPromptSection,
} from '../_shared/classes/class-policy.ts';
import type { GateMetadata, JudgeVerdict } from '../_shared/tutor/gate.ts';
import type { HintLevel } from '../_shared/tutor/ladder.ts';
import { DEFAULT_LANGUAGE, type TutorLanguage } from '../_shared/tutor/language.ts';
import {
  buildReplyMessages,
  buildTitleRequest,
  REPLY_PARAMS,
  systemPrompt,
  type TutorTurn,
} from '../_shared/tutor/prompt.ts';
import { safeTitle } from '../_shared/tutor/safe-title.ts';
import { TUTOR_TITLES } from '../_shared/tutor/title-texts.ts';
import { isImageOnly } from '../_shared/tutor/title.ts';

import { keepPolicy, type PolicyOutcome, policyInDemo } from './class-gate.ts';
import { DEMO_MODEL, demoReply, demoTitle, demoTokens } from './demo.ts';
import { historyImages } from './images.ts';
import { taskStatement } from './ladder.ts';
import { gateReply, loadKey, makeKey, type TaskKey } from './leak-gate.ts';
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
  /** The conversation's class (instructions and avoid list for the model only), or none. */
  policy?: ClassPolicy | null;
  /** The hint ladder's instruction for this reply (ladder.ts). */
  ladder?: string;
  /** The hint ladder's level for this reply (the demo tutor writes its hint for it). */
  hintLevel?: HintLevel;
  /** The language the student chose (the turn's, read from their profile); Spanish when absent. */
  language?: TutorLanguage;
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
  /** What the class's policy did to the reply, when it changed it (never stored). */
  policy?: PolicyOutcome | null;
}

/** The student's own messages of the history (a name they wrote is theirs to hear back). */
const studentTexts = (rows: MessageRow[]) =>
  rows.filter((r) => r.role === 'user').map((r) => r.content);

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

/**
 * The title of a first turn, in the student's language: fixed for an image-only message, else
 * `make`'s text made safe for the task's accepted answers (`safeTitle`: no answer, no e-mail or
 * phone, never cut inside a formula; the untitled title, the failed call's, stays as it is); null
 * on later turns.
 */
async function firstTitle(
  { rows, language = DEFAULT_LANGUAGE }: ReplyInput,
  make: (text: string) => Promise<string>,
  answers: Promise<string[]>,
): Promise<string | null> {
  if (rows.some((r) => r.role === 'assistant')) return null;
  const titles = TUTOR_TITLES[language];
  const firstUser = rows.find((r) => r.role === 'user') ?? rows[rows.length - 1]!;
  if (isImageOnly(firstUser.content, imagePaths(firstUser).length)) return titles.imageOnly;
  const raw = await make(firstUser.content);
  if (raw === titles.untitled) return raw;
  return safeTitle(raw, {
    answers: await answers,
    safety: false,
    fallbackFrom: firstUser.content,
    language,
  });
}

/** The offline demo tutor: no model is paid, so the token budget is not charged. */
export function demoTurnReply(input: ReplyInput): Reply {
  const latest = input.rows[input.rows.length - 1]!;
  const startedAt = Date.now();
  const { content, outcome } = policyInDemo(
    demoReply({
      text: latest.content,
      images: imagePaths(latest).length,
      task: taskStatement(input.rows),
      level: input.hintLevel,
      previous: input.rows.findLast((r) => r.role === 'assistant')?.content ?? null,
      language: input.language,
    }),
    input.policy ?? null,
    studentTexts(input.rows),
    input.language,
  );
  const promptChars =
    systemPrompt(
      input.subject,
      input.level,
      classPromptSection(input.policy ?? null),
      input.language,
    ).length + input.rows.reduce((n, r) => n + r.content.length, 0);
  return {
    content,
    model: DEMO_MODEL,
    startedAt,
    // No key in demo mode (no model to solve the task): the title is checked against none.
    title: firstTitle(
      input,
      (text) => Promise.resolve(demoTitle(text, input.language)),
      Promise.resolve([]),
    ),
    // An estimate for the metrics row.
    metricTokens: demoTokens(promptChars, content),
    verdict: null,
    policy: outcome,
  };
}

/**
 * The class's policy on the text a model reply serves (class-gate.ts), one rule for the streamed
 * and the JSON reply: `leaks` says whether a text gives the policy away (the hold-back gate holds
 * such a chunk back), `keep` serves a text with the policy kept (rewritten or the guidance), the
 * answer check of `answers` applied to a rewrite.
 */
function classPolicyStep(
  ctx: TurnContext,
  openai: OpenAILike,
  input: ReplyInput,
  sent: MessageRow[],
  history: TutorTurn[],
) {
  const policy = input.policy ?? null;
  const own = studentTexts(input.rows);
  const asked = sent.filter((r) => r.role === 'user').map((r) => r.content);
  return {
    leaks: (text: string) => classPolicyLeak(text, policy, own) !== null,
    keep: (text: string, answers: string[]) =>
      keepPolicy(ctx, openai, {
        history: history.map((t) => ({ role: t.role, content: t.content })),
        reply: text,
        subject: input.subject,
        level: input.level,
        policy,
        studentTexts: own,
        revealsAnswer: (t) => revealsAnswer(t, answers, asked) !== null,
      }),
  };
}

/**
 * What a model reply (streamed or not) is built from: the history sent, its images, the key (read,
 * or made beside the reply on the first message), the request, and the class's policy step.
 */
export async function prepareModelTurn(ctx: TurnContext, openai: OpenAILike, input: ReplyInput) {
  const { config } = ctx;
  const { subject, level } = input;
  const policy = input.policy ?? null;
  const sent = recentWithin(input.rows, config.maxHistoryChars);
  const [images, stored] = await Promise.all([
    historyImages(ctx.service.storage, sent.map(imagePaths), ctx.userId, config),
    config.gate ? loadKey(ctx) : Promise.resolve(null),
  ]);
  const history: TutorTurn[] = sent.map((r, i) => ({
    role: r.role,
    content: r.content,
    imageDataUrls: images[i] ?? [],
  }));
  const judge = ctx.judge ?? openai;
  const firstMessage = !input.rows.some((r) => r.role === 'assistant');
  const keyed: Promise<TaskKey | null> =
    config.gate && !stored && firstMessage
      ? makeKey(ctx, judge, sent[sent.length - 1]!, history[history.length - 1]!, subject, level)
      : Promise.resolve(stored);
  const body = {
    model: config.model,
    messages: buildReplyMessages(
      history,
      subject,
      level,
      classPromptSection(policy),
      input.ladder,
      ctx.language,
    ),
    ...REPLY_PARAMS,
  };
  const classPolicy = classPolicyStep(ctx, openai, input, sent, history);
  return { sent, history, judge, keyed, body, classPolicy };
}

/** A failed reply call as the turn's refusal (the key call beside it settled, its tokens charged). */
export async function replyFailed(
  ctx: TurnContext,
  cause: unknown,
  keyed: Promise<unknown>,
): Promise<never> {
  const upstream = cause instanceof UpstreamError ? cause : null;
  console.error('tutor: el modelo no respondió', cause);
  await keyed;
  await recordTokens(ctx);
  if (!upstream) throw cause;
  throw new TurnError(
    upstream.status,
    upstream.code,
    upstream.message,
    upstream.retryAfter ? { 'Retry-After': upstream.retryAfter } : {},
  );
}

/**
 * The first turn's title beside the gate (one call, no retry), made safe with the answers of the
 * key the gate ends with: `settle` them once known.
 */
export function titleBeside(ctx: TurnContext, openai: OpenAILike, input: ReplyInput) {
  let settle: (answers: string[]) => void = () => {};
  const answers = new Promise<string[]>((resolve) => (settle = resolve));
  const title = firstTitle(
    input,
    (text) =>
      chatCompletion(
        openai,
        { ...buildTitleRequest(text, ctx.language), model: ctx.config.model },
        { attempts: 1, timeoutMs: ctx.left },
      ).then(
        (answer) => {
          ctx.tokens += answer.totalTokens;
          return answer.content;
        },
        (cause) => {
          console.error('tutor: no se pudo generar el título', cause);
          return TUTOR_TITLES[ctx.language].untitled;
        },
      ),
    answers,
  );
  return { title, settle };
}

/**
 * The model's reply (one retry) and, with the gate on, the task's key (read, or made beside the
 * reply on the first message); the title beside the gate (one call, no retry); then the gate.
 */
export async function modelTurnReply(
  ctx: TurnContext,
  openai: OpenAILike,
  input: ReplyInput,
): Promise<Reply> {
  const { config } = ctx;
  const { subject, level } = input;
  const { sent, history, judge, keyed, body, classPolicy } = await prepareModelTurn(
    ctx,
    openai,
    input,
  );
  const startedAt = Date.now();
  let reply;
  try {
    reply = await chatCompletion(openai, body, { attempts: 2, timeoutMs: ctx.left });
  } catch (cause) {
    return replyFailed(ctx, cause, keyed);
  }
  ctx.tokens += reply.totalTokens;

  // The title's answers: the key the gate ends with (made or replaced), known once it has run.
  const { title, settle: settleAnswers } = titleBeside(ctx, openai, input);
  const base = { model: reply.model, startedAt, metricTokens: null };
  // The class's policy on the text the gate serves (or on the reply without the gate).
  const avoiding = classPolicy.keep;
  if (!config.gate) {
    settleAnswers([]);
    const served = await avoiding(reply.content, []);
    return { ...base, title, content: served.content, verdict: null, policy: served.outcome };
  }
  let gated;
  try {
    gated = await gateReply(
      ctx,
      { reply: openai, judge },
      { rows: sent, history, key: await keyed, reply: reply.content, subject, level },
    );
  } catch (cause) {
    settleAnswers([]);
    throw cause;
  }
  settleAnswers(gated.key?.key.answers ?? []);
  const served = await avoiding(gated.content, gated.key?.key.answers ?? []);
  return {
    ...base,
    title,
    content: served.content,
    verdict: gated.verdict,
    gate: gated.gate,
    policy: served.outcome,
  };
}
