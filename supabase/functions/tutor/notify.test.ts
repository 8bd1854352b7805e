/**
 * The alert e-mails tell the time on the deployment's clock (APP_TIME_ZONE), not UTC's nor the
 * host's: 23:30 and 00:30 in that zone fall on two days. Run with any TZ (the suite is also run with
 * TZ=Pacific/Kiritimati and TZ=Pacific/Pago_Pago, a day apart).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { APP_TIME_ZONE, instantAt, localDay } from '../_shared/time/time-zone.ts';

import { alertWhen, classTeachersMessage, safeguardingMessage } from './notify.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('alert e-mails on the deployment’s clock', () => {
  it.each([
    ['2026-03-02 23:30', 'el 2026-03-02 a las 23:30'],
    ['2026-03-03 00:30', 'el 2026-03-03 a las 00:30'],
    ['2026-07-14 23:30', 'el 2026-07-14 a las 23:30'],
    ['2026-07-15 00:30', 'el 2026-07-15 a las 00:30'],
  ])('an alert at %s local says “%s”', (wall, said) => {
    const at = instantAt(wall).toISOString();
    expect(alertWhen(at)).toBe(`${said} (hora de ${APP_TIME_ZONE})`);
    const alert = { id: 'a1', category: 'abuse', created_at: at };
    expect(safeguardingMessage(alert, { recipients: ['x@y.test'], siteUrl: null }).text).toContain(
      said,
    );
    const classAlert = { ...alert, class_id: 'c1', class_name: 'Clase A', teacher_emails: [] };
    expect(classTeachersMessage(classAlert, null).text).toContain(said);
    expect(classTeachersMessage(classAlert, null).text).not.toContain('UTC');
  });

  it('Madrid by default: 22:30 UTC on a winter day is 23:30 the same day, 23:30 UTC is the next day', () => {
    expect(APP_TIME_ZONE).toBe('Europe/Madrid');
    expect(alertWhen('2026-03-02T22:30:00Z')).toContain('el 2026-03-02 a las 23:30');
    expect(alertWhen('2026-03-02T23:30:00Z')).toContain('el 2026-03-03 a las 00:30');
  });

  it('“today” follows the zone whatever the host clock says (faked at 23:30 and 00:30 local)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(instantAt('2026-11-29 23:30'));
    expect(localDay(new Date())).toBe('2026-11-29');
    vi.setSystemTime(instantAt('2026-11-30 00:30'));
    expect(localDay(new Date())).toBe('2026-11-30');
  });
});
