import { Info } from 'lucide-react';

/** Above the composer before a daily limit's last messages: how many are left, when it restarts. */
export function LimitNote({ text }: { text: string }) {
  return (
    <p
      role="status"
      data-testid="limit-note"
      className="flex items-center justify-center gap-2 border-t border-indigo-200 bg-indigo-50 px-4 py-1.5 text-center text-xs text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100"
    >
      <Info className="h-4 w-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
