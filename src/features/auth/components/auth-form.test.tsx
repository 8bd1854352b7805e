import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signIn, signUp } from '@/features/auth/api/auth';
import { AuthForm } from '@/features/auth/components/auth-form';
import { currentYear } from '@/features/auth/lib/validation';

vi.mock('@/features/auth/api/auth', () => ({ signIn: vi.fn(), signUp: vi.fn() }));
const signInMock = vi.mocked(signIn);
const signUpMock = vi.mocked(signUp);

afterEach(() => {
  signInMock.mockReset();
  signUpMock.mockReset();
});

function field(name: string) {
  return screen.getByLabelText(name, { selector: 'input, select' });
}

/** Opens sign-up with a fresh form and fills everything but the year of birth. */
async function startSignUp(name: string, email: string, gradeLevel: string) {
  render(<AuthForm />);
  await userEvent.click(screen.getByRole('tab', { name: 'Registrarse' }));
  await userEvent.type(field('Nombre'), name);
  await userEvent.type(field('Correo electrónico'), email);
  await userEvent.type(field('Contraseña'), 'secreto1');
  await userEvent.selectOptions(field('Nivel educativo'), gradeLevel);
}

describe('AuthForm', () => {
  it('starts in sign-in mode with the sign-in button', () => {
    render(<AuthForm />);
    expect(screen.getByRole('tab', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
  });

  it('shows Spanish validation messages and does not call the server', async () => {
    render(<AuthForm />);
    await userEvent.type(field('Correo electrónico'), 'ana');
    await userEvent.type(field('Contraseña'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByText('Ingresa un correo electrónico válido')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(field('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('switches to sign-up with the link and asks for name and level', async () => {
    render(<AuthForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Regístrate' }));
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const level = field('Nivel educativo');
    expect(level).toHaveDisplayValue('Selecciona tu nivel');
    expect(Array.from((level as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Selecciona tu nivel',
      'Primaria',
      'Secundaria',
      'Preparatoria',
      'Universidad',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Selecciona tu nivel educativo')).toBeInTheDocument();
    expect(signUpMock).not.toHaveBeenCalled();
  });

  it('signs up with name and grade level', async () => {
    signUpMock.mockResolvedValue({ signedIn: true });
    await startSignUp('Ana', 'ana@tutor.local', 'Preparatoria');
    await userEvent.type(field('Año de nacimiento'), '1990');
    expect(screen.queryByLabelText(/Correo de tu madre/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    expect(signUpMock).toHaveBeenCalledWith({
      email: 'ana@tutor.local',
      password: 'secreto1',
      name: 'Ana',
      gradeLevel: 'Preparatoria',
      birthYear: '1990',
      guardianEmail: '',
    });
  });

  it("under the age of consent asks a guardian's address, then signs up with it", async () => {
    signUpMock.mockResolvedValue({ signedIn: true });
    await startSignUp('Nora', 'nora@tutor.local', 'Secundaria');
    const born = String(currentYear() - 12);
    await userEvent.type(field('Año de nacimiento'), born);
    const guardian = field('Correo de tu madre, padre o tutor legal');
    expect(guardian).toHaveAccessibleDescription(/cumples 14 años o menos/);
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    expect(signUpMock).not.toHaveBeenCalled();
    expect(guardian).toHaveFocus();
    expect(
      screen.getByText('Escribe el correo de tu madre, padre o tutor legal'),
    ).toBeInTheDocument();
    await userEvent.type(guardian, 'mama@familia.es');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    expect(signUpMock).toHaveBeenCalledWith(
      expect.objectContaining({ birthYear: born, guardianEmail: 'mama@familia.es' }),
    );
  });

  it("shows the server's message, disables the button while submitting, and clears the error on the next submit", async () => {
    let reject: (e: unknown) => void = () => undefined;
    signInMock.mockImplementationOnce(() => new Promise((_, r) => (reject = r)));
    render(<AuthForm />);
    await userEvent.type(field('Correo electrónico'), 'ana@tutor.local');
    await userEvent.type(field('Contraseña'), 'incorrecta');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.getByRole('button', { name: 'Cargando...' })).toBeDisabled();
    reject({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid');

    signInMock.mockImplementationOnce(() => new Promise(() => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the generic error text', async () => {
    signInMock.mockRejectedValue(new Error(''));
    render(<AuthForm />);
    await userEvent.type(field('Correo electrónico'), 'ana@tutor.local');
    await userEvent.type(field('Contraseña'), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error. Intenta de nuevo.',
    );
  });
});
