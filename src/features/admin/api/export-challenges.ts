import { supabase } from '@/lib/supabase';

import { rangeArgs, type DateRange } from '../lib/date-range';
import type { ChallengeExportRow } from '../types';

/**
 * export_challenges(start_date, end_date, class_filter): every finished "Reto sin ayuda" created
 * in the range (the analytics' class filter too), the student as the conversations' pseudonym,
 * never the statement, the key or the answers' text. For the research exports.
 */
export async function exportChallenges(range: DateRange): Promise<ChallengeExportRow[]> {
  const { data, error } = await supabase.rpc('export_challenges', rangeArgs(range));
  if (error) throw error;
  return data ?? [];
}
