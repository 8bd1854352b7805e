import { supabase } from '@/lib/supabase';

import type { DateRange } from '../lib/date-range';
import type { LearningPatternRow } from '../types';

/** get_learning_patterns(start_date, end_date): one row per (subject, grade_level). */
export async function getLearningPatterns(range: DateRange): Promise<LearningPatternRow[]> {
  const { data, error } = await supabase.rpc('get_learning_patterns', {
    start_date: range.start,
    end_date: range.end,
    class_filter: range.classId ?? undefined,
  });
  if (error) throw error;
  return data ?? [];
}
