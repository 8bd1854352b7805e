import { supabase } from '@/lib/supabase';

import { rangeArgs, type DateRange } from '../lib/date-range';
import type { LearningPatternRow } from '../types';

/** get_learning_patterns(start_date, end_date): one row per (subject, grade_level). */
export async function getLearningPatterns(range: DateRange): Promise<LearningPatternRow[]> {
  const { data, error } = await supabase.rpc('get_learning_patterns', rangeArgs(range));
  if (error) throw error;
  return data ?? [];
}
