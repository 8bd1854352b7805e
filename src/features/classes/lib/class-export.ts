import { downloadFile } from '@/features/admin/lib/download';
import { toDelimited } from '@/features/admin/lib/export-format';
import { toIsoDay } from '@/lib/dates';

import type { ClassGradebookRow, ClassWeeklyRow } from '../types';

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
  ['challenges_finished', 'Retos terminados'],
  ['challenges_solved', 'Retos resueltos sin ayuda'],
  ['deep_hints', 'Pistas 3–4'],
  ['max_hint_level', 'Pista más alta'],
] as const satisfies readonly (readonly [keyof ClassWeeklyRow, string])[];

/**
 * The Moodle gradebook file's columns: Moodle's "Importar calificaciones (CSV)" maps a column to its
 * users (the e-mail) and another to a grade item (the figure).
 */
export const GRADEBOOK_COLUMNS = [
  'Nombre',
  'Correo electrónico',
  'Aciertos sin ayuda (%)',
] as const;

/** A file name from the class's name: letters and digits only, then the day (and a suffix). */
export function classExportFileName(className: string, day: string, suffix = ''): string {
  const slug =
    className
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'clase';
  return `clase_${slug}${suffix}_${day}.csv`;
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

/**
 * The Moodle gradebook file: one row per current student, their name, their e-mail (empty for a
 * class account: the teacher types the student's Moodle e-mail or leaves the row out) and the
 * percentage of challenges solved alone, 2 decimals with a point (empty when none was finished, which
 * Moodle leaves ungraded). Comma-separated UTF-8 without a BOM, as Moodle's importer reads it.
 */
export function classGradebookCsv(rows: readonly ClassGradebookRow[]): string {
  const [name, email, figure] = GRADEBOOK_COLUMNS;
  return toDelimited(
    rows.map((row) => ({
      [name]: row.student_name,
      [email]: row.email ?? '',
      [figure]:
        row.challenges_finished > 0
          ? (Math.round((10000 * row.challenges_solved) / row.challenges_finished) / 100).toFixed(2)
          : '',
    })),
    GRADEBOOK_COLUMNS,
    ',',
    false,
  );
}

/** Hands the class's Moodle gradebook CSV to the browser as a download. */
export function downloadGradebookCsv(className: string, rows: readonly ClassGradebookRow[]): void {
  downloadFile({
    fileName: classExportFileName(className, toIsoDay(new Date()), '_moodle'),
    mimeType: 'text/csv;charset=utf-8',
    content: classGradebookCsv(rows),
  });
}

/** Hands the class's weekly CSV to the browser as a download. Pulls in papaparse: import on demand. */
export function downloadClassCsv(className: string, rows: readonly ClassWeeklyRow[]): void {
  downloadFile({
    fileName: classExportFileName(className, toIsoDay(new Date())),
    mimeType: 'text/csv;charset=utf-8',
    content: classWeeklyCsv(rows),
  });
}
