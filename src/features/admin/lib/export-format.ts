import { unparse } from 'papaparse';

import { UserFacingError } from '@/lib/errors';
import { withdrawIfFlagged } from '@shared/safety/export-safety';
import { countQuestions, words } from '@shared/tutor/metrics';

import type {
  ChallengeExportRow,
  CohortRow,
  ConversationExportRow,
  EngagementStats,
  ExportMessage,
  LearningPatternRow,
} from '../types';

import { EXPORT_PRIVACY } from './definitions';
import {
  BOM,
  COHORT_COLUMNS,
  CONVERSATION_COLUMNS,
  DATASETS,
  ENGAGEMENT_COLUMNS,
  EXPORT_FORMATS,
  LEARNING_PATTERN_COLUMNS,
  NUMERIC_KEYS,
  type Dataset,
  type ExportFormat,
} from './export-columns';
import { toNumber } from './format';

/**
 * Browser exports exactly as docs/admin.md "Exports" fixes them. This module pulls in
 * papaparse, so screens import it only with a dynamic import (students never download it); the
 * names and columns live in ./export-columns, which anything may import.
 */
export * from './export-columns';

/** An export refusal whose message is Spanish for the admin. */
export class ExportError extends UserFacingError {}

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}
export function isDataset(value: string): value is Dataset {
  return (DATASETS as readonly string[]).includes(value);
}

/** `{dataset}_{start_date}_{end_date}.{ext}` */
export function exportFileName(dataset: string, start: string, end: string, ext: string): string {
  return `${dataset}_${start}_${end}.${ext}`;
}

/**
 * OWASP "CSV Injection": a cell a spreadsheet could read as a formula starts with = + - @, a tab or
 * a carriage return. Spreadsheets skip leading spaces and line breaks before such a character, and
 * some also treat the full-width and small forms (＝ ＋ － ＠ ﹦ ﹢ ﹣) and `|` / `｜` (DDE) as triggers.
 * What may hide before the trigger: any whitespace or space separator (\p{Z}: no-break, em, ideographic,
 * line/paragraph separators), control characters (\p{Cc}), invisible format characters (\p{Cf}: zero-width
 * space/joiners, word joiner, soft hyphen, BOM, bidi marks, embeddings and isolates), the combining
 * grapheme joiner and the blank letters (Hangul fillers, braille blank) that render as nothing.
 */
const FORMULA_TRIGGER =
  /^[\s\p{Z}\p{Cc}\p{Cf}\u034f\u115f\u1160\u2800\u3164\uffa0]*[=+\-@|\uff1d\uff0b\uff0d\uff20\uff5c\ufe66\ufe62\ufe63]/u;
const CONTROL_START = /^[\t\r\n]/;
/** A plain number (what a numeric column holds): never a formula, so never prefixed. */
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A cell as text; one that a spreadsheet would read as a formula gets a leading apostrophe
 * (OWASP). Numbers stay numbers: `-5` (a number, or the text of a plain number) is written as is.
 */
export function guardCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_TRIGGER.test(text) || CONTROL_START.test(text) ? `'${text}` : text;
}

/**
 * CSV (',' or ';') or TSV ('\t') with a header row, written by papaparse, UTF-8 BOM first unless
 * `bom` is false (a file for another program's importer rather than a spreadsheet).
 */
export function toDelimited(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
  delimiter: ',' | '\t' | ';',
  bom = true,
): string {
  const body = unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((c) => guardCell(row[c]))) },
    { delimiter, newline: '\r\n', header: true, escapeFormulae: false },
  );
  return bom ? BOM + body : body;
}

export interface DatasetData {
  range: { start: string; end: string };
  engagement: EngagementStats | null;
  learning_patterns: LearningPatternRow[];
  cohort_retention: CohortRow[];
  conversations: ConversationExportRow[];
  /** Finished challenges ("Reto sin ayuda"): only the whole exports (scientific, complete) read them. */
  challenges: ChallengeExportRow[];
}

export interface ExportFile {
  fileName: string;
  mimeType: string;
  content: string | Uint8Array;
}

function rowsOf(
  dataset: Dataset,
  data: DatasetData,
): { rows: Record<string, unknown>[]; columns: readonly string[] } {
  switch (dataset) {
    case 'engagement':
      return {
        rows: data.engagement
          ? [{ start_date: data.range.start, end_date: data.range.end, ...data.engagement }]
          : [],
        columns: ENGAGEMENT_COLUMNS,
      };
    case 'learning_patterns':
      return { rows: data.learning_patterns, columns: LEARNING_PATTERN_COLUMNS };
    case 'cohort_retention':
      return { rows: data.cohort_retention, columns: COHORT_COLUMNS };
    case 'conversations':
      return { rows: data.conversations, columns: CONVERSATION_COLUMNS };
  }
}

/**
 * JSON exports carry numbers as numbers: PostgREST sends `numeric` (and, on some servers, bigint)
 * as strings, which mixed '5.79' with 12 in one file.
 */
export function exportJson(value: unknown): string {
  return JSON.stringify(
    value,
    (key, v: unknown) => (NUMERIC_KEYS.has(key) && typeof v === 'string' ? toNumber(v) : v),
    2,
  );
}

function jsonOf(dataset: Dataset, data: DatasetData): unknown {
  if (dataset === 'engagement') {
    return { start_date: data.range.start, end_date: data.range.end, ...(data.engagement ?? {}) };
  }
  return data[dataset];
}

/** One dataset in one format. Unknown names throw 'Tipo de exportación no válido' / 'Formato no soportado'. */
export function buildDatasetFile(dataset: string, format: string, data: DatasetData): ExportFile {
  if (!isDataset(dataset)) throw new ExportError('Tipo de exportación no válido');
  if (!isExportFormat(format)) throw new ExportError('Formato no soportado');
  const fileName = exportFileName(dataset, data.range.start, data.range.end, format);
  if (format === 'json') {
    return {
      fileName,
      mimeType: 'application/json;charset=utf-8',
      content: exportJson(jsonOf(dataset, data)),
    };
  }
  const { rows, columns } = rowsOf(dataset, data);
  return format === 'csv'
    ? { fileName, mimeType: 'text/csv;charset=utf-8', content: toDelimited(rows, columns, ',') }
    : {
        fileName,
        mimeType: 'text/tab-separated-values;charset=utf-8',
        content: toDelimited(rows, columns, '\t'),
      };
}

/** The complete dataset: one JSON with the 4 parts and the challenges. */
export function buildCompleteDataset(data: DatasetData, generatedAt: string): ExportFile {
  return {
    fileName: exportFileName('complete_dataset', data.range.start, data.range.end, 'json'),
    mimeType: 'application/json;charset=utf-8',
    content: exportJson({
      range: { start_date: data.range.start, end_date: data.range.end },
      generated_at: generatedAt,
      privacy: EXPORT_PRIVACY,
      engagement: data.engagement,
      learning_patterns: data.learning_patterns,
      cohort_retention: data.cohort_retention,
      conversations: data.conversations,
      challenges: data.challenges,
    }),
  };
}

/** Words by whitespace split (the message-metrics rule, whose one home is @shared/tutor/metrics). */
export function wordCount(text: string): number {
  return words(text).length;
}
/** Count of question marks (the message-metrics rule of @shared/tutor/metrics). */
export function questionCount(text: string): number {
  return countQuestions(text);
}

function messagesOf(row: ConversationExportRow): ExportMessage[] {
  return Array.isArray(row.messages) ? (row.messages as unknown as ExportMessage[]) : [];
}

/** An exported conversation row: a title and its messages (the admin's and the class's export). */
interface WithMessages {
  title: string | null;
  messages: unknown;
}

/**
 * The second net of "no disclosure leaves in an export": every title and message text the offline
 * safety screen flags becomes the withdrawn marker (the database already withdrew the messages
 * that raised an alert and the caring replies).
 */
export function withdrawDisclosures<T extends WithMessages>(rows: readonly T[]): T[] {
  return rows.map((row) => ({
    ...row,
    title: withdrawIfFlagged(row.title),
    messages: Array.isArray(row.messages)
      ? (row.messages as unknown as ExportMessage[]).map((m) => ({
          ...m,
          content: withdrawIfFlagged(m.content),
        }))
      : row.messages,
  }));
}

/** messages.csv rows: no bodies, no names, no e-mails; only counts derived from the text. */
export function messageRows(
  conversations: readonly ConversationExportRow[],
): Record<string, unknown>[] {
  return conversations.flatMap((c) =>
    messagesOf(c).map((m) => ({
      conversation_id: c.conversation_id,
      role: m.role,
      created_at: m.created_at,
      word_count: wordCount(m.content ?? ''),
      question_count: questionCount(m.content ?? ''),
      has_eureka: m.has_eureka === true,
      response_time_ms: m.response_time_ms ?? null,
    })),
  );
}
