import { supabase } from '@/lib/supabase';

import { rangeArgs, type DateRange } from '../lib/date-range';
import type { ReplyFeedbackRow } from '../types';

/** get_reply_feedback(start_date, end_date): students' ratings of the replies, per day and subject. */
export async function getReplyFeedback(range: DateRange): Promise<ReplyFeedbackRow[]> {
  const { data, error } = await supabase.rpc('get_reply_feedback', rangeArgs(range));
  if (error) throw error;
  return data ?? [];
}
