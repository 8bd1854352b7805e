/**
 * The tutor function under real Deno: `npx deno test supabase/functions/tutor/`.
 * Needs no permissions: these cases never leave the process (the Node suite, handler.test.ts,
 * runs the same handler against the real local stack and a scripted model).
 */
import { demoCompletion, demoReply, demoTitle, isTitleRequest } from './demo.ts';
import { createHandler } from './handler.ts';
import { readLimits } from './limits.ts';
import { type ChatRequest, validateChatRequest } from './validate.ts';

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
const limits = readLimits({});
const url = 'http://edge.local/tutor/chat/completions';
const request = (text: string): ChatRequest => ({
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: 'Eres un tutor.' },
    { role: 'user', content: text },
  ],
  max_tokens: 800,
  temperature: 0.7,
  stream: false,
});

Deno.test('preflight echoes the requested headers with CORS for the browser', async () => {
  const res = await createHandler(env)(
    new Request(url, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Headers': 'authorization, apikey, x-stainless-lang' },
    }),
  );
  assertEquals(res.status, 204);
  assertEquals(res.headers.get('access-control-allow-origin'), '*');
  assertEquals(
    res.headers.get('access-control-allow-headers'),
    'authorization, apikey, x-stainless-lang',
  );
});

Deno.test('refuses GET (405), unknown paths (404) and a missing token (401)', async () => {
  const handler = createHandler(env);
  assertEquals((await handler(new Request(url))).status, 405);
  assertEquals(
    (await handler(new Request('http://edge.local/tutor/files', { method: 'POST' }))).status,
    404,
  );
  const res = await handler(new Request(url, { method: 'POST', body: '{}' }));
  assertEquals(res.status, 401);
  const body = (await res.json()) as { error: { message: string } };
  assert(body.error.message.includes('Inicia sesión'), body.error.message);
});

Deno.test('a function without Supabase settings says so (500) instead of guessing', async () => {
  const res = await createHandler({})(
    new Request(url, { method: 'POST', headers: { Authorization: 'Bearer x' }, body: '{}' }),
  );
  assertEquals(res.status, 500);
});

Deno.test('limits: defaults, env overrides, and max_tokens never above 800', () => {
  assertEquals(limits.perMinute, 20);
  assertEquals(limits.perDay, 300);
  assertEquals(limits.tokensPerDay, 200_000);
  assertEquals(limits.allowedModels, ['gpt-4o-mini']);
  const custom = readLimits({
    TUTOR_RATE_LIMIT_PER_MINUTE: '5',
    TUTOR_RATE_LIMIT_PER_DAY: '50',
    TUTOR_TOKENS_PER_DAY: '1000',
    TUTOR_MAX_TOKENS: '5000',
    TUTOR_ALLOWED_MODELS: 'gpt-4o-mini,llama3.1',
  });
  assertEquals(
    [custom.perMinute, custom.perDay, custom.tokensPerDay, custom.maxTokens],
    [5, 50, 1000, 800],
  );
  assertEquals(custom.allowedModels, ['gpt-4o-mini', 'llama3.1']);
});

Deno.test('validation accepts the SPA request and refuses what it must', () => {
  const ok = validateChatRequest(request('hola'), limits);
  assert(ok.ok);
  const refusals: Array<[string, unknown]> = [
    ['model', { ...request('x'), model: 'gpt-4.1' }],
    ['max_tokens', { ...request('x'), max_tokens: 801 }],
    ['temperature high', { ...request('x'), temperature: 2.01 }],
    ['temperature low', { ...request('x'), temperature: -1 }],
    ['stream', { ...request('x'), stream: true }],
    ['extra field', { ...request('x'), tools: [] }],
    [
      'remote image',
      {
        ...request('x'),
        messages: [
          { role: 'user', content: [{ type: 'image_url', image_url: { url: 'http://a/b.png' } }] },
        ],
      },
    ],
  ];
  for (const [name, body] of refusals) {
    assert(!validateChatRequest(body, limits).ok, `${name} should be refused`);
  }
  const image = validateChatRequest(
    {
      ...request('x'),
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'mira' },
            { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/4AAQ' } },
          ],
        },
      ],
    },
    limits,
  );
  assert(image.ok, 'a bounded JPEG data URL is accepted');
});

Deno.test(
  'demo tutor: Spanish, Socratic, tied to the text, deterministic, never the answer',
  () => {
    const text = '¿Cuánto es 3x - 6 = 9? No sé despejar';
    const reply = demoReply(request(text).messages);
    assert(reply.includes('3x - 6 = 9'), 'quotes the student');
    assert(/¿[^?]+\?/.test(reply), 'asks a question');
    assert(!/x\s*=\s*5/.test(reply), 'never gives the result');
    assertEquals(demoReply(request(text).messages), reply);
    const completion = demoCompletion(request(text));
    assertEquals(completion.model, 'demo-tutor-offline');
    assert(completion.usage.total_tokens > 0);
  },
);

Deno.test('demo tutor celebrates understanding and titles from the first words', () => {
  assert(demoReply(request('¡Ya entendí!').messages).includes('¡Excelente!'));
  assert(!demoReply(request('todavía no entiendo').messages).includes('¡Excelente!'));
  const title: ChatRequest = {
    ...request('La célula animal y sus partes principales hoy'),
    messages: [
      { role: 'system', content: 'Genera un título breve' },
      { role: 'user', content: 'la célula animal y sus partes principales hoy' },
    ],
    max_tokens: 20,
  };
  assert(isTitleRequest(title));
  assertEquals(demoTitle(title.messages), 'La célula animal y sus partes');
});
