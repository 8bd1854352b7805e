import type { SupabaseClient } from '@supabase/supabase-js';

import { storageOf } from '@/lib/supabase-storage';
import type { Database } from '@/types/database';

/** The private bucket of chat images; paths are {uid}/{conversationId}/{uuid}.jpg. */
export const CHAT_IMAGES_BUCKET = 'chat-images';
const PAGE = 1000;

/**
 * Removes every object under chat-images/{userId}/{conversationId}/ through the Storage API
 * (never by deleting storage rows). Returns how many were removed; throws on error.
 */
export async function removeConversationImages(
  client: SupabaseClient<Database>,
  userId: string,
  conversationId: string,
): Promise<number> {
  const bucket = (await storageOf(client)).from(CHAT_IMAGES_BUCKET);
  const folder = `${userId}/${conversationId}`;
  let removed = 0;
  for (;;) {
    const { data, error } = await bucket.list(folder, { limit: PAGE });
    if (error) throw error;
    const paths = (data ?? []).filter((f) => f.id !== null).map((f) => `${folder}/${f.name}`);
    if (paths.length === 0) return removed;
    const { error: removeError } = await bucket.remove(paths);
    if (removeError) throw removeError;
    removed += paths.length;
    if (paths.length < PAGE) return removed;
  }
}

/**
 * Deletes a conversation and its images: the images first, so a failure leaves the conversation
 * in place to try again (never orphaned images), then the row (its messages and metrics cascade).
 */
export async function deleteConversationWithImages(
  client: SupabaseClient<Database>,
  conversationId: string,
): Promise<void> {
  const { data: row, error: readError } = await client
    .from('conversations')
    .select('user_id')
    .eq('id', conversationId)
    .maybeSingle();
  if (readError) throw readError;
  if (row) await removeConversationImages(client, row.user_id, conversationId);
  const { error } = await client.from('conversations').delete().eq('id', conversationId);
  if (error) throw error;
}
