import { supabase } from '@/lib/supabase';

import type { DateRange } from '../lib/date-range';
import type { ChallengeStatsRow } from '../types';

/**
 * get_challenge_stats(start_date, end_date, class_filter): "Aciertos sin ayuda" per week, subject,
 * level and class, with the eureka-to-challenge conversion (docs/admin.md). class_filter: one
 * class (the class view), null for every conversation.
 */
export async function getChallengeStats(
  range: DateRange,
  classFilter: string | null = null,
): Promise<ChallengeStatsRow[]> {
  const { data, error } = await supabase.rpc('get_challenge_stats', {
    start_date: range.start,
    end_date: range.end,
    ...(classFilter ? { class_filter: classFilter } : {}),
  });
  if (error) throw error;
  return data ?? [];
}
