import { create } from 'zustand';

export interface LatestValueState<T> {
  /** null until the first load arrives (or after a failed first load). */
  value: T | null;
  /** Loads again; a failure is logged and keeps the last value. */
  refresh: () => Promise<void>;
}

/**
 * A store of one figure read from the server on demand (a badge's count): when refreshes overlap,
 * the answer to the newest one wins, so a slow older answer never overwrites a newer figure.
 */
export function createLatestValueStore<T>(load: () => Promise<T>, failureLog: string) {
  let latest = 0;
  return create<LatestValueState<T>>()((set) => ({
    value: null,
    refresh: async () => {
      const id = ++latest;
      try {
        const value = await load();
        if (id === latest) set({ value });
      } catch (failure) {
        console.error(failureLog, failure);
      }
    },
  }));
}
