import { useMemo } from 'react';

import { DataTable } from '@/components/ui/data-table';
import { numberColumn, rowHeaderColumn, type Column } from '@/components/ui/data-table-columns';
import { useLoad } from '@/lib/use-load';

import { getChallengeStats } from '../api/get-challenge-stats';
import type { DateRange } from '../lib/date-range';
import { formatCount, formatPercent } from '../lib/format';
import { challengeWeekPoints } from '../lib/trends';
import { formatIsoDay } from '../lib/usage';
import { adminTexts } from '../texts';
import type { ChallengeStatsRow, ClassRow } from '../types';

import { EmptyState } from './bits';
import { TrendFigure } from './trend-figure';

const a = adminTexts.analytics;

/** The Spanish labels of "Aciertos sin ayuda" (docs/admin.md defines each figure). */
const texts = {
  title: 'Aciertos sin ayuda',
  intro:
    'De los retos sin ayuda terminados («Ponme a prueba» o la oferta del tutor tras un «¡eureka!»), qué parte resolvió el estudiante solo, sin pistas y en dos intentos como mucho, por semana (desde el lunes), materia, nivel y clase. «Eureka confirmado» es la parte de los retos que siguieron a un «¡eureka!» y se resolvieron: cuántas veces el «ya lo entendí» se sostiene.',
  week: 'Semana',
  subject: 'Materia',
  level: 'Nivel',
  students: 'Estudiantes',
  challenges: 'Retos',
  solvedRate: 'Aciertos sin ayuda',
  firstTry: 'Al primer intento',
  gaveUp: 'Abandonados',
  eureka: 'Eureka confirmado',
  empty: 'Todavía no hay retos terminados en este periodo.',
};

/**
 * A rate over its counts, the counts on a second line: '100 %' over '(1/1)'. Side by side they made
 * the table wider than a 1280 px screen and cut its last column.
 */
function RateCell({ rate, part, whole }: { rate: unknown; part: unknown; whole: unknown }) {
  return (
    <>
      <span className="block">{formatPercent(rate)}</span>{' '}
      <span className="block text-xs text-slate-500 dark:text-slate-400">
        ({formatCount(part)}/{formatCount(whole)})
      </span>
    </>
  );
}

const BASE_COLUMNS: Column<ChallengeStatsRow>[] = [
  rowHeaderColumn('week', texts.week, (r) => formatIsoDay(r.week)),
  // The figure the table is named after comes first: on a phone it shows without scrolling.
  {
    id: 'solved_rate',
    header: texts.solvedRate,
    align: 'right',
    cell: (r) => <RateCell rate={r.solved_rate} part={r.solved} whole={r.challenges} />,
  },
  { id: 'subject', header: texts.subject, wrap: true, cell: (r) => r.subject },
  { id: 'level', header: texts.level, wrap: true, cell: (r) => r.grade_level },
  numberColumn('students', texts.students, formatCount),
  numberColumn('challenges', texts.challenges, formatCount),
  numberColumn('solved_first_try', texts.firstTry, formatCount),
  numberColumn('gave_up', texts.gaveUp, formatCount),
  {
    id: 'eureka_conversion',
    header: texts.eureka,
    align: 'right',
    cell: (r) =>
      r.eureka_challenges > 0 ? (
        <RateCell rate={r.eureka_conversion} part={r.eureka_solved} whole={r.eureka_challenges} />
      ) : (
        '—'
      ),
  },
];

/** After "Nivel": which class a row counts, or 'Sin clase' (only when the table is not filtered). */
function classColumn(classes: readonly ClassRow[] | null): Column<ChallengeStatsRow> {
  const names = new Map(classes?.map((c) => [c.id, c.name]));
  return {
    id: 'class',
    header: adminTexts.classes.name,
    wrap: true,
    cell: (r) => (r.class_id ? (names.get(r.class_id) ?? '—') : adminTexts.classes.noClass),
  };
}

/**
 * "Aciertos sin ayuda" in the admin analytics (get_challenge_stats). `classFilter` narrows it to
 * one class (the class view). Nothing is loaded while the range is invalid.
 */
export function ChallengeStatsTable({
  range,
  valid,
  classFilter = null,
  classes = null,
  chart = false,
}: {
  range: DateRange;
  valid: boolean;
  classFilter?: string | null;
  /** The classes' names for the "Clase" column, shown when the table is not filtered by class. */
  classes?: readonly ClassRow[] | null;
  /** Above the table, the weekly rate as a chart (the admin analytics). */
  chart?: boolean;
}) {
  const loader = useMemo(
    () => (valid ? () => getChallengeStats(range, classFilter) : null),
    [range, valid, classFilter],
  );
  const rows = useLoad(loader, 'Error cargando los aciertos sin ayuda:').data;
  const columns = useMemo(() => {
    if (classFilter) return BASE_COLUMNS;
    const at = BASE_COLUMNS.findIndex((c) => c.id === 'level') + 1;
    return [...BASE_COLUMNS.slice(0, at), classColumn(classes), ...BASE_COLUMNS.slice(at)];
  }, [classFilter, classes]);
  return (
    <div>
      <p className="px-4 pt-4 text-xs text-slate-500 sm:px-5 dark:text-slate-400">{texts.intro}</p>
      {chart && rows && rows.length > 0 && (
        <TrendFigure
          title={a.challengeChartTitle}
          period={a.challengeChartPeriod(formatIsoDay(range.start), formatIsoDay(range.end))}
          points={challengeWeekPoints(rows)}
          series={[{ key: 'solved_rate', name: a.challengeChartSeries, color: '#10b981' }]}
          format={formatPercent}
          percent
          testId="challenge-chart"
        />
      )}
      {rows && (
        <DataTable
          label={texts.title}
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.week}|${r.subject}|${r.grade_level}|${r.class_id ?? ''}`}
          rowTestId="challenge-stats-row"
          empty={<EmptyState>{texts.empty}</EmptyState>}
        />
      )}
    </div>
  );
}
