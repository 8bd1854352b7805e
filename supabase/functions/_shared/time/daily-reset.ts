/**
 * What a student reads about a daily limit: when it opens again and, before the last messages, how
 * many are left. The day is the deployment's (time-zone.ts), never the host's or the browser's.
 * Pure module: no Deno- or DOM-only APIs.
 */
import { APP_TIME_ZONE, localDay, localTime } from './time-zone.ts';

/** The note about messages left shows from this many down (0 is the refusal's job). */
export const MESSAGES_LEFT_NOTE_FROM = 3;

/** When a limit that restarts in `retryAfterSeconds` opens again: 'mañana a partir de las 00:00'. */
export function resetWhen(
  now: Date,
  retryAfterSeconds: number,
  timeZone: string = APP_TIME_ZONE,
): string {
  const at = new Date(now.getTime() + Math.max(0, retryAfterSeconds) * 1000);
  const day = localDay(at, timeZone) === localDay(now, timeZone) ? 'hoy' : 'mañana';
  return `${day} a partir de las ${localTime(at, timeZone)}`;
}

/** A daily limit's refusal: its reason, then when the student can write again. */
export function dailyLimitText(
  reason: string,
  now: Date,
  retryAfterSeconds: number,
  timeZone: string = APP_TIME_ZONE,
): string {
  return `${reason} Podrás volver a escribir ${resetWhen(now, retryAfterSeconds, timeZone)}.`;
}

/**
 * Before the last messages of a daily limit: how many are left and when it restarts; null while
 * more than MESSAGES_LEFT_NOTE_FROM are left, or none (the next one is refused with its own text).
 */
export function messagesLeftNote(
  left: number,
  now: Date,
  retryAfterSeconds: number,
  timeZone: string = APP_TIME_ZONE,
): string | null {
  if (left > MESSAGES_LEFT_NOTE_FROM || left < 1) return null;
  const count = left === 1 ? 'Te queda 1 mensaje' : `Te quedan ${left} mensajes`;
  return `${count} hoy en esta clase. El límite se reinicia ${resetWhen(now, retryAfterSeconds, timeZone)}.`;
}
