import { formatMessageTime, parseTimestamp, toIsoDay } from '@/lib/dates';

describe('parseTimestamp', () => {
  it.each([
    ['2026-11-21T23:10:47.392+00:00', '2026-11-21T23:10:47.392Z'],
    ['2026-11-21 23:10:47.392+00', '2026-11-21T23:10:47.392Z'],
    ['2026-11-21 17:10:47-06', '2026-11-21T23:10:47.000Z'],
    ['2026-11-21 23:10:47.392+0530', '2026-11-21T17:40:47.392Z'],
    ['2026-11-21T23:10:47Z', '2026-11-21T23:10:47.000Z'],
  ])('reads %s as %s', (input, iso) => {
    expect(parseTimestamp(input)?.toISOString()).toBe(iso);
  });

  it('reads a calendar day in the local calendar, not as UTC midnight', () => {
    const date = parseTimestamp('2026-11-16');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 10, 16]);
  });

  it.each([[null], [undefined], [''], ['not a date']])('returns null for %s', (input) => {
    expect(parseTimestamp(input)).toBeNull();
  });
});

describe('formatting', () => {
  it('shows a two-digit hour and minute for a message', () => {
    const local = new Date(2026, 10, 21, 9, 5);
    expect(formatMessageTime(local.toISOString())).toBe('09:05');
  });

  it('gives the local calendar day as YYYY-MM-DD', () => {
    expect(toIsoDay(new Date(2026, 0, 3, 23, 59))).toBe('2026-01-03');
  });
});
