import { describe, expect, it } from 'vitest';

import { periodInterval, periodText, RETENTION } from './periods.ts';

describe('retention periods', () => {
  it('default to 365 days, 2 years and 1 year', () => {
    expect(periodText(RETENTION.conversations)).toBe('365 días');
    expect(periodText(RETENTION.accounts)).toBe('2 años');
    expect(periodText(RETENTION.resolvedAlerts)).toBe('un año');
  });

  it('say one day and one year in the singular', () => {
    expect(periodText({ amount: 1, unit: 'days' })).toBe('un día');
    expect(periodText({ amount: 3, unit: 'years' })).toBe('3 años');
  });

  it('are written as PostgreSQL intervals', () => {
    expect(periodInterval(RETENTION.conversations)).toBe('365 days');
    expect(periodInterval(RETENTION.accounts)).toBe('2 years');
  });
});
