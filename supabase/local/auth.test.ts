/**
 * The local stack over HTTP with the real supabase-js (one in-memory stack, real migrations + seed,
 * per file): auth: sign-up with metadata, sign-in, refusals, updates, refresh and sign-out.
 */
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { client, signedIn, stack, STUDENT_PASSWORD, useTestStack } from './test-helpers.ts';

const newEmail = () => `test-${randomUUID().slice(0, 8)}@tutor.local`;

useTestStack();

describe('auth', () => {
  it('signs up with name and grade_level in user_metadata and returns a session', async () => {
    const email = newEmail();
    const { data, error } = await client(stack.url).auth.signUp({
      email,
      password: 'secreto123',
      options: { data: { name: 'Prueba Uno', grade_level: 'secundaria' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({
      name: 'Prueba Uno',
      grade_level: 'secundaria',
    });
  });

  it('signs in a seeded student and refuses a wrong password with GoTrue’s error', async () => {
    const ok = await client(stack.url).auth.signInWithPassword({
      email: 'ana@tutor.local',
      password: STUDENT_PASSWORD,
    });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe('ana@tutor.local');

    const bad = await client(stack.url).auth.signInWithPassword({
      email: 'ana@tutor.local',
      password: 'incorrecta1',
    });
    expect(bad.data.session).toBeNull();
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.message).toBe('Invalid login credentials');
  });

  it('refuses a duplicate e-mail and a weak password', async () => {
    const dup = await client(stack.url).auth.signUp({
      email: 'ana@tutor.local',
      password: 'otraclave123',
    });
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('user_already_exists');

    const weak = await client(stack.url).auth.signUp({ email: newEmail(), password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.data.session).toBeNull();
  });

  it('updates user data and password', async () => {
    const email = newEmail();
    const c = client(stack.url);
    const up = await c.auth.signUp({
      email,
      password: 'primera123',
      options: { data: { name: 'A' } },
    });
    expect(up.error).toBeNull();

    const data = await c.auth.updateUser({ data: { name: 'B', grade_level: 'preparatoria' } });
    expect(data.error).toBeNull();
    expect(data.data.user?.user_metadata).toMatchObject({ name: 'B', grade_level: 'preparatoria' });
    const fetched = await c.auth.getUser();
    expect(fetched.data.user?.user_metadata).toMatchObject({
      name: 'B',
      grade_level: 'preparatoria',
    });

    const pw = await c.auth.updateUser({ password: 'segunda123' });
    expect(pw.error).toBeNull();
    const oldPw = await client(stack.url).auth.signInWithPassword({
      email,
      password: 'primera123',
    });
    expect(oldPw.error?.message).toBe('Invalid login credentials');
    const newPw = await client(stack.url).auth.signInWithPassword({
      email,
      password: 'segunda123',
    });
    expect(newPw.error).toBeNull();
  });

  it('refreshes the token (rotating the refresh token) and signs out', async () => {
    const { client: c, session } = await signedIn(stack.url, 'luis@tutor.local', STUDENT_PASSWORD);
    const refreshed = await c.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.access_token).toBeTruthy();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);

    const out = await c.auth.signOut();
    expect(out.error).toBeNull();
    expect((await c.auth.getSession()).data.session).toBeNull();
    // The signed-out session's refresh token no longer works.
    const again = await client(stack.url).auth.refreshSession({
      refresh_token: refreshed.data.session!.refresh_token,
    });
    expect(again.error).not.toBeNull();
    expect(again.data.session).toBeNull();
  });
});
