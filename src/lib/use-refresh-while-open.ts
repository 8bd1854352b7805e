import { useEffect } from 'react';

/**
 * Keeps a count current while the screen that shows it is open: calls `refresh` at once, again
 * whenever `key` changes (e.g. the page's path), when the browser tab comes back into view, and
 * every `intervalMs` while the tab is visible.
 */
export function useRefreshWhileOpen(
  refresh: () => Promise<void>,
  intervalMs: number,
  key: string = '',
) {
  useEffect(() => {
    void refresh();
  }, [refresh, key]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = window.setInterval(onVisible, intervalMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, intervalMs]);
}
