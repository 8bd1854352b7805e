import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server (prerender) and while React hydrates the prerendered page, true in every
 * later render: what depends on the URL's query or the browser shows only after hydration, so the
 * prerendered HTML and the first client render stay identical.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
