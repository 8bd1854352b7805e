import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { askConfirm, clearNotices, dismissNotice, notify, useNoticeStore } from '@/lib/notices';
import { expectTabWraps } from '@/test/focus-trap';

import { ConfirmHost } from './confirm-dialog';
import { Toaster } from './toaster';

function Page() {
  return (
    <>
      <button type="button">Borrar</button>
      <ConfirmHost />
      <Toaster />
    </>
  );
}

/** Opens the confirmation dialog as a screen does; the answer it will give. */
function ask(options: Parameters<typeof askConfirm>[0]) {
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = askConfirm(options);
  });
  return answer!;
}

beforeEach(() => clearNotices());

describe('askConfirm and the confirmation dialog', () => {
  it('is a Spanish alertdialog: Cancelar focused, page inert, Escape answers no, focus returns', async () => {
    const { container } = render(<Page />);
    const opener = screen.getByRole('button', { name: 'Borrar' });
    opener.focus();
    const answer = ask({
      title: 'Eliminar esta conversación?',
      message: 'No se puede deshacer.',
      confirmLabel: 'Eliminar',
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Eliminar esta conversación?' });
    expect(dialog).toHaveAccessibleDescription('No se puede deshacer.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.inert).toBe(true);
    // Cancelar has focus, and Tab stays inside.
    await expectTabWraps('Cancelar', 'Eliminar');

    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(container.inert).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('answers yes only on the confirm button', async () => {
    render(<Page />);
    const answer = ask({ title: '¿Salir de la clase?', confirmLabel: 'Salir de la clase' });
    await userEvent.click(screen.getByRole('button', { name: 'Salir de la clase' }));
    await expect(answer).resolves.toBe(true);
  });

  it('answers no on Cancelar and on the backdrop', async () => {
    render(<Page />);
    const first = ask({ title: '¿Seguro?', confirmLabel: 'Sí' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(first).resolves.toBe(false);
    const second = ask({ title: '¿Seguro?', confirmLabel: 'Sí' });
    await userEvent.click(screen.getByTestId('confirm-backdrop'));
    await expect(second).resolves.toBe(false);
  });
});

describe('notify and the toasts', () => {
  it('announces errors at once and the rest politely, each closable', async () => {
    render(<Page />);
    act(() => {
      notify('❌ Solo se permiten imágenes');
      notify('Te uniste a «3º B».', 'success');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Solo se permiten imágenes');
    expect(screen.getByRole('status')).toHaveTextContent('Te uniste a «3º B».');
    await userEvent.click(screen.getAllByRole('button', { name: 'Cerrar aviso' })[0]!);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Te uniste a «3º B».');
  });

  it('shows the same text once and goes by itself', () => {
    vi.useFakeTimers();
    try {
      render(<Page />);
      act(() => {
        notify('Sin conexión.');
        notify('Sin conexión.');
      });
      expect(screen.getAllByTestId('toast')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(12_000));
      expect(screen.queryAllByTestId('toast')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most three', () => {
    for (const text of ['a', 'b', 'c', 'd']) notify(text, 'info');
    expect(useNoticeStore.getState().notices.map((n) => n.text)).toEqual(['b', 'c', 'd']);
    for (const n of useNoticeStore.getState().notices) dismissNotice(n.id);
    expect(useNoticeStore.getState().notices).toEqual([]);
  });
});
