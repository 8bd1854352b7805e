/**
 * The tutor function under real Deno: `npx deno test supabase/functions/tutor/handler.deno.test.ts`.
 * Needs no permissions: these cases never leave the process (the Node suite, turn-*.test.ts,
 * runs the same handler against the real local stack and a scripted model).
 */
import { screenPhrases } from '../_shared/safety/safety.ts';
import { decideEureka, parseJudgeVerdict } from '../_shared/tutor/gate.ts';
import { resolveLanguage } from '../_shared/tutor/language.ts';

import { readConfig } from './config.ts';
import { DEMO_PHRASES } from './demo-phrases.ts';
import { demoReply, demoTitle } from './demo.ts';
import { createHandler, parseTurnRequest } from './handler.ts';
import { holdBack } from './hold-back.ts';
import { toUpstreamError } from './model.ts';
import { streamTurn } from './sse.ts';
import { TurnError } from './turn-context.ts';
import { answerOf } from './turn.ts';

// Typed locally: this file is also in tsconfig.node.json's reach, which has no Deno types.
const { Deno } = globalThis as unknown as {
  Deno: { test(name: string, fn: () => void | Promise<void>): void };
};

function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new Error(message);
}
function assertEquals<T>(actual: T, expected: T) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`expected ${e}, got ${a}`);
}

const env = {
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'anon',
  SUPABASE_SERVICE_ROLE_KEY: 'service',
};
const url = 'http://edge.local/tutor';
const body = JSON.stringify({ conversation_id: '00000000-0000-4000-8000-000000000000' });

Deno.test('preflight echoes the requested headers with CORS for the browser', async () => {
  const res = await createHandler(env)(
    new Request(url, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Headers': 'authorization, apikey, x-client-info' },
    }),
  );
  assertEquals(res.status, 204);
  assertEquals(res.headers.get('access-control-allow-origin'), '*');
  assertEquals(
    res.headers.get('access-control-allow-headers'),
    'authorization, apikey, x-client-info',
  );
});

Deno.test('refuses GET (405), the old pass-through (404) and a missing token (401)', async () => {
  const handler = createHandler(env);
  assertEquals((await handler(new Request(url))).status, 405);
  const old = await handler(
    new Request('http://edge.local/tutor/chat/completions', { method: 'POST', body }),
  );
  assertEquals(old.status, 404);
  const res = await handler(new Request(url, { method: 'POST', body }));
  assertEquals(res.status, 401);
  const error = (await res.json()) as { error: string; code: string };
  assertEquals(error.code, 'missing_token');
  assert(error.error.includes('Inicia sesión'), error.error);
});

Deno.test('a function without Supabase settings says so (500) instead of guessing', async () => {
  const res = await createHandler({})(
    new Request(url, { method: 'POST', headers: { Authorization: 'Bearer x' }, body }),
  );
  assertEquals(res.status, 500);
  assertEquals(((await res.json()) as { code: string }).code, 'misconfigured');
});

Deno.test('config: defaults, overrides, gate and moderation only with a key', () => {
  const none = readConfig({});
  assertEquals(
    [none.model, none.perMinute, none.perDay, none.tokensPerDay, none.attemptTimeoutMs],
    ['gpt-4o-mini', 20, 300, 200000, 25000],
  );
  assertEquals([none.gate, none.moderation], [false, false]);
  const keyed = readConfig({ OPENAI_API_KEY: 'sk', TUTOR_MODEL: 'llama3.1' });
  assertEquals([keyed.gate, keyed.moderation, keyed.judgeModel], [true, true, 'gpt-4.1-mini']);
  const off = readConfig({ OPENAI_API_KEY: 'sk', TUTOR_GATE: 'off', TUTOR_MODERATION: 'off' });
  assertEquals([off.gate, off.moderation], [false, false]);
  const custom = readConfig({
    TUTOR_RATE_LIMIT_PER_MINUTE: '5',
    TUTOR_RATE_LIMIT_PER_DAY: '50',
    TUTOR_TOKENS_PER_DAY: '1000',
  });
  assertEquals([custom.perMinute, custom.perDay, custom.tokensPerDay], [5, 50, 1000]);
  // Out of range: the default, never an unbounded wait.
  assertEquals(readConfig({ TUTOR_ATTEMPT_TIMEOUT_MS: '999999999' }).attemptTimeoutMs, 25000);
});

Deno.test('the body carries only a conversation id', () => {
  assert(parseTurnRequest(body).ok);
  assert(!parseTurnRequest('{').ok);
  assert(!parseTurnRequest('{"conversation_id":"x"}').ok);
  assert(!parseTurnRequest('[1]').ok);
});

Deno.test('upstream failures map to the statuses of the contract', () => {
  assertEquals(toUpstreamError({ status: 500 }).status, 502);
  assertEquals(toUpstreamError({ status: 429, headers: new Headers() }).status, 503);
  assertEquals(toUpstreamError({ status: 401 }).code, 'upstream_auth');
  assertEquals(toUpstreamError(new TypeError('fetch failed')).code, 'upstream_unreachable');
  class APIConnectionTimeoutError extends Error {}
  assertEquals(toUpstreamError(new APIConnectionTimeoutError('x')).status, 504);
});

Deno.test(
  'demo tutor: Spanish, Socratic, tied to the task, deterministic, never the answer',
  () => {
    const task = '¿Cuánto es 3x - 6 = 9? No sé despejar';
    const reply = demoReply({ text: task, task, level: 1 });
    assert(reply.includes('3x - 6 = 9'), 'asks about the student’s equation');
    assert(/¿[^?]+\?/.test(reply), 'asks a question');
    assert(!/x\s*=\s*5/.test(reply), 'never gives the result');
    assertEquals(demoReply({ text: task, task, level: 1 }), reply);
    assert(demoReply({ text: 'x = 5', task, level: 2 }).includes('cumple la ecuación'));
    assert(demoReply({ text: '¡Ya entendí!' }).includes('¡Excelente!'));
    assert(!demoReply({ text: 'todavía no entiendo' }).includes('¡Excelente!'));
  },
);

Deno.test('demo titles: first 6 words, symbols between them kept', () => {
  assertEquals(
    demoTitle('la célula animal y sus partes principales hoy'),
    'La célula animal y sus partes',
  );
  assertEquals(demoTitle('¿Cómo resuelvo 2x + 3 = 11?'), 'Cómo resuelvo 2x + 3 = 11');
  assertEquals(demoTitle('¿?'), 'Nueva conversación');
});

Deno.test('the student’s language: resolved, and the demo tutor writes in it', () => {
  assertEquals(resolveLanguage('pt'), 'pt');
  assertEquals(resolveLanguage('de'), 'es');
  assertEquals(resolveLanguage(undefined), 'es');
  const task = 'Solve 2x + 5 = 10';
  const english = demoReply({ text: task, task, level: 1, language: 'en' });
  assert(english.endsWith(DEMO_PHRASES.en.footer), 'the English footer');
  assert(english.includes('Which one would you undo first?'), 'the English hint');
  assertEquals(demoTitle('¿?', 'fr'), 'Nouvelle conversation');
});

Deno.test('the shared gate and safety rules load under Deno', () => {
  const verdict = parseJudgeVerdict('{"reveals_answer":true,"guides":false}');
  assertEquals(verdict?.reveals_answer, true);
  assertEquals(decideEureka(true, verdict).eureka.decided_by, 'rule');
  assertEquals(screenPhrases('a veces me quiero morir'), 'self_harm');
  assertEquals(screenPhrases('me quiero morir de risa'), null);
});

Deno.test('a streamed turn under Deno: text/event-stream, events in order, done last', async () => {
  const res = await streamTurn(
    async (events) => {
      events.status('pensando');
      events.delta('Hola.');
      events.delta(' ¿Qué sabes ya?');
      return await Promise.resolve({
        message: { id: 'm1', content: 'Hola. ¿Qué sabes ya?' },
        alerted: true,
      });
    },
    () => Promise.resolve(),
    answerOf,
  );
  assertEquals(res.status, 200);
  assertEquals(res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
  const text = await res.text();
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => block.split('\n')[0]);
  assertEquals(events, ['event: status', 'event: delta', 'event: delta', 'event: done']);
  assert(text.includes('"message_id":"m1"'), text);
  // Whether the turn recorded a safety alert never reaches the student.
  assert(!text.includes('alerted'), text);
});

Deno.test(
  'a streamed turn refused before its first event answers JSON with the status',
  async () => {
    const res = await streamTurn(
      () => Promise.reject(new TurnError(429, 'rate_limited', 'Límite alcanzado.')),
      () => Promise.resolve(),
      (answer: { message: { id: string } }) => answer,
    );
    assertEquals(res.status, 429);
    assertEquals(((await res.json()) as { code: string }).code, 'rate_limited');
  },
);

Deno.test('the hold-back gate under Deno: a split answer never leaves', async () => {
  async function* pieces() {
    yield 'Resta 3 a los dos lados con calma. Luego x ';
    yield 'vale 4. Fin.';
  }
  const released: string[] = [];
  const out = await holdBack({
    pieces: pieces(),
    blocks: (text) => /x\s*vale\s*4/.test(text),
    release: (text) => released.push(text),
    status: () => {},
    signal: new AbortController().signal,
    maxChars: 20000,
  });
  assertEquals(released, ['Resta 3 a los dos lados con calma.']);
  assertEquals(out.blocked, 'rule');
});
