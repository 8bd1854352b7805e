import { useEffect, useState } from 'react';

import type { ClassTutorStatus } from '@shared/classes/class-schedule';

import { getClassTutorStatus } from '../api/class-tutor-status';

/** How often an open class conversation asks again whether its tutor is open (ms). */
export const CLASS_TUTOR_STATUS_POLL_MS = 60_000;

/**
 * Whether the tutor of the open class conversation's class answers now (null: not a class
 * conversation, or not known yet, or the check failed: the composer stays usable and the tutor
 * function has the last word). Asked again every minute and when the tutor is due to open.
 */
export function useClassTutorStatus(classId: string | null): ClassTutorStatus | null {
  const [known, setKnown] = useState<{ classId: string; status: ClassTutorStatus } | null>(null);
  useEffect(() => {
    if (!classId) return;
    let cancelled = false;
    let timer: number | undefined;
    const check = async () => {
      let wait = CLASS_TUTOR_STATUS_POLL_MS;
      try {
        const status = await getClassTutorStatus(classId);
        if (cancelled) return;
        setKnown({ classId, status });
        if (status.nextOpenAt) {
          const untilOpen = new Date(status.nextOpenAt).getTime() - Date.now() + 1000;
          wait = Math.max(1000, Math.min(wait, untilOpen));
        }
      } catch (failure) {
        console.error('Error comprobando el horario del tutor:', failure);
      }
      if (!cancelled) timer = window.setTimeout(() => void check(), wait);
    };
    void check();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [classId]);
  return known && known.classId === classId ? known.status : null;
}
