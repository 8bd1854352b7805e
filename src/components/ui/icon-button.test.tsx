import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Send, X } from 'lucide-react';
import { createRef } from 'react';

import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label, with the icon hidden from screen readers', () => {
    render(<IconButton label="Cerrar" icon={X} className="rounded-lg p-1" />);
    const button = screen.getByRole('button', { name: 'Cerrar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('rounded-lg', 'p-1');
    expect(button).not.toHaveAttribute('title');
    const icon = button.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('h-5', 'w-5');
    expect(button).toHaveTextContent('');
  });

  it('passes title, disabled, type, data attributes, the icon size and the ref through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton
        ref={ref}
        label="Enviar mensaje"
        title="Enviar"
        icon={Send}
        iconClassName="h-3.5 w-3.5"
        type="submit"
        disabled
        data-testid="send"
      />,
    );
    const button = screen.getByRole('button', { name: 'Enviar mensaje' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('title', 'Enviar');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-testid', 'send');
    expect(button.querySelector('svg')).toHaveClass('h-3.5', 'w-3.5');
  });

  it('calls onClick when clicked or pressed, and not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<IconButton label="Cerrar" icon={X} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    screen.getByRole('button', { name: 'Cerrar' }).focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    rerender(<IconButton label="Cerrar" icon={X} onClick={onClick} disabled />);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
