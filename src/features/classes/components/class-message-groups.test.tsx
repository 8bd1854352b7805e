import { act, render, screen, waitFor, within } from '@testing-library/react';

import { getGroupSummaries } from '../api/group-summaries';
import { getClassStudentMessages } from '../api/teacher';
import type { ClassStudentMessage } from '../types';

import { ClassMessageGroups } from './class-message-groups';

vi.mock('../api/teacher', () => ({ getClassStudentMessages: vi.fn(), CLASS_MESSAGES_LIMIT: 5 }));
vi.mock('../api/group-summaries', () => ({ getGroupSummaries: vi.fn() }));
const messagesMock = vi.mocked(getClassStudentMessages);
const summariesMock = vi.mocked(getGroupSummaries);

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
  summariesMock.mockReset();
  summariesMock.mockResolvedValue(null);
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

describe('ClassMessageGroups with the AI’s summaries', () => {
  const WEEK_TWO_GROUPS = [
    ...WEEK,
    message('causas de la segunda guerra mundial', 'Beto'),
    message('quien gano la segunda guerra mundial', 'Ceci'),
  ];

  it('shows the groups at once, then each summary the AI wrote under its group, marked as the AI’s', async () => {
    messagesMock.mockResolvedValue(WEEK_TWO_GROUPS);
    let answer: (value: { label: string; summary: string }[]) => void = () => {};
    summariesMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ClassMessageGroups classId="c1" start="2026-03-02" end="2026-03-08" />);
    const section = within(screen.getByTestId('digest-groups'));
    const fractions = await section.findByRole('heading', { name: 'Fracciones equivalentes' });
    expect(section.getByRole('heading', { name: 'Segunda guerra mundial' })).toBeInTheDocument();
    expect(section.queryByText('Resumen de la IA')).not.toBeInTheDocument();
    // The summaries are asked for in an effect after the groups' render, so wait for the call.
    await waitFor(() =>
      expect(summariesMock).toHaveBeenCalledExactlyOnceWith('c1', '2026-03-02', '2026-03-08'),
    );
    answer([
      { label: 'segunda guerra mundial', summary: 'Dudas sobre quién ganó la guerra y por qué' },
    ]);
    const war = within(
      section.getByRole('heading', { name: 'Segunda guerra mundial' }).closest('li')!,
    );
    const line = await war.findByText('Dudas sobre quién ganó la guerra y por qué');
    expect(line).toHaveTextContent('Resumen de la IADudas sobre quién ganó la guerra y por qué');
    // The group the AI wrote nothing for stays as it was.
    expect(
      within(fractions.closest('li')!).queryByText('Resumen de la IA'),
    ).not.toBeInTheDocument();
    expect(section.getAllByText('Resumen de la IA')).toHaveLength(1);
  });

  it('without a model key shows the groups alone, with no note', async () => {
    messagesMock.mockResolvedValue(WEEK_TWO_GROUPS);
    render(<ClassMessageGroups classId="c1" start="2026-03-02" end="2026-03-08" />);
    await screen.findByRole('heading', { name: 'Segunda guerra mundial' });
    await waitFor(() => expect(summariesMock).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.queryByText('Resumen de la IA')).not.toBeInTheDocument();
    expect(screen.queryByText(/resúmenes de la IA/)).not.toBeInTheDocument();
  });

  it('a failed call leaves the groups as they are, with a quiet note and no alert', async () => {
    messagesMock.mockResolvedValue(WEEK_TWO_GROUPS);
    summariesMock.mockRejectedValue(new Error('upstream_timeout'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ClassMessageGroups classId="c1" start="2026-03-02" end="2026-03-08" />);
    expect(
      await screen.findByText(
        'No se pudieron cargar los resúmenes de la IA; los grupos se muestran sin ellos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fracciones equivalentes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Segunda guerra mundial' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Error cargando los resúmenes de la IA:',
      expect.any(Error),
    );
    logged.mockRestore();
  });

  it('never asks for summaries of a week without groups', async () => {
    messagesMock.mockResolvedValue([message('hola', 'Ana'), message('vale gracias', 'Beto')]);
    render(<ClassMessageGroups classId="c1" start="2026-03-02" end="2026-03-08" />);
    await screen.findByText('Esta semana no hubo mensajes parecidos entre sí.');
    expect(summariesMock).not.toHaveBeenCalled();
  });
});
