import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';

const widths = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl' } as const;

/**
 * The frame of a page that is one card on the sign-in screen's background, centred under the logo
 * (a new password, the guardian's consent, the wait for it). One home for that markup.
 */
export function CardPage({
  width,
  cardClassName,
  children,
}: {
  width: keyof typeof widths;
  cardClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-br from-indigo-50 via-white to-violet-100 dark:from-slate-950 dark:via-slate-950 dark:to-indigo-950">
      <main
        className={cn(
          'mx-auto flex min-h-dvh w-full flex-col items-center justify-center gap-6 px-4 py-10',
          widths[width],
        )}
      >
        <Logo size="lg" />
        <Card className={cn('w-full p-5 shadow-xl shadow-indigo-500/10 sm:p-8', cardClassName)}>
          {children}
        </Card>
      </main>
    </div>
  );
}
