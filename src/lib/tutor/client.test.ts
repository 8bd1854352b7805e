import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createTutorClient } from './client';

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

const direct = () => createTutorClient({ apiKey: 'sk-test', baseUrl: `${baseUrl}/v1` });

describe('direct-mode tutor client', () => {
  it('posts the reply request (model, temperature, max_tokens) to the configured base URL with the browser key', async () => {
    const reply = await direct().reply([{ role: 'user', content: 'hola' }], 'Física', 'Secundaria');
    expect(reply).toEqual({
      content: '¿Qué sabes?',
      tokensUsed: 12,
      model: 'gpt-4o-mini-2024-07-18',
    });
    const [req] = seen;
    expect(req?.url).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.7,
      max_tokens: 800,
      stream: false,
    });
    const messages = req?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain(
      'Contexto: Materia: Física. Nivel educativo: Secundaria.',
    );
  });

  it('asks for a title with temperature 0.5 and max_tokens 20', async () => {
    expect(await direct().title('¿Qué es un átomo?')).toBe('¿Qué sabes?');
    expect(seen[0]?.url).toBe('/v1/chat/completions');
    expect(seen[0]?.body).toMatchObject({ temperature: 0.5, max_tokens: 20 });
  });

  it('surfaces a model failure as an error', async () => {
    status = 400;
    await expect(direct().reply([{ role: 'user', content: 'hola' }])).rejects.toThrow(/boom/);
  });
});
