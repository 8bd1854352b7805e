import { cn } from '@/components/ui/cn';

/**
 * A count of new things beside a link or a tab (e.g. new safety alerts): the number on screen (99+
 * past 99), the words for a screen reader; nothing when the count is 0.
 */
export function CountBadge({
  count,
  label,
  testId,
  className,
}: {
  count: number;
  /** What the count means, read aloud after the link's or tab's name (e.g. "2 alertas nuevas"). */
  label: string;
  testId?: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white tabular-nums dark:bg-rose-500',
        className,
      )}
      data-testid={testId}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{` (${label})`}</span>
    </span>
  );
}
