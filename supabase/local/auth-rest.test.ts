/**
 * The local stack over HTTP with the real supabase-js: auth, REST under RLS, RPCs, API keys.
 * One in-memory stack (real migrations + seed) for the whole file.
 */
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY, type Stack } from './server.ts';
import { ADMIN, client, signedIn, startTestStack, STUDENT_PASSWORD } from './test-helpers.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const newEmail = () => `test-${randomUUID().slice(0, 8)}@tutor.local`;

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

describe('REST under RLS', () => {
  it('isolates two students’ conversations and messages', async () => {
    const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
    const luis = await signedIn(stack.url, 'luis@tutor.local', STUDENT_PASSWORD);

    const created = await ana.client
      .from('conversations')
      .insert({ user_id: ana.user.id, title: 'Fracciones' })
      .select()
      .single();
    expect(created.error).toBeNull();
    expect(created.status).toBe(201);
    const conv = created.data as { id: string; user_id: string; created_at: string };
    expect(conv.user_id).toBe(ana.user.id);
    // ISO 8601 like PostgREST (workaround "timestamps-iso").
    expect(conv.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?[+-]\d\d:\d\d$/);

    const msg = await ana.client
      .from('messages')
      .insert({ conversation_id: conv.id, role: 'user', content: '¿Cómo sumo 1/2 + 1/3?' })
      .select()
      .single();
    expect(msg.error).toBeNull();

    const anaRows = await ana.client.from('conversations').select('id, user_id');
    expect(anaRows.error).toBeNull();
    expect(anaRows.data!.length).toBeGreaterThan(0);
    expect(anaRows.data!.every((r) => r.user_id === ana.user.id)).toBe(true);

    const luisRows = await luis.client.from('conversations').select('id, user_id');
    expect(luisRows.data!.length).toBeGreaterThan(0);
    expect(luisRows.data!.every((r) => r.user_id === luis.user.id)).toBe(true);
    expect((await luis.client.from('conversations').select('id').eq('id', conv.id)).data).toEqual(
      [],
    );
    expect(
      (await luis.client.from('messages').select('id').eq('conversation_id', conv.id)).data,
    ).toEqual([]);

    const intrude = await luis.client
      .from('messages')
      .insert({ conversation_id: conv.id, role: 'user', content: 'hola' });
    expect(intrude.status).toBe(403);
    expect(intrude.error?.code).toBe('42501');

    const steal = await luis.client
      .from('conversations')
      .insert({ user_id: ana.user.id, title: 'ajena' });
    expect(steal.status).toBe(403);

    await luis.client.from('conversations').update({ title: 'hackeada' }).eq('id', conv.id);
    const still = await ana.client.from('conversations').select('title').eq('id', conv.id).single();
    expect(still.data?.title).toBe('Fracciones');
  });

  it('serves an admin RPC to the seeded admin and refuses it to a student', async () => {
    const admin = await signedIn(stack.url, ADMIN.email, ADMIN.password);
    const stats = await admin.client.rpc('get_admin_stats').single();
    expect(stats.error).toBeNull();
    expect(Number((stats.data as { total_users: number }).total_users)).toBeGreaterThanOrEqual(3);

    const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
    const refused = await ana.client.rpc('get_admin_stats').single();
    expect(refused.data).toBeNull();
    expect(refused.error?.code).toBe('42501');
    expect(refused.status).toBe(403);
  });

  it('grants nothing for is_admin written into the user’s own user_metadata', async () => {
    const email = newEmail();
    const c = client(stack.url);
    await c.auth.signUp({ email, password: 'secreto123', options: { data: { is_admin: true } } });
    await c.auth.updateUser({ data: { is_admin: true } });
    await c.auth.refreshSession();
    const refused = await c.rpc('get_admin_stats').single();
    expect(refused.error?.code).toBe('42501');
    const me = await c.auth.getUser();
    expect(me.data.user?.user_metadata.is_admin).not.toBe(true);
  });

  it('maps API keys like the CLI: anon and publishable hit RLS as anon, service keys bypass it', async () => {
    for (const key of [ANON_KEY, PUBLISHABLE_KEY]) {
      const anon = client(stack.url, key);
      const rows = await anon.from('conversations').select('id');
      expect(rows.error).toBeNull();
      expect(rows.data).toEqual([]);
      const ann = await anon.rpc('get_active_announcements', { location: 'login' });
      expect(ann.error).toBeNull();
      expect(Array.isArray(ann.data)).toBe(true);
    }
    for (const key of [SERVICE_ROLE_KEY, SECRET_KEY]) {
      const service = client(stack.url, key);
      const rows = await service.from('conversations').select('id', { count: 'exact', head: true });
      expect(rows.error).toBeNull();
      expect(rows.count).toBeGreaterThan(10);
    }
    // A legacy anon key is not a user token: the anon role cannot insert.
    const anonInsert = await client(stack.url).from('conversations').insert({ title: 'x' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
  });
});

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
