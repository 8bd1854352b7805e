/**
 * The wrong-password throttle: GoTrue's 429 `over_request_rate_limit` per e-mail and per IP,
 * over HTTP with the real supabase-js, and the sliding window with an injected clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SignInThrottle } from './auth-throttle.ts';
import { type Stack, startStack } from './server.ts';
import { client, STUDENT_PASSWORD } from './test-helpers.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    port: 0,
    memory: true,
    quiet: true,
    log: () => undefined,
    signInThrottle: { perEmail: 3, perIp: 6 },
  });
});
afterAll(async () => {
  await stack?.stop();
});

const signIn = (email: string, password: string) =>
  client(stack.url).auth.signInWithPassword({ email, password });

describe('wrong-password throttle over HTTP', () => {
  it('refuses an e-mail after 3 failures, even with the right password, and not another e-mail', async () => {
    for (let i = 0; i < 3; i++) {
      const bad = await signIn('ana@tutor.local', `incorrecta${i}`);
      expect(bad.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const blocked = await signIn('ana@tutor.local', STUDENT_PASSWORD);
    expect(blocked.data.session).toBeNull();
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    const raw = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'ANA@tutor.local', password: STUDENT_PASSWORD }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await raw.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });

    const other = await signIn('luis@tutor.local', STUDENT_PASSWORD);
    expect(other.error).toBeNull();
    expect(other.data.session).not.toBeNull();
  });

  it('refuses the whole IP after 6 failures across e-mails', async () => {
    // 3 failures so far from this IP (previous test); 3 more on other e-mails reach 6.
    for (const email of ['x1@tutor.local', 'x2@tutor.local', 'x3@tutor.local']) {
      const bad = await signIn(email, 'incorrecta');
      expect(bad.error).toMatchObject({ status: 400 });
    }
    const blocked = await signIn('luis@tutor.local', STUDENT_PASSWORD);
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Other auth endpoints are not throttled.
    const signUp = await client(stack.url).auth.signUp({
      email: 'nuevo@tutor.local',
      password: 'contrasena123',
    });
    expect(signUp.error).toBeNull();
  });
});

describe('SignInThrottle window', () => {
  it('forgets failures once they leave the window', () => {
    let now = 0;
    const t = new SignInThrottle({ perEmail: 2, perIp: 100, windowMs: 60_000 }, () => now);
    t.recordFailure('a@b.c', '1.1.1.1');
    now = 10_000;
    t.recordFailure('A@B.C ', '1.1.1.1');
    expect(t.retryAfter('a@b.c', '2.2.2.2')).toBe(50);
    now = 60_001;
    expect(t.retryAfter('a@b.c', null)).toBeNull();
    expect(t.retryAfter('other@b.c', '1.1.1.1')).toBeNull();
  });
});
