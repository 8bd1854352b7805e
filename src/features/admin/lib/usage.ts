import { addDays } from '@shared/time/time-zone';

import { toNumber } from './format';

export interface UsageDay {
  day: string;
  conversations: number;
  messages: number;
}
export interface SubjectCount {
  subject: string;
  count: number;
}
export interface LevelCount {
  grade_level: string;
  count: number;
}
export interface UsageOverview {
  usage: UsageDay[];
  subjects: SubjectCount[];
  levels: LevelCount[];
}

function asArray(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}

/**
 * Reads the jsonb of get_usage_overview. The server already zero-fills every day; the gaps between
 * the first and last day are filled again here so the chart never skips a day whatever the server.
 */
export function parseUsageOverview(json: unknown): UsageOverview {
  const root = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const byDay = new Map<string, UsageDay>();
  for (const row of asArray(root.usage)) {
    const day = String(row.day ?? '').slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    byDay.set(day, {
      day,
      conversations: toNumber(row.conversations) ?? 0,
      messages: toNumber(row.messages) ?? 0,
    });
  }
  const days = [...byDay.keys()].sort();
  const usage: UsageDay[] = [];
  if (days.length > 0) {
    const last = days[days.length - 1]!;
    for (let day = days[0]!; day <= last; day = addDays(day, 1)) {
      usage.push(byDay.get(day) ?? { day, conversations: 0, messages: 0 });
    }
  }
  const subjects = asArray(root.subjects)
    .map((row) => ({ subject: String(row.subject ?? ''), count: toNumber(row.count) ?? 0 }))
    .sort((a, b) => b.count - a.count);
  const levels = asArray(root.levels)
    .map((row) => ({ grade_level: String(row.grade_level ?? ''), count: toNumber(row.count) ?? 0 }))
    .sort((a, b) => b.count - a.count);
  return { usage, subjects, levels };
}

/** 'YYYY-MM-DD' -> '21 nov' for the chart axis (no time zone shift: the day is a calendar day). */
export function shortDayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** 'YYYY-MM-DD' (a calendar day, e.g. a cohort week) -> '21/09/2026', with no time zone shift. */
export function formatIsoDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '—';
}
