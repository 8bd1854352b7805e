import { cn } from '@/components/ui/cn';

import { formatPercent } from '../lib/format';
import { retentionHeat } from '../lib/heatmap';

/** A cohort's retention on one day: the figure on its heat-map colour. */
export function RetentionCell({ value }: { value: number | null }) {
  const heat = retentionHeat(value);
  return (
    <span
      className={cn(
        'block min-w-16 rounded-lg px-2 py-1.5 text-center text-xs font-semibold tabular-nums',
        heat.className,
      )}
      data-heat={heat.bucket}
    >
      {formatPercent(value)}
    </span>
  );
}
