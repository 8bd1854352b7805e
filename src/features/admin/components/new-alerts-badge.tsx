import { useNewAlertsStore } from '../stores/new-alerts-store';
import { adminTexts } from '../texts';

const f = adminTexts.activity.followUp;

/** The number of new safety alerts beside Actividad; nothing when there are none. */
export function NewAlertsBadge() {
  const count = useNewAlertsStore((s) => s.count);
  if (!count) return null;
  return (
    <span
      className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white tabular-nums dark:bg-rose-500"
      data-testid="new-alerts-badge"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{` (${f.newBadge(count)})`}</span>
    </span>
  );
}
