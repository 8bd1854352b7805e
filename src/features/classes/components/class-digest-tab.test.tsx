import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getClassDigest } from '../api/teacher';
import type { ClassDigest } from '../types';

import { ClassDigestTab } from './class-digest-tab';

vi.mock('../api/teacher', () => ({
  getClassDigest: vi.fn(),
  getClassStudentMessages: vi.fn(async () => []),
  CLASS_MESSAGES_LIMIT: 400,
}));
const digestMock = vi.mocked(getClassDigest);

const week = (start: string, end: string, busy: boolean): ClassDigest => ({
  start,
  end,
  totals: {
    students: 2,
    active_students: busy ? 2 : 0,
    student_messages: busy ? 5 : 0,
    tutor_replies: busy ? 7 : 0,
    conversations: busy ? 3 : 0,
  },
  subjects: busy
    ? [
        {
          subject: 'Matemáticas',
          students: 1,
          conversations: 1,
          messages: 3,
          deep_hints: 3,
          not_understood: 1,
        },
      ]
    : [],
  topics: busy ? [{ topic: 'Ecuaciones de primer grado', students: 2, conversations: 2 }] : [],
  stuck: busy
    ? {
        deep_hints: 6,
        not_understood: 1,
        challenges_not_solved: 1,
        gave_up: 1,
        repeated_questions: 2,
      }
    : {
        deep_hints: 0,
        not_understood: 0,
        challenges_not_solved: 0,
        gave_up: 0,
        repeated_questions: 0,
      },
  need_help: busy
    ? [{ user_id: 'u1', name: 'Ana', deep_hints: 3, not_understood: 1, challenges_tried: 1 }]
    : [],
  went_well: busy ? [{ subject: 'Física', solved: 2, first_try: 1, students: 1 }] : [],
  alerts: busy ? { alta: 1, revisar: 3 } : { alta: 0, revisar: 0 },
});

beforeEach(() => {
  digestMock.mockReset();
  digestMock.mockImplementation(async (_classId, start, end) =>
    week(start, end, start === '2026-03-02'),
  );
});

describe('ClassDigestTab', () => {
  it('shows the current week of the deployment’s clock with every section and its explanation', async () => {
    render(<ClassDigestTab classId="c1" now={new Date('2026-03-04T12:00:00Z')} />);
    expect(digestMock).toHaveBeenCalledWith('c1', '2026-03-02', '2026-03-08');
    expect(screen.getByTestId('digest-week')).toHaveTextContent(
      'Semana del 2 al 8 de marzo de 2026',
    );
    expect(await screen.findByTestId('digest-totals')).toHaveTextContent(
      '2 de 2 estudiantes escribieron al tutor: 5 mensajes.',
    );
    const asked = within(screen.getByTestId('digest-asked'));
    expect(asked.getByRole('heading', { name: 'Qué preguntaron' })).toBeInTheDocument();
    expect(asked.getByText(/Las materias de sus conversaciones/)).toBeInTheDocument();
    expect(asked.getByText('Matemáticas').parentElement).toHaveTextContent(
      'Matemáticas: 3 mensajes · 1 estudiante',
    );
    expect(asked.getByText('Ecuaciones de primer grado: 2 estudiantes')).toBeInTheDocument();
    const stuck = within(screen.getByTestId('digest-stuck'));
    expect(stuck.getByText('Pistas avanzadas').nextSibling).toHaveTextContent('6');
    expect(stuck.getByText('Retos sin resolver').nextSibling).toHaveTextContent('1');
    expect(stuck.getByText('Preguntas repetidas').nextSibling).toHaveTextContent('2');
    expect(screen.getByTestId('digest-need-help')).toHaveTextContent(
      'Ana: 3 pistas avanzadas · 1 «No lo entendí» · 1 reto intentado',
    );
    expect(screen.getByTestId('digest-went-well')).toHaveTextContent(
      'Física: 2 retos resueltos (1 a la primera) · 1 estudiante',
    );
    const alerts = within(screen.getByTestId('digest-alerts'));
    expect(alerts.getByRole('heading', { name: 'Alertas de seguridad' })).toBeInTheDocument();
    expect(alerts.getByText('Urgentes').nextSibling).toHaveTextContent('1');
    expect(alerts.getByText('Para revisar').nextSibling).toHaveTextContent('3');
    // The current week is the last one there is.
    expect(screen.getByRole('button', { name: 'Semana siguiente' })).toBeDisabled();
  });

  it('goes to the previous week and back, with the empty states in Spanish', async () => {
    const user = userEvent.setup();
    render(<ClassDigestTab classId="c1" now={new Date('2026-03-04T12:00:00Z')} />);
    await screen.findByTestId('digest-totals');
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(digestMock).toHaveBeenLastCalledWith('c1', '2026-02-23', '2026-03-01');
    expect(screen.getByTestId('digest-week')).toHaveTextContent(
      'Semana del 23 de febrero al 1 de marzo de 2026',
    );
    expect(await screen.findByText('Esta semana nadie escribió al tutor.')).toBeInTheDocument();
    expect(screen.getByText('Esta semana no hubo señales de atasco.')).toBeInTheDocument();
    expect(screen.getByText('Esta semana nadie cumple esa condición.')).toBeInTheDocument();
    expect(screen.getByText('Esta semana nadie resolvió un reto sin ayuda.')).toBeInTheDocument();
    expect(screen.getByTestId('digest-alerts')).toHaveTextContent('Esta semana no hubo alertas.');
    expect(screen.queryByText('Urgentes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(digestMock).toHaveBeenLastCalledWith('c1', '2026-03-02', '2026-03-08');
    expect(await screen.findByTestId('digest-need-help')).toHaveTextContent('Ana: 3 pistas');
  });

  it('counts the week by the deployment’s clock: Sunday 23:30 UTC is already Monday in Madrid', async () => {
    render(<ClassDigestTab classId="c1" now={new Date('2026-03-08T23:30:00Z')} />);
    expect(digestMock).toHaveBeenCalledWith('c1', '2026-03-09', '2026-03-15');
    await screen.findByTestId('digest-totals');
    cleanup();
    render(<ClassDigestTab classId="c1" now={new Date('2026-12-30T12:00:00Z')} />);
    expect(screen.getByTestId('digest-week')).toHaveTextContent(
      'Semana del 28 de diciembre de 2026 al 3 de enero de 2027',
    );
    await screen.findByTestId('digest-totals');
  });

  it('says so in Spanish when the digest cannot be loaded', async () => {
    digestMock.mockRejectedValue(new Error('forbidden'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ClassDigestTab classId="c1" now={new Date('2026-03-04T12:00:00Z')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el resumen. Intenta de nuevo.',
    );
    expect(logged).toHaveBeenCalledWith('Error cargando el resumen:', expect.any(Error));
    logged.mockRestore();
  });
});
