import { Inbox, ShieldCheck } from 'lucide-react';

import { cn } from '@/components/ui/cn';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatDateTime } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getRecentActivity } from '../api/get-recent-activity';
import { getSafetyAlerts } from '../api/get-safety-alerts';
import { tableClasses as tc } from '../lib/table-classes';
import { adminTexts } from '../texts';
import type { SafetyAlertRow } from '../types';

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
          {rows !== null && rows.length === 0 && <EmptyState Icon={Inbox}>{t.empty}</EmptyState>}
          {rows !== null && rows.length > 0 && (
            <ScrollRegion label={t.title}>
              <table className={tc.table} aria-label={t.title}>
                <thead className="bg-slate-50 dark:bg-slate-900/60">
                  <tr>
                    <th scope="col" className={tc.th}>
                      {t.user}
                    </th>
                    <th scope="col" className={tc.th}>
                      {t.email}
                    </th>
                    <th scope="col" className={tc.th}>
                      {t.conversation}
                    </th>
                    <th scope="col" className={tc.th}>
                      {t.date}
                    </th>
                  </tr>
                </thead>
                <tbody className={tc.tbody}>
                  {rows.map((row) => (
                    <tr key={row.id} className={tc.row} data-testid="activity-row">
                      <td className={cn(tc.td, 'font-medium text-slate-900 dark:text-white')}>
                        {row.user_name || '—'}
                      </td>
                      <td className={tc.td}>{row.user_email}</td>
                      <td className={cn(tc.td, 'max-w-xs truncate')} title={row.conversation_title}>
                        {row.conversation_title}
                      </td>
                      <td className={tc.td}>{formatDateTime(row.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </Section>
      </div>
    </>
  );
}
