import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  /** The last successful result (null before the first); kept while a newer load runs and after a failure. */
  data: T | null;
  error: unknown;
  loading: boolean;
  /** Runs the loader again; resolves when it has settled. */
  reload: () => Promise<void>;
}

/**
 * Loads data for a screen: runs `loader` on mount and whenever it changes (a module-level function,
 * or useCallback with its inputs; null waits, e.g. while a filter is invalid), logs a failure under
 * `label` (admin load failures are only logged; nothing is shown until a load succeeds) and
 * ignores any response or failure older than the newest request.
 */
export function useLoad<T>(
  loader: (() => Promise<T>) | null,
  label: string,
  /** Told of the newest request's failure (e.g. to show a notice); it may change on every render. */
  onError?: (error: unknown) => void,
): Loaded<T> {
  // What the newest settled request left, and for which loader (loading = not yet for this one).
  const [settled, setSettled] = useState<Settled<T>>({ loader: null, data: null, error: null });
  const [reloading, setReloading] = useState(false);
  const latest = useRef(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  const fetchWith = useCallback(
    async (load: () => Promise<T>) => {
      const id = ++latest.current;
      try {
        const result = await load();
        if (id !== latest.current) return;
        setSettled({ loader: load, data: result, error: null });
      } catch (failure) {
        console.error(label, failure);
        if (id !== latest.current) return;
        setSettled((prev) => ({ loader: load, data: prev.data, error: failure }));
        onErrorRef.current?.(failure);
      }
      setReloading(false);
    },
    [label],
  );

  useEffect(() => {
    if (loader) void fetchWith(loader);
    return () => {
      // Unmounted or a new loader: whatever is still in flight is stale.
      latest.current += 1;
    };
  }, [loader, fetchWith]);

  const reload = useCallback(async () => {
    if (!loader) return;
    setReloading(true);
    await fetchWith(loader);
  }, [loader, fetchWith]);

  const loading = loader !== null && (settled.loader !== loader || reloading);
  return { data: settled.data, error: settled.error, loading, reload };
}

interface Settled<T> {
  loader: (() => Promise<T>) | null;
  data: T | null;
  error: unknown;
}
