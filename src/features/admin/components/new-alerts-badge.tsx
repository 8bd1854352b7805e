import { CountBadge } from '@/components/ui/count-badge';

import { useNewAlertsStore } from '../stores/new-alerts-store';
import { adminTexts } from '../texts';

const f = adminTexts.activity.followUp;

/** The number of new safety alerts beside Actividad; nothing when there are none. */
export function NewAlertsBadge() {
  const count = useNewAlertsStore((s) => s.value) ?? 0;
  return (
    <CountBadge
      count={count}
      label={f.newBadge(count)}
      testId="new-alerts-badge"
      className="ml-auto"
    />
  );
}
