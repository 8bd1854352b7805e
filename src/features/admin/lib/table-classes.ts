/** Shared classes of the admin tables. */
export const tableClasses = {
  table: 'min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800',
  // Headers and text cells wrap, so the tables fit 1280 px without a sideways scroll (Usuarios was
  // 1396 px wide with 'Rol' hidden); numbers and short values stay on one line.
  th: 'px-2.5 py-3 text-left align-bottom text-xs font-semibold uppercase text-slate-500 dark:text-slate-400',
  thNum:
    'px-2.5 py-3 text-right align-bottom text-xs font-semibold uppercase text-slate-500 dark:text-slate-400',
  tbody: 'divide-y divide-slate-100 dark:divide-slate-800',
  td: 'whitespace-nowrap px-2.5 py-3 text-slate-700 dark:text-slate-200',
  /** A text cell that may wrap (names, e-mails, dates). */
  tdWrap: 'min-w-[6rem] max-w-[16rem] break-words px-2.5 py-3 text-slate-700 dark:text-slate-200',
  tdNum: 'whitespace-nowrap px-2.5 py-3 text-right tabular-nums text-slate-700 dark:text-slate-200',
  row: 'hover:bg-slate-50 dark:hover:bg-slate-800/50',
};
