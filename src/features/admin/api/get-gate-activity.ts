import { supabase } from '@/lib/supabase';

import { rangeArgs, type DateRange } from '../lib/date-range';
import type { GateActivityRow } from '../types';

/** get_gate_activity(start_date, end_date): the answer-leak gate per day and subject. */
export async function getGateActivity(range: DateRange): Promise<GateActivityRow[]> {
  const { data, error } = await supabase.rpc('get_gate_activity', rangeArgs(range));
  if (error) throw error;
  return data ?? [];
}
