import { useLocation } from 'react-router-dom';

import { useRefreshWhileOpen } from '@/lib/use-refresh-while-open';

import { NEW_ALERTS_POLL_MS, useNewAlertsStore } from '../stores/new-alerts-store';

/**
 * Keeps the new-alert count current while the admin area is open: on every page change, when the
 * tab comes back into view, and every NEW_ALERTS_POLL_MS.
 */
export function useNewAlertsPolling() {
  const refresh = useNewAlertsStore((s) => s.refresh);
  const { pathname } = useLocation();
  useRefreshWhileOpen(refresh, NEW_ALERTS_POLL_MS, pathname);
}
