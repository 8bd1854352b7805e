import { downloadFile } from '@/features/admin/lib/download';
import { toDelimited } from '@/features/admin/lib/export-format';
import { toIsoDay } from '@/lib/dates';

import type { ClassWeeklyRow } from '../types';

/**
 * The CSV's columns, in the teacher's words (docs/classes.md, "Export", explains each figure):
 * the field of export_class_weekly each one reads.
 */
export const CLASS_EXPORT_COLUMNS = [
  ['student_name', 'Estudiante'],
  ['week_start', 'Semana (lunes)'],
  ['conversations', 'Conversaciones'],
  ['student_messages', 'Mensajes del estudiante'],
  ['tutor_replies', 'Respuestas del tutor'],
  ['understanding_moments', 'Momentos de comprensión'],
] as const satisfies readonly (readonly [keyof ClassWeeklyRow, string])[];

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
 * The class's weeks as CSV for a spreadsheet in Spanish: Spanish headers, ';' between cells (a
 * Spanish Excel reads ',' as the decimal comma), UTF-8 with a BOM (so accents open right), through
 * the admin exports' writer (OWASP formula guard).
 */
export function classWeeklyCsv(rows: readonly ClassWeeklyRow[]): string {
  return toDelimited(
    rows.map((row) =>
      Object.fromEntries(CLASS_EXPORT_COLUMNS.map(([field, header]) => [header, row[field]])),
    ),
    CLASS_EXPORT_COLUMNS.map(([, header]) => header),
    ';',
  );
}

/** Hands the class's weekly CSV to the browser as a download. Pulls in papaparse: import on demand. */
export function downloadClassCsv(className: string, rows: readonly ClassWeeklyRow[]): void {
  downloadFile({
    fileName: classExportFileName(className, toIsoDay(new Date())),
    mimeType: 'text/csv;charset=utf-8',
    content: classWeeklyCsv(rows),
  });
}
