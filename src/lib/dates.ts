/**
 * Timestamps arrive as ISO 8601 from hosted Supabase and in Postgres text form
 * ('2026-11-21 23:10:47.392+00') from the local stack: one robust parser for both.
 */
export function parseTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  let text = value.trim();
  // A calendar day ('YYYY-MM-DD', e.g. a cohort week) is that day in the local calendar, not UTC midnight.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  // Postgres text form: 'YYYY-MM-DD HH:MM:SS[.fff]+HH[:MM]' -> ISO 8601.
  text = text.replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/, '$1T$2');
  text = text.replace(/([+-]\d{2})$/, '$1:00').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayMonthTime = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const timeOfDay = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function format(
  formatter: Intl.DateTimeFormat,
  value: string | null | undefined,
  empty = '—',
): string {
  const date = parseTimestamp(value);
  return date ? formatter.format(date) : empty;
}

/** Conversation list: day, short month, hour and minute (es-ES). */
export const formatConversationDate = (value: string | null | undefined) =>
  format(dayMonthTime, value);
/** Message bubble: two-digit hour and minute. */
export const formatMessageTime = (value: string | null | undefined) => format(timeOfDay, value, '');
/** Admin tables: full date and time. */
export const formatDateTime = (value: string | null | undefined) => format(dateTime, value);
export const formatDate = (value: string | null | undefined) => format(dateOnly, value);

/** 'YYYY-MM-DD' of a Date in the browser's local calendar (for date inputs and RPC date args). */
export function toIsoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
