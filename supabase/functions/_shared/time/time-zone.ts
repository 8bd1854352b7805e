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

/** 'HH:MM' of an instant on the deployment's clock, as e-mails and screens show it. */
export function localTime(instant: Date, timeZone: string = APP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(instant);
}
