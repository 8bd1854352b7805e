import { supabase } from '@/lib/supabase';

import { rangeArgs, type DateRange } from '../lib/date-range';
import type { TutorQuality } from '../types';

/** get_tutor_quality(start_date, end_date): the answer-leak gate and safety figures of the window. */
export async function getTutorQuality(range: DateRange): Promise<TutorQuality> {
  const { data, error } = await supabase.rpc('get_tutor_quality', rangeArgs(range)).single();
  if (error) throw error;
  return data;
}
