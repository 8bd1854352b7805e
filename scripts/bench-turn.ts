/**
 * `npm run bench:turn`: one student text turn against a fresh in-memory local stack with the offline
 * demo tutor (no model key, so the model takes ~0 ms and the whole turn is non-model time), made
 * with the real supabase-js over HTTP exactly as the browser's chat store makes it.
 *
 *   --path after   (default) server's turn: the user insert, then ONE `functions.invoke('tutor',
 *                  {conversation_id})`; the function reads the history, answers, stores the reply,
 *                  metrics and (first turn) the title.
 *   --path before  the browser-owned turn (main at 90722b0): user insert; on the first turn a
 *                  title call + title update beside the reply call; the reply call (OpenAI-shaped,
 *                  full history); the assistant insert; the metrics insert. It needs that code's stack
 *                  (the pass-through route, browser-written replies): run it from a checkout of it.
 *   --turns N      turns to measure (default 30), in conversations of 5 turns, each by a new student
 *                  (the database's write quota allows 30 user messages per minute per student).
 *
 * Prints the median turn time (first turns, later turns, all) and the HTTP requests per first and
 * later turn, counted by wrapping the client's fetch. The browser adds CORS preflights on top
 * (cached per URL); the e2e `chat.spec.ts` counts what Chromium really sends.
 */
import { parseArgs } from 'node:util';

import { startStack } from '../supabase/local/server.ts';

import { median } from './bench/stats.ts';
import { recordServerCalls, requests, serverCalls, waitedSince } from './bench-turn/http-log.ts';
import { loadPrompt, turnBefore } from './bench-turn/path-before.ts';
import { newStudent, type Row, type Student } from './bench-turn/student.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: 'after' },
    turns: { type: 'string', default: '30' },
  },
});
const path = values.path === 'before' ? 'before' : 'after';
const TURNS = Math.max(5, Number(values.turns) || 30);
const PER_CONVERSATION = 5;
const WARM_UP_TURNS = 5;

// The demo tutor (no key) and function limits far above the run (the bench is one user at a time).
delete process.env.OPENAI_API_KEY;
process.env.TUTOR_RATE_LIMIT_PER_MINUTE = '100000';
process.env.TUTOR_RATE_LIMIT_PER_DAY = '100000';
recordServerCalls();

const insertMs: number[] = [];
const invokeMs: number[] = [];
/** Function-call time not spent waiting on the function's own HTTP calls (its own CPU, the gateway). */
const outsideCallsMs: number[] = [];
/** The server-owned turn: user insert + one function call. */
async function turnAfter(student: Student, conversationId: string, text: string) {
  const t0 = performance.now();
  const { error } = await student.db
    .from('messages')
    .insert({ conversation_id: conversationId, role: 'user', content: text })
    .select()
    .single();
  if (error) throw error;
  const t1 = performance.now();
  const { data, error: fnError } = await student.db.functions.invoke('tutor', {
    body: { conversation_id: conversationId },
  });
  if (fnError) throw fnError;
  const t2 = performance.now();
  insertMs.push(t1 - t0);
  invokeMs.push(t2 - t1);
  outsideCallsMs.push(t2 - t1 - waitedSince(t1));
  if (!data?.message?.id) throw new Error(`unexpected function answer ${JSON.stringify(data)}`);
}

const QUESTIONS = [
  '¿Cómo resuelvo la ecuación 2x + 3 = 11?',
  'Creo que primero resto 3 de los dos lados',
  'Entonces me queda 2x = 8',
  'Ahora divido entre 2 y x = 4',
  '¡Ah, ya entendí! Gracias',
];

const stack = await startStack({ memory: true, port: 0, quiet: true, log: () => {} });
try {
  const prompt = path === 'before' ? await loadPrompt() : null;
  const first: number[] = [];
  const later: number[] = [];
  const firstRequests: string[][] = [];
  /** The function's own calls, per kind: durations. */
  const serverHops = new Map<string, number[]>();
  const serverCounts: number[] = [];
  const laterRequests: string[][] = [];

  const conversations = Math.ceil(TURNS / PER_CONVERSATION);
  for (let c = -1; c < conversations; c++) {
    const warmUp = c < 0;
    const student = await newStudent(stack.url);
    const { data: conv, error } = await student.db
      .from('conversations')
      .insert({
        user_id: student.userId,
        title: 'Nueva conversación',
        subject: 'Matemáticas',
        grade_level: 'Secundaria',
      })
      .select()
      .single();
    if (error || !conv) throw error ?? new Error('no conversation');
    const history: Row[] = [];
    const turns = warmUp ? WARM_UP_TURNS : Math.min(PER_CONVERSATION, TURNS - c * PER_CONVERSATION);
    for (let t = 0; t < turns; t++) {
      const text = QUESTIONS[t % QUESTIONS.length]!;
      requests.length = 0;
      serverCalls.length = 0;
      const started = performance.now();
      if (path === 'after') await turnAfter(student, conv.id, text);
      else await turnBefore(student, stack.url, prompt!, conv.id, history, text);
      const ms = performance.now() - started;
      if (warmUp) continue;
      (t === 0 ? first : later).push(ms);
      (t === 0 ? firstRequests : laterRequests).push([...requests]);
      if (path === 'after') {
        for (const { call, ms: callMs } of serverCalls) {
          (serverHops.get(call) ?? serverHops.set(call, []).get(call)!).push(callMs);
        }
        serverCounts.push(serverCalls.length);
      }
    }
  }

  const describe = (runs: string[][]) => {
    const counts = [...new Set(runs.map((r) => r.length))];
    const sample = runs[0] ?? [];
    return `${counts.join('/')} (${sample.join(', ')})`;
  };
  const all = [...first, ...later];
  console.log(
    [
      `Tutor turn, path "${path}", ${all.length} text turns (demo tutor, in-memory local stack, supabase-js over HTTP on 127.0.0.1)`,
      `  median turn time, all turns:   ${median(all).toFixed(1)} ms  (goal <= 150 ms)`,
      `  median turn time, first turns: ${median(first).toFixed(1)} ms  (n = ${first.length})`,
      `  median turn time, later turns: ${median(later).toFixed(1)} ms  (n = ${later.length})`,
      `  HTTP requests per first turn:  ${describe(firstRequests)}`,
      `  HTTP requests per later turn:  ${describe(laterRequests)}`,
    ].join('\n'),
  );
  if (path === 'after') {
    console.log(
      [
        `  of which: user insert median ${median(insertMs).toFixed(1)} ms, function call median ${median(invokeMs).toFixed(1)} ms (${median(outsideCallsMs).toFixed(1)} ms of it outside the function's own HTTP calls)`,
        `  the function's own HTTP calls per turn (to auth/REST on the same stack): ${[...new Set(serverCounts)].join('/')}, median ms each:`,
        ...[...serverHops].map(
          ([call, ms]) => `    ${call}: ${median(ms).toFixed(1)} (n = ${ms.length})`,
        ),
      ].join('\n'),
    );
  }
} finally {
  await stack.stop();
}
