import { render, screen, within } from '@testing-library/react';

import { getClassStudentMessages } from '../api/teacher';
import type { ClassStudentMessage } from '../types';

import { ClassMessageGroups } from './class-message-groups';

vi.mock('../api/teacher', () => ({ getClassStudentMessages: vi.fn(), CLASS_MESSAGES_LIMIT: 5 }));
const messagesMock = vi.mocked(getClassStudentMessages);

const message = (content: string, name: string): ClassStudentMessage => ({
  content,
  student_id: `id-${name}`,
  student_name: name,
  subject: 'Matemáticas',
  created_at: '2026-03-03T10:00:00Z',
});

const WEEK = [
  message('no entiendo las fracciones equivalentes', 'Ana'),
  message('¿Cómo sé si dos fracciones son equivalentes?', 'Beto'),
  message('hola', 'Ceci'),
  message('que es una fraccion equivalente', 'Ana'),
];

beforeEach(() => {
  messagesMock.mockReset();
});

describe('ClassMessageGroups', () => {
  it('loads the week’s messages and shows each group with its figures and examples', async () => {
    messagesMock.mockResolvedValue(WEEK);
    render(<ClassMessageGroups classId="c1" start="2026-03-02" end="2026-03-08" />);
    expect(messagesMock).toHaveBeenCalledWith('c1', '2026-03-02', '2026-03-08');
    const section = within(screen.getByTestId('digest-groups'));
    expect(section.getByRole('heading', { name: 'Preguntas parecidas' })).toBeInTheDocument();
    expect(section.getByRole('status')).toHaveTextContent('Agrupando los mensajes…');
    const heading = await section.findByRole('heading', { name: 'Fracciones equivalentes' });
    const item = within(heading.closest('li')!);
    expect(item.getByText('3 mensajes · 2 estudiantes')).toBeInTheDocument();
    const examples = item.getByRole('list', { name: 'Ejemplos' });
    expect(
      within(examples)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '«no entiendo las fracciones equivalentes» — Ana',
      '«¿Cómo sé si dos fracciones son equivalentes?» — Beto',
      '«que es una fraccion equivalente» — Ana',
    ]);
    // The greeting is in no group; the whole week fit under the limit.
    expect(section.queryByText(/hola/)).not.toBeInTheDocument();
    expect(section.queryByText(/más recientes/)).not.toBeInTheDocument();
  });

  it('says when only the latest messages were grouped', async () => {
    messagesMock.mockResolvedValue([...WEEK, message('hola otra vez', 'Dani')]);
    render(<ClassMessageGroups classId="c1" start="2026-03-02" end="2026-03-08" />);
    expect(
      await screen.findByText('Se agruparon los 5 mensajes más recientes de la semana.'),
    ).toBeInTheDocument();
  });

  it('has an empty state and an error state in Spanish', async () => {
    messagesMock.mockResolvedValue([message('hola', 'Ana'), message('vale gracias', 'Beto')]);
    const { unmount } = render(
      <ClassMessageGroups classId="c1" start="2026-03-02" end="2026-03-08" />,
    );
    expect(
      await screen.findByText('Esta semana no hubo mensajes parecidos entre sí.'),
    ).toBeInTheDocument();
    unmount();
    messagesMock.mockRejectedValue(new Error('forbidden'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ClassMessageGroups classId="c1" start="2026-03-02" end="2026-03-08" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los mensajes de la semana. Intenta de nuevo.',
    );
    expect(logged).toHaveBeenCalledWith(
      'Error cargando los mensajes de la semana:',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
