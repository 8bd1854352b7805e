import { GraduationCap } from 'lucide-react';

import { cn } from '@/components/ui/cn';

/** The app's mark: a graduation cap on an indigo-to-violet tile. */
export function Logo({
  size = 'md',
  className,
}: {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const box = {
    sm: 'h-9 w-9 rounded-xl',
    md: 'h-12 w-12 rounded-2xl',
    lg: 'h-16 w-16 rounded-2xl',
  }[size];
  const icon = { sm: 'h-5 w-5', md: 'h-7 w-7', lg: 'h-9 w-9' }[size];
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-lg shadow-indigo-500/30',
        box,
        className,
      )}
    >
      <GraduationCap className={icon} aria-hidden="true" />
    </span>
  );
}
