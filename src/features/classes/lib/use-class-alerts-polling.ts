import { useRefreshWhileOpen } from '@/lib/use-refresh-while-open';

import { useClassAlertsStore } from '../stores/class-alerts-store';

/** Keeps the class alert counts current: at once, when the tab is back in view, every minute. */
export function useClassAlertsPolling() {
  const refresh = useClassAlertsStore((s) => s.refresh);
  useRefreshWhileOpen(refresh);
}
