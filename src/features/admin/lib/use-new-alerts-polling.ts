import { useLocation } from 'react-router-dom';

import { useRefreshWhileOpen } from '@/lib/use-refresh-while-open';

import { useNewAlertsStore } from '../stores/new-alerts-store';

/**
 * Keeps the new-alert count current while the admin area is open: on every page change, when the
 * tab comes back into view, and every minute.
 */
export function useNewAlertsPolling() {
  const refresh = useNewAlertsStore((s) => s.refresh);
  const { pathname } = useLocation();
  useRefreshWhileOpen(refresh, pathname);
}
