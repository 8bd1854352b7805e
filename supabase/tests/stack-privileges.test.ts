/**
 * The local stack guards like the database the migrations build: after real HTTP traffic (anon,
 * a signed-in student, the service role; REST, RPC, storage), every table, column, sequence and
 * function privilege of anon and authenticated in public, private and storage is identical to a
 * database built from the same shim and migrations without the stack (PGlite under `npm test`,
 * PostgreSQL 15 under `npm run test:pg15`). Workaround "lite-grants" (supabase/local/database.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SERVICE_ROLE_KEY } from '../local/keys.ts';
import type { Stack } from '../local/server.ts';
import { client, signedIn, STUDENT_PASSWORD, startTestStack } from '../local/test-helpers.ts';

import { createTestDb, type TestDb } from './harness.ts';
import { privilegeSnapshot } from './privilege-snapshot.ts';

let stack: Stack;
let db: TestDb;
beforeAll(async () => {
  [stack, db] = await Promise.all([startTestStack(), createTestDb()]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), db?.close()]);
});

/** Requests of every kind the app makes, so lite has seen a role on every path. */
async function traffic() {
  const anon = client(stack.url);
  await anon.rpc('get_active_announcements');
  await anon.from('conversations').select('id');
  const ana = await signedIn(stack.url, 'ana@tutor.local', STUDENT_PASSWORD);
  const { data: created, error } = await ana.client
    .from('conversations')
    .insert({
      user_id: ana.user.id,
      title: 'Fracciones',
      subject: 'Matemáticas',
      grade_level: 'Secundaria',
    })
    .select('id')
    .single();
  if (error) throw new Error(`insert failed: ${error.message}`);
  await ana.client.from('conversations').update({ title: 'Fracciones' }).eq('id', created.id);
  await ana.client.from('messages').select('id').limit(1);
  await ana.client.storage
    .from('chat-images')
    .upload(`${ana.user.id}/${created.id}/a.jpg`, new Blob([new Uint8Array([137, 80, 78, 71])]), {
      contentType: 'image/jpeg',
    });
  await client(stack.url, SERVICE_ROLE_KEY).from('conversations').select('id').limit(1);
  return { ana, conversationId: created.id as string };
}

describe('privileges of anon and authenticated on the local stack', () => {
  it('are those of the migrations after real HTTP traffic', async () => {
    await traffic();
    const onStack = await privilegeSnapshot((sql) => stack.query(sql));
    const built = await privilegeSnapshot((sql) => db.admin.query(sql));
    // Sanity: the snapshot sees the migrations' tables and their column grants.
    expect(built.some((p) => p.startsWith('table public.conversations authenticated SELECT'))).toBe(
      true,
    );
    expect(built).toContain('column public.conversations.title authenticated UPDATE');
    expect(built).not.toContain('column public.conversations.created_at authenticated UPDATE');
    expect(onStack).toEqual(built);
  });

  it("refuse a student's PATCH of their conversation's created_at and subject over HTTP", async () => {
    const { ana, conversationId } = await traffic();
    const before = await stack.query(
      'select created_at, subject from public.conversations where id = $1',
      [conversationId],
    );
    for (const change of [{ created_at: '2099-01-01T00:00:00Z' }, { subject: 'Física' }]) {
      const { data, error, status } = await ana.client
        .from('conversations')
        .update(change)
        .eq('id', conversationId)
        .select();
      expect(data).toBeNull();
      expect(status).toBe(403);
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe('permission denied for table conversations');
    }
    expect(
      await stack.query('select created_at, subject from public.conversations where id = $1', [
        conversationId,
      ]),
    ).toEqual(before);
  });
});
