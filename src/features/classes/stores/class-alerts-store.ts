import { create } from 'zustand';

import { countNewClassAlerts } from '../api/alert-counts';

/** How often an open teacher's screen asks for the class alert counts again (ms). */
export const CLASS_ALERTS_POLL_MS = 60_000;

interface ClassAlertsState {
  /** New alerts by class id; null until the first count arrives (or after a failed first count). */
  counts: Record<string, number> | null;
  /** Asks the database again; a failure is logged and keeps the last counts. */
  refresh: () => Promise<void>;
}

let latest = 0;

/**
 * The teacher's new-alert badges: "Área de profesor" (the sum over their classes), each class's card
 * and its "Alertas" tab. One count for all three, so they never disagree.
 */
export const useClassAlertsStore = create<ClassAlertsState>()((set) => ({
  counts: null,
  refresh: async () => {
    const id = ++latest;
    try {
      const counts = await countNewClassAlerts();
      if (id === latest) set({ counts });
    } catch (failure) {
      console.error('Error contando alertas nuevas de las clases:', failure);
    }
  },
}));

/** The new alerts of one class (classId) or of all the caller's classes (no classId). */
export function newAlertsOf(counts: Record<string, number> | null, classId?: string): number {
  if (!counts) return 0;
  if (classId !== undefined) return counts[classId] ?? 0;
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
