import { Inbox, ShieldCheck } from 'lucide-react';

import { DataTable } from '@/components/ui/data-table';
import { tableClasses, type Column } from '@/components/ui/data-table-columns';
import { formatDateTime } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getRecentActivity } from '../api/get-recent-activity';
import { getSafetyAlerts } from '../api/get-safety-alerts';
import { adminTexts } from '../texts';
import type { ActivityRow, SafetyAlertRow } from '../types';

import { PageHeader } from './admin-shell';
import { EmptyState, Section } from './bits';

const t = adminTexts.activity;
/** SPEC.md section 7: 100 on the activity page. */
export const ACTIVITY_PAGE_LIMIT = 100;
/** Safety alerts shown above the activity (the RPC's default page). */
export const SAFETY_ALERTS_LIMIT = 50;

/** One safety alert: who, where, what kind, when, and the flagged message itself. */
function AlertItem({ alert }: { alert: SafetyAlertRow }) {
  return (
    <li className="px-4 py-4 sm:px-5" data-testid="safety-alert">
      <article aria-label={`${t.alertsTitle}: ${alert.user_name || alert.user_email || '—'}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-slate-900 dark:text-white">
            {alert.user_name || '—'}
          </span>
          <span className="min-w-0 break-all text-slate-600 dark:text-slate-300">
            {alert.user_email}
          </span>
          <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800 dark:bg-rose-500/20 dark:text-rose-200">
            <span className="sr-only">{t.alertCategory}: </span>
            {t.alertCategories[alert.category] ?? alert.category}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t.alertSource[alert.source] ?? alert.source}
          </span>
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400">
          <div className="flex min-w-0 gap-1">
            <dt>{t.conversation}:</dt>
            <dd className="min-w-0 truncate">{alert.conversation_title ?? t.noConversation}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t.date}:</dt>
            <dd>{formatDateTime(alert.created_at)}</dd>
          </div>
        </dl>
        <blockquote
          className="mt-2 border-l-4 border-rose-300 bg-rose-50/60 px-3 py-2 text-sm whitespace-pre-wrap break-words text-slate-800 dark:border-rose-500/50 dark:bg-rose-500/10 dark:text-slate-100"
          data-testid="safety-alert-excerpt"
        >
          <span className="sr-only">{t.alertExcerpt}: </span>
          {alert.excerpt}
        </blockquote>
      </article>
    </li>
  );
}

const activityColumns: Column<ActivityRow>[] = [
  {
    id: 'user',
    header: t.user,
    className: tableClasses.strong,
    cell: (row) => row.user_name || '—',
  },
  { id: 'email', header: t.email, cell: (row) => row.user_email },
  {
    id: 'conversation',
    header: t.conversation,
    className: 'max-w-xs truncate',
    title: (row) => row.conversation_title,
    cell: (row) => row.conversation_title,
  },
  { id: 'date', header: t.date, cell: (row) => formatDateTime(row.created_at) },
];

const loadAlerts = () => getSafetyAlerts(SAFETY_ALERTS_LIMIT);
const loadActivity = () => getRecentActivity(ACTIVITY_PAGE_LIMIT);

/** Activity: safety alerts first, then the last 100 user messages with who sent them and where. */
export function ActivityPage() {
  const { data: alerts } = useLoad(loadAlerts, 'Error cargando alertas de seguridad:');
  const { data: rows } = useLoad(loadActivity, 'Error cargando actividad:');

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="space-y-6">
        <Section title={t.alertsTitle}>
          <p className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500 sm:px-5 dark:border-slate-800 dark:text-slate-400">
            {t.alertsHint}
          </p>
          {alerts !== null && alerts.length === 0 && (
            <EmptyState Icon={ShieldCheck}>{t.alertsEmpty}</EmptyState>
          )}
          {alerts !== null && alerts.length > 0 && (
            <ul
              aria-label={t.alertsTitle}
              className="divide-y divide-slate-100 dark:divide-slate-800"
            >
              {alerts.map((alert) => (
                <AlertItem key={alert.id} alert={alert} />
              ))}
            </ul>
          )}
        </Section>
        <Section title={t.recentTitle}>
          {rows !== null && (
            <DataTable
              label={t.title}
              columns={activityColumns}
              rows={rows}
              rowKey={(row) => row.id}
              rowTestId="activity-row"
              empty={<EmptyState Icon={Inbox}>{t.empty}</EmptyState>}
            />
          )}
        </Section>
      </div>
    </>
  );
}
