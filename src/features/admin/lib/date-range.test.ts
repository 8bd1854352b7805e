import { afterEach, describe, expect, it, vi } from 'vitest';

import { instantAt } from '@shared/time/time-zone';

import { lastDaysRange } from './date-range';

afterEach(() => {
  vi.useRealTimers();
});

describe('lastDaysRange: today is the deployment’s day, whatever the browser’s zone', () => {
  it.each([
    ['2026-03-02 23:30', { start: '2026-02-01', end: '2026-03-02' }],
    ['2026-03-03 00:30', { start: '2026-02-02', end: '2026-03-03' }],
  ])('at %s local the last 30 days are %j', (wall, range) => {
    vi.useFakeTimers();
    vi.setSystemTime(instantAt(wall));
    expect(lastDaysRange(30)).toEqual(range);
    expect(lastDaysRange(1)).toEqual({ start: range.end, end: range.end });
  });
});
