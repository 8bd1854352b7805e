import { render, screen } from '@testing-library/react';

import { PasswordField, SelectField, TextareaField, TextField } from './field';

describe('fields share one label / hint / error frame', () => {
  it.each([
    ['TextField', (p: { hint?: string; error?: string }) => <TextField label="Nombre" {...p} />],
    [
      'SelectField',
      (p: { hint?: string; error?: string }) => <SelectField label="Nombre" {...p} />,
    ],
    [
      'TextareaField',
      (p: { hint?: string; error?: string }) => <TextareaField label="Nombre" {...p} />,
    ],
  ])('%s: labelled, described by its hint, then by its error instead', (_name, field) => {
    const { rerender } = render(field({ hint: 'Como quieres que te llamemos' }));
    const control = screen.getByLabelText('Nombre');
    expect(control).toHaveAccessibleDescription('Como quieres que te llamemos');
    expect(control).not.toHaveAttribute('aria-invalid');

    rerender(field({ hint: 'Como quieres que te llamemos', error: 'Escribe tu nombre' }));
    expect(control).toHaveAccessibleDescription('Escribe tu nombre');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe tu nombre');
    expect(screen.queryByText('Como quieres que te llamemos')).not.toBeInTheDocument();
  });

  it('lets the caller override the description and keep its own id', () => {
    render(
      <>
        <TextField label="Confirmar" id="confirm" aria-describedby="match" hint="x" />
        <p id="match">Las contraseñas coinciden</p>
      </>,
    );
    const control = screen.getByLabelText('Confirmar');
    expect(control).toHaveAttribute('id', 'confirm');
    expect(control).toHaveAccessibleDescription('Las contraseñas coinciden');
  });

  it('puts an icon inside the text and select boxes', () => {
    render(<TextField label="Correo" icon={<svg data-testid="icon" />} />);
    expect(screen.getByLabelText('Correo')).toHaveClass('pl-10');
    expect(screen.getByTestId('icon').parentElement?.parentElement).toContainElement(
      screen.getByLabelText('Correo'),
    );
  });
});

describe('PasswordField', () => {
  it('is a password box with a key icon, and reveals the text when asked', () => {
    const { container, rerender } = render(
      <PasswordField label="Contraseña" autoComplete="new-password" error="Muy corta" />,
    );
    const control = screen.getByLabelText('Contraseña');
    expect(control).toHaveAttribute('type', 'password');
    expect(control).toHaveAttribute('autocomplete', 'new-password');
    expect(control).toHaveClass('pl-10');
    expect(control).toHaveAccessibleDescription('Muy corta');
    expect(container.querySelector('svg.lucide-key-round')).toBeInTheDocument();

    rerender(<PasswordField label="Contraseña" revealed />);
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'text');
  });

  it('takes another icon instead of the key', () => {
    const { container } = render(
      <PasswordField label="Contraseña actual" icon={<svg data-testid="lock" />} />,
    );
    expect(screen.getByTestId('lock')).toBeInTheDocument();
    expect(container.querySelector('svg.lucide-key-round')).not.toBeInTheDocument();
  });
});
