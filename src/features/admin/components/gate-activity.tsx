import { useCallback } from 'react';

import { DataTable } from '@/components/ui/data-table';
import { type Column, rowHeaderColumn } from '@/components/ui/data-table-columns';
import { useLoad } from '@/lib/use-load';

import { getGateActivity } from '../api/get-gate-activity';
import type { DateRange } from '../lib/date-range';
import { formatCount } from '../lib/format';
import {
  GATE_FIGURES,
  gateByDay,
  gateBySubject,
  type GateFigures,
  gateTotals,
} from '../lib/gate-activity';
import { gateDayPoints } from '../lib/trends';
import { formatIsoDay } from '../lib/usage';
import { adminTexts } from '../texts';

import { EmptyState } from './bits';
import { TrendFigure } from './trend-figure';

const t = adminTexts.analytics;

type Group = GateFigures & { key: string };

const FIGURE_HEADERS: Record<(typeof GATE_FIGURES)[number], string> = {
  replies: t.gateReplies,
  rewritten: t.gateRewritten,
  fallbacks: t.gateFallbacks,
  unverified: t.gateUnverified,
};

/** The chart's lines: every reply the filter checked, and those it had to rewrite. */
const GATE_SERIES = [
  { key: 'replies', name: t.gateReplies, color: '#6366f1' },
  { key: 'rewritten', name: t.gateRewritten, color: '#f59e0b' },
];

const figureColumns: Column<Group>[] = GATE_FIGURES.map((f) => ({
  id: f,
  header: FIGURE_HEADERS[f],
  align: 'right',
  cell: (g) => formatCount(g[f]),
}));

const dayColumns: Column<Group>[] = [
  rowHeaderColumn('day', t.gateDay, (g) => formatIsoDay(g.key)),
  ...figureColumns,
];

const subjectColumns: Column<Group>[] = [
  rowHeaderColumn('subject', t.gateSubject, (g) => g.key || t.gateNoSubject, true),
  ...figureColumns,
];

/**
 * 'Filtro de respuestas' inside 'Calidad del tutor': the gate's replies, rewrites, fallbacks and
 * unverified turns of the range, in all, per day and per subject (get_gate_activity).
 */
export function GateActivity({ range, valid }: { range: DateRange; valid: boolean }) {
  const loader = useCallback(() => getGateActivity(range), [range]);
  const rows = useLoad(valid ? loader : null, 'Error cargando el filtro de respuestas:').data;
  if (!rows) return null;
  const total = gateTotals(rows);
  return (
    <div className="mt-6 space-y-4" data-testid="gate-activity">
      <div>
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t.gateTitle}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.gateHint}</p>
      </div>
      {rows.length === 0 ? (
        <EmptyState>{t.gateEmpty}</EmptyState>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="gate-totals">
            {GATE_FIGURES.map((f) => (
              <div
                key={f}
                className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
              >
                <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">
                  {FIGURE_HEADERS[f]}
                </dt>
                <dd className="text-lg font-semibold tabular-nums text-slate-900 dark:text-white">
                  {formatCount(total[f])}
                </dd>
              </div>
            ))}
          </dl>
          <TrendFigure
            title={t.gateChartTitle}
            period={t.gateChartPeriod(formatIsoDay(range.start), formatIsoDay(range.end))}
            points={gateDayPoints(gateByDay(rows), range.start, range.end)}
            series={GATE_SERIES}
            format={formatCount}
            testId="gate-chart"
          />
          {[
            {
              label: t.gateByDay,
              columns: dayColumns,
              groups: gateByDay(rows),
              testId: 'gate-day-row',
            },
            {
              label: t.gateBySubject,
              columns: subjectColumns,
              groups: gateBySubject(rows),
              testId: 'gate-subject-row',
            },
          ].map((table) => (
            <DataTable
              key={table.testId}
              label={table.label}
              columns={table.columns}
              rows={table.groups}
              rowKey={(g) => g.key}
              rowTestId={table.testId}
            />
          ))}
        </>
      )}
    </div>
  );
}
