import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { Toaster } from '@/components/ui/toaster';
import { getMyClasses, joinClass } from '@/features/classes/api/student';
import { JoinClassDialog } from '@/features/classes/components/join-class-dialog';
import { useMyClassesStore } from '@/features/classes/stores/my-classes-store';
import type { MyClass } from '@/features/classes/types';
import { clearNotices } from '@/lib/notices';
import { refuseWith } from '@/test/refusal';

vi.mock('@/features/classes/api/student', () => ({
  getMyClasses: vi.fn(),
  joinClass: vi.fn(),
  leaveClass: vi.fn(),
}));

const NOTICE = 'Tu profesor puede ver las conversaciones de esta clase.';
// archived_at is null for an active class (the generated type cannot say so).
const algebra = {
  id: 'c1',
  name: 'Álgebra',
  subject: 'Matemáticas',
  grade_level: 'Secundaria',
  role: 'student',
  joined_at: '2026-11-25T10:00:00Z',
  teacher_names: ['Profesora'],
  archived_at: null,
} as unknown as MyClass;

function setup(initialCode = '') {
  const onJoined = vi.fn();
  const onClose = vi.fn();
  render(
    <MemoryRouter>
      <Toaster />
      <JoinClassDialog initialCode={initialCode} onJoined={onJoined} onClose={onClose} />
    </MemoryRouter>,
  );
  return { onJoined, onClose };
}

afterEach(() => {
  // Unmounted first, so clearing the toasts re-renders nothing.
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  useMyClassesStore.getState().reset();
  clearNotices();
});

describe('JoinClassDialog', () => {
  it('tells the student the teacher can read class conversations, with the code field focused', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Unirme a una clase' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE, { exact: false })).toHaveTextContent(
      `${NOTICE} Las lee con tu nombre, igual que quien administra Tutor, y recibe un aviso si escribes que corres peligro. Más en Privacidad`,
    );
    expect(screen.getByRole('link', { name: 'Más en Privacidad' })).toHaveAttribute(
      'href',
      '/privacidad#quien-lo-ve',
    );
    expect(screen.getByLabelText('Código de la clase')).toHaveFocus();
  });

  it('refuses an empty code without asking the database', async () => {
    const { onJoined } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Unirme' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Escribe el código de la clase.',
    );
    expect(joinClass).not.toHaveBeenCalled();
    expect(onJoined).not.toHaveBeenCalled();
  });

  it("shows the database's Spanish refusal and keeps the code as typed", async () => {
    const refusal = { code: '22023', message: 'Este código no es válido o ha caducado' };
    const log = refuseWith(vi.mocked(joinClass), refusal);
    const { onJoined } = setup();
    await userEvent.type(screen.getByLabelText('Código de la clase'), 'abcd-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Este código no es válido o ha caducado',
    );
    expect(joinClass).toHaveBeenCalledWith('ABCD2345');
    expect(screen.getByLabelText('Código de la clase')).toHaveValue('abcd-2345');
    expect(onJoined).not.toHaveBeenCalled();
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('Error uniéndose a la clase:', refusal);
  });

  it('joins with a link code, says so in a toast and hands back the class joined', async () => {
    vi.mocked(joinClass).mockResolvedValue('c1');
    vi.mocked(getMyClasses).mockResolvedValue([algebra]);
    const { onJoined } = setup('MATE2B7K');
    expect(screen.getByLabelText('Código de la clase')).toHaveValue('MATE2B7K');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme' }));
    await vi.waitFor(() => expect(onJoined).toHaveBeenCalledWith(algebra));
    expect(useMyClassesStore.getState().classes).toEqual([algebra]);
    // Seen on the page and heard by a screen reader (the toasts' polite live region).
    expect(screen.getByTestId('toast')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('status')).toHaveTextContent('Te uniste a «Álgebra».');
  });
});
