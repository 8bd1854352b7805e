import type { DateRange } from '../lib/date-range';
import type { DatasetData, ExportFile } from '../lib/export-format';
import { adminTexts } from '../texts';

import { exportConversationsData } from './export-conversations-data';
import { getCohortRetention } from './get-cohort-retention';
import { getEngagementStats } from './get-engagement-stats';
import { getLearningPatterns } from './get-learning-patterns';

const t = adminTexts.analytics;

type Part = keyof Omit<DatasetData, 'range'>;
const ALL_PARTS: Part[] = ['engagement', 'learning_patterns', 'cohort_retention', 'conversations'];

/** Reads the parts an export needs, reporting each finished read. */
async function loadParts(
  range: DateRange,
  parts: Part[],
  onStep: () => void,
): Promise<DatasetData> {
  const data: DatasetData = {
    range,
    engagement: null,
    learning_patterns: [],
    cohort_retention: [],
    conversations: [],
  };
  const readers: Record<Part, () => Promise<void>> = {
    engagement: async () => {
      data.engagement = await getEngagementStats(range);
    },
    learning_patterns: async () => {
      data.learning_patterns = await getLearningPatterns(range);
    },
    cohort_retention: async () => {
      data.cohort_retention = await getCohortRetention(range);
    },
    conversations: async () => {
      data.conversations = await exportConversationsData(range);
    },
  };
  await Promise.all(parts.map((part) => readers[part]().then(onStep)));
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
  onProgress: (done: number, total: number) => void,
): Promise<ExportFile> {
  const lib = await import('../lib/export-format');
  const isWhole = kind === 'scientific' || kind === 'complete';
  if (!isWhole && !lib.isDataset(kind)) throw new lib.ExportError(t.invalidExportType);
  if (kind !== 'scientific' && !lib.isExportFormat(format)) {
    throw new lib.ExportError(t.unsupportedFormat);
  }
  const parts: Part[] = isWhole ? ALL_PARTS : [kind as Part];
  const total = parts.length + 1;
  let done = 0;
  onProgress(done, total);
  const data = await loadParts(range, parts, () => onProgress(++done, total));
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
  onProgress(total, total);
  return file;
}
