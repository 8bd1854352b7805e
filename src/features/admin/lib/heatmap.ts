/**
 * Heat-map colour of a cohort retention cell (0-100 %, null when nobody could be measured yet).
 * Buckets are fixed so the legend and the test agree.
 */
export interface HeatCell {
  className: string;
  bucket: 'none' | 'zero' | 'low' | 'mid' | 'high' | 'top';
}

const COLOURS: Record<HeatCell['bucket'], string> = {
  none: 'bg-transparent text-slate-500 dark:text-slate-400',
  zero: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  low: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  mid: 'bg-emerald-200 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  high: 'bg-emerald-400 text-emerald-950 dark:bg-emerald-700 dark:text-white',
  top: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950',
};

/** Where each bucket above 'low' starts, highest first: low is (0, 15), mid [15, 35), … top ≥ 60. */
const STARTS = [
  [60, 'top'],
  [35, 'high'],
  [15, 'mid'],
] as const;

function bucketOf(value: number | null): HeatCell['bucket'] {
  if (value === null || !Number.isFinite(value)) return 'none';
  if (value <= 0) return 'zero';
  return STARTS.find(([start]) => value >= start)?.[1] ?? 'low';
}

export function retentionHeat(value: number | null): HeatCell {
  const bucket = bucketOf(value);
  return { bucket, className: COLOURS[bucket] };
}
