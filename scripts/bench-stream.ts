/**
 * `npm run bench:stream`: how soon a streamed tutor turn shows text, and what streaming costs the
 * whole turn, over real HTTP through an in-memory local stack and the tutor function, against the
 * scripted OpenAI-compatible fake (supabase/functions/tutor/fake-model.ts) at a realistic pace: the
 * first token after 600 ms, then 40 tokens/s (one token = 4 characters), Socratic replies of
 * 120–200 tokens; the gate's judge and the answer-key call answer after 1.2 s, the title at the
 * reply's pace; moderation on (the fake answers it at once).
 *
 *   --rounds N   conversations per path (default 5), each of --turns T student turns (default 3:
 *                the first turn makes the answer key and the title, the later ones read the key)
 *
 * Samples alternate, turn by turn, between a streamed conversation (`Accept: text/event-stream`,
 * read as the chat reads it) and a JSON one (`functions.invoke('tutor')`), with replies of the
 * same length, so both see the same machine load. A sample runs from the student's send (the
 * message insert) to the first `delta` (first text) and to `done` (streamed) or the JSON answer.
 * Prints p50, p90 and every sample, with the machine's load. Exit code 1 when the first text's
 * p50 is over 1.5 s or the streamed turn's median is more than 10 % over the JSON turn's.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';

import { shownText } from '../supabase/functions/_shared/http/sse-events.ts';
import { type CallKind, socratic, startFakeModel } from '../supabase/functions/tutor/fake-model.ts';

import { median, percentile } from './bench/stats.ts';
import { newStudent, type Student } from './bench-turn/student.ts';
import { startEvalStack } from './eval/eval-stack.ts';
import { streamTutor } from './eval/eval-student.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    turns: { type: 'string', default: '3' },
  },
});
const ROUNDS = Math.max(1, Number(values.rounds) || 5);
const TURNS = Math.max(1, Number(values.turns) || 3);
const GOAL_FIRST_TEXT_MS = 1500;
const GOAL_TURN_RATIO = 1.1;
const TOKEN_CHARS = 4;

/** Socratic sentences with no number in them (the key is 2x + 3 = 11: x = 4). */
const SENTENCES = [
  'Vamos a pensarlo juntos, paso a paso.',
  '¿Qué operación aparece sumando al lado de la incógnita?',
  'Piensa en cómo deshacer esa suma en los dos lados de la igualdad a la vez.',
  'Lo que haces a un lado de la ecuación lo tienes que hacer también al otro lado.',
  '¿Qué te queda entonces a cada lado?',
  'Cuando lo tengas, fíjate en el número que multiplica a la incógnita.',
  '¿Qué operación deshace una multiplicación?',
  'Escríbeme cada paso que des y lo revisamos juntos, sin prisa.',
  'Si te equivocas no pasa nada: los errores también nos enseñan dónde mirar.',
  'Al final puedes comprobar tu resultado sustituyéndolo en la ecuación original.',
];
const QUESTIONS = [
  '¿Cómo resuelvo la ecuación 2x + 3 = 11?',
  'Creo que primero resto 3 de los dos lados',
  'Entonces me queda 2x = 8, ¿y ahora?',
  'No sé qué hacer después',
];

/** A Socratic reply of about `tokens` tokens, ending on a whole sentence. */
function replyOf(tokens: number, seed: number): string {
  const parts: string[] = [];
  for (let i = seed; parts.join(' ').length < tokens * TOKEN_CHARS - 30; i += 1) {
    parts.push(SENTENCES[i % SENTENCES.length]!);
  }
  return parts.join(' ');
}

const fake = await startFakeModel();
let reply = replyOf(150, 0);
fake.script = (kind: CallKind, body) =>
  kind === 'reply' ? { content: reply, tokens: 400 } : socratic(kind, body);
fake.pace = {
  firstMs: 600,
  tokenMs: 1000 / 40,
  chars: TOKEN_CHARS,
  delayMs: { judge: 1200, key: 1200, reply: 'paced', rewrite: 'paced', title: 'paced' },
};
const stack = await startEvalStack({
  baseUrl: fake.url,
  apiKey: 'sk-bench',
  model: 'fake-tutor',
  gateModel: 'fake-judge',
  gate: 'on',
  moderation: 'on',
});

interface Sample {
  path: 'stream' | 'json';
  first: boolean;
  tokens: number;
  /** Send → first delta (streamed only). */
  firstTextMs: number | null;
  turnMs: number;
}

async function conversation(student: Student) {
  const { data, error } = await student.db
    .from('conversations')
    .insert({ user_id: student.userId, subject: 'Matemáticas', grade_level: 'Secundaria' })
    .select('id')
    .single();
  if (error || !data) throw error ?? new Error('no conversation');
  return (data as { id: string }).id;
}

/** One turn: the message insert, then the function (streamed or JSON); checks what came back. */
async function sample(
  path: Sample['path'],
  student: Student,
  id: string,
  text: string,
): Promise<Omit<Sample, 'path' | 'first' | 'tokens'>> {
  const t0 = performance.now();
  const ins = await student.db.from('messages').insert({
    conversation_id: id,
    role: 'user',
    content: text,
  });
  if (ins.error) throw ins.error;
  if (path === 'json') {
    const { data, error } = await student.db.functions.invoke('tutor', {
      body: { conversation_id: id },
    });
    const turnMs = performance.now() - t0;
    if (error) throw error;
    const content = (data as { message?: { content?: string } }).message?.content;
    if (content !== reply) throw new Error(`JSON turn served another text: ${content}`);
    return { firstTextMs: null, turnMs };
  }
  const { status, events, body } = await streamTutor(stack.url, student.token, id);
  const done = events.find((e) => e.event === 'done');
  const firstText = events.find((e) => e.event === 'delta' || e.event === 'replace');
  if (!done || !firstText) {
    throw new Error(`streamed turn ${status} without text or done: ${JSON.stringify(body)}`);
  }
  const stored = (done.data.message as { content?: string } | undefined)?.content;
  if (shownText(events) !== reply || stored !== reply) {
    throw new Error(`streamed turn showed or stored another text: ${stored}`);
  }
  return { firstTextMs: firstText.at - t0, turnMs: done.at - t0 };
}

const samples: Sample[] = [];
const loads: number[] = [];
try {
  // Round -1 warms the stack and the function up and is not counted.
  for (let round = -1; round < ROUNDS; round += 1) {
    const streaming = { student: await newStudent(stack.url) };
    const json = { student: await newStudent(stack.url) };
    const ids = {
      stream: await conversation(streaming.student),
      json: await conversation(json.student),
    };
    for (let t = 0; t < TURNS; t += 1) {
      const n = samples.length;
      // 125–175 target tokens: the replies land within 120–200 tokens.
      reply = replyOf(125 + ((n * 23) % 51), n);
      const tokens = Math.ceil(reply.length / TOKEN_CHARS);
      const text = QUESTIONS[t % QUESTIONS.length]!;
      loads.push(loadavg()[0]!);
      const s = await sample('stream', streaming.student, ids.stream, text);
      const j = await sample('json', json.student, ids.json, text);
      if (round < 0) continue;
      samples.push({ path: 'stream', first: t === 0, tokens, ...s });
      samples.push({ path: 'json', first: t === 0, tokens, ...j });
    }
  }
} finally {
  await stack.stop();
  await fake.close();
}

const ms = (x: number) => `${Math.round(x)} ms`;
const streamed = samples.filter((s) => s.path === 'stream');
const jsonTurns = samples.filter((s) => s.path === 'json').map((s) => s.turnMs);
const firstText = streamed.map((s) => s.firstTextMs!);
const streamTurns = streamed.map((s) => s.turnMs);
const line = (label: string, xs: number[]) =>
  `  ${label.padEnd(34)} p50 ${ms(median(xs))}, p90 ${ms(percentile(xs, 90))} (n = ${xs.length})`;
const ratio = median(streamTurns) / median(jsonTurns);
const tokens = streamed.map((s) => s.tokens);
const [l1, l5, l15] = loadavg();
console.log(
  [
    `bench:stream: ${streamed.length} streamed and ${jsonTurns.length} JSON turns, alternated; replies of ${Math.min(...tokens)}–${Math.max(...tokens)} tokens`,
    `  fake model: first token 600 ms, 40 tokens/s; judge and key 1.2 s; moderation on`,
    `  machine: ${cpus().length} cores, load average ${l1!.toFixed(2)} / ${l5!.toFixed(2)} / ${l15!.toFixed(2)} (1/5/15 min); 1-min load during the run ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
    line('send → first text (streamed)', firstText),
    line(
      '  first turns (key made beside)',
      streamed.filter((s) => s.first).map((s) => s.firstTextMs!),
    ),
    line(
      '  later turns',
      streamed.filter((s) => !s.first).map((s) => s.firstTextMs!),
    ),
    line('whole turn, streamed (→ done)', streamTurns),
    line('whole turn, JSON', jsonTurns),
    `  streamed / JSON whole turn (medians): ${ratio.toFixed(3)}`,
    `  every sample (turn: first text / streamed turn / JSON turn, ms):`,
    ...streamed.map(
      (s, i) =>
        `    ${String(i + 1).padStart(2)} ${s.first ? 'first' : 'later'} ${s.tokens} tok: ${Math.round(s.firstTextMs!)} / ${Math.round(s.turnMs)} / ${Math.round(jsonTurns[i]!)}`,
    ),
  ].join('\n'),
);
const misses: string[] = [];
if (median(firstText) > GOAL_FIRST_TEXT_MS) {
  misses.push(`first text p50 ${ms(median(firstText))} > ${GOAL_FIRST_TEXT_MS} ms`);
}
if (ratio > GOAL_TURN_RATIO) {
  misses.push(`streamed turn ${((ratio - 1) * 100).toFixed(1)} % over the JSON turn (goal ≤ 10 %)`);
}
if (misses.length) {
  console.error(`\nbench:stream: goal missed: ${misses.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\nbench:stream: goals met (first text p50 ≤ 1.5 s; whole turn within 10 %)');
}
