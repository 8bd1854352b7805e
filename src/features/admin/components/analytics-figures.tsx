import {
  CheckCircle2,
  Clock,
  Lightbulb,
  MessageSquare,
  MessagesSquare,
  PenLine,
  ShieldAlert,
  ShieldCheck,
  Timer,
  TrendingUp,
  TriangleAlert,
} from 'lucide-react';

import {
  numberColumn,
  rowHeaderColumn,
  tableClasses,
  type Column,
} from '@/components/ui/data-table-columns';

import { RETENTION_DAYS } from '../lib/export-columns';
import {
  formatCount,
  formatDecimal,
  formatDuration,
  formatMilliseconds,
  formatPercent,
  toNumber,
} from '../lib/format';
import { formatIsoDay } from '../lib/usage';
import { adminTexts } from '../texts';
import type { CohortRow, EngagementStats, LearningPatternRow, TutorQuality } from '../types';

import type { StatDefinition } from './bits';
import { RetentionCell } from './retention-cell';

/** What the analytics screen shows: its stat cards and the columns of its two tables. */
const t = adminTexts.analytics;

export const ENGAGEMENT_CARDS: StatDefinition<EngagementStats>[] = [
  {
    field: 'total_conversations',
    label: t.totalConversations,
    format: formatCount,
    Icon: MessagesSquare,
  },
  {
    field: 'total_messages',
    label: t.totalMessages,
    format: formatCount,
    Icon: MessageSquare,
    accent: 'sky',
  },
  {
    field: 'avg_messages_per_conversation',
    label: t.avgMessages,
    format: formatDecimal,
    Icon: TrendingUp,
    accent: 'violet',
  },
  {
    field: 'avg_session_duration_seconds',
    label: t.avgDuration,
    format: formatDuration,
    Icon: Clock,
    accent: 'slate',
  },
  {
    field: 'avg_response_time_ms',
    label: t.avgResponse,
    format: formatMilliseconds,
    Icon: Timer,
    accent: 'amber',
  },
  {
    field: 'completion_rate',
    label: t.completionRate,
    format: formatPercent,
    detail: t.completionRateDetail,
    Icon: CheckCircle2,
    accent: 'emerald',
  },
  {
    field: 'breakthrough_rate',
    label: t.breakthroughRate,
    format: formatPercent,
    detail: t.breakthroughRateDetail,
    Icon: Lightbulb,
    accent: 'rose',
  },
];

/** The answer-leak gate and safety figures of the range. */
export const QUALITY_CARDS: StatDefinition<TutorQuality>[] = [
  {
    field: 'replies_checked',
    label: t.qualityChecked,
    format: formatCount,
    detail: (q) =>
      t.qualityCheckedDetail(formatCount(q.replies_checked), formatCount(q.replies_total)),
    Icon: ShieldCheck,
    accent: 'emerald',
  },
  {
    field: 'replies_rewritten',
    label: t.qualityRewritten,
    format: formatCount,
    Icon: PenLine,
    accent: 'violet',
  },
  {
    field: 'judge_errors',
    label: t.qualityJudgeErrors,
    format: formatCount,
    detail: t.qualityJudgeErrorsDetail,
    Icon: TriangleAlert,
    accent: 'amber',
  },
  {
    field: 'safety_alerts',
    label: t.qualitySafety,
    format: formatCount,
    detail: t.qualitySafetyDetail,
    Icon: ShieldAlert,
    accent: 'rose',
  },
];

export const PATTERN_COLUMNS: Column<LearningPatternRow>[] = [
  {
    id: 'subject',
    header: t.subject,
    wrap: true,
    className: tableClasses.strong,
    cell: (r) => r.subject,
  },
  { id: 'grade', header: t.grade, wrap: true, cell: (r) => r.grade_level },
  numberColumn('total_conversations', t.conversations, formatCount),
  numberColumn('avg_scaffolding_depth', t.scaffolding, formatDecimal),
  numberColumn('avg_session_duration', t.duration, formatDuration),
  numberColumn('completion_rate', t.completion, formatPercent),
  numberColumn('breakthrough_rate', t.breakthrough, formatPercent),
];

export const COHORT_COLUMNS: Column<CohortRow>[] = [
  rowHeaderColumn('week', t.cohortWeek, (r) => formatIsoDay(r.cohort_week)),
  numberColumn('total_users', t.cohortUsers, formatCount),
  ...RETENTION_DAYS.map((d): Column<CohortRow> => ({
    id: `day-${d}`,
    header: t.day(d),
    align: 'center',
    cell: (r) => <RetentionCell value={toNumber(r[`day_${d}_retention`])} />,
  })),
];
