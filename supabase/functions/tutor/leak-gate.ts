/**
 * The answer-leak gate of a model reply, with its calls: the task's answer key (read,
 * or made by one JSON call when a task is stated), the judge (one retry), the answer check
 * (`revealsAnswer`) on every text that may be served, the rewrite and its re-check, the fallback.
 * docs/tutor.md "The answer-leak gate" has the rules.
 */
import {
  type AnswerKey,
  buildKeyMessages,
  KEY_PARAMS,
  parseAnswerKey,
} from '../_shared/answer-check/answer-key.ts';
import { revealsAnswer } from '../_shared/answer-check/reveal.ts';
import {
  buildJudgeMessages,
  buildRewriteMessages,
  GATE_FALLBACK_REPLIES,
  type GateInput,
  type GateMetadata,
  JUDGE_PARAMS,
  type JudgeVerdict,
  parseJudgeVerdict,
  REWRITE_PARAMS,
} from '../_shared/tutor/gate.ts';
import type { TutorTurn } from '../_shared/tutor/prompt.ts';

import { chatCompletion, type OpenAILike } from './model.ts';
import type { MessageRow, TurnContext } from './turn-context.ts';

/** Judge calls per text judged: the first and one retry. */
export const JUDGE_ATTEMPTS = 2;

/** A stored key and the student message that stated its task. */
export interface TaskKey {
  key: AnswerKey;
  taskMessageId: string | null;
  taskStartedAt: string;
}

/**
 * One call of the gate (key, judge or rewrite): no retry, within the turn's time left, its tokens
 * charged to the turn. The answer's text; a failed call throws (each caller decides what follows).
 */
async function gateCall(
  ctx: TurnContext,
  client: OpenAILike,
  body: Record<string, unknown>,
): Promise<string> {
  const answer = await chatCompletion(client, body, { attempts: 1, timeoutMs: ctx.left });
  ctx.tokens += answer.totalTokens;
  return answer.content;
}

/** The conversation's current key (tutor_get_answer_key), or null; a failure is only logged. */
export async function loadKey(ctx: TurnContext): Promise<TaskKey | null> {
  const { data, error } = await ctx.service.rpc('tutor_get_answer_key', {
    p_user_id: ctx.userId,
    p_conversation_id: ctx.conversationId,
  });
  if (error) {
    console.error('tutor: no se pudo leer la clave de respuestas', error);
    return null;
  }
  const row = data as {
    task?: string;
    answers?: string[];
    steps?: string[];
    task_message_id?: string | null;
    task_started_at?: string;
  } | null;
  if (!row?.task) return null;
  return {
    key: { task: row.task, answers: row.answers ?? [], steps: row.steps ?? [] },
    taskMessageId: row.task_message_id ?? null,
    taskStartedAt: row.task_started_at ?? '',
  };
}

/**
 * One key call on the student message that states a task (its images included), stored at once.
 * Null when the call fails or the message states no task (the gate then works without a key).
 */
export async function makeKey(
  ctx: TurnContext,
  client: OpenAILike,
  row: MessageRow,
  turn: TutorTurn,
  subject: string | null,
  level: string | null,
): Promise<TaskKey | null> {
  let key: AnswerKey | null;
  try {
    const answer = await gateCall(ctx, client, {
      model: ctx.config.judgeModel,
      messages: buildKeyMessages(turn, subject, level),
      ...KEY_PARAMS,
    });
    key = parseAnswerKey(answer);
  } catch (cause) {
    console.error('tutor: la clave de respuestas falló', cause);
    return null;
  }
  if (!key) return null;
  const saved = await ctx.service.rpc('tutor_save_answer_key', {
    p_user_id: ctx.userId,
    p_conversation_id: ctx.conversationId,
    p_task_message_id: row.id,
    p_key: key,
    p_model: ctx.config.judgeModel,
  });
  if (saved.error || saved.data !== true) {
    console.error('tutor: no se pudo guardar la clave de respuestas', saved.error ?? saved.data);
  }
  return { key, taskMessageId: row.id, taskStartedAt: row.created_at };
}

/** The turns of the key's task (from its stating message on), or all of them without a key. */
export function taskTurns(rows: MessageRow[], history: TutorTurn[], key: TaskKey | null) {
  let start = 0;
  if (key) {
    const at = rows.findIndex((r) => r.id === key.taskMessageId);
    start =
      at >= 0
        ? at
        : Math.max(
            0,
            rows.findIndex((r) => r.created_at >= key.taskStartedAt),
          );
  }
  const turns = history.slice(start);
  return {
    history: turns,
    studentMessages: turns.filter((t) => t.role === 'user').map((t) => t.content),
  };
}

export interface GateArgs {
  /** The rows sent to the model and their turns (same order), the student's latest last. */
  rows: MessageRow[];
  history: TutorTurn[];
  key: TaskKey | null;
  reply: string;
  subject: string | null;
  level: string | null;
}

export interface GateOutcome {
  content: string;
  /** The judge's verdict on the proposal (eureka, student_risk), null when every call failed. */
  verdict: JudgeVerdict | null;
  gate: GateMetadata;
  /** The key the turn ended with (made or replaced on a new task). */
  key: TaskKey | null;
}

/** The judge's calls of a turn: `judge` gives a verdict, or null after JUDGE_ATTEMPTS failures. */
export function judgeCalls(ctx: TurnContext, client: OpenAILike) {
  const state = { calls: 0, error: false };
  const judge = async (input: GateInput): Promise<JudgeVerdict | null> => {
    for (let attempt = 1; attempt <= JUDGE_ATTEMPTS; attempt += 1) {
      state.calls += 1;
      try {
        const judged = await gateCall(ctx, client, {
          model: ctx.config.judgeModel,
          messages: buildJudgeMessages(input),
          ...JUDGE_PARAMS,
        });
        const verdict = parseJudgeVerdict(judged);
        if (verdict) return verdict;
        console.error(`tutor: veredicto no válido: ${judged.slice(0, 200)}`);
      } catch (cause) {
        console.error(`tutor: el juez falló (intento ${attempt})`, cause);
      }
    }
    state.error = true;
    return null;
  };
  return { judge, state };
}

/**
 * The judge of a turn's task: `judge(text)` reads a text against the current key; when its verdict
 * says the latest message starts a new task (and the key is not already that message's), the new
 * task's key is made once and the text judged again (`first` is the verdict before that). `key`,
 * `task` and `inputFor` follow the key the turn ends with. The JSON gate judges the whole reply
 * once; the streamed one the growing reply after each release.
 */
export function taskJudge(
  ctx: TurnContext,
  client: OpenAILike,
  args: Pick<GateArgs, 'rows' | 'history' | 'key' | 'subject' | 'level'>,
) {
  const { rows, history, subject, level } = args;
  const judges = judgeCalls(ctx, client);
  const latest = rows[rows.length - 1]!;
  const current = { key: args.key, task: taskTurns(rows, history, args.key) };
  /** The new task's key, made once even when two calls (the streamed gate's) name it. */
  let rekey: Promise<boolean> | null = null;
  const inputFor = (text: string): GateInput => ({
    history: current.task.history,
    answerKey: current.key?.key ?? null,
    reply: text,
    subject,
    level,
  });
  const judge = async (text: string) => {
    const keyRead = current.key;
    const first = await judges.judge(inputFor(text));
    let verdict = first;
    if (first?.task_changed && keyRead?.taskMessageId !== latest.id) {
      // A new task: its key (once), then the text judged again against it.
      rekey ??= makeKey(ctx, client, latest, history[history.length - 1]!, subject, level).then(
        (made) => {
          if (!made) return false;
          current.key = made;
          current.task = taskTurns(rows, history, made);
          return true;
        },
      );
      if ((await rekey) && current.key !== keyRead) verdict = await judges.judge(inputFor(text));
    }
    return { first, verdict };
  };
  return { judge, judgeInput: judges.judge, calls: judges.state, current, inputFor };
}

/**
 * One rewrite call with the rewrite prompt (the tutor's model, no retry, within the turn's time
 * left), its tokens counted to the turn: the rewritten reply, or null when the call failed (logged
 * as `failure`). The leak gate and the class's policy both rewrite this way.
 */
export async function rewriteOnce(
  ctx: TurnContext,
  client: OpenAILike,
  input: Parameters<typeof buildRewriteMessages>[0],
  failure: string,
): Promise<string | null> {
  try {
    return await gateCall(ctx, client, {
      model: ctx.config.model,
      messages: buildRewriteMessages(input),
      ...REWRITE_PARAMS,
    });
  } catch (cause) {
    console.error(failure, cause);
    return null;
  }
}

/**
 * A revealing text rewritten once (the rewrite prompt with `reason`), then checked again: the
 * answer check first (no judge call when it still states the value), then the judge. The fixed
 * guidance when the rewrite fails or still reveals. `verdict`: the judge passed the text served.
 */
export async function rewriteChecked(
  ctx: TurnContext,
  clients: { reply: OpenAILike },
  input: GateInput & { reason: string },
  check: (text: string) => boolean,
  judge: (input: GateInput) => Promise<JudgeVerdict | null>,
): Promise<{ content: string; verdict: boolean; fallback: boolean }> {
  const fallbackReply = GATE_FALLBACK_REPLIES[ctx.language];
  const rewrite = await rewriteOnce(
    ctx,
    clients.reply,
    { ...input, language: ctx.language },
    'tutor: la reescritura falló; se sirve la guía general',
  );
  if (rewrite === null || check(rewrite)) {
    return { content: fallbackReply, verdict: false, fallback: true };
  }
  const again = await judge({ ...input, reply: rewrite });
  if (again?.reveals_answer) return { content: fallbackReply, verdict: true, fallback: true };
  return { content: rewrite, verdict: again !== null, fallback: false };
}

export async function gateReply(
  ctx: TurnContext,
  clients: { reply: OpenAILike; judge: OpenAILike },
  args: GateArgs,
): Promise<GateOutcome> {
  const { reply } = args;
  const judged = taskJudge(ctx, clients.judge, args);
  const { first, verdict } = await judged.judge(reply);
  const { key, task } = judged.current;
  const { inputFor } = judged;
  const answers = key?.key.answers ?? [];
  const check = (text: string) => revealsAnswer(text, answers, task.studentMessages) !== null;
  const rule = check(reply);
  const done = (content: string, served: { verdict: boolean; fallback?: boolean }) => ({
    content,
    verdict: verdict ?? first,
    key,
    gate: {
      checked: verdict !== null,
      rewritten: content !== reply,
      fallback: served.fallback === true,
      unverified: served.fallback !== true && !served.verdict,
      judge_error: judged.calls.error,
      judge_calls: judged.calls.calls,
      rule,
      ...(verdict ? { reveals: verdict.reveals_answer, guides: verdict.guides } : {}),
    },
  });

  if (!rule && !verdict?.reveals_answer) return done(reply, { verdict: verdict !== null });

  const rewritten = await rewriteChecked(
    ctx,
    clients,
    {
      ...inputFor(reply),
      reason: verdict?.reveals_answer
        ? verdict.reason
        : 'La respuesta escribe un valor de la clave de respuestas.',
    },
    check,
    judged.judgeInput,
  );
  return done(rewritten.content, rewritten);
}
