import type { ClassSchedule } from '../api/schedule';
import { classTexts } from '../texts';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The hours' error in Spanish, or null: with days picked, both hours are needed and the tutor must
 * open before it closes (the database's check says the same). No days: no hours needed.
 */
export function scheduleError(schedule: ClassSchedule): string | null {
  if (schedule.days.length === 0) return null;
  if (!HHMM.test(schedule.opensAt) || !HHMM.test(schedule.closesAt))
    return classTexts.schedule.hoursRequired;
  if (schedule.opensAt >= schedule.closesAt) return classTexts.schedule.hoursOrder;
  return null;
}
