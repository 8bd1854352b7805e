/**
 * When the tutor is open in a class (docs/classes.md, "When the tutor is open"): the days of the
 * week a teacher picks, the Spanish refusal the tutor function sends while the class's tutor is
 * closed or paused, and the notice the student's class conversation shows. The database holds the
 * schedule and decides open or closed (private.class_tutor_state); this module only words it, on
 * the deployment's clock. Pure.
 */
import { APP_TIME_ZONE, localTime } from '../time/time-zone.ts';

/** ISO days of the week (1 = lunes … 7 = domingo), as public.class_tutor_schedules.days holds them. */
export const SCHEDULE_DAYS = [
  { iso: 1, label: 'Lunes', short: 'L' },
  { iso: 2, label: 'Martes', short: 'M' },
  { iso: 3, label: 'Miércoles', short: 'X' },
  { iso: 4, label: 'Jueves', short: 'J' },
  { iso: 5, label: 'Viernes', short: 'V' },
  { iso: 6, label: 'Sábado', short: 'S' },
  { iso: 7, label: 'Domingo', short: 'D' },
] as const;

/** The tutor function's error code while a class's tutor is closed or paused (HTTP 423). */
export const CLASS_TUTOR_CLOSED_CODE = 'class_tutor_closed';

export const CLASS_TUTOR_PAUSED_MESSAGE =
  'Tu profesor ha pausado el tutor en esta clase. Tu mensaje está guardado: podrás seguir cuando lo reanude.';

/** The public part of a class's schedule (get_class_tutor_status, tutor_class_schedule_status). */
export interface ClassTutorStatus {
  isOpen: boolean;
  paused: boolean;
  /** ISO instant of the next opening; null while paused, open, or without a schedule. */
  nextOpenAt: string | null;
  /** The caller teaches the class: their conversation in it is a trial of the class's tutor. */
  viewerTeaches: boolean;
}

/**
 * The database's row or jsonb ({is_open, paused, next_open_at, viewer_teaches}); anything else
 * reads as open, and as a student's.
 */
export function parseTutorStatus(data: unknown): ClassTutorStatus {
  const row = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | null | undefined;
  return {
    isOpen: row?.is_open !== false,
    paused: row?.paused === true,
    nextOpenAt: typeof row?.next_open_at === 'string' ? row.next_open_at : null,
    viewerTeaches: row?.viewer_teaches === true,
  };
}

/** "el lunes 30 de noviembre a las 08:00", on the deployment's clock. */
export function openingText(instant: string, timeZone: string = APP_TIME_ZONE): string {
  const when = new Date(instant);
  const day = new Intl.DateTimeFormat('es-ES', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
    .format(when)
    .replace(',', '');
  return `el ${day} a las ${localTime(when, timeZone)}`;
}

/** The student's notice while the class's tutor is closed or paused (nothing sent yet). */
export function classTutorClosedNotice(
  status: Omit<ClassTutorStatus, 'viewerTeaches'>,
  timeZone: string = APP_TIME_ZONE,
): string {
  if (status.paused) return 'Tu profesor ha pausado el tutor en esta clase.';
  const next = status.nextOpenAt ? ` Abre ${openingText(status.nextOpenAt, timeZone)}.` : '';
  return `El tutor de esta clase está cerrado a esta hora.${next}`;
}

/** The tutor function's Spanish refusal of a turn: the notice, and that the message is kept. */
export function classTutorClosedMessage(
  status: ClassTutorStatus,
  timeZone: string = APP_TIME_ZONE,
): string {
  if (status.paused) return CLASS_TUTOR_PAUSED_MESSAGE;
  return `${classTutorClosedNotice(status, timeZone)} Tu mensaje está guardado.`;
}
