import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { NEW_ALERTS_POLL_MS, useNewAlertsStore } from '../stores/new-alerts-store';

/**
 * Keeps the new-alert count current while the admin area is open: on every page change, when the
 * tab comes back into view, and every NEW_ALERTS_POLL_MS.
 */
export function useNewAlertsPolling() {
  const refresh = useNewAlertsStore((s) => s.refresh);
  const { pathname } = useLocation();
  useEffect(() => {
    void refresh();
  }, [refresh, pathname]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = window.setInterval(onVisible, NEW_ALERTS_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);
}
