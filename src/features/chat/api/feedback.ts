import { supabase } from '@/lib/supabase';
import { REPLY_FEEDBACK_RATINGS, type ReplyFeedbackRating } from '@shared/tutor/feedback';

export type { ReplyFeedbackRating };

const isRating = (value: unknown): value is ReplyFeedbackRating =>
  (REPLY_FEEDBACK_RATINGS as readonly unknown[]).includes(value);

/** Ids per request: keeps the query string short for long conversations. */
const IDS_PER_REQUEST = 100;

/** The student's ratings of these tutor replies, by message id (public.message_feedback). */
export async function listMessageFeedback(
  messageIds: string[],
): Promise<Record<string, ReplyFeedbackRating>> {
  const ratings: Record<string, ReplyFeedbackRating> = {};
  for (let i = 0; i < messageIds.length; i += IDS_PER_REQUEST) {
    const { data, error } = await supabase
      .from('message_feedback')
      .select('message_id, rating')
      .in('message_id', messageIds.slice(i, i + IDS_PER_REQUEST));
    if (error) throw error;
    for (const row of data) if (isRating(row.rating)) ratings[row.message_id] = row.rating;
  }
  return ratings;
}

/** Sets (or with null clears) the student's rating of one tutor reply (RPC set_message_feedback). */
export async function setMessageFeedback(
  messageId: string,
  rating: ReplyFeedbackRating | null,
): Promise<void> {
  const { error } = await supabase.rpc('set_message_feedback', { message_id: messageId, rating });
  if (error) throw error;
}
