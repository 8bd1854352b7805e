/**
 * The deployment's one clock: every "today", daily limit, chart day, e-mail time and the seed use
 * this time zone (the database's `public.app_timezone()` returns the same name, and a test keeps the
 * two equal). One deployment serves one school system, so one zone; changing it is one edit here and
 * one in that SQL function.
 */
export const APP_TIME_ZONE = 'Europe/Madrid';

const dayParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of an instant in the deployment's calendar (never the host's, never UTC's). */
export function localDay(instant: Date, timeZone: string = APP_TIME_ZONE): string {
  return dayParts(timeZone).format(instant);
}

/** A calendar day 'YYYY-MM-DD' moved by n days (calendar arithmetic: no zone, no DST). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday, as the database's weeks) a calendar day falls in. */
export function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** 'HH:MM' of an instant on the deployment's clock, as e-mails and screens show it. */
export function localTime(instant: Date, timeZone: string = APP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(instant);
}

const wallParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = Object.fromEntries(
    wallParts(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time ('YYYY-MM-DD HH:MM[:SS]') names on the deployment's clock: what a
 * test fixture or the seed means by "10:00 on 2 March" wherever the host runs.
 */
export function instantAt(wall: string, timeZone: string = APP_TIME_ZONE): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall);
  if (!m) throw new RangeError(`instantAt: not a wall-clock time: ${wall}`);
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  let at = asUtc - offsetMs(new Date(asUtc), timeZone);
  at = asUtc - offsetMs(new Date(at), timeZone);
  return new Date(at);
}
