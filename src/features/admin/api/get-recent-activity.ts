import { supabase } from '@/lib/supabase';

import type { ActivityRow } from '../types';

/** get_recent_activity(limit_num): the newest user messages (100 on the activity page). */
export async function getRecentActivity(limit = 50): Promise<ActivityRow[]> {
  const { data, error } = await supabase.rpc('get_recent_activity', { limit_num: limit });
  if (error) throw error;
  return data ?? [];
}
