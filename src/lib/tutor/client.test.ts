import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createTutorClient, tutorBaseUrl } from './client';

/** A scripted fake model (the only mock allowed): records requests, answers a fixed completion. */
let server: Server;
let baseUrl = '';
const seen: Array<{ url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }> =
  [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200
            ? {
                id: 'x',
                object: 'chat.completion',
                created: 1,
                model: 'gpt-4o-mini-2024-07-18',
                choices: [{ index: 0, message: { role: 'assistant', content: '¿Qué sabes?' } }],
                usage: { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 },
              }
            : { error: { message: 'boom' } },
        ),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  status = 200;
});

const proxyConfig = () => ({
  mode: 'proxy' as const,
  supabaseUrl: baseUrl,
  supabaseAnonKey: 'anon-key',
  getAccessToken: async () => 'user-access-token',
});

describe('tutor client', () => {
  it('proxy mode posts to the tutor function with the user token as bearer and the apikey header', async () => {
    const reply = await createTutorClient(proxyConfig()).reply(
      [{ role: 'user', content: 'hola' }],
      'Física',
      'Secundaria',
    );
    expect(reply).toEqual({
      content: '¿Qué sabes?',
      tokensUsed: 12,
      model: 'gpt-4o-mini-2024-07-18',
    });
    const [req] = seen;
    expect(req?.url).toBe('/functions/v1/tutor/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer user-access-token');
    expect(req?.headers.apikey).toBe('anon-key');
    expect(req?.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.7,
      max_tokens: 800,
      stream: false,
    });
  });

  it('direct mode posts to the configured base URL with the browser key', async () => {
    const client = createTutorClient({
      mode: 'direct',
      supabaseUrl: 'http://unused.invalid',
      supabaseAnonKey: 'anon-key',
      openaiApiKey: 'sk-test',
      openaiBaseUrl: `${baseUrl}/v1`,
      getAccessToken: async () => null,
    });
    expect(await client.title('¿Qué es un átomo?')).toBe('¿Qué sabes?');
    expect(seen[0]?.url).toBe('/v1/chat/completions');
    expect(seen[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(seen[0]?.body).toMatchObject({ temperature: 0.5, max_tokens: 20 });
  });

  it('refuses to call the proxy without a session', async () => {
    const client = createTutorClient({ ...proxyConfig(), getAccessToken: async () => null });
    await expect(client.reply([{ role: 'user', content: 'hola' }])).rejects.toThrow(
      'No hay sesión activa',
    );
    expect(seen).toHaveLength(0);
  });

  it('surfaces a model failure as an error', async () => {
    status = 400;
    await expect(
      createTutorClient(proxyConfig()).reply([{ role: 'user', content: 'hola' }]),
    ).rejects.toThrow(/boom/);
  });

  it('uses the default OpenAI URL in direct mode when none is set', () => {
    expect(tutorBaseUrl({ mode: 'direct', supabaseUrl: 'http://x' })).toBe(
      'https://api.openai.com/v1',
    );
  });
});
