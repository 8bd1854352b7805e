import { supabase } from '@/lib/supabase';

import type { SafetyAlertRow } from '../types';

/** get_safety_alerts(limit_num): the newest safety alerts (admins only; capped at 500 by the RPC). */
export async function getSafetyAlerts(limit = 50): Promise<SafetyAlertRow[]> {
  const { data, error } = await supabase.rpc('get_safety_alerts', { limit_num: limit });
  if (error) throw error;
  return data ?? [];
}
