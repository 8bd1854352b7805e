import { supabase } from '@/lib/supabase';

import { rangeArgs, type DateRange } from '../lib/date-range';
import type { EngagementStats } from '../types';

/** get_engagement_stats(start_date, end_date): one row over the window's conversations. */
export async function getEngagementStats(range: DateRange): Promise<EngagementStats> {
  const { data, error } = await supabase.rpc('get_engagement_stats', rangeArgs(range)).single();
  if (error) throw error;
  return data;
}
