import { create } from 'zustand';

import { countNewSafetyAlerts } from '../api/safety-alerts';

/** How often the admin area asks for the number of new alerts while it is open (ms). */
export const NEW_ALERTS_POLL_MS = 60_000;

interface NewAlertsState {
  /** Alerts in state 'new'; null until the first count arrives (or after a failed first count). */
  count: number | null;
  /** Asks the database again; a failure is logged and keeps the last count. */
  refresh: () => Promise<void>;
}

let latest = 0;

/** The badge beside Actividad in the admin navigation: how many safety alerts are still new. */
export const useNewAlertsStore = create<NewAlertsState>()((set) => ({
  count: null,
  refresh: async () => {
    const id = ++latest;
    try {
      const count = await countNewSafetyAlerts();
      if (id === latest) set({ count });
    } catch (failure) {
      console.error('Error contando alertas nuevas:', failure);
    }
  },
}));
