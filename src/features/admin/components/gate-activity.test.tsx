import { render, screen, within } from '@testing-library/react';

import { getGateActivity } from '../api/get-gate-activity';
import { lastDaysRange } from '../lib/date-range';
import { gateByDay, gateBySubject, gateTotals } from '../lib/gate-activity';
import type { GateActivityRow } from '../types';

import { GateActivity } from './gate-activity';

vi.mock('../api/get-gate-activity', () => ({ getGateActivity: vi.fn() }));
const load = vi.mocked(getGateActivity);

const row = (day: string, subject: string | null, n: [number, number, number, number]) =>
  ({
    day,
    subject,
    replies: n[0],
    rewritten: n[1],
    fallbacks: n[2],
    unverified: n[3],
  }) as GateActivityRow;

const rows = [
  row('2026-11-20', 'Física', [3, 1, 0, 0]),
  row('2026-11-20', 'Matemáticas', [10, 2, 1, 1]),
  row('2026-11-21', null, [4, 0, 0, 2]),
  row('2026-11-21', 'Matemáticas', [5, 1, 1, 0]),
];

afterEach(() => vi.resetAllMocks());

describe('gate activity figures', () => {
  it('sums per day, per subject (most replies first, none as "") and over the range', () => {
    expect(gateByDay(rows)).toEqual([
      { key: '2026-11-20', replies: 13, rewritten: 3, fallbacks: 1, unverified: 1 },
      { key: '2026-11-21', replies: 9, rewritten: 1, fallbacks: 1, unverified: 2 },
    ]);
    expect(gateBySubject(rows)).toEqual([
      { key: 'Matemáticas', replies: 15, rewritten: 3, fallbacks: 2, unverified: 1 },
      { key: '', replies: 4, rewritten: 0, fallbacks: 0, unverified: 2 },
      { key: 'Física', replies: 3, rewritten: 1, fallbacks: 0, unverified: 0 },
    ]);
    expect(gateTotals(rows)).toEqual({ replies: 22, rewritten: 4, fallbacks: 2, unverified: 3 });
    expect(gateTotals([])).toEqual({ replies: 0, rewritten: 0, fallbacks: 0, unverified: 0 });
  });
});

describe('GateActivity', () => {
  it('shows the totals and two named tables, per day and per subject, in Spanish', async () => {
    load.mockResolvedValue(rows);
    const range = lastDaysRange(30);
    render(<GateActivity range={range} valid />);
    const totals = await screen.findByTestId('gate-totals');
    expect(load).toHaveBeenCalledWith(range);
    expect(within(totals).getByText('Reescritas').nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText('Sin verificar').nextSibling).toHaveTextContent('3');
    const byDay = screen.getByRole('table', { name: 'Filtro de respuestas por día' });
    expect(
      within(byDay)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Día', 'Respuestas', 'Reescritas', 'Guía general', 'Sin verificar']);
    expect(within(byDay).getByRole('rowheader', { name: '20/11/2026' })).toBeInTheDocument();
    const bySubject = screen.getByRole('table', { name: 'Filtro de respuestas por materia' });
    const subjects = within(bySubject)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(subjects).toEqual(['Matemáticas', 'Sin materia', 'Física']);
  });

  it('says so when no reply was filtered, and asks nothing for an invalid range', async () => {
    load.mockResolvedValue([]);
    const { rerender } = render(<GateActivity range={lastDaysRange(7)} valid />);
    expect(await screen.findByText('No hay respuestas filtradas en este periodo')).toBeVisible();
    load.mockClear();
    rerender(<GateActivity range={{ start: '2026-02-01', end: '2026-01-01' }} valid={false} />);
    expect(load).not.toHaveBeenCalled();
  });
});
