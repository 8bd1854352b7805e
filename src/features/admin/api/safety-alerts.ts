import { supabase } from '@/lib/supabase';
import type { AlertState, AlertTarget } from '@shared/safety/alert-follow-up';
import type { SafetyLevel } from '@shared/safety/safety';

import type { SafetyAlertContextRow, SafetyAlertRow } from '../types';

/**
 * get_safety_alerts(limit_num, status_filter, level_filter): the newest safety alerts with their
 * follow-up state, all or only those in one state and of one level (admins only; capped at 500 by
 * the RPC).
 */
export async function getSafetyAlerts(
  limit = 50,
  status: AlertState | null = null,
  level: SafetyLevel | null = null,
): Promise<SafetyAlertRow[]> {
  const { data, error } = await supabase.rpc('get_safety_alerts', {
    limit_num: limit,
    status_filter: status,
    level_filter: level,
  });
  if (error) throw error;
  return data ?? [];
}

/** count_new_safety_alerts(): how many alerts nobody has looked at yet (the navigation's badge). */
export async function countNewSafetyAlerts(): Promise<number> {
  const { data, error } = await supabase.rpc('count_new_safety_alerts');
  if (error) throw error;
  return data ?? 0;
}

/** set_safety_alert_status(alert_id, new_status, note): moves an alert on, with a private note. */
export async function setSafetyAlertStatus(
  alertId: string,
  status: AlertTarget,
  note: string,
): Promise<void> {
  const { error } = await supabase.rpc('set_safety_alert_status', {
    alert_id: alertId,
    new_status: status,
    note: note.trim() || null,
  });
  if (error) throw error;
}

/** get_safety_alert_context(alert_id): the messages around the flagged one, oldest first. */
export async function getSafetyAlertContext(alertId: string): Promise<SafetyAlertContextRow[]> {
  const { data, error } = await supabase.rpc('get_safety_alert_context', { alert_id: alertId });
  if (error) throw error;
  return data ?? [];
}
