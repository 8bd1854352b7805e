import { supabase } from '@/lib/supabase';

import type { DateRange } from '../lib/date-range';
import type { ConversationExportRow } from '../types';

/** The UI asks for up to 10000 conversations (SPEC.md section 9; the function default is 1000). */
export const UI_EXPORT_LIMIT = 10000;

/** export_conversations_data(start_date, end_date, export_limit): pseudonymous rows with messages. */
export async function exportConversationsData(
  range: DateRange,
  limit = UI_EXPORT_LIMIT,
): Promise<ConversationExportRow[]> {
  const { data, error } = await supabase.rpc('export_conversations_data', {
    start_date: range.start,
    end_date: range.end,
    export_limit: limit,
  });
  if (error) throw error;
  return data ?? [];
}
