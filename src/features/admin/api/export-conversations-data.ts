import { supabase } from '@/lib/supabase';

import { rangeArgs, type DateRange } from '../lib/date-range';
import type { ConversationExportRow } from '../types';

/** The UI asks for up to 10000 conversations (the function's own default is 1000). */
export const UI_EXPORT_LIMIT = 10000;

/**
 * Conversations per call of export_conversations_page: the function's own maximum
 * (20261125000220_paged_export.sql), which keeps each call fast at a million messages.
 */
export const EXPORT_PAGE_SIZE = 250;

/** How many pages an export of `conversations` conversations takes (at least one call). */
export function exportPageCount(conversations: number, limit = UI_EXPORT_LIMIT): number {
  return Math.max(1, Math.ceil(Math.min(conversations, limit) / EXPORT_PAGE_SIZE));
}

/**
 * The same rows as export_conversations_data(start_date, end_date, limit), newest first, read
 * page by page through export_conversations_page (keyset cursor: the last row's created_at and
 * id); onPage receives how many rows have arrived after each page.
 */
export async function exportConversationsData(
  range: DateRange,
  onPage: (fetched: number) => void = () => {},
  limit = UI_EXPORT_LIMIT,
): Promise<ConversationExportRow[]> {
  const rows: ConversationExportRow[] = [];
  let cursor: { after_created_at: string; after_id: string } | undefined;
  while (rows.length < limit) {
    const pageSize = Math.min(EXPORT_PAGE_SIZE, limit - rows.length);
    const { data, error } = await supabase.rpc('export_conversations_page', {
      ...rangeArgs(range),
      page_size: pageSize,
      ...cursor,
    });
    if (error) throw error;
    const page = data ?? [];
    rows.push(...page);
    onPage(rows.length);
    const last = page.at(-1);
    if (page.length < pageSize || !last) break;
    cursor = { after_created_at: last.created_at, after_id: last.conversation_id };
  }
  return rows;
}
