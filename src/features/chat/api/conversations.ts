import { supabase } from '@/lib/supabase';

import type { Conversation } from '../types';

import { deleteConversationWithImages } from './conversation-images';

/** The signed-in user's conversations, newest first. */
export async function listConversations(userId: string): Promise<Conversation[]> {
  const { data, error } = await supabase
    .from('conversations')
    .select('*')
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export async function insertConversation(input: {
  user_id: string;
  title: string;
  subject: string | null;
  grade_level: string | null;
}): Promise<Conversation> {
  const { data, error } = await supabase.from('conversations').insert(input).select().single();
  if (error) throw error;
  return data;
}

/**
 * "Nueva conversación": the caller's newest empty conversation with this subject and
 * level, or a new one (RPC start_conversation), so empty conversations never pile up.
 */
export async function startConversation(
  subject: string | null,
  gradeLevel: string | null,
  classId: string | null = null,
): Promise<Conversation> {
  // A class conversation names its class (the database checks the student is a member).
  const args = classId
    ? { subject, grade_level: gradeLevel, class_id: classId }
    : { subject, grade_level: gradeLevel };
  const { data, error } = await supabase.rpc('start_conversation', args).single();
  if (error) throw error;
  return data;
}

/**
 * The student renames a conversation: the database tidies the title (one line, trimmed) and judges
 * its length (MAX_CONVERSATION_TITLE_CHARS); the stored row comes back.
 */
export async function renameConversation(id: string, title: string): Promise<Conversation> {
  const { data, error } = await supabase
    .from('conversations')
    .update({ title })
    .eq('id', id)
    .select()
    .single();
  if (error) throw error;
  return data;
}

export interface ConversationSearchHit {
  id: string;
  title: string;
  subject: string | null;
  level: string | null;
  updated_at: string;
  /** The matching passage of a message, or null when the title matched. */
  snippet: string | null;
}

/** The caller's conversations whose title or messages match `query` (RPC search_conversations). */
export async function searchConversations(query: string): Promise<ConversationSearchHit[]> {
  const { data, error } = await supabase.rpc('search_conversations', { query });
  if (error) throw error;
  return data;
}

export async function updateConversationTitle(id: string, title: string): Promise<void> {
  const { error } = await supabase.from('conversations').update({ title }).eq('id', id);
  if (error) throw error;
}

/** Deletes the conversation and its images in chat-images (the student's right to delete). */
export function deleteConversation(id: string): Promise<void> {
  return deleteConversationWithImages(supabase, id);
}
