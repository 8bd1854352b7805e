import { eachCase } from '@shared/case-table-test-fixtures';

import type { ChallengeStatsRow, CohortRow } from '../types';

import { formatCount, formatPercent } from './format';
import {
  challengeWeekPoints,
  cohortPoints,
  gateDayPoints,
  trendSummary,
  type TrendPoint,
  type TrendSeries,
} from './trends';

const challenge = (week: string, solved: number, challenges: number) =>
  ({ week, solved, challenges }) as unknown as ChallengeStatsRow;

describe('trend points', () => {
  it('the gate per day fills every day of the range, 0 where nothing was recorded', () => {
    const points = gateDayPoints(
      [{ key: '2026-11-02', replies: 4, rewritten: 1, fallbacks: 0, unverified: 0 }],
      '2026-11-01',
      '2026-11-03',
    );
    expect(points.map((p) => [p.long, p.values])).toEqual([
      ['01/11/2026', { replies: 0, rewritten: 0 }],
      ['02/11/2026', { replies: 4, rewritten: 1 }],
      ['03/11/2026', { replies: 0, rewritten: 0 }],
    ]);
  });

  it('Aciertos sin ayuda per week weighs every challenge once across subjects and classes', () => {
    const points = challengeWeekPoints([
      challenge('2026-11-09', 1, 1),
      challenge('2026-11-02', 1, 3),
      challenge('2026-11-09', 0, 2),
    ]);
    expect(points.map((p) => [p.long, p.values.solved_rate])).toEqual([
      ['02/11/2026', 33.33],
      ['09/11/2026', 33.33],
    ]);
  });

  it('cohorts: day 1, 7 and 30, oldest week first, null kept (no figure yet)', () => {
    const points = cohortPoints([
      {
        cohort_week: '2026-11-09',
        day_1_retention: 50,
        day_7_retention: null,
        day_30_retention: null,
      },
      {
        cohort_week: '2026-11-02',
        day_1_retention: 100,
        day_7_retention: 50,
        day_30_retention: null,
      },
    ] as unknown as CohortRow[]);
    expect(points.map((p) => [p.long, p.values])).toEqual([
      ['02/11/2026', { day_1: 100, day_7: 50, day_30: null }],
      ['09/11/2026', { day_1: 50, day_7: null, day_30: null }],
    ]);
  });
});

describe('trendSummary', () => {
  const points = gateDayPoints(
    [
      { key: '2026-11-01', replies: 3, rewritten: 0, fallbacks: 0, unverified: 0 },
      { key: '2026-11-02', replies: 9, rewritten: 2, fallbacks: 0, unverified: 0 },
      { key: '2026-11-03', replies: 5, rewritten: 1, fallbacks: 0, unverified: 0 },
    ],
    '2026-11-01',
    '2026-11-03',
  );
  const cohorts = cohortPoints([
    {
      cohort_week: '2026-11-02',
      day_1_retention: 100,
      day_7_retention: null,
      day_30_retention: null,
    },
  ] as unknown as CohortRow[]);

  eachCase(
    '%s',
    (
      _case: string,
      trend: TrendPoint[],
      series: Pick<TrendSeries, 'key' | 'name'>[],
      format: (value: number) => string,
    ) => trendSummary(trend, series, format, 'sin datos'),
    [
      [
        'says where each line starts and ends and its highest point',
        points,
        [
          { key: 'replies', name: 'Respuestas' },
          { key: 'rewritten', name: 'Reescritas' },
        ],
        formatCount,
        'Respuestas: de 3 (01/11/2026) a 5 (03/11/2026); máximo 9 (02/11/2026). Reescritas: de 0 (01/11/2026) a 1 (03/11/2026); máximo 2 (02/11/2026).',
      ],
      [
        'one figure alone, and a line with none, say so',
        cohorts,
        [
          { key: 'day_1', name: 'Día 1' },
          { key: 'day_30', name: 'Día 30' },
        ],
        formatPercent,
        'Día 1: 100 % (02/11/2026). Día 30: sin datos.',
      ],
    ],
  );
});
