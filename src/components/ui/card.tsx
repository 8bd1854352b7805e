import type { HTMLAttributes } from 'react';

import { cn } from '@/components/ui/cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700/70 dark:bg-slate-900',
        className,
      )}
      {...rest}
    />
  );
}
