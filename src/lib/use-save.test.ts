import { act, renderHook } from '@testing-library/react';

import { errorTexts } from '@/lib/errors';
import { useSave } from '@/lib/use-save';
import { deferred } from '@/test/deferred';

describe('useSave', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is saving while the save runs, then shows the success notice', async () => {
    const pending = deferred<void>();
    const save = vi.fn((_values: { name: string }) => pending.promise);
    const notify = vi.fn();
    const { result } = renderHook(() => useSave(save, { success: 'Guardado', notify }));
    let saved!: Promise<boolean>;
    act(() => {
      saved = result.current.run({ name: 'Ana' });
    });
    expect(save).toHaveBeenCalledWith({ name: 'Ana' });
    expect(result.current).toMatchObject({ saving: true, notice: null, error: null });
    expect(notify).toHaveBeenLastCalledWith(null);
    await act(async () => pending.resolve());
    await expect(saved).resolves.toBe(true);
    expect(result.current).toMatchObject({
      saving: false,
      notice: { tone: 'success', text: 'Guardado' },
      error: null,
    });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', text: 'Guardado' });
  });

  it('makes the success notice from what the save resolved with', async () => {
    const { result } = renderHook(() =>
      useSave(async (mode: 'edit' | 'create') => mode, {
        success: (mode) => (mode === 'edit' ? 'Actualizado' : 'Creado'),
      }),
    );
    await act(() => result.current.run('edit'));
    expect(result.current.notice).toEqual({ tone: 'success', text: 'Actualizado' });
  });

  it('shows a failure in Spanish, logs it under its label and leaves the values alone', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch');
    const values = { name: 'Ana López' };
    const save = vi.fn(async (_v: typeof values) => {
      throw failure;
    });
    const { result } = renderHook(() =>
      useSave(save, { success: 'Guardado', label: 'Error guardando:' }),
    );
    let saved = true;
    await act(async () => {
      saved = await result.current.run(values);
    });
    expect(saved).toBe(false);
    expect(result.current).toMatchObject({
      saving: false,
      notice: { tone: 'error', text: errorTexts.network },
      error: errorTexts.network,
    });
    expect(values).toEqual({ name: 'Ana López' });
    expect(log).toHaveBeenCalledWith('Error guardando:', failure);
  });

  it('frames the failure as the screen asks', async () => {
    const notify = vi.fn();
    const { result } = renderHook(() =>
      useSave(() => Promise.reject(new Error('boom')), {
        success: 'Guardado',
        describeError: (e) => `❌ Error: ${e instanceof Error ? e.message : ''}`,
        notify,
      }),
    );
    await act(() => result.current.run());
    expect(notify).toHaveBeenLastCalledWith({ tone: 'error', text: '❌ Error: boom' });
  });

  it('ignores a second submit while the first runs', async () => {
    const pending = deferred<void>();
    const save = vi.fn(() => pending.promise);
    const { result } = renderHook(() => useSave(save, { success: 'Guardado' }));
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.run();
      second = result.current.run();
    });
    await expect(second).resolves.toBe(false);
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    await expect(first).resolves.toBe(true);
    // Once settled, the next submit runs again.
    await act(() => result.current.run());
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('clears the notice before the next save', async () => {
    const pending = deferred<void>();
    let calls = 0;
    const save = () => (++calls === 1 ? Promise.reject(new Error('x')) : pending.promise);
    const { result } = renderHook(() => useSave(save, { success: 'Guardado' }));
    await act(() => result.current.run());
    expect(result.current.notice?.tone).toBe('error');
    act(() => void result.current.run());
    expect(result.current).toMatchObject({ saving: true, notice: null, error: null });
    await act(async () => pending.resolve());
    expect(result.current.notice).toEqual({ tone: 'success', text: 'Guardado' });
  });

  it('ignores the outcome of a save forgotten by clear, and shows the newer one', async () => {
    const old = deferred<string>();
    const newer = deferred<string>();
    const save = vi.fn((which: 'old' | 'newer') => (which === 'old' ? old.promise : newer.promise));
    const notify = vi.fn();
    const { result } = renderHook(() => useSave(save, { success: (text: string) => text, notify }));
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.run('old');
    });
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ saving: false, notice: null });
    act(() => void result.current.run('newer'));
    await act(async () => newer.resolve('Nuevo'));
    await act(async () => old.resolve('Viejo'));
    await expect(first).resolves.toBe(false);
    expect(result.current.notice).toEqual({ tone: 'success', text: 'Nuevo' });
    expect(notify).not.toHaveBeenCalledWith({ tone: 'success', text: 'Viejo' });
  });

  it('tells nobody of an outcome that arrives after unmount', async () => {
    const pending = deferred<void>();
    const notify = vi.fn();
    const { result, unmount } = renderHook(() =>
      useSave(() => pending.promise, { success: 'Guardado', notify }),
    );
    let saved!: Promise<boolean>;
    act(() => {
      saved = result.current.run();
    });
    unmount();
    await act(async () => pending.resolve());
    await expect(saved).resolves.toBe(false);
    expect(notify).not.toHaveBeenCalledWith({ tone: 'success', text: 'Guardado' });
  });
});
