import type { DateRange } from '../lib/date-range';
import type { DatasetData, ExportFile } from '../lib/export-format';
import { toNumber } from '../lib/format';
import { adminTexts } from '../texts';

import { exportChallenges } from './export-challenges';
import {
  exportConversationsData,
  exportPageCount,
  UI_EXPORT_LIMIT,
} from './export-conversations-data';
import { getCohortRetention } from './get-cohort-retention';
import { getEngagementStats } from './get-engagement-stats';
import { getLearningPatterns } from './get-learning-patterns';

const t = adminTexts.analytics;

type Part = keyof Omit<DatasetData, 'range'>;
/** What the whole exports (scientific zip, complete JSON) read; one dataset reads only itself. */
const ALL_PARTS: Part[] = [
  'engagement',
  'learning_patterns',
  'cohort_retention',
  'conversations',
  'challenges',
];

/** Progress of an export: steps done of the total, and conversations fetched so far. */
export interface ExportProgress {
  done: number;
  total: number;
  conversations: { fetched: number; expected: number } | null;
}

/**
 * Reads the parts an export needs, reporting each finished read and each page of conversations.
 * With conversations, the engagement figures come first: their conversation count tells how many
 * pages to expect.
 */
async function loadParts(
  range: DateRange,
  parts: Part[],
  report: (progress: ExportProgress) => void,
): Promise<DatasetData> {
  const data: DatasetData = {
    range,
    engagement: null,
    learning_patterns: [],
    cohort_retention: [],
    conversations: [],
    challenges: [],
  };
  const withConversations = parts.includes('conversations');
  let expected = 0;
  if (withConversations) {
    data.engagement = await getEngagementStats(range);
    expected = Math.min(toNumber(data.engagement?.total_conversations) ?? 0, UI_EXPORT_LIMIT);
  }
  // One step per part, one per page of conversations instead of one for them, one to build the file.
  const total = parts.length + 1 + (withConversations ? exportPageCount(expected) - 1 : 0);
  let done = 0;
  let fetched = 0;
  const emit = () =>
    report({ done, total, conversations: withConversations ? { fetched, expected } : null });
  emit();
  const readers: Record<Part, () => Promise<void>> = {
    engagement: async () => {
      data.engagement ??= await getEngagementStats(range);
      done++;
    },
    learning_patterns: async () => {
      data.learning_patterns = await getLearningPatterns(range);
      done++;
    },
    cohort_retention: async () => {
      data.cohort_retention = await getCohortRetention(range);
      done++;
    },
    challenges: async () => {
      data.challenges = await exportChallenges(range);
      done++;
    },
    conversations: async () => {
      data.conversations = await exportConversationsData(range, (n) => {
        fetched = n;
        done++;
        emit();
      });
    },
  };
  await Promise.all(parts.map((part) => readers[part]().then(emit)));
  return data;
}

/**
 * Builds one export. The CSV and zip libraries are imported here, on demand, so they live in
 * their own chunks and only an admin who exports ever downloads them.
 */
export async function buildExport(
  kind: string,
  format: string,
  range: DateRange,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportFile> {
  const lib = await import('../lib/export-format');
  const isWhole = kind === 'scientific' || kind === 'complete';
  if (!isWhole && !lib.isDataset(kind)) throw new lib.ExportError(t.invalidExportType);
  if (kind !== 'scientific' && !lib.isExportFormat(format)) {
    throw new lib.ExportError(t.unsupportedFormat);
  }
  const parts: Part[] = isWhole ? ALL_PARTS : [kind as Part];
  let last: ExportProgress = { done: 0, total: 1, conversations: null };
  const data = await loadParts(range, parts, (progress) => {
    last = progress;
    onProgress(progress);
  });
  data.conversations = lib.withdrawDisclosures(data.conversations);
  const generatedAt = new Date().toISOString();
  let file: ExportFile;
  if (kind === 'scientific') {
    const { buildScientificZip } = await import('../lib/scientific-zip');
    file = buildScientificZip(data, generatedAt);
  } else if (kind === 'complete') {
    file = lib.buildCompleteDataset(data, generatedAt);
  } else {
    file = lib.buildDatasetFile(kind, format, data);
  }
  onProgress({ ...last, done: last.total });
  return file;
}
