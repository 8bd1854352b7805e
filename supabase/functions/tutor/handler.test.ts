/**
 * The tutor function's handler in Node against the real local stack (auth, Postgres rate limit).
 * Only the model is faked: a scripted OpenAI-compatible server on a random port.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ws from 'ws';

import { ANON_KEY, SERVICE_ROLE_KEY, startStack, type Stack } from '../../local/server.ts';

import { createHandler } from './handler.ts';

let stack: Stack;
let anaToken = '';
let model: Server;
let modelUrl = '';
const modelSeen: Array<{ url: string; headers: IncomingHttpHeaders; body: unknown }> = [];
let modelBehaviour: 'ok' | '500' | '401' | '429' | 'hang' | 'garbage' = 'ok';

const client = () =>
  createClient(stack.url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });

async function signIn(email: string, password: string) {
  const { data, error } = await client().auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session.access_token;
}

async function newStudent() {
  const email = `t${Date.now()}${Math.random().toString(36).slice(2, 7)}@tutor.local`;
  const { data, error } = await client().auth.signUp({ email, password: 'estudiante123' });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session.access_token;
}

beforeAll(async () => {
  stack = await startStack({ memory: true, port: 0, quiet: true, log: () => {} });
  anaToken = await signIn('ana@tutor.local', 'estudiante123');
  model = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      modelSeen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
      const send = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      if (modelBehaviour === 'hang') return; // never answers
      if (modelBehaviour === 'garbage') return send(200, '<html>oops</html>');
      if (modelBehaviour !== 'ok') return send(Number(modelBehaviour), '{"error":{"message":"x"}}');
      send(
        200,
        JSON.stringify({
          id: 'cmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'gpt-4o-mini-2024-07-18',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: '¿Qué sabes ya?' },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
        }),
      );
    });
  });
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  model?.closeAllConnections();
  await new Promise<void>((r) => (model ? model.close(() => r()) : r()));
  await stack?.stop();
});

beforeEach(() => {
  modelSeen.length = 0;
  modelBehaviour = 'ok';
});

const baseEnv = () => ({
  SUPABASE_URL: stack.url,
  SUPABASE_ANON_KEY: ANON_KEY,
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  TUTOR_RATE_LIMIT_PER_MINUTE: '1000',
  TUTOR_RATE_LIMIT_PER_DAY: '100000',
});

const validBody = (extra: Record<string, unknown> = {}) => ({
  model: 'gpt-4o-mini',
  messages: [
    { role: 'system', content: 'Eres un tutor.' },
    { role: 'user', content: '¿Cómo resuelvo 2x + 3 = 11?' },
  ],
  temperature: 0.7,
  max_tokens: 800,
  stream: false,
  ...extra,
});

function post(body: unknown, token: string | null = anaToken, raw?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Request('http://edge.local/tutor/chat/completions', {
    method: 'POST',
    headers,
    body: raw ?? JSON.stringify(body),
  });
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { message: string; code: string } }).error;
}

describe('requests the function refuses before any model call', () => {
  it('answers the CORS preflight with the headers the browser asks for', async () => {
    const res = await createHandler(baseEnv())(
      new Request('http://edge.local/tutor/chat/completions', {
        method: 'OPTIONS',
        headers: { 'Access-Control-Request-Headers': 'authorization, apikey, x-stainless-os' },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, x-stainless-os',
    );
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses other methods and paths', async () => {
    const handler = createHandler(baseEnv());
    expect((await handler(new Request('http://edge.local/tutor/chat/completions'))).status).toBe(
      405,
    );
    expect(
      (await handler(new Request('http://edge.local/tutor/models', { method: 'POST' }))).status,
    ).toBe(404);
  });

  it('refuses a request with no token and one with a forged token (401, Spanish message)', async () => {
    const handler = createHandler(baseEnv());
    const none = await handler(post(validBody(), null));
    expect(none.status).toBe(401);
    expect((await errorOf(none)).message).toMatch(/Inicia sesión/);
    const forged = await handler(post(validBody(), `${anaToken.slice(0, -4)}AAAA`));
    expect(forged.status).toBe(401);
    expect((await errorOf(forged)).code).toBe('invalid_token');
  });

  it.each([
    ['a model outside the allowlist', validBody({ model: 'gpt-4o' }), /Modelo no permitido/],
    ['max_tokens above 800', validBody({ max_tokens: 801 }), /max_tokens/],
    ['a fractional max_tokens', validBody({ max_tokens: 10.5 }), /max_tokens/],
    ['temperature above 2', validBody({ temperature: 2.5 }), /temperature/],
    ['temperature below 0', validBody({ temperature: -0.1 }), /temperature/],
    ['streaming', validBody({ stream: true }), /streaming/],
    [
      'a field outside the chat-completions subset',
      validBody({ tools: [] }),
      /Campo no permitido: tools/,
    ],
    ['no messages', validBody({ messages: [] }), /al menos un mensaje/],
    [
      'an unknown role',
      validBody({ messages: [{ role: 'tool', content: 'x' }] }),
      /Rol no permitido/,
    ],
    [
      'an image by URL instead of a data URL',
      validBody({
        messages: [
          {
            role: 'user',
            content: [{ type: 'image_url', image_url: { url: 'https://x.test/a.png' } }],
          },
        ],
      }),
      /data URL/,
    ],
    [
      'a data URL that is not an image',
      validBody({
        messages: [
          {
            role: 'user',
            content: [{ type: 'image_url', image_url: { url: 'data:text/html;base64,PGI+' } }],
          },
        ],
      }),
      /data URL/,
    ],
    [
      'an image over the size bound',
      validBody({
        messages: [
          {
            role: 'user',
            content: [
              {
                type: 'image_url',
                image_url: { url: `data:image/jpeg;base64,${'A'.repeat(5000)}` },
              },
            ],
          },
        ],
      }),
      /demasiado grande/,
    ],
    ['not an object', [1, 2], /objeto JSON/],
  ])('refuses %s with 400', async (_case, body, message) => {
    const handler = createHandler({ ...baseEnv(), TUTOR_MAX_IMAGE_CHARS: '4096' });
    const res = await handler(post(body));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(message);
  });

  it('refuses more messages than the cap', async () => {
    const messages = Array.from({ length: 4 }, () => ({ role: 'user', content: 'hola' }));
    const res = await createHandler({ ...baseEnv(), TUTOR_MAX_MESSAGES: '3' })(
      post(validBody({ messages })),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/Demasiados mensajes \(máximo 3\)/);
  });

  it('refuses a body over the payload cap with 413 and invalid JSON with 400', async () => {
    const handler = createHandler({ ...baseEnv(), TUTOR_MAX_BODY_BYTES: '2048' });
    const big = validBody({ messages: [{ role: 'user', content: 'a'.repeat(3000) }] });
    expect((await handler(post(big))).status).toBe(413);
    expect((await handler(post(null, anaToken, '{nope'))).status).toBe(400);
  });
});

describe('the offline demo tutor (no OPENAI_API_KEY)', () => {
  it('answers in Spanish with a guiding question tied to the text, never the answer, deterministically', async () => {
    const handler = createHandler(baseEnv());
    const res = await handler(post(validBody()));
    expect(res.status).toBe(200);
    const completion = (await res.json()) as {
      model: string;
      choices: Array<{ message: { content: string } }>;
      usage: { total_tokens: number };
    };
    const text = completion.choices[0]?.message.content ?? '';
    expect(completion.model).toBe('demo-tutor-offline');
    expect(text).toContain('¿Cómo resuelvo 2x + 3 = 11?');
    expect(text).toMatch(/¿[^?]+\?/);
    expect(text).toMatch(/\$/); // a general formula hint, as math
    expect(text).not.toMatch(/x\s*=\s*4/);
    expect(completion.usage.total_tokens).toBeGreaterThan(0);
    expect(modelSeen).toHaveLength(0);
    const again = (await (await handler(post(validBody()))).json()) as typeof completion;
    expect(again.choices[0]?.message.content).toBe(text);
  });

  it("makes titles from the student's first words", async () => {
    const res = await createHandler(baseEnv())(
      post({
        model: 'gpt-4o-mini',
        messages: [
          { role: 'system', content: 'Genera un título breve en español, de máximo 6 palabras.' },
          { role: 'user', content: '¿Qué es la fotosíntesis en las plantas verdes de mi casa?' },
        ],
        temperature: 0.5,
        max_tokens: 20,
      }),
    );
    const completion = (await res.json()) as { choices: Array<{ message: { content: string } }> };
    expect(completion.choices[0]?.message.content).toBe('Qué es la fotosíntesis en las');
  });
});

describe('the per-user rate limit in Postgres', () => {
  it('answers 429 in Spanish over the per-minute limit, per user, without counting refusals', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const handler = createHandler({ ...baseEnv(), TUTOR_RATE_LIMIT_PER_MINUTE: '2' });
    expect((await handler(post(validBody(), student))).status).toBe(200);
    expect((await handler(post(validBody(), student))).status).toBe(200);
    const refused = await handler(post(validBody(), student));
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toMatch(/límite es de 2 mensajes por minuto/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await handler(post(validBody(), other))).status).toBe(200);
    // A refused call is not counted: with 2 counted so far, a day limit of 3 allows exactly one more.
    const daily = createHandler({ ...baseEnv(), TUTOR_RATE_LIMIT_PER_DAY: '3' });
    expect((await daily(post(validBody(), student))).status).toBe(200);
    const dayRefusal = await daily(post(validBody(), student));
    expect(dayRefusal.status).toBe(429);
    expect((await errorOf(dayRefusal)).message).toMatch(/3 mensajes por día/);
  });

  it('keeps the quota function out of reach of students', async () => {
    const { data: session } = await client().auth.signInWithPassword({
      email: 'luis@tutor.local',
      password: 'estudiante123',
    });
    const asLuis = createClient(stack.url, ANON_KEY, {
      global: { headers: { Authorization: `Bearer ${session.session?.access_token}` } },
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
    const { error } = await asLuis.rpc(
      'tutor_consume_quota' as never,
      {
        p_user_id: session.user?.id,
        p_per_minute: 1000000,
        p_per_day: 1000000,
        p_tokens_per_day: 1000000,
      } as never,
    );
    expect(error).not.toBeNull();
  });
});

describe('forwarding to the model (OPENAI_API_KEY set)', () => {
  const keyed = (extra: Record<string, string> = {}) =>
    createHandler({
      ...baseEnv(),
      OPENAI_API_KEY: 'sk-server',
      OPENAI_BASE_URL: modelUrl,
      ...extra,
    });

  it('forwards the cleaned request with the server key and returns the completion', async () => {
    const res = await keyed()(post(validBody({ max_tokens: undefined })));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { model: string }).model).toBe('gpt-4o-mini-2024-07-18');
    expect(modelSeen).toHaveLength(1);
    expect(modelSeen[0]?.url).toBe('/v1/chat/completions');
    expect(modelSeen[0]?.headers.authorization).toBe('Bearer sk-server');
    expect(modelSeen[0]?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: validBody().messages,
      max_tokens: 800,
      temperature: 0.7,
      stream: false,
    });
  });

  it('accepts a model added to the allowlist by configuration', async () => {
    const res = await keyed({ TUTOR_ALLOWED_MODELS: 'gpt-4o-mini, llama3.1' })(
      post(validBody({ model: 'llama3.1' })),
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['500', 502, 'upstream_error'],
    ['401', 502, 'upstream_auth'],
    ['429', 503, 'upstream_busy'],
    ['garbage', 502, 'upstream_invalid'],
  ] as const)('maps an upstream %s to %i', async (behaviour, status, code) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    modelBehaviour = behaviour;
    const res = await keyed()(post(validBody()));
    expect(res.status).toBe(status);
    const err = await errorOf(res);
    expect(err.code).toBe(code);
    expect(err.message).toMatch(/modelo/);
  });

  it('maps a model that never answers to 504 and an unreachable one to 502', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    modelBehaviour = 'hang';
    const slow = await keyed({ TUTOR_UPSTREAM_TIMEOUT_MS: '1000' })(post(validBody()));
    expect(slow.status).toBe(504);
    const down = await keyed({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })(post(validBody()));
    expect(down.status).toBe(502);
  });
});

describe('through the local stack gateway', () => {
  it('serves the demo tutor at /functions/v1/tutor/chat/completions for a signed-in student', async () => {
    const res = await fetch(`${stack.url}/functions/v1/tutor/chat/completions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${anaToken}`,
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(validBody()),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { model: string }).model).toBe('demo-tutor-offline');
  });
});
