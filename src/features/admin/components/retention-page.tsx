import { BellOff, MessagesSquare, UserX, type LucideIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { useLoad } from '@/lib/use-load';
import { periodText, RETENTION } from '@shared/retention/periods';
import { APP_TIME_ZONE } from '@shared/time/time-zone';

import { getRetentionOverview, type RetentionDue } from '../api/get-retention-overview';
import { formatCount } from '../lib/format';
import { adminTexts } from '../texts';

import { PageHeader } from './admin-shell';
import { Section } from './bits';

const t = adminTexts.retention;

/** A date on the deployment's clock, as «3 de marzo de 2027». */
const dateFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: APP_TIME_ZONE,
});

const KINDS = [
  {
    key: 'conversations',
    label: t.conversations,
    rule: t.conversationsRule(periodText(RETENTION.conversations)),
    Icon: MessagesSquare,
  },
  {
    key: 'accounts',
    label: t.accounts,
    rule: t.accountsRule(periodText(RETENTION.accounts)),
    Icon: UserX,
  },
  {
    key: 'alerts',
    label: t.alerts,
    rule: t.alertsRule(periodText(RETENTION.resolvedAlerts)),
    Icon: BellOff,
  },
] as const satisfies ReadonlyArray<{ key: string; label: string; rule: string; Icon: LucideIcon }>;

/** One term and its figure of a DueCard. */
function Figure({ term, value, className }: { term: string; value: string; className: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="shrink-0 text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className={cn('text-right text-slate-900 dark:text-white', className)}>{value}</dd>
    </div>
  );
}

function DueCard({ label, Icon, due }: { label: string; Icon: LucideIcon; due: RetentionDue }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="retention-due">
      <h3 className="flex items-center gap-2.5 text-sm font-semibold text-slate-900 dark:text-white">
        <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
        {label}
      </h3>
      <dl className="mt-4 space-y-2 text-sm">
        <Figure
          term={t.dueNow}
          value={formatCount(due.due_now)}
          className="text-xl font-bold tabular-nums"
        />
        <Figure
          term={t.dueSoon}
          value={formatCount(due.due_soon)}
          className="font-semibold tabular-nums"
        />
        <Figure
          term={t.nextAt}
          value={due.next_at ? dateFormat.format(new Date(due.next_at)) : t.none}
          className="font-medium"
        />
      </dl>
    </Card>
  );
}

/**
 * "Conservación de datos": the retention periods (the deployment's settings, as /privacidad states
 * them), what the next runs delete (get_retention_overview, admins only) and the last run.
 */
export function RetentionPage() {
  const { data, error } = useLoad(getRetentionOverview, 'Error cargando conservación:');
  const waiting = data ? data.conversations.waiting + data.accounts.waiting : 0;

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="space-y-6">
        <Section title={t.periodsTitle}>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="periods">
            {KINDS.map(({ key, label, rule }) => (
              <li key={key} className="px-4 py-3 sm:px-5">
                <p className="text-sm font-semibold text-slate-900 dark:text-white">{label}</p>
                <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{rule}</p>
              </li>
            ))}
          </ul>
          <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-500 sm:px-5 dark:border-slate-800 dark:text-slate-400">
            {t.schedule}
          </p>
        </Section>

        <section aria-labelledby="retention-next">
          <h2
            id="retention-next"
            className="mb-3 text-base font-semibold text-slate-900 dark:text-white"
          >
            {t.nextTitle}
          </h2>
          {error !== null && !data && (
            <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
              {t.loadError}
            </p>
          )}
          {data && (
            <>
              <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
                {KINDS.map(({ key, label, Icon }) => (
                  <DueCard key={key} label={label} Icon={Icon} due={data[key]} />
                ))}
              </div>
              {waiting > 0 && (
                <p className="mt-3 text-sm text-amber-800 dark:text-amber-200">
                  {t.waiting(waiting)}
                </p>
              )}
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" data-testid="last-run">
                <span className="font-semibold text-slate-900 dark:text-white">
                  {t.lastRunTitle}:{' '}
                </span>
                {data.last_run
                  ? t.lastRun(
                      dateTimeFormat.format(new Date(data.last_run.ran_at)),
                      data.last_run.counts,
                    )
                  : t.neverRun}
              </p>
            </>
          )}
        </section>
      </div>
    </>
  );
}
