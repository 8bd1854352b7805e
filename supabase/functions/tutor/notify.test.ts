/**
 * The safety e-mails give the alert's time on the deployment's clock, with the zone named: a reader
 * at the school never converts from UTC. Independent of the host's time zone (the instants are fixed
 * and the zone is the module's).
 */
import { describe, expect, it } from 'vitest';

import { APP_TIME_ZONE, localDay, localTime } from '../_shared/time/time-zone.ts';

import { alertWhen, classTeachersMessage, safeguardingMessage } from './notify.ts';

// 23:30 UTC on 28 November: in Madrid (UTC+1 in winter) it is already the 29th, 00:30.
const LATE = '2026-11-28T23:30:00Z';

describe('safety e-mail times', () => {
  it('reads the deployment’s day and time, and names the zone', () => {
    const instant = new Date(LATE);
    expect(alertWhen(LATE)).toBe(
      `el ${localDay(instant)} a las ${localTime(instant)} (hora de ${APP_TIME_ZONE})`,
    );
    // The zone module itself: the same instant in two zones reads two different days and times.
    expect(localDay(instant, 'Europe/Madrid')).toBe('2026-11-29');
    expect(localTime(instant, 'Europe/Madrid')).toBe('00:30');
    expect(localDay(instant, 'America/Mexico_City')).toBe('2026-11-28');
    expect(localTime(instant, 'America/Mexico_City')).toBe('17:30');
  });

  it('puts that time in the safeguarding and the teachers’ e-mails, never UTC', () => {
    const alert = { id: 'a1', category: 'abuse', created_at: LATE };
    const safeguarding = safeguardingMessage(alert, {
      recipients: ['orientacion@escuela.test'],
      siteUrl: null,
    });
    const teachers = classTeachersMessage(
      { ...alert, class_id: 'c1', class_name: 'Álgebra', teacher_emails: ['tere@escuela.test'] },
      'https://tutor.test',
    );
    for (const message of [safeguarding, teachers]) {
      expect(message.text).toContain(alertWhen(LATE));
      expect(message.text).not.toContain('UTC');
    }
    expect(teachers.text).toContain('https://tutor.test/profesor/clases/c1');
  });
});
