import { useCallback } from 'react';

import { SafetyAlertsSection } from '@/features/admin/components/safety-alerts-section';

import { getClassSafetyAlerts } from '../api/teacher';
import { classTexts } from '../texts';

/** "Alertas": the class's safety alerts with their follow-up, in the admin's own alert list. */
export function ClassAlertsTab({ classId }: { classId: string }) {
  const loadAlerts = useCallback(
    (limit: number, status: string | null) => getClassSafetyAlerts(classId, limit, status),
    [classId],
  );
  return <SafetyAlertsSection loadAlerts={loadAlerts} hint={classTexts.classPage.alertsHint} />;
}
