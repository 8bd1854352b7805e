import type { User } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changePassword, updatePreferences, updateProfile } from '@/features/profile/api/profile';
import { ProfileTabs } from '@/features/profile/components/profile-tabs';

vi.mock('@/features/profile/api/profile', () => ({
  updateProfile: vi.fn(),
  updatePreferences: vi.fn(),
  changePassword: vi.fn(),
  uploadAvatar: vi.fn(),
}));

const user = {
  id: 'u1',
  email: 'ana@tutor.local',
  created_at: '2026-10-01 10:00:00+00',
  last_sign_in_at: '2026-11-20 10:00:00+00',
  user_metadata: { name: 'Ana', grade_level: 'Secundaria', theme: 'light', language: 'es' },
} as unknown as User;

function setup() {
  const refreshUser = vi.fn().mockResolvedValue(undefined);
  render(<ProfileTabs user={user} refreshUser={refreshUser} onAccountDeleted={vi.fn()} />);
  return { refreshUser };
}

afterEach(() => vi.clearAllMocks());

describe('ProfileTabs', () => {
  it('shows the profile with the e-mail read-only and the six levels', () => {
    setup();
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('readonly');
    const levels = screen.getByLabelText('Nivel educativo') as HTMLSelectElement;
    expect(Array.from(levels.options).map((o) => o.value)).toEqual([
      '',
      'Primaria',
      'Secundaria',
      'Preparatoria',
      'Universidad',
      'Postgrado',
      'Otro',
    ]);
  });

  it('saves the profile, refreshes the user and says so', async () => {
    vi.mocked(updateProfile).mockResolvedValue();
    const { refreshUser } = setup();
    await userEvent.selectOptions(screen.getByLabelText('Nivel educativo'), 'Postgrado');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(updateProfile).toHaveBeenCalledWith({
      name: 'Ana',
      grade_level: 'Postgrado',
    });
    expect(refreshUser).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent(
      '✅ Perfil actualizado exitosamente',
    );
  });

  it('keeps what was typed and shows the failure in Spanish when saving fails', async () => {
    vi.mocked(updateProfile).mockRejectedValue(new TypeError('Failed to fetch'));
    const { refreshUser } = setup();
    await userEvent.clear(screen.getByLabelText('Nombre completo'));
    await userEvent.type(screen.getByLabelText('Nombre completo'), 'Ana María');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Error: No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    );
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana María');
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('clears the message when switching tabs', async () => {
    vi.mocked(updateProfile).mockRejectedValue(new Error('x'));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('tab', { name: 'Contraseña' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('password: disabled while a field is empty, live match indicator, rules in order', async () => {
    vi.mocked(changePassword).mockResolvedValue();
    setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Contraseña' }));
    const button = screen.getByRole('button', { name: 'Cambiar Contraseña' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), '12345');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), '1234');
    expect(screen.getByText('✗ Las contraseñas no coinciden')).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Las contraseñas no coinciden');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), '5');
    expect(screen.getByText('✓ Las contraseñas coinciden')).toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '❌ La contraseña debe tener al menos 6 caracteres',
    );
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('password: the current-password field is not used', async () => {
    vi.mocked(changePassword).mockResolvedValue();
    setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Contraseña' }));
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'cualquiera');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'nueva123');
    await userEvent.type(screen.getByLabelText('Confirmar nueva contraseña'), 'nueva123');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(changePassword).toHaveBeenCalledWith('nueva123');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '✅ Contraseña cambiada exitosamente',
    );
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
  });

  it('preferences: saves and applies the theme to the whole page', async () => {
    vi.mocked(updatePreferences).mockResolvedValue();
    setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Preferencias' }));
    await userEvent.click(screen.getByLabelText('Oscuro'));
    await userEvent.click(screen.getByLabelText('Recibir notificaciones por correo'));
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'fr');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Preferencias' }));
    expect(updatePreferences).toHaveBeenCalledWith({
      email_notifications: false,
      theme: 'dark',
      language: 'fr',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      '✅ Preferencias actualizadas exitosamente',
    );
    expect(document.documentElement).toHaveClass('dark');
    document.documentElement.classList.remove('dark');
  });

  it('preferences: a chosen theme is previewed at once, not saved, and put back when left unsaved', async () => {
    // The page as the saved light theme paints it (an earlier test may have left another theme).
    document.documentElement.classList.remove('dark');
    setup();
    await userEvent.click(screen.getByRole('tab', { name: 'Preferencias' }));
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByLabelText('Oscuro'));
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('group', { name: 'Tema' })).toHaveAccessibleDescription(
      'Lo ves al momento; guarda las preferencias para conservarlo.',
    );
    expect(updatePreferences).not.toHaveBeenCalled();
    expect(localStorage.getItem('tutor_theme')).not.toBe('dark');
    // Another tab of the profile: the form is left unsaved and the saved theme (light) comes back.
    await userEvent.click(screen.getByRole('tab', { name: 'Perfil' }));
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('avatar: refuses a non-image with its message', async () => {
    setup();
    const input = screen.getByTestId('avatar-input');
    await userEvent.upload(input, new File(['x'], 'notas.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Solo se permiten imágenes');
  });

  it('avatar: refuses an image over 2MB with its message', async () => {
    setup();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'foto.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('avatar-input'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ La imagen no debe superar 2MB');
  });
});
