/**
 * The local stack over HTTP with the real supabase-js (one in-memory stack, real migrations + seed,
 * per file): REST under RLS: two students isolated, admin RPCs, the API keys.
 */
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './server.ts';
import { ADMIN, client, signedIn, stack, STUDENT_PASSWORD, useTestStack } from './test-helpers.ts';

const newEmail = () => `test-${randomUUID().slice(0, 8)}@tutor.local`;

useTestStack();

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

  it('maps API keys like the CLI: anon and publishable act as anon, service keys bypass RLS', async () => {
    for (const key of [ANON_KEY, PUBLISHABLE_KEY]) {
      const anon = client(stack.url, key);
      // The migrations give anon no table privilege on conversations (workaround "lite-grants"
      // keeps it so): PostgREST's 401 42501 for anon, as on Supabase.
      const rows = await anon.from('conversations').select('id');
      expect(rows.status).toBe(401);
      expect(rows.error?.code).toBe('42501');
      expect(rows.data).toBeNull();
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
