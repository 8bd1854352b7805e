import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ConfirmHost } from '@/components/ui/confirm-dialog';
import { clearNotices } from '@/lib/notices';

import { getUsersList } from '../api/get-users-list';
import { setUserAdminRole } from '../api/set-user-admin-role';
import type { UserListRow } from '../types';

import { UsersPage } from './users-page';

vi.mock('../api/get-users-list', () => ({ getUsersList: vi.fn(), USERS_PAGE_SIZE: 20 }));
vi.mock('../api/set-user-admin-role', () => ({ setUserAdminRole: vi.fn() }));
vi.mock('../api/set-user-teacher-role', () => ({ setUserTeacherRole: vi.fn() }));

const LONG_EMAIL = 'maria.fernanda.gonzalez-ruiz@colegio-san-isidro.example.org';

const user = (extra: Partial<UserListRow>): UserListRow => ({
  id: crypto.randomUUID(),
  name: 'Ana',
  email: 'ana@tutor.local',
  grade_level: null,
  conversation_count: 3,
  message_count: 12,
  created_at: '2026-11-02T10:00:00Z',
  last_sign_in_at: null,
  is_admin: false,
  is_teacher: false,
  ...extra,
});

const rows = [
  user({ name: 'Ana', email: 'ana@tutor.local' }),
  user({ name: 'Beto', email: 'beto@tutor.local', is_teacher: true }),
  user({ name: 'Carla', email: 'carla@tutor.local', is_admin: true }),
  user({ name: 'Dora', email: LONG_EMAIL, is_admin: true, is_teacher: true }),
];

function tableRow(name: string) {
  const row = screen.getAllByTestId('user-row').find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(getUsersList).mockResolvedValue(rows);
});
afterEach(() => {
  vi.resetAllMocks();
  clearNotices();
});

describe('UsersPage', () => {
  it('shows roles as words: Estudiante, Profesor, Administrador (both when both)', async () => {
    render(<UsersPage />);
    await screen.findAllByTestId('user-row');
    const roles = (name: string) =>
      tableRow(name)
        .getAllByText(/^(Estudiante|Profesor|Administrador)$/)
        .map((b) => b.textContent);
    expect(roles('Ana')).toEqual(['Estudiante']);
    expect(roles('Beto')).toEqual(['Profesor']);
    expect(roles('Carla')).toEqual(['Administrador']);
    expect(roles('Dora')).toEqual(['Administrador', 'Profesor']);
    expect(screen.queryByText('Usuario')).not.toBeInTheDocument();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('labels every role button with visible words, a tooltip and whose account it is', async () => {
    render(<UsersPage />);
    await screen.findAllByTestId('user-row');
    const ana = tableRow('Ana');
    const makeAdmin = ana.getByRole('button', {
      name: 'Hacer administrador: ana@tutor.local',
    });
    expect(makeAdmin).toHaveTextContent('Hacer administrador');
    expect(makeAdmin).toHaveAttribute('title', 'Dar acceso a este panel de administración');
    const makeTeacher = ana.getByRole('button', { name: 'Hacer profesor: ana@tutor.local' });
    expect(makeTeacher).toHaveTextContent('Hacer profesor');
    expect(makeTeacher).toHaveAttribute(
      'title',
      'Permitir crear clases y leer las conversaciones de clase de sus estudiantes',
    );
    const dora = tableRow('Dora');
    const removeAdmin = dora.getByRole('button', {
      name: `Quitar administrador: ${LONG_EMAIL}`,
    });
    expect(removeAdmin).toHaveTextContent('Quitar administrador');
    expect(removeAdmin).toHaveAttribute('title', 'Quitar el acceso a este panel de administración');
    expect(dora.getByRole('button', { name: `Quitar profesor: ${LONG_EMAIL}` })).toHaveAttribute(
      'title',
      'Quitar el permiso de crear clases y leer sus conversaciones',
    );
    // No button anywhere whose only content is an icon.
    for (const button of screen.getAllByRole('button')) {
      expect(button.textContent?.trim()).not.toBe('');
    }
  });

  it('breaks an e-mail only before its @, never inside a word', async () => {
    render(<UsersPage />);
    await screen.findAllByTestId('user-row');
    const shown = tableRow('Dora').getByTestId('user-email');
    expect(shown.textContent).toBe(LONG_EMAIL);
    expect(shown.querySelectorAll('wbr')).toHaveLength(1);
    expect(shown.innerHTML).toBe(
      'maria.fernanda.gonzalez-ruiz<wbr>@colegio-san-isidro.example.org',
    );
    expect(shown.closest('td')!.className).not.toMatch(/break-all/);
  });

  it('on a phone, one card per user carries the same roles and buttons', async () => {
    render(<UsersPage />);
    const cards = await screen.findAllByTestId('user-card');
    expect(cards).toHaveLength(4);
    const dora = within(cards[3]!);
    expect(dora.getByText('Administrador')).toBeInTheDocument();
    expect(dora.getByText('Profesor')).toBeInTheDocument();
    expect(dora.getByText(LONG_EMAIL)).toBeInTheDocument();
    expect(
      dora.getByRole('button', { name: `Quitar administrador: ${LONG_EMAIL}` }),
    ).toHaveTextContent('Quitar administrador');
  });

  it('a confirmed change calls the server; a dismissed one does not', async () => {
    vi.mocked(setUserAdminRole).mockResolvedValue(undefined);
    render(
      <>
        <UsersPage />
        <ConfirmHost />
      </>,
    );
    await screen.findAllByTestId('user-row');
    const button = tableRow('Ana').getByRole('button', {
      name: 'Hacer administrador: ana@tutor.local',
    });
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('¿Estás seguro de otorgar permisos de admin a este usuario?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(setUserAdminRole).not.toHaveBeenCalled();

    await userEvent.click(button);
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Hacer administrador' }));
    expect(setUserAdminRole).toHaveBeenCalledWith(rows[0]!.id, true);
  });

  it('with no users says so', async () => {
    vi.mocked(getUsersList).mockResolvedValue([]);
    render(<UsersPage />);
    expect(await screen.findByText('No se encontraron usuarios')).toBeInTheDocument();
    expect(screen.queryByTestId('user-card')).not.toBeInTheDocument();
  });
});
