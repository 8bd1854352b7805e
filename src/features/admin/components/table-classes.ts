/** Shared classes of the admin tables. */
export const tableClasses = {
  // relative: sr-only cells are absolutely positioned and must not widen the page.
  wrap: 'relative overflow-x-auto',
  table: 'min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800',
  th: 'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400',
  thNum:
    'whitespace-nowrap px-4 py-3 text-right text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400',
  tbody: 'divide-y divide-slate-100 dark:divide-slate-800',
  td: 'whitespace-nowrap px-4 py-3 text-slate-700 dark:text-slate-200',
  tdNum: 'whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-700 dark:text-slate-200',
  row: 'hover:bg-slate-50 dark:hover:bg-slate-800/50',
};
