import { act, renderHook, waitFor } from '@testing-library/react';

import { useLoad } from '@/lib/use-load';
import { deferred } from '@/test/deferred';

describe('useLoad', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is loading with no data, then holds the result', async () => {
    const pending = deferred<number[]>();
    const loader = () => pending.promise;
    const { result } = renderHook(() => useLoad(loader, 'Error cargando:'));
    expect(result.current).toMatchObject({ data: null, error: null, loading: true });
    await act(async () => pending.resolve([1, 2]));
    expect(result.current).toMatchObject({ data: [1, 2], error: null, loading: false });
  });

  it('logs a failure under its label and has no data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('sin red');
    const loader = () => Promise.reject(failure);
    const { result } = renderHook(() => useLoad(loader, 'Error cargando usuarios:'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBe(failure);
    expect(log).toHaveBeenCalledWith('Error cargando usuarios:', failure);
  });

  it('tells onError of the failure, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('sin red');
    const onError = vi.fn();
    const loader = () => Promise.reject(failure);
    renderHook(() => useLoad(loader, 'x', onError));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reload fetches again, loading until it settles, and replaces the data', async () => {
    const second = deferred<number>();
    let calls = 0;
    const loader = () => (++calls === 1 ? Promise.resolve(1) : second.promise);
    const { result } = renderHook(() => useLoad(loader, 'x'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 1, loading: false }));
    let done!: Promise<void>;
    act(() => {
      done = result.current.reload();
    });
    expect(result.current).toMatchObject({ data: 1, loading: true });
    await act(async () => {
      second.resolve(2);
      await done;
    });
    expect(result.current).toMatchObject({ data: 2, loading: false });
    expect(calls).toBe(2);
  });

  it('keeps the last data when a reload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const loader = () => (fail ? Promise.reject(new Error('sin red')) : Promise.resolve('bien'));
    const { result } = renderHook(() => useLoad(loader, 'x'));
    await waitFor(() => expect(result.current.data).toBe('bien'));
    fail = true;
    await act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'bien', loading: false });
    expect(result.current.error).toBeInstanceOf(Error);
  });

  it('does not load while the loader is null, and loads once it is given', async () => {
    const loader = vi.fn(() => Promise.resolve(7));
    const { result, rerender } = renderHook(
      ({ on }: { on: boolean }) => useLoad(on ? loader : null, 'x'),
      { initialProps: { on: false } },
    );
    expect(result.current).toMatchObject({ data: null, loading: false });
    expect(loader).not.toHaveBeenCalled();
    rerender({ on: true });
    await waitFor(() => expect(result.current.data).toBe(7));
  });

  it('ignores a response that arrives after a newer request', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const loaders = { a: () => first.promise, b: () => second.promise };
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) => useLoad(loaders[key], 'x'),
      {
        initialProps: { key: 'a' },
      },
    );
    rerender({ key: 'b' });
    await act(async () => second.resolve('nuevo'));
    expect(result.current.data).toBe('nuevo');
    await act(async () => first.resolve('viejo'));
    expect(result.current).toMatchObject({ data: 'nuevo', loading: false });
  });

  it('ignores a stale failure too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = deferred<string>();
    const onError = vi.fn();
    const loaders = { a: () => first.promise, b: () => Promise.resolve('nuevo') };
    const { result, rerender } = renderHook(
      ({ key }: { key: 'a' | 'b' }) => useLoad(loaders[key], 'x', onError),
      {
        initialProps: { key: 'a' },
      },
    );
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toBe('nuevo'));
    await act(async () => first.reject(new Error('tarde')));
    expect(result.current).toMatchObject({ data: 'nuevo', error: null });
    expect(onError).not.toHaveBeenCalled();
  });
});
