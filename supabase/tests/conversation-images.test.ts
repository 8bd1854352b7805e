// Deleting a conversation removes its images from the private chat-images bucket, over
// HTTP against the in-memory local stack with the SPA's own delete function.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { deleteConversationWithImages } from '@/features/chat/api/conversation-images';
import type { Database } from '@/types/database';

import { ANON_KEY, SERVICE_ROLE_KEY } from '../local/server.ts';
import { client as stackClient, stack, useTestStack } from '../local/test-helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const client = (key = ANON_KEY) => stackClient(stack.url, key) as SupabaseClient<Database>;

useTestStack();

async function student() {
  const c = client();
  const email = `img${Date.now()}${Math.random().toString(36).slice(2, 7)}@tutor.local`;
  const { data, error } = await c.auth.signUp({ email, password: 'estudiante123' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { c, id: data.user.id };
}

async function conversationWithImages(c: SupabaseClient<Database>, userId: string, n: number) {
  const { data, error } = await c
    .from('conversations')
    .insert({ user_id: userId, title: 'Con fotos' })
    .select('id')
    .single();
  if (error) throw error;
  const paths: string[] = [];
  for (let i = 0; i < n; i++) {
    const path = `${userId}/${data.id}/${i}.png`;
    const up = await c.storage
      .from('chat-images')
      .upload(path, new Blob([PNG], { type: 'image/png' }));
    if (up.error) throw up.error;
    paths.push(path);
  }
  return { id: data.id, paths };
}

const objectsUnder = async (prefix: string) =>
  (
    await stack.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'chat-images' and name like $1 || '%'`,
      [prefix],
    )
  ).map((r) => r.name);

describe('deleting a conversation', () => {
  it('removes its images through the Storage API and leaves the student’s other images', async () => {
    const { c, id } = await student();
    const doomed = await conversationWithImages(c, id, 3);
    const kept = await conversationWithImages(c, id, 1);
    expect(await objectsUnder(`${id}/${doomed.id}/`)).toHaveLength(3);

    await deleteConversationWithImages(c, doomed.id);

    expect(await objectsUnder(`${id}/${doomed.id}/`)).toEqual([]);
    expect(await objectsUnder(`${id}/${kept.id}/`)).toEqual(kept.paths);
    const { data: rows } = await c.from('conversations').select('id').eq('id', doomed.id);
    expect(rows).toEqual([]);
    // The bytes are gone too: a signed link can no longer be made, not even by the service role.
    const signed = await client(SERVICE_ROLE_KEY)
      .storage.from('chat-images')
      .createSignedUrl(doomed.paths[0]!, 60);
    expect(signed.error).not.toBeNull();
  });

  it('over plain HTTP: refused while the conversation has images, so none are left behind', async () => {
    const { c, id } = await student();
    const conv = await conversationWithImages(c, id, 2);

    // A client that skips the Storage API and deletes the row directly.
    const direct = await c.from('conversations').delete().eq('id', conv.id).select('id');
    expect(direct.status).toBe(400);
    expect(direct.error?.code).toBe('P0001');
    expect(direct.error?.hint).toBe('images_first');
    expect(direct.error?.message).toMatch(/primero hay que borrar sus imágenes/);
    expect(await objectsUnder(`${id}/${conv.id}/`)).toEqual(conv.paths);
    expect(
      await stack.query(`select id from public.conversations where id = $1`, [conv.id]),
    ).toHaveLength(1);

    // Images first, then the row: what the app does.
    const removed = await c.storage.from('chat-images').remove(conv.paths);
    expect(removed.error).toBeNull();
    const after = await c.from('conversations').delete().eq('id', conv.id).select('id');
    expect(after.error).toBeNull();
    expect(after.data).toEqual([{ id: conv.id }]);
    expect(await objectsUnder(`${id}/${conv.id}/`)).toEqual([]);
  });

  it('cannot touch another student’s conversation or images', async () => {
    const owner = await student();
    const other = await student();
    const theirs = await conversationWithImages(owner.c, owner.id, 1);
    await deleteConversationWithImages(other.c, theirs.id);
    expect(await objectsUnder(`${owner.id}/${theirs.id}/`)).toEqual(theirs.paths);
    const [row] = await stack.query(`select id from public.conversations where id = $1`, [
      theirs.id,
    ]);
    expect(row).toBeDefined();
  });
});
