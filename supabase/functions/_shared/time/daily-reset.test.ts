import { describe, expect, it } from 'vitest';

import { dailyLimitText, messagesLeftNote, resetWhen } from './daily-reset.ts';

// 22:30 UTC on 10 March is 23:30 in Madrid (UTC+1) and 18:30 in New York (UTC-4, DST).
const now = new Date('2026-03-10T22:30:00Z');
const toMadridMidnight = 30 * 60;

describe('daily limit texts', () => {
  it('says when the limit opens again on the given zone’s clock', () => {
    expect(resetWhen(now, toMadridMidnight, 'Europe/Madrid')).toBe('mañana a partir de las 00:00');
    // The same instant, read in another deployment's zone, is still today there.
    expect(resetWhen(now, toMadridMidnight, 'America/New_York')).toBe('hoy a partir de las 19:00');
  });

  it('adds the reset to the refusal', () => {
    expect(dailyLimitText('Has alcanzado el límite.', now, toMadridMidnight, 'Europe/Madrid')).toBe(
      'Has alcanzado el límite. Podrás volver a escribir mañana a partir de las 00:00.',
    );
  });

  it('warns only before the last three messages', () => {
    expect(messagesLeftNote(4, now, toMadridMidnight, 'Europe/Madrid')).toBeNull();
    expect(messagesLeftNote(3, now, toMadridMidnight, 'Europe/Madrid')).toBe(
      'Te quedan 3 mensajes hoy en esta clase. El límite se reinicia mañana a partir de las 00:00.',
    );
    expect(messagesLeftNote(1, now, toMadridMidnight, 'Europe/Madrid')).toMatch(
      /^Te queda 1 mensaje hoy/,
    );
    expect(messagesLeftNote(0, now, toMadridMidnight, 'Europe/Madrid')).toBeNull();
  });
});
