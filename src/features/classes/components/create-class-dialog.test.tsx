import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createClass } from '@/features/classes/api/teacher';
import { CreateClassDialog } from '@/features/classes/components/create-class-dialog';
import { refuseWith } from '@/test/refusal';

vi.mock('@/features/classes/api/teacher', () => ({ createClass: vi.fn() }));

function setup() {
  const onCreated = vi.fn();
  render(<CreateClassDialog onClose={vi.fn()} onCreated={onCreated} />);
  const dialog = screen.getByRole('dialog', { name: 'Crear clase' });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear clase' }));
  return { dialog, onCreated, submit };
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('CreateClassDialog', () => {
  it('refuses a form without a name and with a limit out of range, in Spanish, without saving', async () => {
    const { submit, onCreated } = setup();
    await userEvent.type(screen.getByLabelText('Límite diario de mensajes por estudiante'), '5000');
    await submit();
    expect(screen.getByText('Escribe el nombre de la clase.')).toBeInTheDocument();
    expect(
      screen.getByText('El límite diario debe ser un número entero entre 1 y 1000.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la clase')).toHaveFocus();
    expect(screen.getByLabelText('Nombre de la clase')).toHaveAttribute('aria-invalid', 'true');
    expect(createClass).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the database refuses, and says why in Spanish', async () => {
    const refusal = { code: '42501', message: 'permission denied' };
    const log = refuseWith(vi.mocked(createClass), refusal);
    const { submit, onCreated } = setup();
    await userEvent.type(screen.getByLabelText('Nombre de la clase'), 'Química 1°A');
    await userEvent.type(screen.getByLabelText('Conceptos a evitar'), 'mol{enter}estequiometría');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tienes permiso para hacer esto.',
    );
    expect(screen.getByLabelText('Nombre de la clase')).toHaveValue('Química 1°A');
    expect(screen.getByLabelText('Conceptos a evitar')).toHaveValue('mol\nestequiometría');
    expect(onCreated).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('Error creando la clase:', refusal);
  });

  it('sends the checked row and hands back the new class id', async () => {
    vi.mocked(createClass).mockResolvedValue('new-id');
    const { submit, onCreated } = setup();
    await userEvent.type(screen.getByLabelText('Nombre de la clase'), '  Física  ');
    await userEvent.selectOptions(screen.getByLabelText('Nivel'), 'Preparatoria');
    await userEvent.type(screen.getByLabelText('Límite diario de mensajes por estudiante'), '30');
    await submit();
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith('new-id'));
    expect(createClass).toHaveBeenCalledWith({
      name: 'Física',
      subject: null,
      grade_level: 'Preparatoria',
      instructions: '',
      avoid_concepts: [],
      join_code_expires_at: null,
      daily_message_limit: 30,
    });
  });
});
