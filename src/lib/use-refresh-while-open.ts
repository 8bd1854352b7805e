import { useEffect } from 'react';

/** How often an open screen asks again for the counts its badges show (ms): every minute. */
export const BADGE_REFRESH_MS = 60_000;

/**
 * Keeps a count current while the screen that shows it is open: calls `refresh` at once, again
 * whenever `key` changes (e.g. the page's path), when the browser tab comes back into view, and
 * every BADGE_REFRESH_MS while the tab is visible.
 */
export function useRefreshWhileOpen(refresh: () => Promise<void>, key: string = '') {
  useEffect(() => {
    void refresh();
  }, [refresh, key]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = window.setInterval(onVisible, BADGE_REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);
}
