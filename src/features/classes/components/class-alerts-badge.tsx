import { CountBadge } from '@/components/ui/count-badge';

import { useClassAlertsPolling } from '../lib/use-class-alerts-polling';
import { newAlertsOf, useClassAlertsStore } from '../stores/class-alerts-store';
import { classTexts } from '../texts';

/**
 * The new safety alerts of one class (`classId`: its card, its "Alertas" tab) or of all the
 * caller's classes (no `classId`); nothing when there are none. The teacher's pages keep the counts
 * current through TeacherShell.
 */
export function ClassAlertsBadge({ classId, className }: { classId?: string; className?: string }) {
  const count = useClassAlertsStore((s) => newAlertsOf(s.value, classId));
  return (
    <CountBadge
      count={count}
      label={classTexts.newAlerts(count)}
      testId={classId ? 'class-new-alerts' : 'teacher-new-alerts'}
      className={className}
    />
  );
}

/** "Área de profesor"'s badge in the chat's and the admin's navigation: all the caller's classes. */
export function TeacherAreaAlertsBadge({ className }: { className?: string }) {
  useClassAlertsPolling();
  return <ClassAlertsBadge className={className} />;
}
