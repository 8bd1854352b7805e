/**
 * The local stack over HTTP with the real supabase-js (one in-memory stack, real migrations + seed,
 * per file): bad input answered with Supabase-shaped errors, and CORS.
 */
import { describe, expect, it } from 'vitest';

import { ANON_KEY } from './server.ts';
import { signedIn, stack, STUDENT_PASSWORD, useTestStack } from './test-helpers.ts';

useTestStack();

describe('bad input', () => {
  it('answers with Supabase-shaped errors and keeps serving', async () => {
    const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
    const auth = { apikey: ANON_KEY, authorization: `Bearer ${ana.session.access_token}` };

    const malformed = await fetch(`${stack.url}/rest/v1/conversations`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('PGRST102');

    const unknown = await fetch(`${stack.url}/no/such/route`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'no Route matched with those values' });

    const table = await fetch(`${stack.url}/rest/v1/no_such_table`, { headers: auth });
    expect(table.status).toBe(404);
    expect((await table.json()).code).toBe('PGRST205');

    const garbage = await fetch(`${stack.url}/rest/v1/conversations`, {
      headers: { apikey: ANON_KEY, authorization: 'Bearer garbage' },
    });
    expect(garbage.status).toBe(401);
    expect((await garbage.json()).code).toBe('PGRST301');

    const { signToken } = await import('./keys.ts');
    const expiredToken = await signToken({ sub: ana.user.id, role: 'authenticated' }, -3600);
    const expired = await fetch(`${stack.url}/rest/v1/conversations`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${expiredToken}` },
    });
    expect(expired.status).toBe(401);
    const expiredBody = await expired.json();
    expect(expiredBody).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const user = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, authorization: `Bearer ${expiredToken}` },
    });
    expect([401, 403]).toContain(user.status);
    expect(await user.text()).not.toMatch(/\bat .*\.js:\d+/);

    const huge = await fetch(`${stack.url}/rest/v1/conversations`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'Payload Too Large' });

    // Still serving.
    const health = await fetch(`${stack.url}/rest/v1/conversations?select=id&limit=1`, {
      headers: auth,
    });
    expect(health.status).toBe(200);
  });

  it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
    const res = await fetch(`${stack.url}/rest/v1/conversations`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, authorization, x-client-info, prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, x-client-info, prefer',
    );
    const exposed = res.headers.get('access-control-expose-headers') ?? '';
    for (const h of [
      'Content-Range',
      'X-Supabase-Api-Version',
      'Content-Location',
      'Location',
      'Range-Unit',
      'Content-Type',
      'x-relay-error',
    ]) {
      expect(exposed).toContain(h);
    }
    const get = await fetch(`${stack.url}/rest/v1/conversations?select=id`, {
      headers: { apikey: ANON_KEY, origin: 'http://127.0.0.1:5173' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });
});
