/**
 * `npm run bench:turn`: one student text turn against a fresh in-memory local stack with the offline
 * demo tutor (no model key, so the model takes ~0 ms and the whole turn is non-model time), made
 * with the real supabase-js over HTTP exactly as the browser's chat store makes it.
 *
 *   --path after   (default) issue 9: the user insert, then ONE `functions.invoke('tutor',
 *                  {conversation_id})`; the function reads the history, answers, stores the reply,
 *                  metrics and (first turn) the title.
 *   --path before  the chat store before issue 9 (main at 90722b0): user insert; on the first turn a
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

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

import { ANON_KEY, startStack } from '../supabase/local/server.ts';

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

const median = (xs: number[]) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const originalFetch = globalThis.fetch;
/** Every request the client sends, as `METHOD path`. */
const requests: string[] = [];
const countingFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  requests.push(`${method} ${url.pathname}`);
  return originalFetch(input, init);
};
/**
 * The stack runs in this process, so the tutor function's own calls (to auth, REST, RPC) go through
 * the global fetch: record them with their durations, to see where a turn's server time goes.
 */
const serverCalls: Array<{ call: string; ms: number; start: number; end: number }> = [];
globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const started = performance.now();
  try {
    return await originalFetch(input, init);
  } finally {
    const end = performance.now();
    serverCalls.push({ call: `${method} ${url.pathname}`, ms: end - started, start: started, end });
  }
};

type Db = SupabaseClient;
interface Student {
  db: Db;
  userId: string;
  token: string;
}

let students = 0;
async function newStudent(stackUrl: string): Promise<Student> {
  students += 1;
  const db = createClient(stackUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
    global: { fetch: countingFetch },
  });
  const { data, error } = await db.auth.signUp({
    email: `bench-turn-${Date.now()}-${students}@tutor.local`,
    password: 'estudiante123',
    options: { data: { name: `Bench ${students}`, grade_level: 'Secundaria' } },
  });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up failed');
  return { db, userId: data.user.id, token: data.session.access_token };
}

interface Row {
  id: string;
  role: string;
  content: string;
}

const insertMs: number[] = [];
const invokeMs: number[] = [];
/** Function-call time not spent waiting on the function's own HTTP calls (its own CPU, the gateway). */
const outsideCallsMs: number[] = [];
/** The issue 9 turn: user insert + one function call. */
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
  // The union of the intervals the function spent waiting on its calls (some run in parallel).
  let busy = 0;
  let reach = t1;
  for (const c of [...serverCalls].sort((a, b) => a.start - b.start)) {
    const from = Math.max(c.start, reach);
    if (c.end > from) busy += c.end - from;
    reach = Math.max(reach, c.end);
  }
  outsideCallsMs.push(t2 - t1 - busy);
  if (!data?.message?.id) throw new Error(`unexpected function answer ${JSON.stringify(data)}`);
}

type PromptModule = {
  buildReplyRequest: (
    h: { role: string; content: string }[],
    s?: string | null,
    l?: string | null,
  ) => unknown;
  buildTitleRequest: (first: string) => unknown;
};
async function loadPrompt(): Promise<PromptModule> {
  // The request builders live in src/lib/tutor before issue 9, in supabase/functions/_shared after.
  try {
    return (await import('../supabase/functions/_shared/prompt.ts')) as PromptModule;
  } catch {
    return (await import(`../src/lib/tutor/${'prompt.ts'}`)) as PromptModule;
  }
}

/** The pre-issue-9 store: every write and both model calls from the client. */
async function turnBefore(
  student: Student,
  stackUrl: string,
  prompt: PromptModule,
  conversationId: string,
  history: Row[],
  text: string,
) {
  const model = (body: unknown) =>
    countingFetch(`${stackUrl}/functions/v1/tutor/chat/completions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${student.token}`,
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`model call ${r.status}: ${await r.text()}`);
      return (await r.json()) as {
        choices: { message: { content: string } }[];
        usage?: { total_tokens?: number };
        model?: string;
      };
    });

  const isFirst = history.length === 0;
  const { data: userRow, error } = await student.db
    .from('messages')
    .insert({ conversation_id: conversationId, role: 'user', content: text })
    .select()
    .single();
  if (error) throw error;
  history.push(userRow as Row);
  const titleTask = isFirst
    ? model(prompt.buildTitleRequest(text)).then(async (c) => {
        const { error: e } = await student.db
          .from('conversations')
          .update({ title: c.choices[0]?.message.content ?? 'Nueva conversación' })
          .eq('id', conversationId);
        if (e) throw e;
      })
    : Promise.resolve();
  const started = performance.now();
  const completion = await model(
    prompt.buildReplyRequest(
      history.map((m) => ({ role: m.role, content: m.content })),
      'Matemáticas',
      'Secundaria',
    ),
  );
  const responseTime = Math.round(performance.now() - started);
  const content = completion.choices[0]?.message.content ?? '';
  const { data: reply, error: replyError } = await student.db
    .from('messages')
    .insert({
      conversation_id: conversationId,
      role: 'assistant',
      content,
      metadata: { response_time_ms: responseTime },
    })
    .select()
    .single();
  if (replyError) throw replyError;
  history.push(reply as Row);
  await titleTask;
  const { error: metricsError } = await student.db.from('message_metrics').insert({
    message_id: (reply as Row).id,
    api_response_time_ms: responseTime,
    tokens_used: completion.usage?.total_tokens ?? null,
    model_used: completion.model ?? null,
    word_count: content.split(/\s+/).filter(Boolean).length,
    character_count: content.length,
    question_count: (content.match(/\?/g) ?? []).length,
    contains_code_snippet: false,
    contains_math_formula: false,
    complexity_score: 0.5,
  });
  if (metricsError) throw metricsError;
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
