/**
 * The local stack over HTTP with the real supabase-js (one in-memory stack, real migrations + seed,
 * per file): Edge Functions: the caller's token, the stack env, verify_jwt,
 * OPTIONS and unknown functions.
 */
import { describe, expect, it } from 'vitest';

import { ANON_KEY, PUBLISHABLE_KEY } from './server.ts';
import { signedIn, stack, STUDENT_PASSWORD, useTestStack } from './test-helpers.ts';

useTestStack();

describe('functions', () => {
  const call = (path: string, init: RequestInit = {}) => fetch(`${stack.url}${path}`, init);

  it('runs a function handler with the caller’s token and the stack env', async () => {
    const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
    const { data, error } = await ana.client.functions.invoke('echo', { body: { hola: 1 } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      authorization: `Bearer ${ana.session.access_token}`,
      body: '{"hola":1}',
      supabaseUrl: stack.url,
      hasAnonKey: true,
      hasServiceKey: true,
    });
  });

  it('applies verify_jwt, passes OPTIONS through and 404s unknown functions', async () => {
    const missing = await call('/functions/v1/echo', {
      method: 'POST',
      headers: { apikey: ANON_KEY },
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });

    const bad = await call('/functions/v1/echo', {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: 'Bearer not.a.jwt' },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ msg: 'Invalid JWT' });

    // A publishable key without Authorization becomes the anon JWT, as Kong does.
    const pub = await call('/functions/v1/echo', {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY },
    });
    expect(pub.status).toBe(200);
    expect((await pub.json()).authorization).toBe(`Bearer ${ANON_KEY}`);

    const options = await call('/functions/v1/echo', { method: 'OPTIONS' });
    expect(options.status).toBe(200);
    expect(options.headers.get('x-echo-fixture')).toBe('yes');

    for (const name of ['nope', 'no-handler', '..%2F..%2Fetc']) {
      const res = await call(`/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ANON_KEY}` },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toBe('Function not found');
    }
  });
});
