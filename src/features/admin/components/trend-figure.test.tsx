import { render, screen } from '@testing-library/react';

import { formatPercent } from '../lib/format';
import { cohortPoints } from '../lib/trends';
import type { CohortRow } from '../types';

import { TrendFigure } from './trend-figure';

// recharts draws nothing in jsdom (no layout): the lines are checked in the browser (e2e).
vi.mock('./trend-chart', () => ({ default: () => <svg data-testid="lines" /> }));

describe('TrendFigure', () => {
  it('is a figure named by its Spanish title, with its period and the figures in words', async () => {
    const points = cohortPoints([
      { cohort_week: '2026-11-02', day_1_retention: 100 },
      { cohort_week: '2026-11-09', day_1_retention: 50 },
    ] as unknown as CohortRow[]);
    render(
      <TrendFigure
        title="Retención por semana de registro"
        period="Usuarios registrados del 01/11/2026 al 30/11/2026, por la semana (desde el lunes) en que se registraron"
        points={points}
        series={[{ key: 'day_1', name: 'Día 1', color: '#6366f1' }]}
        format={formatPercent}
        percent
        testId="cohort-chart"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Retención por semana de registro' });
    expect(figure).toHaveAccessibleDescription(
      'Día 1: de 100 % (02/11/2026) a 50 % (09/11/2026); máximo 100 % (02/11/2026).',
    );
    expect(screen.getByTestId('chart-period')).toHaveTextContent(
      'Usuarios registrados del 01/11/2026 al 30/11/2026, por la semana (desde el lunes) en que se registraron',
    );
    // The drawing is hidden from screen readers: the description says the same.
    const lines = await screen.findByTestId('lines');
    expect(lines.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
