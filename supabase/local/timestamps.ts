/**
 * Workaround "timestamps-iso": @supabase/lite returns timestamptz values as Postgres text
 * (`2026-11-21 23:10:47.392+00`); PostgREST returns ISO 8601 (`2026-11-21T23:10:47.392+00:00`).
 * PGlite's type parsers are the one place every row value passes through, so we reformat there.
 */
export function isoTimestamptz(text: string): string {
  const m =
    /^(\d{4,}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::?(\d\d))?(?::?(\d\d))?$/.exec(
      text,
    );
  if (!m) return text; // infinity, BC dates ... left as Postgres prints them
  return `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}${m[5] ? `:${m[5]}` : ''}`;
}
export function isoTimestamp(text: string): string {
  return /^\d{4,}-\d\d-\d\d \d/.test(text) ? text.replace(' ', 'T') : text;
}
