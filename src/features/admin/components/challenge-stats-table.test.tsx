import { render, screen, within } from '@testing-library/react';

import { getChallengeStats } from '../api/get-challenge-stats';
import { lastDaysRange } from '../lib/date-range';
import type { ChallengeStatsRow, ClassRow } from '../types';

import { ChallengeStatsTable } from './challenge-stats-table';

vi.mock('../api/get-challenge-stats', () => ({ getChallengeStats: vi.fn() }));

const row = (classId: string | null, solved: number): ChallengeStatsRow =>
  ({
    week: '2026-11-23',
    subject: 'Matemáticas',
    grade_level: 'Secundaria',
    class_id: classId,
    students: 1,
    challenges: 2,
    solved,
    solved_first_try: solved,
    gave_up: 0,
    solved_rate: solved * 50,
    eureka_challenges: 0,
    eureka_solved: 0,
    eureka_conversion: null,
  }) as unknown as ChallengeStatsRow;

const classes = [{ id: 'c-1', name: 'Matemáticas 2°B' }] as unknown as ClassRow[];

afterEach(() => vi.resetAllMocks());

describe('ChallengeStatsTable', () => {
  it('names each row’s class when the table shows every class, and "Sin clase" for the others', async () => {
    vi.mocked(getChallengeStats).mockResolvedValue([row('c-1', 2), row(null, 1)]);
    render(<ChallengeStatsTable range={lastDaysRange(30)} valid classes={classes} />);
    const rows = await screen.findAllByTestId('challenge-stats-row');
    expect(screen.getByRole('columnheader', { name: 'Clase' })).toBeInTheDocument();
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '100 % (2/2)',
      'Matemáticas',
      'Secundaria',
      'Matemáticas 2°B',
      '1',
      '2',
      '2',
      '0',
      '—',
    ]);
    expect(within(rows[1]!).getByRole('cell', { name: 'Sin clase' })).toBeInTheDocument();
  });

  it('has no class column when it shows one class (the class view and the filtered analytics)', async () => {
    vi.mocked(getChallengeStats).mockResolvedValue([row('c-1', 1)]);
    render(
      <ChallengeStatsTable range={lastDaysRange(30)} valid classFilter="c-1" classes={classes} />,
    );
    await screen.findByTestId('challenge-stats-row');
    expect(vi.mocked(getChallengeStats)).toHaveBeenCalledWith(expect.anything(), 'c-1');
    expect(screen.queryByRole('columnheader', { name: 'Clase' })).toBeNull();
    expect(screen.queryByText('Matemáticas 2°B')).toBeNull();
  });
});
