import { createLatestValueStore } from '@/lib/latest-value-store';

import { countNewSafetyAlerts } from '../api/safety-alerts';

/** How often the admin area asks for the number of new alerts while it is open (ms). */
export const NEW_ALERTS_POLL_MS = 60_000;

/** The badge beside Actividad in the admin navigation: how many safety alerts are still new. */
export const useNewAlertsStore = createLatestValueStore(
  countNewSafetyAlerts,
  'Error contando alertas nuevas:',
);
