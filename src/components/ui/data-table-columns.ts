import type { ReactNode } from 'react';

/** The classes of every data table. */
export const tableClasses = {
  table: 'min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800',
  head: 'bg-slate-50 dark:bg-slate-900/60',
  // Headers and text cells wrap, so the tables fit 1280 px without a sideways scroll (Usuarios was
  // 1396 px wide with 'Rol' hidden); numbers and short values stay on one line. Below 640 px every
  // table scrolls sideways anyway, so headers keep to one line there: a long one ('Momentos de
  // comprensión') wrapped onto three lines and left an empty band above its bottom-aligned neighbours.
  th: 'whitespace-nowrap px-2.5 py-3 text-left align-bottom text-xs font-semibold uppercase text-slate-500 sm:whitespace-normal dark:text-slate-400',
  thNum:
    'whitespace-nowrap px-2.5 py-3 text-right align-bottom text-xs font-semibold uppercase text-slate-500 sm:whitespace-normal dark:text-slate-400',
  tbody: 'divide-y divide-slate-100 dark:divide-slate-800',
  td: 'whitespace-nowrap px-2.5 py-3 text-slate-700 dark:text-slate-200',
  /** A text cell that may wrap (names, e-mails, dates). */
  tdWrap: 'min-w-[6rem] max-w-[16rem] break-words px-2.5 py-3 text-slate-700 dark:text-slate-200',
  tdNum: 'whitespace-nowrap px-2.5 py-3 text-right tabular-nums text-slate-700 dark:text-slate-200',
  /** A centred cell whose content (a chip) brings its own padding. */
  tdChip: 'px-1.5 py-1.5',
  row: 'hover:bg-slate-50 dark:hover:bg-slate-800/50',
  /** The cell that names the row (a name, a subject, a week). */
  strong: 'font-medium text-slate-900 dark:text-white',
};

export interface Column<T> {
  /** Keys the column; the header text when it is a string is enough. */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** left (default): text on one line; right: a number; center: a chip that fills the cell. */
  align?: 'left' | 'right' | 'center';
  /** Left-aligned text that may wrap (names, e-mails, dates). */
  wrap?: boolean;
  /** Extra classes of the cell. */
  className?: string;
  /** The cell's tooltip (e.g. the whole text of a truncated cell). */
  title?: (row: T) => string | undefined;
  /** The cell is the row's header (<th scope="row">). */
  rowHeader?: boolean;
}

/** A right-aligned figure: `format` of the row's `field` (the field names the column). */
export function numberColumn<T>(
  field: keyof T & string,
  header: ReactNode,
  format: (value: unknown) => string,
): Column<T> {
  return { id: field, header, align: 'right', cell: (row) => format(row[field]) };
}

/**
 * The column that names the row (a week, a day, a name): the row's header cell (<th scope="row">),
 * in strong type; `wrap` when its text may break over lines.
 */
export function rowHeaderColumn<T>(
  id: string,
  header: ReactNode,
  cell: (row: T) => ReactNode,
  wrap = false,
): Column<T> {
  return { id, header, rowHeader: true, wrap, className: tableClasses.strong, cell };
}
