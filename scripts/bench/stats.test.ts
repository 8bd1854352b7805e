import { describe, expect, it } from 'vitest';

import { formatTable, median, percentile } from './stats';

describe('percentile (nearest rank)', () => {
  it.each([
    { xs: [5], p: 50, want: 5 },
    { xs: [3, 1, 2], p: 50, want: 2 },
    { xs: [1, 2, 3, 4], p: 50, want: 2 },
    { xs: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], p: 95, want: 100 },
    { xs: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], p: 90, want: 90 },
    { xs: [7, 1, 9], p: 0, want: 1 },
    { xs: [7, 1, 9], p: 100, want: 9 },
  ])('percentile($xs, $p) = $want', ({ xs, p, want }) => {
    expect(percentile(xs, p)).toBe(want);
  });

  it('refuses an empty sample and an out-of-range p', () => {
    expect(() => percentile([], 50)).toThrow('empty');
    expect(() => percentile([1], 101)).toThrow('out of range');
    expect(() => percentile([1], Number.NaN)).toThrow('out of range');
  });

  it('does not reorder its input', () => {
    const xs = [3, 1, 2];
    percentile(xs, 50);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('median', () => {
  it.each([
    { xs: [4], want: 4 },
    { xs: [9, 1, 5], want: 5 },
    { xs: [4, 1, 3, 2], want: 2.5 },
  ])('median($xs) = $want', ({ xs, want }) => {
    expect(median(xs)).toBe(want);
  });

  it('refuses an empty sample', () => {
    expect(() => median([])).toThrow('empty');
  });
});

describe('formatTable', () => {
  it('aligns columns and flags a median over the budget', () => {
    const out = formatTable(
      [
        { name: 'get_admin_stats', rows: 1, medianMs: 12.345, p95Ms: 15, minMs: 11 },
        { name: 'slow', rows: 20, medianMs: 250, p95Ms: 300, minMs: 240 },
      ],
      200,
    );
    const lines = out.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^get_admin_stats\s+1\s+12\.3\s+15\.0\s+11\.0\s+yes$/);
    expect(lines[3]).toMatch(/^slow\s+20\s+250\.0\s+300\.0\s+240\.0\s+NO$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
