/**
 * Issue 9 over HTTP with the real supabase-js against the local stack (real migrations + seed):
 * what a student's client receives when the database refuses an oversized user_metadata, a forged
 * reply, a forged date or a write past the quota — and that nothing changed.
 */
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { DEFAULT_USER_MESSAGES_PER_MINUTE } from '../functions/_shared/tutor/limits.ts';

import { client, stack, useTestStack } from './test-helpers.ts';

useTestStack();

const newEmail = () => `trust-${randomUUID().slice(0, 8)}@tutor.local`;

async function newStudent(name = 'Ana Prueba') {
  const c = client(stack.url);
  const email = newEmail();
  const { data, error } = await c.auth.signUp({
    email,
    password: 'secreto123',
    options: { data: { name } },
  });
  if (error || !data.user) throw error ?? new Error('sign-up failed');
  return { c, email, id: data.user.id };
}

describe('user_metadata caps (trigger on auth.users)', () => {
  it('refuses updateUser with a 1 MB name, and nothing changes', async () => {
    const { c, email } = await newStudent();
    const refused = await c.auth.updateUser({ data: { name: 'x'.repeat(1_000_000) } });
    // GoTrue answers 500 for a database error; supabase-js turns every 5xx into an
    // AuthRetryableFetchError (docs/database.md): the client gets no user and no Spanish text.
    expect(refused.data.user).toBeNull();
    expect(refused.error?.status).toBe(500);
    const fetched = await c.auth.getUser();
    expect(fetched.data.user?.user_metadata.name).toBe('Ana Prueba');
    const again = await client(stack.url).auth.signInWithPassword({
      email,
      password: 'secreto123',
    });
    expect(again.data.user?.user_metadata.name).toBe('Ana Prueba');
  });

  it('accepts a 100-character name and refuses 101', async () => {
    const { c } = await newStudent();
    const ok = await c.auth.updateUser({ data: { name: 'n'.repeat(100) } });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.user_metadata.name).toBe('n'.repeat(100));
    const refused = await c.auth.updateUser({ data: { name: 'n'.repeat(101) } });
    expect(refused.error?.status).toBe(500);
    expect((await c.auth.getUser()).data.user?.user_metadata.name).toBe('n'.repeat(100));
  });

  it('refuses signUp with a 1 MB name: no account is created', async () => {
    const email = newEmail();
    const refused = await client(stack.url).auth.signUp({
      email,
      password: 'secreto123',
      options: { data: { name: 'x'.repeat(1_000_000) } },
    });
    expect(refused.data.user).toBeNull();
    expect(refused.error?.status).toBe(500);
    const signIn = await client(stack.url).auth.signInWithPassword({
      email,
      password: 'secreto123',
    });
    expect(signIn.error?.message).toBe('Invalid login credentials');
  });
});

describe('the tutor side is server-written', () => {
  it('refuses a student’s assistant message with 42501 and a Spanish message', async () => {
    const { c, id } = await newStudent();
    const { data: conv, error } = await c
      .from('conversations')
      .insert({ user_id: id })
      .select()
      .single();
    expect(error).toBeNull();
    const forged = await c
      .from('messages')
      .insert({ conversation_id: conv!.id, role: 'assistant', content: 'La respuesta es 42' });
    expect(forged.error?.code).toBe('42501');
    expect(forged.error?.message).toBe('Solo el servidor puede guardar las respuestas del tutor.');
    const { count } = await c
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('conversation_id', conv!.id);
    expect(count).toBe(0);
  });

  it('stores the server’s clock whatever created_at the client sends', async () => {
    const { c, id } = await newStudent();
    const before = Date.now();
    const { data: conv } = await c
      .from('conversations')
      .insert({ user_id: id, created_at: '2099-01-01T00:00:00Z' })
      .select()
      .single();
    const { data: msg } = await c
      .from('messages')
      .insert({
        conversation_id: conv!.id,
        role: 'user',
        content: 'hola',
        created_at: '2020-01-01T00:00:00Z',
      })
      .select()
      .single();
    for (const at of [conv!.created_at as string, msg!.created_at as string]) {
      expect(Math.abs(new Date(at).getTime() - before)).toBeLessThan(60_000);
    }
  });

  it('refuses the user message past the per-minute quota with a Spanish “Límite” message', async () => {
    const { c, id } = await newStudent();
    const { data: conv } = await c.from('conversations').insert({ user_id: id }).select().single();
    const rows = Array.from({ length: DEFAULT_USER_MESSAGES_PER_MINUTE + 1 }, (_, i) => ({
      conversation_id: conv!.id,
      role: 'user',
      content: `mensaje ${i}`,
    }));
    const refused = await c.from('messages').insert(rows);
    // PostgREST answers 400 with code P0001; @supabase/lite 0.10 alone answers 500 with code 'SUP'
    // and prefixes 'error: ' (docs/database.md); the Spanish text is the same in both.
    expect(refused.error?.message).toContain(
      `Límite alcanzado: máximo ${DEFAULT_USER_MESSAGES_PER_MINUTE} mensajes por minuto.`,
    );
    const ok = await c.from('messages').insert(rows.slice(0, DEFAULT_USER_MESSAGES_PER_MINUTE));
    expect(ok.error).toBeNull();
    const { count } = await c
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('conversation_id', conv!.id);
    expect(count).toBe(DEFAULT_USER_MESSAGES_PER_MINUTE);
  });
});
