import { useMemo, useState } from 'react';

import { DataTable } from '@/components/ui/data-table';
import { useLoad } from '@/lib/use-load';

import { getClasses } from '../api/get-classes';
import { getCohortRetention } from '../api/get-cohort-retention';
import { getEngagementStats } from '../api/get-engagement-stats';
import { getLearningPatterns } from '../api/get-learning-patterns';
import { getTutorQuality } from '../api/get-tutor-quality';
import { DEFAULT_RANGE_DAYS, isValidRange, lastDaysRange, type DateRange } from '../lib/date-range';
import { formatPercent, toNumber } from '../lib/format';
import { CHART_RETENTION_DAYS, cohortPoints } from '../lib/trends';
import { formatIsoDay } from '../lib/usage';
import { adminTexts } from '../texts';

import { PageHeader } from './admin-shell';
import {
  COHORT_COLUMNS,
  ENGAGEMENT_CARDS,
  PATTERN_COLUMNS,
  QUALITY_CARDS,
} from './analytics-figures';
import { EmptyState, Section, StatGrid } from './bits';
import { ChallengeStatsTable } from './challenge-stats-table';
import { ClassFilter } from './class-filter';
import { ExportPanel } from './export-panel';
import { GateActivity } from './gate-activity';
import { RangePicker } from './range-picker';
import { ReplyFeedbackTable } from './reply-feedback-table';
import { TrendFigure } from './trend-figure';

const t = adminTexts.analytics;

/** The cohort chart's lines: day 1, 7 and 30 retention, the table's own columns. */
const COHORT_COLORS = ['#6366f1', '#10b981', '#f59e0b'] as const;
const COHORT_SERIES = CHART_RETENTION_DAYS.map((d, i) => ({
  key: `day_${d}`,
  name: t.day(d),
  color: COHORT_COLORS[i]!,
}));

/** One aggregate for the range; nothing is queried while the range is invalid (the last data stays). */
function useRangeLoad<T>(
  get: (range: DateRange) => Promise<T>,
  range: DateRange,
  valid: boolean,
  label: string,
): T | null {
  const loader = useMemo(() => (valid ? () => get(range) : null), [get, range, valid]);
  return useLoad(loader, label).data;
}

/** Analytics: range, engagement, learning patterns, cohort retention and the research exports. */
export function AnalyticsPage() {
  const [range, setRange] = useState<DateRange>(() => lastDaysRange(DEFAULT_RANGE_DAYS));
  const valid = isValidRange(range);
  const engagement = useRangeLoad(getEngagementStats, range, valid, 'Error cargando engagement:');
  const quality = useRangeLoad(getTutorQuality, range, valid, 'Error cargando calidad del tutor:');
  const patterns = useRangeLoad(getLearningPatterns, range, valid, 'Error cargando patrones:');
  const cohorts = useRangeLoad(getCohortRetention, range, valid, 'Error cargando cohortes:');
  // Loaded once for the class filter and the challenge table's class names.
  const classes = useLoad(getClasses, 'Error cargando clases:').data;

  const noEngagement = engagement !== null && (toNumber(engagement.total_conversations) ?? 0) === 0;
  const noQuality =
    quality !== null &&
    (toNumber(quality.replies_total) ?? 0) === 0 &&
    (toNumber(quality.safety_alerts) ?? 0) === 0;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <RangePicker range={range} onChange={setRange}>
        <ClassFilter
          classes={classes}
          value={range.classId ?? null}
          onChange={(classId) => setRange((r) => ({ ...r, classId }))}
        />
      </RangePicker>
      <div className="space-y-6">
        <Section title={t.engagement}>
          <div className="p-4 sm:p-5">
            {engagement && !noEngagement && (
              <StatGrid cards={ENGAGEMENT_CARDS} data={engagement} testId="engagement" />
            )}
            {noEngagement && <EmptyState>{t.noDataYet}</EmptyState>}
          </div>
        </Section>
        <Section title={t.quality}>
          <div className="p-4 sm:p-5">
            {quality && !noQuality && (
              <StatGrid cards={QUALITY_CARDS} data={quality} testId="tutor-quality" />
            )}
            {noQuality && <EmptyState>{t.qualityNoReplies}</EmptyState>}
            <GateActivity range={range} valid={valid} />
          </div>
          <ReplyFeedbackTable range={range} valid={valid} />
        </Section>
        <Section title="Aciertos sin ayuda">
          <ChallengeStatsTable
            range={range}
            valid={valid}
            classFilter={range.classId ?? null}
            classes={classes}
            chart
          />
        </Section>
        <Section title={t.patterns} description={t.patternsHint}>
          {patterns && (
            <DataTable
              label={t.patterns}
              columns={PATTERN_COLUMNS}
              rows={patterns}
              rowKey={(r) => `${r.subject}|${r.grade_level}`}
              rowTestId="pattern-row"
              empty={<EmptyState>{t.noDataAvailable}</EmptyState>}
            />
          )}
        </Section>
        <CohortsSection cohorts={cohorts} range={range} />
        <ExportPanel range={range} disabled={!valid} />
      </div>
    </>
  );
}

/** Cohort retention: the chart of the weeks' cohorts and their table. */
function CohortsSection({
  cohorts,
  range,
}: {
  cohorts: Awaited<ReturnType<typeof getCohortRetention>> | null;
  range: DateRange;
}) {
  return (
    <Section title={t.cohorts}>
      {cohorts && cohorts.length > 0 && (
        <TrendFigure
          title={t.cohortChartTitle}
          period={t.cohortChartPeriod(formatIsoDay(range.start), formatIsoDay(range.end))}
          points={cohortPoints(cohorts)}
          series={COHORT_SERIES}
          format={formatPercent}
          percent
          testId="cohort-chart"
        />
      )}
      {cohorts && (
        <DataTable
          label={t.cohorts}
          columns={COHORT_COLUMNS}
          rows={cohorts}
          rowKey={(r) => r.cohort_week}
          rowTestId="cohort-row"
          empty={<EmptyState>{t.noDataAvailable}</EmptyState>}
        />
      )}
    </Section>
  );
}
