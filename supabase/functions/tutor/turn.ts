/**
 * One tutor turn, acting for a verified student: everything between "the student's message is
 * stored" and "the reply, its metrics and the title are stored" (docs/tutor.md).
 * All database access uses the service role, always filtered by the caller's user id.
 * begin.ts (history, limits) -> safety screen -> reply.ts (demo or model, title, gate) -> finish.ts.
 */
import { detectEureka } from '../_shared/eureka/eureka.ts';
import {
  combineVerdicts,
  SAFETY_MODEL,
  SAFETY_REPLIES_BY_LANGUAGE,
  type SafetyFlag,
  type SafetyLevel,
  screenVerdict,
} from '../_shared/safety/safety.ts';
import { decideEureka } from '../_shared/tutor/gate.ts';
import { DEFAULT_LANGUAGE } from '../_shared/tutor/language.ts';
import { MAX_MESSAGE_CHARS } from '../_shared/tutor/limits.ts';
import { isImageOnly } from '../_shared/tutor/title.ts';

import { beginTurn } from './begin.ts';
import { MODERATION_TIMEOUT_MS } from './config.ts';
import { finishTurn, type TurnResult } from './finish.ts';
import { hintLadder } from './ladder.ts';
import { moderate } from './model.ts';
import { demoTurnReply, modelTurnReply, type Reply } from './reply.ts';
import {
  streamDemoTurnReply,
  type StreamedReply,
  streamModelTurnReply,
  type TurnEvents,
} from './stream-reply.ts';
import {
  imagePaths,
  type MessageRow,
  releaseClaim,
  type TurnContext,
  TurnError,
} from './turn-context.ts';

export { TurnError };
export type { TurnResult } from './finish.ts';

/**
 * The offline screen, then moderation (when a key exists and it is on): moderation's violence and
 * threat flags count only where the offline screen also reads a disclosure, the more urgent
 * category of the two wins, and the two agreeing make the alert `alta` (combineVerdicts). Never
 * fails the turn.
 */
async function screen(ctx: TurnContext, latest: MessageRow): Promise<SafetyFlag | null> {
  const text = latest.content;
  const offline = screenVerdict(text);
  if (ctx.openai && ctx.config.moderation && !isImageOnly(text, imagePaths(latest).length)) {
    try {
      const result = await moderate(
        ctx.openai,
        ctx.config.moderationModel,
        text,
        Math.min(MODERATION_TIMEOUT_MS, ctx.left()),
      );
      return combineVerdicts(offline, result);
    } catch (cause) {
      console.error('tutor: la moderación falló; se usa la lista de frases', cause);
    }
  }
  return combineVerdicts(offline);
}

/**
 * The turn's result and the level of the safety alert it recorded (null: none); only an `alta`
 * alert is e-mailed now. The alert (its category, source and level) is stored only in
 * public.safety_alerts: never in the reply's metadata, which the student reads.
 */
export type TurnOutcome = TurnResult & { alerted: SafetyLevel | null };

/** What the student receives of a turn (the JSON answer, the streamed `done`): never `alerted`. */
export const answerOf = <T extends { alerted: unknown }>({
  alerted: _alerted,
  ...answer
}: T): Omit<T, 'alerted'> => answer;

export async function runTurn(
  turn: Pick<
    TurnContext,
    'config' | 'service' | 'openai' | 'judge' | 'userId' | 'conversationId'
  > & {
    /** A streamed turn (the SSE events); absent: the JSON answer only. */
    events?: TurnEvents;
  },
): Promise<TurnOutcome> {
  const deadline = Date.now() + turn.config.turnTimeoutMs;
  const ctx: TurnContext = {
    ...turn,
    left: () => Math.min(turn.config.attemptTimeoutMs, deadline - Date.now()),
    tokens: 0,
    language: DEFAULT_LANGUAGE,
  };

  const begun = await beginTurn(ctx);
  try {
    return await answerTurn(ctx, begun, turn.events);
  } catch (cause) {
    // The claim ends at once (Reintentar need not wait for it to expire), and the refusal names
    // the newest student message still without a reply: the one that needs Reintentar.
    await releaseClaim(ctx);
    if (cause instanceof TurnError && !('message_id' in cause.fields)) {
      const latest = begun.rows[begun.rows.length - 1]!;
      throw new TurnError(cause.status, cause.code, cause.message, cause.headers, {
        ...cause.fields,
        message_id: latest.id,
        unanswered_message_ids: begun.answering,
      });
    }
    throw cause;
  }
}

/** Everything after the claim: safety screen, reply (model or demo), gate, finish. */
async function answerTurn(
  ctx: TurnContext,
  { subject, level, rows, answering, policy }: Awaited<ReturnType<typeof beginTurn>>,
  events?: TurnEvents,
): Promise<TurnOutcome> {
  const latest = rows[rows.length - 1]!;
  events?.status('pensando');
  const screenStart = Date.now();
  let flag = await screen(ctx, latest);
  const metadata: Record<string, unknown> = { reply_to: latest.id };

  // The caring reply of the category: no tutoring, no title (the conversation keeps its default).
  const caring = (startedAt: number, category: SafetyFlag['category']): Reply => ({
    content: ctx.config.safetyReply ?? SAFETY_REPLIES_BY_LANGUAGE[ctx.language][category],
    model: SAFETY_MODEL,
    startedAt,
    title: Promise.resolve(null),
    metricTokens: null,
    verdict: null,
  });

  let reply: Reply & Partial<Pick<StreamedReply, 'stopped'>>;
  /** The text a streamed turn has shown the student so far. */
  let shown = '';
  if (flag?.level === 'alta') {
    // A clear disclosure: no model call at all, the message is not sent anywhere.
    reply = caring(screenStart, flag.category);
  } else {
    // Nothing, or a possible disclosure (`revisar`): the student is not interrupted; the alert is
    // recorded for the adults who follow the alerts, and the judge may still read it as clear.
    // The hint ladder (ladder.ts): this reply's level, in the prompt and in its metadata.
    const ladder = hintLadder(rows, answering);
    const input = {
      subject,
      level,
      rows,
      policy,
      ladder: ladder.instruction,
      hintLevel: ladder.level,
      language: ctx.language,
    };
    if (events) {
      const streamed = ctx.openai
        ? await streamModelTurnReply(ctx, ctx.openai, input, events)
        : await streamDemoTurnReply(ctx, input, events);
      shown = streamed.shown;
      reply = streamed;
    } else {
      reply = ctx.openai ? await modelTurnReply(ctx, ctx.openai, input) : demoTurnReply(input);
    }
    const risk = reply.verdict?.student_risk ?? null;
    if (risk) {
      // The judge read a clear disclosure (where the screen and moderation read none, or only a
      // possible one): the caring reply instead, and an `alta` alert.
      flag = { category: risk, source: 'judge', level: 'alta' };
      reply = caring(reply.startedAt, risk);
    } else {
      if (reply.gate) metadata.gate = reply.gate;
      // The judge's second opinion: a new task starts the ladder again.
      metadata.hint_level = reply.verdict?.task_changed ? 1 : ladder.level;
      const { hasEureka, eureka } = decideEureka(detectEureka(latest.content), reply.verdict);
      if (hasEureka) metadata.has_eureka = true;
      metadata.eureka = eureka;
    }
  }

  // messages_content_over_20000_chars: a model that ignores max_tokens, or a long configured safety
  // text, is cut rather than losing the turn.
  const content = reply.content.slice(0, MAX_MESSAGE_CHARS);
  if (reply.stopped) {
    // Detener: what was shown is the reply, marked as stopped; nothing shown, nothing stored.
    if (!content.trim()) throw new TurnError(499, 'stopped', 'Detuviste la respuesta del tutor.');
    metadata.stopped = true;
  } else if (events && content !== shown) {
    // What the student sees is what is stored: the gate's rewrite or guidance, the class policy's,
    // the caring reply (the screen's, or the judge's after text was shown) replace what was shown.
    if (shown) events.replace(content);
    else events.delta(content);
  }
  // Server-measured: from the start of the reply call to the final text, gate included (the title
  // call may still be running beside it and is not part of the reply's time).
  const responseTimeMs = Date.now() - reply.startedAt;
  metadata.response_time_ms = responseTimeMs;
  const result = await finishTurn(ctx, {
    latest,
    answering,
    content,
    metadata,
    model: reply.model,
    responseTimeMs,
    metricTokens: reply.metricTokens,
    title: await reply.title,
    flag,
  });
  return { ...result, alerted: flag?.level ?? null };
}
