import { supabase } from '@/lib/supabase';

import type { AdminStats } from '../types';

/** get_admin_stats(): one row of platform totals (admins only; 42501 for anyone else). */
export async function getAdminStats(): Promise<AdminStats> {
  const { data, error } = await supabase.rpc('get_admin_stats').single();
  if (error) throw error;
  return data;
}
