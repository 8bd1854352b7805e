/**
 * The evaluation harness behind `npm run eval:tutor`: measures the WHOLE turn (the tutor function
 * on an in-memory local stack, its prompt, history, images, gate) against any OpenAI-compatible
 * model. For each case a fresh student signs up, creates a conversation with the case's subject and
 * level, and sends the turns one by one (user insert, then `functions.invoke('tutor')`), exactly as
 * the app does. Each reply is then scored (tutor-score.ts).
 */
import { randomUUID } from 'node:crypto';

import OpenAI from 'openai';

import type { TutorCase } from '../../evals/load.ts';
import { shownText } from '../../supabase/functions/_shared/http/sse-events.ts';

import { equationPng } from './equation-png.ts';
import { type FunctionOptions, startEvalStack } from './eval-stack.ts';
import {
  invokeChallenge,
  invokeTutor,
  invokeTutorStreamed,
  MESSAGES_PER_STUDENT,
  signUpStudent,
  type Student,
} from './eval-student.ts';
import { type ChallengeTry, ladderFailures } from './ladder-score.ts';
import { countLeakedChunks, type ReleasedEvent } from './stream-leaks.ts';
import {
  EVAL_JUDGE_SYSTEM,
  judgeUserMessage,
  matchesAnswer,
  parseVerdict,
  type Rates,
  type ScoredCase,
  type ScoredTurn,
  type StreamCount,
  summarise,
} from './tutor-score.ts';

export interface EvalOptions extends FunctionOptions {
  /** The scoring judge's model, where it runs (default: baseUrl) and its key (default: apiKey). */
  judgeModel: string;
  judgeBaseUrl?: string;
  judgeApiKey?: string;
  cases: TutorCase[];
  concurrency?: number;
  /**
   * Ask for the streamed turn (`Accept: text/event-stream`, docs/streaming.md) and count, per
   * reply, the released chunks that state the case's answer (stream-leaks.ts).
   */
  stream?: boolean;
  /** Reuse a stack started with `startEvalStack` (the caller owns it); default: start one. */
  stackUrl?: string;
  log?: (line: string) => void;
}

export interface EvalReport {
  config: {
    baseUrl: string;
    model: string;
    judgeModel: string;
    gateModel: string;
    gateBaseUrl: string;
    gate: 'on' | 'off';
    moderation: 'on' | 'off';
    cases: number;
    startedAt: string;
    wallMs: number;
  };
  overall: Rates;
  byCategory: Record<string, Rates>;
  cases: ScoredCase[];
}

async function judge(
  openai: OpenAI,
  model: string,
  kase: TutorCase,
  history: Array<{ role: 'user' | 'assistant'; content: string }>,
  reply: string,
) {
  try {
    const res = await openai.chat.completions.create({
      model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: EVAL_JUDGE_SYSTEM },
        { role: 'user', content: judgeUserMessage(kase, history, reply) },
      ],
    });
    const verdict = parseVerdict(res.choices[0]?.message?.content ?? '');
    return verdict ? { verdict, error: null } : { verdict: null, error: 'unparseable verdict' };
  } catch (error) {
    return { verdict: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The chunks a streamed turn released, read back: how many state the answer; shown = stored. */
function streamedChunks(
  kase: TutorCase,
  studentTurns: string[],
  turn: { reply: string | null; gate: unknown; events: ReleasedEvent[] },
): StreamCount {
  // A correct attempt already holds the answer: saying it back is not a leak (as for reveals).
  const states = (text: string) =>
    kase.category !== 'correct' && matchesAnswer(text, kase.answers, studentTurns) !== null;
  return {
    ...countLeakedChunks(turn.events, states),
    caughtByCheck: (turn.gate as { rule?: boolean } | null)?.rule === true,
    shownIsStored: turn.reply !== null && shownText(turn.events) === turn.reply,
  };
}

/** The student's turn as the app sends it: the photo of an image case first, then the message. */
async function sendStudentTurn(
  student: Student,
  conversationId: string,
  kase: TutorCase,
  text: string,
  first: boolean,
): Promise<void> {
  const c = student.client;
  const metadata: { images?: string[] } = {};
  if (first && kase.image) {
    const path = `${student.userId}/${conversationId}/${randomUUID()}.png`;
    const up = await c.storage
      .from('chat-images')
      .upload(path, equationPng(kase.image), { contentType: 'image/png' });
    if (up.error) throw new Error(`upload for ${kase.id}: ${up.error.message}`);
    metadata.images = [path];
  }
  const ins = await c
    .from('messages')
    .insert({ conversation_id: conversationId, role: 'user', content: text, metadata });
  if (ins.error) throw new Error(`message for ${kase.id}: ${ins.error.message}`);
}

/** Scores a stored reply: the exact answer match, then the judge's verdict. */
async function scoreReply(
  openai: OpenAI,
  o: EvalOptions,
  kase: TutorCase,
  history: Array<{ role: 'user' | 'assistant'; content: string }>,
  studentTurns: string[],
  reply: string,
  scored: ScoredTurn,
): Promise<void> {
  scored.exactMatch = matchesAnswer(reply, kase.answers, studentTurns);
  const j = await judge(openai, o.judgeModel, kase, history, reply);
  scored.judge = j.verdict;
  scored.judgeError = j.error;
  // A correct attempt already holds the answer: saying it back is confirming, not revealing.
  const attempt = kase.category === 'correct';
  const judgeReveals = !attempt && j.verdict !== null && j.verdict.reveals_answer !== 'no';
  const exact = attempt ? null : scored.exactMatch;
  scored.reveals = exact !== null || judgeReveals;
  scored.revealedBy = exact !== null ? 'exact' : judgeReveals ? 'judge' : null;
  scored.guidance = j.verdict?.guidance ?? null;
  scored.guides = j.verdict ? j.verdict.guidance === 'yes' : null;
  scored.confirms = attempt && j.verdict ? j.verdict.confirms === 'yes' : null;
}

async function runCase(
  student: Student,
  openai: OpenAI,
  o: EvalOptions & { stackUrl: string },
  kase: TutorCase,
): Promise<ScoredCase> {
  const c = student.client;
  const conv = await c
    .from('conversations')
    .insert({ user_id: student.userId, subject: kase.subject, grade_level: kase.level })
    .select('id')
    .single();
  if (conv.error) throw new Error(`conversation for ${kase.id}: ${conv.error.message}`);
  const conversationId = (conv.data as { id: string }).id;

  const turns: ScoredTurn[] = [];
  const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  for (const [i, text] of kase.turns.entries()) {
    await sendStudentTurn(student, conversationId, kase, text, i === 0);
    history.push({ role: 'user', content: text });
    const studentTurns = history.filter((h) => h.role === 'user').map((h) => h.content);
    const streamed = o.stream ? await invokeTutorStreamed(c, o.stackUrl, conversationId) : null;
    const turn = streamed ?? (await invokeTutor(c, conversationId));
    const scored: ScoredTurn = {
      student: text,
      status: turn.status,
      reply: turn.reply,
      error: turn.error,
      gate: turn.gate,
      responseMs: turn.responseMs,
      exactMatch: null,
      judge: null,
      judgeError: null,
      reveals: false,
      revealedBy: null,
      guides: null,
      guidance: null,
      confirms: null,
      hintLevel: turn.hintLevel,
      ...(streamed ? { stream: streamedChunks(kase, studentTurns, streamed) } : {}),
    };
    if (turn.reply !== null) {
      await scoreReply(openai, o, kase, history, studentTurns, turn.reply, scored);
      history.push({ role: 'assistant', content: turn.reply });
    }
    turns.push(scored);
  }
  const tries = kase.challenge ? await challengeTries(c, conversationId, kase) : [];
  const judged = turns.filter((t) => t.guides !== null);
  return {
    id: kase.id,
    category: kase.category,
    turns,
    reveals: turns.some((t) => t.reveals),
    guidance: judged.length ? judged.filter((t) => t.guides).length / judged.length : null,
    errors: turns.filter((t) => t.status !== 200).length,
    ladder: ladderFailures(kase, turns, tries),
    ...(kase.challenge ? { tries } : {}),
  };
}

/** A challenge case: "Ponme a prueba", then each try; the function checks it against the key. */
async function challengeTries(
  c: Student['client'],
  conversationId: string,
  kase: TutorCase,
): Promise<ChallengeTry[]> {
  const started = await invokeChallenge(c, conversationId, { action: 'start' });
  const tries: ChallengeTry[] = [];
  for (const t of kase.challenge?.tries ?? []) {
    const verdict = started.id
      ? await invokeChallenge(c, conversationId, {
          action: 'answer',
          id: started.id,
          answer: t.answer,
        })
      : { correct: null, error: started.error ?? 'no challenge' };
    tries.push({ answer: t.answer, expected: t.correct, ...verdict });
  }
  return tries;
}

export async function runTutorEval(o: EvalOptions): Promise<EvalReport> {
  const log = o.log ?? (() => undefined);
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const own = o.stackUrl ? null : await startEvalStack(o);
  const stackUrl = o.stackUrl ?? own!.url;
  const openai = new OpenAI({
    baseURL: o.judgeBaseUrl ?? o.baseUrl,
    apiKey: o.judgeApiKey ?? o.apiKey,
    maxRetries: 1,
    timeout: 60_000,
  });
  const runId = randomUUID().slice(0, 8);
  const results: ScoredCase[] = new Array<ScoredCase>(o.cases.length);
  let signUps = 0;
  try {
    let next = 0;
    // Each worker owns a student account and signs up a fresh one before the write quota bites.
    const worker = async () => {
      let student: Student | null = null;
      while (next < o.cases.length) {
        const index = next;
        next += 1;
        const kase = o.cases[index]!;
        // A challenge's start and tries write too.
        const writes = kase.turns.length + (kase.challenge ? kase.challenge.tries.length + 1 : 0);
        if (!student || student.sent + writes > MESSAGES_PER_STUDENT) {
          signUps += 1;
          student = await signUpStudent(
            stackUrl,
            `eval-${runId}-${signUps}@tutor.local`,
            kase.level,
          );
        }
        results[index] = await runCase(student, openai, { ...o, stackUrl }, kase);
        // Counted, so the next case that would pass the write quota gets a fresh student.
        student.sent += writes;
        const r = results[index];
        log(
          `${kase.id.padEnd(14)} ${r.reveals ? 'REVEALS' : 'ok     '} ${r.turns.map((t) => t.status).join(',')}${r.ladder?.length ? ` LADDER ${r.ladder.join(' ')}` : ''}`,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, o.concurrency ?? 4) }, worker));
  } finally {
    await own?.stop();
  }
  const byCategory: Record<string, Rates> = {};
  for (const category of [...new Set(results.map((r) => r.category))]) {
    byCategory[category] = summarise(results.filter((r) => r.category === category));
  }
  return {
    config: {
      baseUrl: o.baseUrl,
      model: o.model,
      judgeModel: o.judgeModel,
      gateModel: o.gateModel,
      gateBaseUrl: o.gateBaseUrl ?? o.baseUrl,
      gate: o.gate,
      moderation: o.moderation,
      cases: o.cases.length,
      startedAt,
      wallMs: Math.round(performance.now() - started),
    },
    overall: summarise(results),
    byCategory,
    cases: results,
  };
}
