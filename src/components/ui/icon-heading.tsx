import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/components/ui/cn';

/**
 * A section title with its icon in front. The icon is decorative (hidden from screen readers), so
 * the heading's name is its text. `className` sets size and colour; `iconClassName` the icon's own.
 */
export function IconHeading({
  icon: Icon,
  level = 2,
  id,
  className,
  iconClassName,
  children,
}: {
  icon: LucideIcon;
  level?: 2 | 3;
  id?: string;
  className?: string;
  iconClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Heading id={id} className={cn('flex items-center gap-2 font-semibold', className)}>
      <Icon className={cn('h-5 w-5', iconClassName)} aria-hidden="true" />
      {children}
    </Heading>
  );
}
