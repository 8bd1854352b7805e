import { ShieldCheck } from 'lucide-react';
import { useCallback, useId, useState } from 'react';

import { cn } from '@/components/ui/cn';
import { useLoad } from '@/lib/use-load';
import { ALERT_STATES, type AlertState } from '@shared/safety/alert-follow-up';
import type { SafetyLevel } from '@shared/safety/safety';

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
type LevelFilter = SafetyLevel | 'all';
const LEVEL_FILTERS: LevelFilter[] = ['all', 'alta', 'revisar'];

/** Reads up to `limit` alerts, all or those in one state and of one level. */
export type AlertsLoader = (
  limit: number,
  status: AlertState | null,
  level: SafetyLevel | null,
) => Promise<SafetyAlertRow[]>;

/** One row of filter buttons after its visible name `label` (the group's name), the pressed one `value`. */
function FilterButtons<T extends string>({
  label,
  values,
  names,
  value,
  onChange,
}: {
  label: string;
  values: readonly T[];
  names: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-2 sm:px-5 dark:border-slate-800"
    >
      <span id={labelId} className="text-xs font-medium text-slate-600 dark:text-slate-300">
        {label}
      </span>
      {values.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-full px-3 py-1 text-xs font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
            value === option
              ? 'bg-indigo-600 text-white dark:bg-indigo-500'
              : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
          )}
        >
          {names[option]}
        </button>
      ))}
    </div>
  );
}

/**
 * The safety alerts with their follow-up: filter by state and by level (Urgente / Para revisar),
 * move each on in one click (with an optional note), read its context. The
 * admin's activity page reads every alert; a class page passes `loadAlerts` for that class's and
 * its own hint (the follow-up RPCs are the same, and refuse what the caller may not see).
 */
export function SafetyAlertsSection({
  loadAlerts = getSafetyAlerts,
  hint = t.alertsHint,
  noteHint = f.noteHint,
  onChanged,
}: {
  loadAlerts?: AlertsLoader;
  hint?: string;
  /** Who reads a follow-up note in this list. */
  noteHint?: string;
  /** After an alert's state changed (e.g. a class's badges count again). */
  onChanged?: () => void;
} = {}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [level, setLevel] = useState<LevelFilter>('all');
  const [saved, setSaved] = useState('');
  const refreshCount = useNewAlertsStore((s) => s.refresh);
  const load = useCallback(
    () =>
      loadAlerts(
        SAFETY_ALERTS_LIMIT,
        filter === 'all' ? null : filter,
        level === 'all' ? null : level,
      ),
    [filter, level, loadAlerts],
  );
  const { data: alerts, reload } = useLoad(load, 'Error cargando alertas de seguridad:');

  const changed = (wasSaved: boolean) => {
    setSaved(wasSaved ? f.saved : '');
    void reload();
    void refreshCount();
    onChanged?.();
  };

  return (
    <Section title={t.alertsTitle}>
      <p className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500 sm:px-5 dark:border-slate-800 dark:text-slate-400">
        {hint}
      </p>
      <FilterButtons
        label={f.filterLabel}
        values={FILTERS}
        names={f.filters}
        value={filter}
        onChange={(value) => {
          setSaved('');
          setFilter(value);
        }}
      />
      <FilterButtons
        label={f.levelFilterLabel}
        values={LEVEL_FILTERS}
        names={f.levelFilters}
        value={level}
        onChange={(value) => {
          setSaved('');
          setLevel(value);
        }}
      />
      <p role="status" className="sr-only">
        {saved}
      </p>
      {alerts !== null && alerts.length === 0 && (
        <EmptyState Icon={ShieldCheck}>
          {filter !== 'all'
            ? f.filteredEmpty
            : level !== 'all'
              ? f.levelFilteredEmpty
              : t.alertsEmpty}
        </EmptyState>
      )}
      {alerts !== null && alerts.length > 0 && (
        <ul aria-label={t.alertsTitle} className="divide-y divide-slate-100 dark:divide-slate-800">
          {alerts.map((alert) => (
            <SafetyAlertItem key={alert.id} alert={alert} onChanged={changed} noteHint={noteHint} />
          ))}
        </ul>
      )}
    </Section>
  );
}
