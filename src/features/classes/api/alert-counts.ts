import { supabase } from '@/lib/supabase';

/**
 * count_new_class_safety_alerts(): the new (unread) safety alerts of each class the caller teaches
 * (an admin: every class), by class id; a class without any reads 0.
 */
export async function countNewClassAlerts(): Promise<Record<string, number>> {
  const { data, error } = await supabase.rpc('count_new_class_safety_alerts');
  if (error) throw error;
  return Object.fromEntries((data ?? []).map((row) => [row.class_id, Number(row.new_count)]));
}
