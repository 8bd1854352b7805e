import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getChallengeStats } from '@/features/admin/api/get-challenge-stats';

import {
  getClassStudentProgress,
  getClassStudents,
  getStudentClassConversations,
} from '../api/teacher';
import type { ClassStudent, ClassStudentWeek } from '../types';

import { ClassStudentsTab } from './class-students-tab';

vi.mock('../api/teacher', () => ({
  getClassStudents: vi.fn(),
  getClassStudentProgress: vi.fn(),
  getStudentClassConversations: vi.fn(),
  getClassConversationMessages: vi.fn(),
}));
vi.mock('@/features/admin/api/get-challenge-stats', () => ({ getChallengeStats: vi.fn() }));

const student = (over: Partial<ClassStudent>): ClassStudent => ({
  user_id: 'u1',
  display_name: 'Ana',
  joined_at: '2026-03-01T09:00:00Z',
  conversation_count: 2,
  message_count: 9,
  last_activity: '2026-03-10T10:00:00Z',
  eureka_count: 2,
  challenges_finished: 3,
  challenges_solved: 1,
  deep_hints: 2,
  max_hint_level: 4,
  ...over,
});

const weeks: ClassStudentWeek[] = [
  {
    week_start: '2026-03-09',
    subject: 'Física',
    student_messages: 1,
    deep_hints: 0,
    max_hint_level: 1,
    understanding_moments: 0,
    challenges_finished: 1,
    challenges_solved: 0,
  },
  {
    week_start: '2026-03-02',
    subject: 'Matemáticas',
    student_messages: 3,
    deep_hints: 1,
    max_hint_level: 4,
    understanding_moments: 1,
    challenges_finished: 1,
    challenges_solved: 1,
  },
];

beforeEach(() => {
  vi.mocked(getChallengeStats).mockResolvedValue([]);
  vi.mocked(getStudentClassConversations).mockResolvedValue([]);
  vi.mocked(getClassStudentProgress).mockResolvedValue(weeks);
  vi.mocked(getClassStudents).mockResolvedValue([
    student({}),
    student({
      user_id: 'u2',
      display_name: 'Beto',
      challenges_finished: 0,
      challenges_solved: 0,
      deep_hints: 0,
      // No reply with a hint level.
      max_hint_level: null as unknown as number,
      eureka_count: 0,
    }),
  ]);
});
afterEach(cleanup);

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('ClassStudentsTab: progress per student', () => {
  it('shows each student’s progress instead of message counts, with what each figure means', async () => {
    render(<ClassStudentsTab classId="c1" />);
    const table = await screen.findByRole('table', { name: 'Estudiantes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Estudiante',
      'Retos sin ayuda',
      'Pista más alta',
      'Pistas 3–4',
      'Momentos de comprensión',
      'Última actividad',
    ]);
    const [ana, beto] = screen.getAllByTestId('class-student') as [HTMLElement, HTMLElement];
    expect(cells(ana).slice(0, 4)).toEqual(['1 de 3', '4', '2', '2']);
    // Nothing finished and no hint: a dash, never "0 de 0".
    expect(cells(beto).slice(0, 4)).toEqual(['—', '—', '0', '0']);
    const legend = screen.getByRole('region', { name: 'Qué significa cada cifra' });
    for (const term of [
      'Retos sin ayuda',
      'Pista más alta',
      'Pistas 3–4',
      'Momentos de comprensión',
    ])
      expect(within(legend).getByText(`${term}:`)).toBeInTheDocument();
    expect(legend).toHaveTextContent('4, un ejemplo resuelto con otros números');
    expect(legend).toHaveTextContent('Con un modelo de IA conectado');
  });

  it('opens a student on their weeks by subject, newest first, and switches to the conversations', async () => {
    const user = userEvent.setup();
    render(<ClassStudentsTab classId="c1" />);
    await user.click(
      await screen.findByRole('button', { name: 'Ver el progreso y las conversaciones de Ana' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Ana' });
    expect(within(dialog).getByRole('tab', { name: 'Progreso' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = await within(dialog).findAllByTestId('student-progress-row');
    expect(getClassStudentProgress).toHaveBeenCalledWith('c1', 'u1');
    expect(rows.map((r) => [within(r).getByRole('rowheader').textContent, ...cells(r)])).toEqual([
      ['09/03/2026', 'Física', '0 de 1', '1', '0', '0', '1'],
      ['02/03/2026', 'Matemáticas', '1 de 1', '4', '1', '1', '3'],
    ]);
    await user.click(within(dialog).getByRole('tab', { name: 'Conversaciones' }));
    expect(
      await within(dialog).findByText('Este estudiante aún no tiene conversaciones en la clase.'),
    ).toBeInTheDocument();
    expect(getStudentClassConversations).toHaveBeenCalledWith('c1', 'u1');
  });

  it('says so when the student has no activity yet', async () => {
    vi.mocked(getClassStudentProgress).mockResolvedValue([]);
    const user = userEvent.setup();
    render(<ClassStudentsTab classId="c1" />);
    await user.click(
      await screen.findByRole('button', { name: 'Ver el progreso y las conversaciones de Beto' }),
    );
    expect(
      await screen.findByText('Este estudiante aún no tiene actividad en la clase.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('student-progress-row')).not.toBeInTheDocument();
  });
});
