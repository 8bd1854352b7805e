import type { ReactNode } from 'react';

import { cn } from './cn';
import { tableClasses, type Column } from './data-table-columns';
import { ScrollRegion } from './scroll-region';

function headerClass(column: Column<unknown>): string {
  if (column.align === 'right') return tableClasses.thNum;
  return column.align === 'center' ? cn(tableClasses.th, 'text-center') : tableClasses.th;
}

function cellClass(column: Column<unknown>): string {
  const base =
    column.align === 'right'
      ? tableClasses.tdNum
      : column.align === 'center'
        ? tableClasses.tdChip
        : column.wrap
          ? tableClasses.tdWrap
          : tableClasses.td;
  return cn(base, column.rowHeader && 'text-left', column.className);
}

/**
 * A data table: a real <table> named by `label` (as is the focusable scroll region around it, for
 * phones), column headers with scope, and `empty` in its place when there are no rows.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  empty,
}: {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** data-testid of each body row. */
  rowTestId?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <ScrollRegion label={label}>
      <table className={tableClasses.table} aria-label={label}>
        <thead className={tableClasses.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={headerClass(column as Column<unknown>)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={tableClasses.tbody}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={tableClasses.row} data-testid={rowTestId}>
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cellClass(column as Column<unknown>)}
                    title={column.title?.(row)}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
