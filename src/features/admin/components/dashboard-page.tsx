import {
  BookOpen,
  GraduationCap,
  MessageSquare,
  MessagesSquare,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import { lazy, Suspense } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { useLoad } from '@/lib/use-load';

import { getAdminStats } from '../api/get-admin-stats';
import { getUsageOverview } from '../api/get-usage-overview';
import { formatCount, formatDecimal } from '../lib/format';
import { adminTexts } from '../texts';
import type { AdminStats } from '../types';

import { PageHeader } from './admin-shell';
import { EmptyState, Section, StatGrid, type StatDefinition } from './bits';
import { ClassesSection } from './classes-section';
import { DirectModeNotice } from './direct-mode-notice';

const UsageChart = lazy(() => import('./usage-chart'));
const t = adminTexts.dashboard;

function BarList({ rows, testId }: { rows: { label: string; count: number }[]; testId: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="space-y-3 p-4 sm:p-5" data-testid={testId}>
      {rows.map((row) => (
        <li key={row.label}>
          <div className="mb-1 flex items-center justify-between gap-3 text-sm">
            <span className="truncate font-medium text-slate-700 dark:text-slate-200">
              {row.label}
            </span>
            <span className="tabular-nums text-slate-500 dark:text-slate-400">
              {formatCount(row.count)}
            </span>
          </div>
          <div className="h-2 rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden="true">
            <div
              className="h-2 rounded-full bg-gradient-to-r from-indigo-500 to-violet-500"
              style={{ width: `${(row.count / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

const loadWeek = () => getUsageOverview(7);
const today = (n: unknown) => `+${formatCount(n)} ${t.today}`;

const STAT_CARDS: StatDefinition<AdminStats>[] = [
  {
    field: 'total_users',
    label: t.totalUsers,
    format: formatCount,
    detail: (s) => today(s.users_today),
    Icon: Users,
  },
  {
    field: 'total_conversations',
    label: t.totalConversations,
    format: formatCount,
    detail: (s) => today(s.conversations_today),
    Icon: MessagesSquare,
    accent: 'violet',
  },
  {
    field: 'total_messages',
    label: t.totalMessages,
    format: formatCount,
    detail: (s) => today(s.messages_today),
    Icon: MessageSquare,
    accent: 'sky',
  },
  {
    field: 'active_users_7days',
    label: t.activeUsers7,
    format: formatCount,
    Icon: UserCheck,
    accent: 'emerald',
  },
  {
    field: 'avg_messages_per_conversation',
    label: t.avgMessages,
    format: formatDecimal,
    Icon: TrendingUp,
    accent: 'amber',
  },
];

/** Dashboard: admin stats, 7-day usage, top 5 subjects and level counts, all server aggregates. */
export function DashboardPage() {
  const { data: stats } = useLoad(getAdminStats, 'Error cargando estadísticas:');
  const { data: overview } = useLoad(loadWeek, 'Error cargando uso:');

  const topSubjects = (overview?.subjects ?? []).slice(0, 5);
  const hasUsage = (overview?.usage ?? []).some((d) => d.conversations > 0 || d.messages > 0);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <DirectModeNotice />
      {stats && <StatGrid cards={STAT_CARDS} data={stats} testId="admin-stats" wide={5} />}

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-3">
        <Section title={t.usageTitle} className="xl:col-span-3">
          <div className="p-4 text-slate-500 sm:p-5 dark:text-slate-400">
            {overview && hasUsage && (
              <Suspense
                fallback={
                  <div className="flex h-72 items-center justify-center">
                    <Spinner />
                  </div>
                }
              >
                <UsageChart data={overview.usage} />
              </Suspense>
            )}
            {overview && !hasUsage && <EmptyState>{t.noData}</EmptyState>}
            {overview && (
              // The chart's figures as a table for screen readers (and for the e2e check).
              <table className="sr-only" data-testid="usage-table">
                <caption>{t.usageTitle}</caption>
                <thead>
                  <tr>
                    <th scope="col">Día</th>
                    <th scope="col">{t.conversations}</th>
                    <th scope="col">{t.messages}</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.usage.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{d.day}</th>
                      <td>{d.conversations}</td>
                      <td>{d.messages}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </Section>
        <Section title={t.topSubjects} description={t.lastWeekPeriod} className="xl:col-span-2">
          {overview &&
            (topSubjects.length > 0 ? (
              <BarList
                testId="top-subjects"
                rows={topSubjects.map((s) => ({ label: s.subject, count: s.count }))}
              />
            ) : (
              <EmptyState Icon={BookOpen}>{t.noData}</EmptyState>
            ))}
        </Section>
        <Section title={t.levels} description={t.lastWeekPeriod}>
          {overview &&
            (overview.levels.length > 0 ? (
              <BarList
                testId="levels"
                rows={overview.levels.map((l) => ({ label: l.grade_level, count: l.count }))}
              />
            ) : (
              <EmptyState Icon={GraduationCap}>{t.noData}</EmptyState>
            ))}
        </Section>
      </div>
      <div className="mt-6">
        <ClassesSection />
      </div>
    </>
  );
}
