import { createLatestValueStore } from '@/lib/latest-value-store';

import { countNewSafetyAlerts } from '../api/safety-alerts';

/** The badge beside Actividad in the admin navigation: how many safety alerts are still new. */
export const useNewAlertsStore = createLatestValueStore(
  countNewSafetyAlerts,
  'Error contando alertas nuevas:',
);
