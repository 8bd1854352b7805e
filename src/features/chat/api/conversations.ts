import { supabase } from '@/lib/supabase';

import type { Conversation } from '../types';

import { deleteConversationWithImages } from './conversation-images';

/** The signed-in user's conversations, newest first (SPEC.md section 7). */
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

export async function updateConversationTitle(id: string, title: string): Promise<void> {
  const { error } = await supabase.from('conversations').update({ title }).eq('id', id);
  if (error) throw error;
}

/** Deletes the conversation and its images in chat-images (issue 12). */
export function deleteConversation(id: string): Promise<void> {
  return deleteConversationWithImages(supabase, id);
}
