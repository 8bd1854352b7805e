import {
  CalendarRange,
  CheckCircle2,
  PenLine,
  ShieldAlert,
  ShieldCheck,
  TriangleAlert,
  Clock,
  Lightbulb,
  MessageSquare,
  MessagesSquare,
  Timer,
  TrendingUp,
} from 'lucide-react';
import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useLoad } from '@/lib/use-load';

import { getCohortRetention } from '../api/get-cohort-retention';
import { getEngagementStats } from '../api/get-engagement-stats';
import { getLearningPatterns } from '../api/get-learning-patterns';
import { getTutorQuality } from '../api/get-tutor-quality';
import { DEFAULT_RANGE_DAYS, isValidRange, lastDaysRange, type DateRange } from '../lib/date-range';
import {
  formatCount,
  formatDecimal,
  formatDuration,
  formatMilliseconds,
  formatPercent,
  toNumber,
} from '../lib/format';
import { retentionHeat } from '../lib/heatmap';
import { tableClasses as tc } from '../lib/table-classes';
import { formatIsoDay } from '../lib/usage';
import { adminTexts } from '../texts';
import type { CohortRow, EngagementStats, LearningPatternRow, TutorQuality } from '../types';

import { PageHeader } from './admin-shell';
import { EmptyState, Section, StatCard } from './bits';
import { ExportPanel } from './export-panel';

const t = adminTexts.analytics;
const RETENTION_DAYS = [1, 3, 7, 14, 30] as const;

function RangePicker({ range, onChange }: { range: DateRange; onChange: (r: DateRange) => void }) {
  const last7 = lastDaysRange(7);
  const last30 = lastDaysRange(30);
  const same = (r: DateRange) => r.start === range.start && r.end === range.end;
  const input =
    'rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]';
  return (
    <Card className="mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:self-center dark:text-slate-200">
        <CalendarRange className="h-5 w-5 text-indigo-500" aria-hidden="true" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <div className="space-y-1">
          <label
            htmlFor="range-start"
            className="block text-xs font-medium text-slate-500 dark:text-slate-400"
          >
            {t.from}
          </label>
          <input
            id="range-start"
            type="date"
            value={range.start}
            max={range.end}
            onChange={(e) => onChange({ ...range, start: e.target.value })}
            className={cn(input, 'w-full')}
          />
        </div>
        <div className="space-y-1">
          <label
            htmlFor="range-end"
            className="block text-xs font-medium text-slate-500 dark:text-slate-400"
          >
            {t.to}
          </label>
          <input
            id="range-end"
            type="date"
            value={range.end}
            min={range.start}
            onChange={(e) => onChange({ ...range, end: e.target.value })}
            className={cn(input, 'w-full')}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant={same(last7) ? 'primary' : 'secondary'}
          aria-pressed={same(last7)}
          onClick={() => onChange(last7)}
        >
          {t.last7}
        </Button>
        <Button
          size="sm"
          variant={same(last30) ? 'primary' : 'secondary'}
          aria-pressed={same(last30)}
          onClick={() => onChange(last30)}
        >
          {t.last30}
        </Button>
      </div>
    </Card>
  );
}

function EngagementCards({ stats }: { stats: EngagementStats }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="engagement">
      <StatCard
        label={t.totalConversations}
        value={formatCount(stats.total_conversations)}
        Icon={MessagesSquare}
      />
      <StatCard
        label={t.totalMessages}
        value={formatCount(stats.total_messages)}
        Icon={MessageSquare}
        accent="sky"
      />
      <StatCard
        label={t.avgMessages}
        value={formatDecimal(stats.avg_messages_per_conversation)}
        Icon={TrendingUp}
        accent="violet"
      />
      <StatCard
        label={t.avgDuration}
        value={formatDuration(stats.avg_session_duration_seconds)}
        Icon={Clock}
        accent="slate"
      />
      <StatCard
        label={t.avgResponse}
        value={formatMilliseconds(stats.avg_response_time_ms)}
        Icon={Timer}
        accent="amber"
      />
      <StatCard
        label={t.completionRate}
        value={formatPercent(stats.completion_rate)}
        Icon={CheckCircle2}
        accent="emerald"
      />
      <StatCard
        label={t.breakthroughRate}
        value={formatPercent(stats.breakthrough_rate)}
        Icon={Lightbulb}
        accent="rose"
      />
    </div>
  );
}

/** The answer-leak gate and safety figures of the range (issue 9). */
function QualityCards({ quality }: { quality: TutorQuality }) {
  return (
    <div
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      data-testid="tutor-quality"
    >
      <StatCard
        label={t.qualityChecked}
        value={formatCount(quality.replies_checked)}
        detail={t.qualityCheckedDetail(
          formatCount(quality.replies_checked),
          formatCount(quality.replies_total),
        )}
        Icon={ShieldCheck}
        accent="emerald"
      />
      <StatCard
        label={t.qualityRewritten}
        value={formatCount(quality.replies_rewritten)}
        Icon={PenLine}
        accent="violet"
      />
      <StatCard
        label={t.qualityJudgeErrors}
        value={formatCount(quality.judge_errors)}
        detail={t.qualityJudgeErrorsDetail}
        Icon={TriangleAlert}
        accent="amber"
      />
      <StatCard
        label={t.qualitySafety}
        value={formatCount(quality.safety_alerts)}
        detail={t.qualitySafetyDetail}
        Icon={ShieldAlert}
        accent="rose"
      />
    </div>
  );
}

function PatternsTable({ rows }: { rows: LearningPatternRow[] }) {
  return (
    <ScrollRegion label={t.patterns}>
      <table className={tc.table} aria-label={t.patterns}>
        <thead className="bg-slate-50 dark:bg-slate-900/60">
          <tr>
            <th scope="col" className={tc.th}>
              {t.subject}
            </th>
            <th scope="col" className={tc.th}>
              {t.grade}
            </th>
            <th scope="col" className={tc.thNum}>
              {t.conversations}
            </th>
            <th scope="col" className={tc.thNum}>
              {t.scaffolding}
            </th>
            <th scope="col" className={tc.thNum}>
              {t.duration}
            </th>
            <th scope="col" className={tc.thNum}>
              {t.completion}
            </th>
            <th scope="col" className={tc.thNum}>
              {t.breakthrough}
            </th>
          </tr>
        </thead>
        <tbody className={tc.tbody}>
          {rows.map((row) => (
            <tr
              key={`${row.subject}|${row.grade_level}`}
              className={tc.row}
              data-testid="pattern-row"
            >
              <td className={cn(tc.tdWrap, 'font-medium text-slate-900 dark:text-white')}>
                {row.subject}
              </td>
              <td className={tc.tdWrap}>{row.grade_level}</td>
              <td className={tc.tdNum}>{formatCount(row.total_conversations)}</td>
              <td className={tc.tdNum}>{formatDecimal(row.avg_scaffolding_depth)}</td>
              <td className={tc.tdNum}>{formatDuration(row.avg_session_duration)}</td>
              <td className={tc.tdNum}>{formatPercent(row.completion_rate)}</td>
              <td className={tc.tdNum}>{formatPercent(row.breakthrough_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function CohortTable({ rows }: { rows: CohortRow[] }) {
  return (
    <ScrollRegion label={t.cohorts}>
      <table className={tc.table} aria-label={t.cohorts}>
        <thead className="bg-slate-50 dark:bg-slate-900/60">
          <tr>
            <th scope="col" className={tc.th}>
              {t.cohortWeek}
            </th>
            <th scope="col" className={tc.thNum}>
              {t.cohortUsers}
            </th>
            {RETENTION_DAYS.map((d) => (
              <th key={d} scope="col" className={cn(tc.th, 'text-center')}>
                {t.day(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={tc.tbody}>
          {rows.map((row) => (
            <tr key={row.cohort_week} data-testid="cohort-row">
              <th
                scope="row"
                className={cn(tc.td, 'text-left font-medium text-slate-900 dark:text-white')}
              >
                {formatIsoDay(row.cohort_week)}
              </th>
              <td className={tc.tdNum}>{formatCount(row.total_users)}</td>
              {RETENTION_DAYS.map((d) => {
                const value = toNumber(row[`day_${d}_retention`]);
                const heat = retentionHeat(value);
                return (
                  <td key={d} className="px-1.5 py-1.5">
                    <span
                      className={cn(
                        'block min-w-16 rounded-lg px-2 py-1.5 text-center text-xs font-semibold tabular-nums',
                        heat.className,
                      )}
                      data-heat={heat.bucket}
                    >
                      {formatPercent(value)}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

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

  const noEngagement = engagement !== null && (toNumber(engagement.total_conversations) ?? 0) === 0;
  const noQuality =
    quality !== null &&
    (toNumber(quality.replies_total) ?? 0) === 0 &&
    (toNumber(quality.safety_alerts) ?? 0) === 0;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <RangePicker range={range} onChange={setRange} />
      <div className="space-y-6">
        <Section title={t.engagement}>
          <div className="p-4 sm:p-5">
            {engagement && !noEngagement && <EngagementCards stats={engagement} />}
            {noEngagement && <EmptyState>{t.noDataYet}</EmptyState>}
          </div>
        </Section>
        <Section title={t.quality}>
          <div className="p-4 sm:p-5">
            {quality && !noQuality && <QualityCards quality={quality} />}
            {noQuality && <EmptyState>{t.qualityNoReplies}</EmptyState>}
          </div>
        </Section>
        <Section title={t.patterns}>
          {patterns && patterns.length > 0 && <PatternsTable rows={patterns} />}
          {patterns && patterns.length === 0 && <EmptyState>{t.noDataAvailable}</EmptyState>}
        </Section>
        <Section title={t.cohorts}>
          {cohorts && cohorts.length > 0 && <CohortTable rows={cohorts} />}
          {cohorts && cohorts.length === 0 && <EmptyState>{t.noDataAvailable}</EmptyState>}
        </Section>
        <ExportPanel range={range} disabled={!valid} />
      </div>
    </>
  );
}
