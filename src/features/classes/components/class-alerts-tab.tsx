import { useCallback } from 'react';

import { SafetyAlertsSection } from '@/features/admin/components/safety-alerts-section';
import type { SafetyLevel } from '@shared/safety/safety';

import { getClassSafetyAlerts } from '../api/teacher';
import { useClassAlertsStore } from '../stores/class-alerts-store';
import { classTexts } from '../texts';

/**
 * "Alertas": the class's safety alerts with their follow-up, in the admin's own alert list; a
 * change counts the class's badges again.
 */
export function ClassAlertsTab({ classId }: { classId: string }) {
  const loadAlerts = useCallback(
    (limit: number, status: string | null, level: SafetyLevel | null) =>
      getClassSafetyAlerts(classId, limit, status, level),
    [classId],
  );
  const refreshBadges = useClassAlertsStore((s) => s.refresh);
  return (
    <SafetyAlertsSection
      loadAlerts={loadAlerts}
      hint={classTexts.classPage.alertsHint}
      noteHint={classTexts.classPage.alertNoteHint}
      onChanged={() => void refreshBadges()}
    />
  );
}
