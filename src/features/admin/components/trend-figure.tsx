import { lazy, Suspense, useId } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { trendSummary, type TrendPoint, type TrendSeries } from '../lib/trends';
import { adminTexts } from '../texts';

const TrendChart = lazy(() => import('./trend-chart'));

/**
 * A trend chart with its title, the period it covers and, for whoever cannot see the lines, the
 * same figures in one sentence per series (the figure's description; the exact rows are in the
 * table beside it).
 */
export function TrendFigure({
  title,
  period,
  points,
  series,
  format,
  percent = false,
  testId,
}: {
  title: string;
  period: string;
  points: readonly TrendPoint[];
  series: readonly TrendSeries[];
  format: (value: number) => string;
  percent?: boolean;
  testId: string;
}) {
  const id = useId();
  const summary = trendSummary(points, series, format, adminTexts.analytics.chartNoFigure);
  return (
    <figure
      className="space-y-2 px-4 pt-4 sm:px-5"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      data-testid={testId}
    >
      <figcaption>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="chart-period">
          {period}
        </p>
      </figcaption>
      {/* The lines are drawn for the eye; the summary below says the same in words. */}
      <div className="h-56 w-full text-slate-500 dark:text-slate-400" aria-hidden="true">
        <Suspense
          fallback={
            <div className="flex h-full items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <TrendChart points={points} series={series} format={format} percent={percent} />
        </Suspense>
      </div>
      <p
        id={`${id}-summary`}
        className="text-xs text-slate-600 dark:text-slate-400"
        data-testid="chart-summary"
      >
        {summary}
      </p>
    </figure>
  );
}
