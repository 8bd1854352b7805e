import { createLatestValueStore } from '@/lib/latest-value-store';

import { countNewClassAlerts } from '../api/alert-counts';

/**
 * The teacher's new-alert badges: "Área de profesor" (the sum over their classes), each class's card
 * and its "Alertas" tab. One count for all three, so they never disagree. The value is the new
 * alerts by class id.
 */
export const useClassAlertsStore = createLatestValueStore(
  countNewClassAlerts,
  'Error contando alertas nuevas de las clases:',
);

/** The new alerts of one class (classId) or of all the caller's classes (no classId). */
export function newAlertsOf(counts: Record<string, number> | null, classId?: string): number {
  if (!counts) return 0;
  if (classId !== undefined) return counts[classId] ?? 0;
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
