import { ShieldCheck } from 'lucide-react';
import { useCallback, useState } from 'react';

import { cn } from '@/components/ui/cn';
import { useLoad } from '@/lib/use-load';
import { ALERT_STATES, type AlertState } from '@shared/safety/alert-follow-up';

import { getSafetyAlerts } from '../api/safety-alerts';
import { useNewAlertsStore } from '../stores/new-alerts-store';
import { adminTexts } from '../texts';
import type { SafetyAlertRow } from '../types';

import { EmptyState, Section } from './bits';
import { SafetyAlertItem } from './safety-alert-item';

const t = adminTexts.activity;
const f = t.followUp;

/** Safety alerts shown above the activity (the RPC's default page). */
export const SAFETY_ALERTS_LIMIT = 50;

type Filter = AlertState | 'all';
const FILTERS: Filter[] = ['all', ...ALERT_STATES];

/** Reads up to `limit` alerts, all or those in one state. */
export type AlertsLoader = (limit: number, status: AlertState | null) => Promise<SafetyAlertRow[]>;

/**
 * The safety alerts with their follow-up: filter by state, move each on, read its context. The
 * admin's activity page reads every alert; a class page passes `loadAlerts` for that class's and
 * its own hint (the follow-up RPCs are the same, and refuse what the caller may not see).
 */
export function SafetyAlertsSection({
  loadAlerts = getSafetyAlerts,
  hint = t.alertsHint,
}: {
  loadAlerts?: AlertsLoader;
  hint?: string;
} = {}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [saved, setSaved] = useState('');
  const refreshCount = useNewAlertsStore((s) => s.refresh);
  const load = useCallback(
    () => loadAlerts(SAFETY_ALERTS_LIMIT, filter === 'all' ? null : filter),
    [filter, loadAlerts],
  );
  const { data: alerts, reload } = useLoad(load, 'Error cargando alertas de seguridad:');

  const changed = (wasSaved: boolean) => {
    setSaved(wasSaved ? f.saved : '');
    void reload();
    void refreshCount();
  };

  return (
    <Section title={t.alertsTitle}>
      <p className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500 sm:px-5 dark:border-slate-800 dark:text-slate-400">
        {hint}
      </p>
      <div
        role="group"
        aria-label={f.filterLabel}
        className="flex flex-wrap gap-2 border-b border-slate-100 px-4 py-2 sm:px-5 dark:border-slate-800"
      >
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setSaved('');
              setFilter(value);
            }}
            className={cn(
              'rounded-full px-3 py-1 text-xs font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
              filter === value
                ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
            )}
          >
            {f.filters[value]}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {saved}
      </p>
      {alerts !== null && alerts.length === 0 && (
        <EmptyState Icon={ShieldCheck}>
          {filter === 'all' ? t.alertsEmpty : f.filteredEmpty}
        </EmptyState>
      )}
      {alerts !== null && alerts.length > 0 && (
        <ul aria-label={t.alertsTitle} className="divide-y divide-slate-100 dark:divide-slate-800">
          {alerts.map((alert) => (
            <SafetyAlertItem key={alert.id} alert={alert} onChanged={changed} />
          ))}
        </ul>
      )}
    </Section>
  );
}
