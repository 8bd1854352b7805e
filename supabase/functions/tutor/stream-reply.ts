/**
 * The reply of a streamed turn (docs/streaming.md): the model streams, and its text
 * goes through the hold-back gate (hold-back.ts) with the same rules as the non-streamed reply: the
 * answer check on everything released, the judge on the growing reply, the class's policy (its
 * instructions, names and avoid list, classPolicyLeak), the rewrite (re-checked) or the fixed
 * guidance when a chunk is blocked, then the class's policy step the JSON reply ends with too. The
 * demo tutor streams its canned reply at a model's pace. Only released (gated) text is ever sent or
 * stored; what replaces it reaches the student as `replace` (turn.ts).
 */
import { revealsAnswer } from '../_shared/answer-check/reveal.ts';
import type { GateMetadata } from '../_shared/tutor/gate.ts';
import { MAX_MESSAGE_CHARS } from '../_shared/tutor/limits.ts';

import { holdBack, type HoldBackOutcome, type TurnStatus } from './hold-back.ts';
import { rewriteChecked, taskJudge } from './leak-gate.ts';
import { type OpenAILike, streamCompletion } from './model.ts';
import {
  demoTurnReply,
  prepareModelTurn,
  type Reply,
  type ReplyInput,
  replyFailed,
  titleBeside,
} from './reply.ts';
import type { TurnContext } from './turn-context.ts';

/** What a streamed turn sends the student while it runs (the SSE events before `done`). */
export interface TurnEvents {
  status(state: TurnStatus): void;
  /** Released text: what was shown so far is the concatenation. */
  delta(text: string): void;
  /** Everything shown so far is replaced by `text`. */
  replace(text: string): void;
  /** The student's Detener or a closed connection. */
  signal: AbortSignal;
}

/** A streamed reply also says whether the student stopped it. */
export type StreamedReply = Reply & { stopped: boolean; shown: string };

/** Waits `ms`, or less when `signal` aborts; leaves no listener on the signal behind. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** The demo tutor's text in pieces of about one token (4 characters), at the configured pace. */
export async function* pacedPieces(
  text: string,
  pace: { firstMs: number; tokenMs: number },
  signal: AbortSignal,
): AsyncGenerator<string> {
  await sleep(pace.firstMs, signal);
  for (let i = 0; i < text.length && !signal.aborted; i += 4) {
    if (i > 0) await sleep(pace.tokenMs, signal);
    yield text.slice(i, i + 4);
  }
}

/** The demo tutor streamed: its canned reply (class policy applied first) through the hold-back gate. */
export async function streamDemoTurnReply(
  ctx: TurnContext,
  input: ReplyInput,
  events: TurnEvents,
): Promise<StreamedReply> {
  const whole = demoTurnReply(input);
  const out = await holdBack({
    pieces: pacedPieces(
      whole.content,
      { firstMs: ctx.config.demoFirstTokenMs, tokenMs: ctx.config.demoTokenMs },
      events.signal,
    ),
    blocks: () => false,
    release: events.delta,
    status: events.status,
    signal: events.signal,
    maxChars: MAX_MESSAGE_CHARS,
  });
  return { ...whole, content: out.released, shown: out.released, stopped: out.stopped };
}

/** metadata.gate of a streamed reply: the same fields as the non-streamed gate, plus the block. */
function streamedGate(
  out: HoldBackOutcome,
  judges: { calls: number; error: boolean },
  served: { rewritten: boolean; fallback: boolean; verdict: boolean },
  rule: boolean,
): GateMetadata & { streamed: true; held_back?: { by: 'rule' | 'judge'; chars: number } } {
  // A block by the class's policy alone is not the gate's: the stored metadata never says the
  // policy changed the reply (the student reads it), as in the JSON reply.
  const held = served.rewritten && out.blocked;
  return {
    checked: out.last !== null,
    rewritten: served.rewritten,
    fallback: served.fallback,
    unverified: !served.fallback && !served.verdict,
    judge_error: judges.error || out.judgeFailed,
    judge_calls: judges.calls,
    rule,
    ...(out.first ? { reveals: out.first.reveals_answer, guides: out.first.guides } : {}),
    streamed: true,
    // Blocked text is never stored: only who blocked it and how long it was.
    ...(held ? { held_back: { by: held, chars: out.written.length } } : {}),
  };
}

type TaskJudge = ReturnType<typeof taskJudge>;
type ClassPolicy = Awaited<ReturnType<typeof prepareModelTurn>>['classPolicy'];

/**
 * The hold-back gate's rules for a model reply: a chunk is held back when what would be shown
 * states the answer (the key the judge holds when asked, so a new task's key counts at once) or
 * gives the class's policy away; with the gate on, the judge reads the growing reply.
 * `blockedByPolicy`: the class's policy, not the answer check, refused the last text `blocks` refused.
 */
function holdBackRules(gate: boolean, judged: TaskJudge, classPolicy: ClassPolicy) {
  const { current } = judged;
  const answers = () => (gate ? (current.key?.key.answers ?? []) : []);
  const check = (text: string) =>
    gate && revealsAnswer(text, answers(), current.task.studentMessages) !== null;
  let policyBlock = false;
  const blocks = (text: string) => {
    if (check(text)) return true;
    policyBlock = classPolicy.leaks(text);
    return policyBlock;
  };
  const judge = gate ? async (text: string) => (await judged.judge(text)).verdict : undefined;
  return { answers, check, blocks, judge, blockedByPolicy: () => policyBlock };
}

/**
 * What the gate serves: the released text, or on a block by the answer check or the judge the
 * rewrite (re-checked) or the guidance; a block by the class's policy alone goes to the policy
 * step with what the model wrote, as the JSON reply's policy step reads the whole reply.
 */
async function servedText(
  ctx: TurnContext,
  openai: OpenAILike,
  out: HoldBackOutcome,
  rules: {
    byPolicy: boolean;
    leaks: (text: string) => boolean;
    check: (text: string) => boolean;
    judged: TaskJudge;
  },
) {
  const { byPolicy, leaks, check, judged } = rules;
  let gated = out.released;
  let served = { rewritten: false, fallback: false, verdict: out.judgedText === out.released };
  if (out.blocked) {
    const proposal = out.written;
    if (byPolicy && leaks(proposal) && !check(proposal)) {
      gated = proposal;
    } else {
      const rewritten = await rewriteChecked(
        ctx,
        { reply: openai },
        {
          ...judged.inputFor(proposal),
          reason:
            out.blocked === 'judge' && out.last
              ? out.last.reason
              : 'La respuesta escribe un valor de la clave de respuestas.',
        },
        check,
        judged.judgeInput,
      );
      gated = rewritten.content;
      served = { rewritten: true, fallback: rewritten.fallback, verdict: rewritten.verdict };
    }
  }
  return { gated, served };
}

/**
 * The model's reply streamed through the hold-back gate; the key (read, or made beside the reply),
 * the title beside it, and on a block the rewrite or the fixed guidance, sent as `replace`.
 */
export async function streamModelTurnReply(
  ctx: TurnContext,
  openai: OpenAILike,
  input: ReplyInput,
  events: TurnEvents,
): Promise<StreamedReply> {
  const { config } = ctx;
  const { subject, level } = input;
  const prepared = await prepareModelTurn(ctx, openai, input);
  const { sent, history, keyed, body, classPolicy } = prepared;
  const startedAt = Date.now();
  // The turn's deadline ends the stream as Detener does, but is an error, not a stop.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), Math.max(0, ctx.left()));
  const signal = AbortSignal.any([events.signal, deadline.signal]);
  try {
    let streamed;
    try {
      streamed = await streamCompletion(openai, body, { attempts: 2, timeoutMs: ctx.left, signal });
    } catch (cause) {
      return await replyFailed(ctx, cause, keyed);
    }
    const { title, settle } = titleBeside(ctx, openai, input);
    // The key and the task follow the judge (a new task named by it makes its key once).
    const judged = taskJudge(ctx, prepared.judge, {
      rows: sent,
      history,
      key: await keyed,
      subject,
      level,
    });
    const rules = holdBackRules(config.gate, judged, classPolicy);

    let out: HoldBackOutcome;
    try {
      out = await holdBack({
        pieces: streamed.pieces,
        blocks: rules.blocks,
        judge: rules.judge,
        release: events.delta,
        status: events.status,
        signal,
        maxChars: MAX_MESSAGE_CHARS,
      });
    } catch (cause) {
      settle([]);
      return await replyFailed(ctx, cause, keyed);
    }
    ctx.tokens += streamed.usage().totalTokens;
    if (deadline.signal.aborted && !events.signal.aborted && !out.blocked) {
      settle([]);
      return await replyFailed(ctx, new Error('turn deadline'), keyed);
    }
    settle(rules.answers());
    const base = {
      model: streamed.usage().model,
      startedAt,
      metricTokens: null,
      title,
      stopped: out.stopped,
    };
    const byPolicy = out.blocked === 'rule' && rules.blockedByPolicy();
    const rule = out.blocked === 'rule' && !byPolicy;
    if (out.blocked) events.status('reescribiendo');
    const { gated, served } = await servedText(ctx, openai, out, {
      byPolicy,
      leaks: classPolicy.leaks,
      check: rules.check,
      judged,
    });
    const kept = await classPolicy.keep(gated, rules.answers());
    return {
      ...base,
      content: kept.content,
      // turn.ts sends what replaces the shown text (`replace`) before `done`.
      shown: out.released,
      verdict: out.last,
      gate: config.gate ? streamedGate(out, judged.calls, served, rule) : undefined,
      policy: kept.outcome,
    };
  } finally {
    clearTimeout(timer);
  }
}
