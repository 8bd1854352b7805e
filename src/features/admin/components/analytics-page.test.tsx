import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getCohortRetention } from '../api/get-cohort-retention';
import { getEngagementStats } from '../api/get-engagement-stats';
import { getLearningPatterns } from '../api/get-learning-patterns';
import { getReplyFeedback } from '../api/get-reply-feedback';
import { getTutorQuality } from '../api/get-tutor-quality';
import { lastDaysRange } from '../lib/date-range';
import type { EngagementStats, TutorQuality } from '../types';

import { AnalyticsPage } from './analytics-page';

vi.mock('../api/get-engagement-stats', () => ({ getEngagementStats: vi.fn() }));
vi.mock('../api/get-learning-patterns', () => ({ getLearningPatterns: vi.fn() }));
vi.mock('../api/get-cohort-retention', () => ({ getCohortRetention: vi.fn() }));
vi.mock('../api/get-tutor-quality', () => ({ getTutorQuality: vi.fn() }));
vi.mock('../api/build-export', () => ({ buildExport: vi.fn() }));
vi.mock('../api/get-reply-feedback', () => ({ getReplyFeedback: vi.fn() }));
vi.mock('../api/get-gate-activity', () => ({ getGateActivity: vi.fn().mockResolvedValue([]) }));
const quality = vi.mocked(getTutorQuality);

const figures = (extra: Partial<TutorQuality> = {}): TutorQuality => ({
  replies_total: 40,
  replies_checked: 37,
  replies_rewritten: 5,
  judge_errors: 3,
  replies_unchecked: 3,
  safety_alerts: 2,
  ...extra,
});

function card(label: string) {
  const region = screen.getByTestId('tutor-quality');
  const item = within(region)
    .getAllByTestId('stat-value')
    .map((v) => v.parentElement!)
    .find((c) => within(c).queryByText(label, { exact: true }));
  if (!item) throw new Error(`no card ${label}`);
  return item;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(getEngagementStats).mockResolvedValue({
    total_conversations: 0,
  } as unknown as EngagementStats);
  vi.mocked(getLearningPatterns).mockResolvedValue([]);
  vi.mocked(getCohortRetention).mockResolvedValue([]);
  vi.mocked(getReplyFeedback).mockResolvedValue([]);
});
afterEach(() => vi.resetAllMocks());

/** Opens the page; its 'Calidad del tutor' section, once drawn. */
async function openQualitySection() {
  render(<AnalyticsPage />);
  return screen.findByRole('region', { name: 'Calidad del tutor' });
}

describe("AnalyticsPage 'Calidad del tutor'", () => {
  it('shows replies checked (of the total), rewritten, judge errors and safety alerts of the range', async () => {
    quality.mockResolvedValue(figures());
    const section = await openQualitySection();
    await within(section).findByTestId('tutor-quality');
    expect(within(card('Respuestas revisadas')).getByTestId('stat-value')).toHaveTextContent('37');
    expect(card('Respuestas revisadas')).toHaveTextContent('37 de 40 respuestas');
    expect(
      within(card('Reescritas por revelar la respuesta')).getByTestId('stat-value'),
    ).toHaveTextContent('5');
    expect(within(card('Fallos del evaluador')).getByTestId('stat-value')).toHaveTextContent('3');
    expect(within(card('Alertas de seguridad')).getByTestId('stat-value')).toHaveTextContent('2');
    expect(quality).toHaveBeenCalledWith(lastDaysRange(30));
  });

  it('asks again for the new range', async () => {
    quality.mockResolvedValue(figures());
    render(<AnalyticsPage />);
    await screen.findByTestId('tutor-quality');
    quality.mockResolvedValue(figures({ replies_checked: 9, replies_total: 10 }));
    await userEvent.click(screen.getByRole('button', { name: 'Últimos 7 días' }));
    expect(quality).toHaveBeenLastCalledWith(lastDaysRange(7));
    expect(await screen.findByText('9 de 10 respuestas')).toBeInTheDocument();
  });

  it('says so when the range has no replies and no alerts', async () => {
    quality.mockResolvedValue(
      figures({
        replies_total: 0,
        replies_checked: 0,
        replies_rewritten: 0,
        judge_errors: 0,
        replies_unchecked: 0,
        safety_alerts: 0,
      }),
    );
    const section = await openQualitySection();
    expect(
      await within(section).findByText('No hay respuestas del tutor en este periodo'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('tutor-quality')).toBeNull();
  });

  it('only logs a failed load', async () => {
    quality.mockRejectedValue(new Error('42501'));
    render(<AnalyticsPage />);
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Error cargando calidad del tutor:',
        expect.any(Error),
      ),
    );
    expect(screen.queryByTestId('tutor-quality')).toBeNull();
  });
});

describe("AnalyticsPage 'Valoraciones de los estudiantes'", () => {
  it('shows the rates per day and subject under the tutor quality, for the range', async () => {
    quality.mockResolvedValue(figures());
    vi.mocked(getReplyFeedback).mockResolvedValue([
      {
        day: '2026-11-20',
        subject: 'Matemáticas',
        replies: 12,
        rated: 4,
        helped: 2,
        gave_answer: 1,
        not_understood: 1,
        rated_rate: 33.33,
        helped_rate: 50,
        gave_answer_rate: 25,
        not_understood_rate: 25,
      },
    ]);
    const section = await openQualitySection();
    const table = await within(section).findByRole('table', {
      name: 'Valoraciones de los estudiantes',
    });
    for (const header of ['Me ayudó', 'Me dio la respuesta', 'No lo entendí', 'Valoradas']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const [row] = within(table).getAllByTestId('reply-feedback-row');
    expect(row).toHaveTextContent('Matemáticas');
    expect(row).toHaveTextContent('4 (33,33 %)');
    expect(row).toHaveTextContent('50 %');
    expect(vi.mocked(getReplyFeedback)).toHaveBeenCalledWith(lastDaysRange(30));
  });
});

describe('AnalyticsPage figure names', () => {
  it('names the breakthrough rate and the scaffolding depth in plain Spanish, explained', async () => {
    quality.mockResolvedValue(figures());
    vi.mocked(getEngagementStats).mockResolvedValue({
      total_conversations: 4,
      total_messages: 20,
      completion_rate: 50,
      breakthrough_rate: 25,
    } as unknown as EngagementStats);
    vi.mocked(getLearningPatterns).mockResolvedValue([
      {
        subject: 'Matemáticas',
        grade_level: 'Secundaria',
        total_conversations: 4,
        avg_scaffolding_depth: 2.5,
        avg_session_duration: 60,
        completion_rate: 50,
        breakthrough_rate: 25,
      },
    ] as never);
    render(<AnalyticsPage />);
    const engagement = await screen.findByTestId('engagement');
    const card = within(engagement)
      .getByText('Conversaciones con comprensión', { exact: true })
      .closest('div')!.parentElement!;
    expect(within(card).getByTestId('stat-value')).toHaveTextContent('25 %');
    expect(
      within(card).getByText(
        'El estudiante dijo que lo había entendido («ya entendí», «tiene sentido»…)',
      ),
    ).toBeInTheDocument();
    expect(within(engagement).getByText('Conversaciones con 4 mensajes o más')).toBeInTheDocument();
    const patterns = (
      await screen.findAllByRole('region', { name: 'Patrones de aprendizaje' })
    )[0]!;
    expect(
      within(patterns).getByRole('columnheader', { name: 'Ayudas hasta entenderlo' }),
    ).toBeInTheDocument();
    expect(
      within(patterns).getByRole('columnheader', { name: 'Con comprensión' }),
    ).toBeInTheDocument();
    expect(
      within(patterns).getByText(
        'Ayudas hasta entenderlo: respuestas del tutor, de media, antes de que el estudiante mostrara que lo había entendido (todas las de la conversación si no llegó a mostrarlo). Con comprensión: parte de las conversaciones en las que lo mostró. Finalización: parte de las conversaciones con 4 mensajes o más.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Tasa de eureka|Profundidad de andamiaje/)).not.toBeInTheDocument();
  });
});
