/** The HTTP edge every function shares: its refusals in order, the error shape, the bounded body. */
import { describe, expect, it } from 'vitest';

import { checkRequest, errorResponse, isUuid, readBody } from './http.ts';

const url = 'http://edge.local/account';
const post = (init: RequestInit = {}, at = url) => new Request(at, { method: 'POST', ...init });

async function refusal(checked: ReturnType<typeof checkRequest>) {
  if (!(checked instanceof Response)) throw new Error('expected a refusal');
  return { status: checked.status, headers: checked.headers, body: await checked.text() };
}

describe('checkRequest', () => {
  it('answers the preflight with CORS and the requested headers (or the supabase-js ones)', async () => {
    const asked = await refusal(
      checkRequest(
        new Request(url, {
          method: 'OPTIONS',
          headers: { 'Access-Control-Request-Headers': 'authorization, apikey' },
        }),
        'account',
      ),
    );
    expect(asked.status).toBe(204);
    expect(asked.headers.get('access-control-allow-origin')).toBe('*');
    expect(asked.headers.get('access-control-allow-headers')).toBe('authorization, apikey');
    const none = await refusal(checkRequest(new Request(url, { method: 'OPTIONS' }), 'account'));
    expect(none.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  it.each([
    ['another path', post({}, 'http://edge.local/account/extra'), 404, 'not_found'],
    ['a prefix of the name', post({}, 'http://edge.local/myaccount'), 404, 'not_found'],
    ['GET', new Request(url), 405, 'method_not_allowed'],
    ['no bearer', post(), 401, 'missing_token'],
    [
      'a bearer without a token',
      post({ headers: { Authorization: 'Bearer  ' } }),
      401,
      'missing_token',
    ],
  ])('refuses %s with %i %s, as JSON with CORS', async (_case, req, status, code) => {
    const res = await refusal(checkRequest(req, 'account'));
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({ code, error: expect.any(String) });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    if (status === 405) expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('hands back the token of a POST to /<name> (a trailing slash allowed)', () => {
    const auth = { headers: { Authorization: 'bearer abc.def ' } };
    expect(checkRequest(post(auth), 'account')).toEqual({ token: 'abc.def' });
    expect(checkRequest(post(auth, `${url}/`), 'account')).toEqual({ token: 'abc.def' });
  });
});

describe('errorResponse', () => {
  it('is { error, code } as JSON with the extra headers', async () => {
    const res = errorResponse(429, 'Espera un momento.', 'rate_limited', { 'Retry-After': '5' });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: 'Espera un momento.', code: 'rate_limited' });
  });
});

describe('readBody', () => {
  it('reads a body up to the bound, in UTF-8', async () => {
    expect(await readBody(post({ body: 'ñandú' }), 7)).toBe('ñandú');
    expect(await readBody(post(), 7)).toBe('');
  });

  it('refuses a body over the bound, declared or streamed', async () => {
    expect(await readBody(post({ body: 'ñandú!' }), 7)).toBeNull();
    const declared = post({ body: 'x', headers: { 'Content-Length': '5000' } });
    expect(await readBody(declared, 4096)).toBeNull();
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(1000));
        controller.close();
      },
    });
    const streamed = new Request(url, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(await readBody(streamed, 4096)).toBeNull();
  });
});

describe('isUuid', () => {
  it('takes a UUID in either case and nothing else', () => {
    expect(isUuid('3f2b8c1e-7a4d-4e2b-9c1f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('3F2B8C1E-7A4D-4E2B-9C1F-0A1B2C3D4E5F')).toBe(true);
    for (const bad of [
      '3f2b8c1e-7a4d-4e2b-9c1f-0a1b2c3d4e5',
      '3f2b8c1e7a4d4e2b9c1f0a1b2c3d4e5f',
      ' 3f2b8c1e-7a4d-4e2b-9c1f-0a1b2c3d4e5f',
      '3f2b8c1e-7a4d-4e2b-9c1f-0a1b2c3d4e5g',
      '',
      null,
      42,
    ]) {
      expect(isUuid(bad), String(bad)).toBe(false);
    }
  });
});
