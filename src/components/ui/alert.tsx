import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/components/ui/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  info: {
    box: 'border-indigo-200 bg-indigo-50 text-indigo-900 dark:border-indigo-500/40 dark:bg-indigo-500/10 dark:text-indigo-100',
    Icon: Info,
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100',
    Icon: CheckCircle2,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100',
    Icon: AlertTriangle,
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-100',
    Icon: XCircle,
  },
};

/**
 * A message box. Errors are announced at once (role="alert"); other tones politely (role="status").
 * `showIcon` is off when the text already starts with its own emoji (e.g. '✅ ...').
 */
export function Alert({
  tone = 'info',
  children,
  showIcon = true,
  live = true,
  className,
}: {
  tone?: AlertTone;
  children: ReactNode;
  showIcon?: boolean;
  /** false inside a live region that already announces it (the toasts). */
  live?: boolean;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={cn('flex items-start gap-2 rounded-xl border px-4 py-3 text-sm', box, className)}
    >
      {showIcon && <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />}
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </div>
  );
}
