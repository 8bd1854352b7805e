import { eachCase } from '@shared/case-table-test-fixtures';

import { isValidRange, lastDaysRange } from './date-range';
import { formatCount, formatDecimal, formatDuration, formatPercent, toNumber } from './format';
import { retentionHeat } from './heatmap';
import { formatIsoDay, parseUsageOverview, shortDayLabel } from './usage';

describe('retentionHeat', () => {
  it.each([
    [null, 'none'],
    [Number.NaN, 'none'],
    [0, 'zero'],
    [0.01, 'low'],
    [14.99, 'low'],
    [15, 'mid'],
    [34.99, 'mid'],
    [35, 'high'],
    [59.99, 'high'],
    [60, 'top'],
    [100, 'top'],
  ])('%s%% is %s', (value, bucket) => {
    const cell = retentionHeat(value);
    expect(cell.bucket).toBe(bucket);
    expect(cell.className).toContain('dark:');
  });
});

// "Today" is the deployment's day (Europe/Madrid), so each test gives an instant, never a time of
// the host's zone.
describe('lastDaysRange', () => {
  it.each([
    [7, '2026-11-15', '2026-11-21'],
    [30, '2026-10-23', '2026-11-21'],
    [1, '2026-11-21', '2026-11-21'],
  ])('last %i days end today', (days, start, end) => {
    expect(lastDaysRange(days, new Date('2026-11-21T14:00:00Z'))).toEqual({ start, end });
  });

  it('crosses a year', () => {
    expect(lastDaysRange(7, new Date('2027-01-03T11:00:00Z'))).toEqual({
      start: '2026-12-28',
      end: '2027-01-03',
    });
  });

  eachCase('%j valid: %s', isValidRange, [
    [{ start: '2026-11-01', end: '2026-11-21' }, true],
    [{ start: '2026-11-21', end: '2026-11-21' }, true],
    [{ start: '2026-11-22', end: '2026-11-21' }, false],
    [{ start: '', end: '2026-11-21' }, false],
  ]);
});

describe('number formatting', () => {
  it.each([
    [null, '—', '—', '—'],
    [undefined, '—', '—', '—'],
    ['abc', '—', '—', '—'],
    [0, '0', '0', '0 %'],
    ['12.5', '13', '12,5', '12,5 %'],
    [1234.567, '1235', '1234,57', '1234,57 %'],
  ])('%j -> count %j, decimal %j, percent %j', (value, count, dec, pct) => {
    // es-ES groups thousands only from 5 digits ("1234" but "12.345").
    expect(formatCount(value)).toBe(count);
    expect(formatDecimal(value)).toBe(dec);
    expect(formatPercent(value)).toBe(pct);
  });

  it('groups large counts the Spanish way', () => {
    expect(formatCount(12345)).toBe('12.345');
  });

  eachCase('duration %j -> %j', formatDuration, [
    [null, '—'],
    [0, '0 s'],
    [45, '45 s'],
    [200, '3 min 20 s'],
    [180, '3 min'],
    [3720, '1 h 2 min'],
  ]);

  it('reads numbers sent as strings', () => {
    expect(toNumber('42')).toBe(42);
    expect(toNumber('')).toBeNull();
  });
});

describe('parseUsageOverview', () => {
  it('fills missing days with zeros, reads string counts and sorts subjects', () => {
    const overview = parseUsageOverview({
      usage: [
        { day: '2026-11-19', conversations: '2', messages: 8 },
        { day: '2026-11-21', conversations: 1, messages: 3 },
      ],
      subjects: [
        { subject: 'Física', count: 2 },
        { subject: 'Matemáticas', count: '5' },
      ],
      levels: [{ grade_level: 'Primaria', count: 3 }],
    });
    expect(overview.usage).toEqual([
      { day: '2026-11-19', conversations: 2, messages: 8 },
      { day: '2026-11-20', conversations: 0, messages: 0 },
      { day: '2026-11-21', conversations: 1, messages: 3 },
    ]);
    expect(overview.subjects.map((s) => s.subject)).toEqual(['Matemáticas', 'Física']);
    expect(overview.levels).toEqual([{ grade_level: 'Primaria', count: 3 }]);
  });

  it.each([[null], [{}], ['x']])('reads %j as empty', (json) => {
    expect(parseUsageOverview(json)).toEqual({ usage: [], subjects: [], levels: [] });
  });

  it('labels days in Spanish', () => {
    expect(shortDayLabel('2026-11-21')).toBe('21 nov');
  });
});

describe('formatIsoDay', () => {
  eachCase('%j -> %j', formatIsoDay, [
    ['2026-09-21', '21/09/2026'],
    ['2026-09-21T00:00:00', '21/09/2026'],
    ['', '—'],
  ]);
});
