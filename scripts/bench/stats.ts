/** Small pure helpers for every benchmark and evaluation script: one median, one percentile. */

/** Nearest-rank percentile (p in 0..100) of a non-empty sample; median is percentile(xs, 50). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of an empty sample');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** Median as the mean of the two middle values for even sizes. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('median of an empty sample');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export interface BenchRow {
  name: string;
  rows: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
}

/** Plain-text table, right-aligned numbers, one decimal; marks rows over the budget. */
export function formatTable(rows: readonly BenchRow[], budgetMs: number): string {
  const header = ['RPC', 'rows', 'median ms', 'p95 ms', 'min ms', `< ${budgetMs} ms`];
  const body = rows.map((r) => [
    r.name,
    String(r.rows),
    r.medianMs.toFixed(1),
    r.p95Ms.toFixed(1),
    r.minMs.toFixed(1),
    r.medianMs < budgetMs ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
