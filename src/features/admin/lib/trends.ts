/**
 * The analytics screen's trend charts as data: points over time built from the rows the screen
 * already loads, and the text summary each chart carries for people who cannot see it.
 * docs/admin.md ("Trend charts") defines each series.
 */
import { addDays } from '@shared/time/time-zone';

import type { ChallengeStatsRow, CohortRow } from '../types';

import { toNumber } from './format';
import type { GateFigures } from './gate-activity';
import { formatIsoDay, shortDayLabel } from './usage';

/** One point of a chart: its x label and one value (or null: no figure) per series key. */
export interface TrendPoint {
  /** What the axis shows ('21 nov'). */
  label: string;
  /** What the summary says ('21/11/2026'). */
  long: string;
  values: Record<string, number | null>;
}

export interface TrendSeries {
  key: string;
  name: string;
  color: string;
}

/** Every day of [start, end] with the gate's figures of that day, 0 where none was recorded. */
export function gateDayPoints(
  byDay: readonly (GateFigures & { key: string })[],
  start: string,
  end: string,
): TrendPoint[] {
  const known = new Map(byDay.map((d) => [d.key.slice(0, 10), d]));
  const points: TrendPoint[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const d = known.get(day);
    points.push({
      label: shortDayLabel(day),
      long: formatIsoDay(day),
      values: { replies: d?.replies ?? 0, rewritten: d?.rewritten ?? 0 },
    });
  }
  return points;
}

/** 100 × part ÷ whole to 2 decimals (the database's rates), null over nothing. */
function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((10000 * part) / whole) / 100 : null;
}

/**
 * "Aciertos sin ayuda" per week over every subject, level and class: 100 × solved ÷ finished of
 * the week (the table's rows summed, so a week's rate weighs each challenge once), oldest first.
 */
export function challengeWeekPoints(rows: readonly ChallengeStatsRow[]): TrendPoint[] {
  const weeks = new Map<string, { solved: number; challenges: number }>();
  for (const row of rows) {
    const week = weeks.get(row.week) ?? { solved: 0, challenges: 0 };
    week.solved += toNumber(row.solved) ?? 0;
    week.challenges += toNumber(row.challenges) ?? 0;
    weeks.set(row.week, week);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, w]) => ({
      label: shortDayLabel(week.slice(0, 10)),
      long: formatIsoDay(week),
      values: { solved_rate: rate(w.solved, w.challenges) },
    }));
}

/** The day-N retention chosen for the chart: early, one week, one month. */
export const CHART_RETENTION_DAYS = [1, 7, 30] as const;

/** Cohort retention per sign-up week (oldest first): day 1, 7 and 30 of each cohort. */
export function cohortPoints(rows: readonly CohortRow[]): TrendPoint[] {
  return [...rows]
    .sort((a, b) => a.cohort_week.localeCompare(b.cohort_week))
    .map((row) => ({
      label: shortDayLabel(row.cohort_week.slice(0, 10)),
      long: formatIsoDay(row.cohort_week),
      values: Object.fromEntries(
        CHART_RETENTION_DAYS.map((d) => [`day_${d}`, toNumber(row[`day_${d}_retention`])]),
      ),
    }));
}

/**
 * The chart in words, one sentence per series: where it starts and ends and its highest point
 * ('Respuestas: de 3 (01/11/2026) a 5 (07/11/2026); máximo 9 (04/11/2026).'); a series with no
 * figure says so.
 */
export function trendSummary(
  points: readonly TrendPoint[],
  series: readonly Pick<TrendSeries, 'key' | 'name'>[],
  format: (value: number) => string,
  noFigure: string,
): string {
  return series
    .map(({ key, name }) => {
      const known = points.filter((p) => p.values[key] !== null && p.values[key] !== undefined);
      if (known.length === 0) return `${name}: ${noFigure}.`;
      const at = (p: TrendPoint) => `${format(p.values[key]!)} (${p.long})`;
      const first = known[0]!;
      const last = known[known.length - 1]!;
      if (known.length === 1) return `${name}: ${at(first)}.`;
      const max = known.reduce((m, p) => (p.values[key]! > m.values[key]! ? p : m), first);
      return `${name}: de ${at(first)} a ${at(last)}; máximo ${at(max)}.`;
    })
    .join(' ');
}
