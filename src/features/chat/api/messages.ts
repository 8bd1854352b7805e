import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database';

import { orderForDisplay } from '../lib/turn-state';
import type { ChatMessage, MessageMetadata, MessageRow, NewMessage } from '../types';

/** A stored row as the app uses it (also the tutor function's returned row). */
export function toChatMessage(row: MessageRow): ChatMessage {
  const metadata = (
    row.metadata && typeof row.metadata === 'object' && !Array.isArray(row.metadata)
      ? row.metadata
      : {}
  ) as MessageMetadata;
  const images = Array.isArray(metadata.images)
    ? metadata.images.filter((p): p is string => typeof p === 'string')
    : [];
  return { ...row, role: row.role === 'assistant' ? 'assistant' : 'user', metadata, images };
}

/**
 * Messages of a conversation, oldest first with each reply right after the message it answers
 * (lib/turn-state.ts), each with its images list.
 */
export async function listMessages(conversationId: string): Promise<ChatMessage[]> {
  const { data, error } = await supabase
    .from('messages')
    .select('*')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return orderForDisplay(data.map(toChatMessage));
}

/** Inserts a message; metadata is sent only when non-empty. */
export async function insertMessage(input: NewMessage): Promise<ChatMessage> {
  const row: {
    conversation_id: string;
    role: string;
    content: string;
    metadata?: NonNullable<Json>;
  } = {
    conversation_id: input.conversation_id,
    role: input.role,
    content: input.content,
  };
  if (input.metadata && Object.keys(input.metadata).length > 0) {
    row.metadata = input.metadata as NonNullable<Json>;
  }
  const { data, error } = await supabase.from('messages').insert(row).select().single();
  if (error) throw error;
  return toChatMessage(data);
}
