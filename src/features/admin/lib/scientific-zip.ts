import { strToU8, zipSync } from 'fflate';

import { ANALYTICS_DEFINITIONS, EXPORT_PRIVACY } from './definitions';
import {
  CHALLENGE_COLUMNS,
  CONVERSATION_COLUMNS,
  exportFileName,
  MESSAGE_COLUMNS,
  messageRows,
  toDelimited,
  type DatasetData,
  type ExportFile,
} from './export-format';

export const SCIENTIFIC_FILES = [
  'report.json',
  'conversations.csv',
  'messages.csv',
  'challenges.csv',
] as const;

/**
 * The scientific export (docs/admin.md): one zip with report.json (range, generated_at, definitions,
 * privacy (pseudonyms and scrubbing), engagement, learning patterns, cohort retention), conversations.csv,
 * messages.csv and challenges.csv (finished "Reto sin ayuda", the student as the same pseudonym).
 */
export function buildScientificZip(data: DatasetData, generatedAt: string): ExportFile {
  const messages = messageRows(data.conversations);
  const report = {
    range: { start_date: data.range.start, end_date: data.range.end },
    generated_at: generatedAt,
    definitions: ANALYTICS_DEFINITIONS,
    privacy: EXPORT_PRIVACY,
    counts: {
      conversations: data.conversations.length,
      messages: messages.length,
      challenges: data.challenges.length,
    },
    engagement: data.engagement,
    learning_patterns: data.learning_patterns,
    cohort_retention: data.cohort_retention,
  };
  const bytes = zipSync({
    'report.json': strToU8(JSON.stringify(report, null, 2)),
    'conversations.csv': strToU8(toDelimited(data.conversations, CONVERSATION_COLUMNS, ',')),
    'messages.csv': strToU8(toDelimited(messages, MESSAGE_COLUMNS, ',')),
    'challenges.csv': strToU8(toDelimited(data.challenges, CHALLENGE_COLUMNS, ',')),
  });
  return {
    fileName: exportFileName('scientific_export', data.range.start, data.range.end, 'zip'),
    mimeType: 'application/zip',
    content: bytes,
  };
}
