import type { ReactNode } from 'react';

import { cn } from './cn';

/**
 * A sideways-scrolling box (wide tables): focusable so keyboard users can scroll it with the arrow
 * keys, and a labelled region so screen readers announce what it holds (WCAG 2.1.1, axe
 * scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrollable region must be reachable by keyboard (WCAG 2.1.1); jsx-a11y does not know the case.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500',
        className,
      )}
    >
      {children}
    </div>
  );
}
