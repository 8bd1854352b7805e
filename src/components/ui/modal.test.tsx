import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { expectTabWraps } from '@/test/focus-trap';

import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button">Detrás</button>
      {open && (
        <Modal
          label="Diálogo de prueba"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <button type="button">Primero</button>
          <button type="button">Último</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, traps Tab, makes the page inert, closes on Escape and gives focus back', async () => {
    const onClose = vi.fn();
    const { container } = render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Diálogo de prueba' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.inert).toBe(true);

    await expectTabWraps('Primero', 'Último');
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Último' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.inert).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
