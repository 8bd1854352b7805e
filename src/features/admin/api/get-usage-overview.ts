import { supabase } from '@/lib/supabase';

import { parseUsageOverview, type UsageOverview } from '../lib/usage';

/** get_usage_overview(days_back): per-day usage (zero-filled), top 10 subjects, level counts. */
export async function getUsageOverview(daysBack = 7): Promise<UsageOverview> {
  const { data, error } = await supabase.rpc('get_usage_overview', { days_back: daysBack });
  if (error) throw error;
  return parseUsageOverview(data);
}
