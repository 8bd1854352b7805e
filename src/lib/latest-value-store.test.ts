import { describe, expect, it, vi } from 'vitest';

import { createLatestValueStore } from './latest-value-store';

/** A load whose answers the test releases one by one, in any order. */
function pendingLoads() {
  const answers: Array<{ resolve: (n: number) => void; reject: (e: Error) => void }> = [];
  const load = () =>
    new Promise<number>((resolve, reject) => {
      answers.push({ resolve, reject });
    });
  return { load, answers };
}

describe('createLatestValueStore', () => {
  it('starts empty and keeps what a refresh read', async () => {
    const store = createLatestValueStore(() => Promise.resolve(3), 'Error:');
    expect(store.getState().value).toBeNull();
    await store.getState().refresh();
    expect(store.getState().value).toBe(3);
  });

  it('keeps the newest request’s answer when an older one arrives after it', async () => {
    const { load, answers } = pendingLoads();
    const store = createLatestValueStore(load, 'Error:');
    const older = store.getState().refresh();
    const newer = store.getState().refresh();
    answers[1]!.resolve(5);
    await newer;
    answers[0]!.resolve(9);
    await older;
    expect(store.getState().value).toBe(5);
  });

  it('logs a failed refresh and keeps the last value', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, answers } = pendingLoads();
    const store = createLatestValueStore(load, 'Error contando:');
    const first = store.getState().refresh();
    answers[0]!.resolve(2);
    await first;
    const failed = store.getState().refresh();
    const failure = new Error('sin red');
    answers[1]!.reject(failure);
    await failed;
    expect(store.getState().value).toBe(2);
    expect(error).toHaveBeenCalledWith('Error contando:', failure);
  });
});
