import { supabase } from '@/lib/supabase';

import type { DateRange } from '../lib/date-range';
import type { CohortRow } from '../types';

/** get_cohort_retention(cohort_start_date, cohort_end_date): one row per weekly cohort. */
export async function getCohortRetention(range: DateRange): Promise<CohortRow[]> {
  const { data, error } = await supabase.rpc('get_cohort_retention', {
    cohort_start_date: range.start,
    cohort_end_date: range.end,
    class_filter: range.classId ?? undefined,
  });
  if (error) throw error;
  return data ?? [];
}
