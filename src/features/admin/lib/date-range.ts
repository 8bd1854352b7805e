import { addDays, localDay } from '@shared/time/time-zone';

export interface DateRange {
  /** 'YYYY-MM-DD', inclusive (docs/admin.md conventions). */
  start: string;
  end: string;
  /** Only the conversations of this class (the dashboard's class filter); absent or null: all. */
  classId?: string | null;
}

/**
 * The last `days` calendar days, today included: last 30 days = today - 29 ... today, where today
 * is the deployment's (APP_TIME_ZONE, the database's days), not the browser's.
 */
export function lastDaysRange(days: number, now: Date = new Date()): DateRange {
  const end = localDay(now);
  return { start: addDays(end, -(days - 1)), end };
}

export const DEFAULT_RANGE_DAYS = 30;

/** A range is usable when both ends are valid days and start <= end. */
export function isValidRange(range: DateRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(range.start) && day.test(range.end) && range.start <= range.end;
}

/**
 * The arguments every range RPC of the dashboard takes (start_date, end_date, class_filter): the
 * class filter is left out when there is none, so the function's own default (every class) applies.
 */
export function rangeArgs(range: DateRange): {
  start_date: string;
  end_date: string;
  class_filter?: string;
} {
  return {
    start_date: range.start,
    end_date: range.end,
    class_filter: range.classId ?? undefined,
  };
}
