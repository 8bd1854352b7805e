import { supabase } from '@/lib/supabase';

/** One kind of data retention deletes: due at the next run, within 30 days, the next date after now. */
export interface RetentionDue {
  due_now: number;
  due_soon: number;
  next_at: string | null;
  /** Due, but waiting for their storage files to be removed first. */
  waiting: number;
}

export interface RetentionOverview {
  conversations: RetentionDue;
  accounts: RetentionDue;
  alerts: RetentionDue;
  last_run: {
    ran_at: string;
    counts: { conversations: number; accounts: number; alerts: number };
  } | null;
}

/** get_retention_overview(): what retention deletes next (admins only; 42501 for anyone else). */
export async function getRetentionOverview(): Promise<RetentionOverview> {
  const { data, error } = await supabase.rpc('get_retention_overview');
  if (error) throw error;
  return data as unknown as RetentionOverview;
}
