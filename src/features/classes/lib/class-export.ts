import { downloadFile } from '@/features/admin/lib/download';
import { toDelimited, withdrawDisclosures } from '@/features/admin/lib/export-format';
import { toIsoDay } from '@/lib/dates';

import type { ClassActivityRow } from '../types';

/** Nested values (the messages of a conversation) do not belong in a spreadsheet's cell. */
function flatColumns(rows: readonly ClassActivityRow[]): string[] {
  const first = rows[0];
  if (!first) return [];
  return Object.keys(first).filter((key) => {
    const value = (first as Record<string, unknown>)[key];
    return value === null || typeof value !== 'object';
  });
}

/** A file name from the class's name: letters and digits only, then the day. */
export function classExportFileName(className: string, day: string): string {
  const slug =
    className
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'clase';
  return `clase_${slug}_${day}.csv`;
}

/**
 * The class's activity as CSV through the admin exports' writer (OWASP formula guard, UTF-8 BOM),
 * with the offline safety screen's second net over the titles, handed to the browser as a download. This module pulls in papaparse: import it on demand.
 */
export function downloadClassCsv(className: string, rows: readonly ClassActivityRow[]): void {
  const content = toDelimited(
    withdrawDisclosures(rows).map((row) => ({ ...row })),
    flatColumns(rows),
    ',',
  );
  downloadFile({
    fileName: classExportFileName(className, toIsoDay(new Date())),
    mimeType: 'text/csv;charset=utf-8',
    content,
  });
}
