import { toIsoDay } from '@/lib/dates';

export interface DateRange {
  /** 'YYYY-MM-DD', inclusive (docs/admin.md conventions). */
  start: string;
  end: string;
  /** Only the conversations of this class (issue 22's class filter); absent or null: all. */
  classId?: string | null;
}

/** The last `days` calendar days, today included: last 30 days = today - 29 ... today. */
export function lastDaysRange(days: number, today: Date = new Date()): DateRange {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { start: toIsoDay(start), end: toIsoDay(today) };
}

export const DEFAULT_RANGE_DAYS = 30;

/** A range is usable when both ends are valid days and start <= end. */
export function isValidRange(range: DateRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(range.start) && day.test(range.end) && range.start <= range.end;
}
