/**
 * Heat-map colour of a cohort retention cell (0-100 %, null when nobody could be measured yet).
 * Buckets are fixed so the legend and the test agree.
 */
export interface HeatCell {
  className: string;
  bucket: 'none' | 'zero' | 'low' | 'mid' | 'high' | 'top';
}

export function retentionHeat(value: number | null): HeatCell {
  if (value === null || !Number.isFinite(value)) {
    return { bucket: 'none', className: 'bg-transparent text-slate-500 dark:text-slate-400' };
  }
  if (value <= 0) {
    return {
      bucket: 'zero',
      className: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
    };
  }
  if (value < 15) {
    return {
      bucket: 'low',
      className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
    };
  }
  if (value < 35) {
    return {
      bucket: 'mid',
      className: 'bg-emerald-200 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
    };
  }
  if (value < 60) {
    return {
      bucket: 'high',
      className: 'bg-emerald-400 text-emerald-950 dark:bg-emerald-700 dark:text-white',
    };
  }
  return {
    bucket: 'top',
    className: 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950',
  };
}
