import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button-classes';
import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';

const widths = { narrow: 'max-w-3xl', wide: 'max-w-6xl' } as const;

/**
 * The frame of a standalone page (profile, privacy): a soft background, a top bar with a back link,
 * the logo and optional actions on the right, and the page's <main>. One home for that markup.
 */
export function PageShell({
  backTo,
  backLabel,
  width,
  stickyHeader = false,
  logoOnPhone = true,
  actions,
  children,
}: {
  backTo: string;
  backLabel: string;
  width: keyof typeof widths;
  /** The top bar stays in view while the page scrolls. */
  stickyHeader?: boolean;
  /** false: the logo shows from the sm breakpoint up (room for the actions on a phone). */
  logoOnPhone?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const logo = <Logo size="sm" />;
  return (
    <div className="min-h-dvh bg-gradient-to-b from-indigo-50/70 to-slate-50 dark:from-slate-950 dark:to-slate-950">
      <header
        className={cn(
          stickyHeader && 'sticky top-0 z-10',
          'border-b border-slate-200/80 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80',
        )}
      >
        <div
          className={cn(
            'mx-auto flex h-16 items-center justify-between gap-2 px-4 sm:px-6',
            widths[width],
          )}
        >
          <Link to={backTo} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {backLabel}
          </Link>
          {logoOnPhone ? logo : <span className="hidden sm:block">{logo}</span>}
          {actions}
        </div>
      </header>
      <main className={cn('mx-auto px-4 py-6 sm:px-6 sm:py-10', widths[width])}>{children}</main>
    </div>
  );
}
