import { Archive, Database, Download, FileJson } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText, GENERIC_ERROR } from '@/lib/errors';

import { buildExport, type ExportProgress } from '../api/build-export';
import type { DateRange } from '../lib/date-range';
import { downloadFile } from '../lib/download';
import { DATASETS, EXPORT_FORMATS, type Dataset } from '../lib/export-columns';
import { formatCount } from '../lib/format';
import { adminTexts } from '../texts';

import { Section } from './bits';

const t = adminTexts.analytics;

const DATASET_LABELS: Record<Dataset, string> = {
  engagement: t.datasetEngagement,
  learning_patterns: t.datasetPatterns,
  cohort_retention: t.datasetCohorts,
  conversations: t.datasetConversations,
};
/** Everything of the range in one file: the scientific zip and the complete JSON. */
const BUNDLES = [
  {
    key: 'scientific:zip',
    kind: 'scientific',
    format: 'zip',
    label: t.scientific,
    hint: t.scientificHint,
    Icon: Archive,
    variant: 'primary',
  },
  {
    key: 'complete:json',
    kind: 'complete',
    format: 'json',
    label: t.complete,
    hint: t.completeHint,
    Icon: FileJson,
    variant: 'secondary',
  },
] as const;

type Fetching = ExportProgress['conversations'];

/** The running export (its `kind:format` key), its progress and the outcome of the last one. */
function useExportRun(range: DateRange) {
  const [running, setRunning] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [fetching, setFetching] = useState<Fetching>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function run(kind: string, format: string) {
    const key = `${kind}:${format}`;
    setRunning(key);
    setProgress(0);
    setFetching(null);
    setResult(null);
    try {
      const file = await buildExport(kind, format, range, (p) => {
        setProgress(Math.min(100, Math.round((p.done / p.total) * 100)));
        setFetching(p.conversations);
      });
      downloadFile(file);
      setResult({ ok: true, text: t.success });
    } catch (error) {
      console.error('Error exportando:', error);
      const message = errorText(error);
      setResult({ ok: false, text: message === GENERIC_ERROR ? t.error : t.errorWith(message) });
    } finally {
      setRunning(null);
    }
  }

  return { running, progress, fetching, result, run };
}

/** "conversations fetched of expected"; the expected count never shows below the fetched one. */
function conversationsText(fetching: NonNullable<Fetching>): string {
  return t.exportingConversations(
    formatCount(fetching.fetched),
    formatCount(Math.max(fetching.fetched, fetching.expected)),
  );
}

interface RunButtonsProps {
  running: string | null;
  disabled: boolean;
  run: (kind: string, format: string) => Promise<void>;
}

/** One row per dataset with a button per format. */
function DatasetList({ running, disabled, run }: RunButtonsProps) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {DATASETS.map((dataset) => (
        <li
          key={dataset}
          className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <span className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
            <Database className="h-4 w-4 text-slate-400" aria-hidden="true" />
            {DATASET_LABELS[dataset]}
          </span>
          <div className="flex gap-2" role="group" aria-label={DATASET_LABELS[dataset]}>
            {EXPORT_FORMATS.map((format) => (
              <Button
                key={format}
                size="sm"
                variant="secondary"
                disabled={disabled}
                loading={running === `${dataset}:${format}`}
                onClick={() => void run(dataset, format)}
                aria-label={`${DATASET_LABELS[dataset]} ${format.toUpperCase()}`}
                data-export={`${dataset}:${format}`}
              >
                <Download className="h-3.5 w-3.5" aria-hidden="true" />
                {format.toUpperCase()}
              </Button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The two whole-range files: the scientific zip and the complete JSON. */
function BundleButtons({ running, disabled, run }: RunButtonsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {BUNDLES.map((bundle) => (
        <Button
          key={bundle.key}
          variant={bundle.variant}
          disabled={disabled}
          loading={running === bundle.key}
          onClick={() => void run(bundle.kind, bundle.format)}
          className="h-auto flex-col items-start gap-0.5 py-3 text-left"
          data-export={bundle.key}
        >
          <span className="flex items-center gap-2">
            <bundle.Icon className="h-4 w-4" aria-hidden="true" />
            {bundle.label}
          </span>
          <span className="text-xs font-normal opacity-80">{bundle.hint}</span>
        </Button>
      ))}
    </div>
  );
}

/** The running export's progress: percent, conversations fetched so far, and the bar. */
function ExportProgressBar({ progress, fetching }: { progress: number; fetching: Fetching }) {
  return (
    <div role="status" aria-live="polite" className="space-y-2" data-testid="export-progress">
      <div className="flex justify-between gap-3 text-xs font-medium text-slate-600 dark:text-slate-300">
        <span>{t.exporting}</span>
        {fetching && (
          <span className="tabular-nums" data-testid="export-conversations-progress">
            {conversationsText(fetching)}
          </span>
        )}
        <span className="tabular-nums">{progress} %</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        role="progressbar"
        aria-label={t.exporting}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={
          fetching ? `${progress} %, ${conversationsText(fetching)}` : `${progress} %`
        }
      >
        <div
          className="h-2 rounded-full bg-gradient-to-r from-indigo-500 to-violet-500 transition-[width]"
          style={{ width: `${Math.max(progress, 5)}%` }}
        />
      </div>
    </div>
  );
}

/** Export controls: each dataset in csv/json/tsv, the scientific zip and the complete JSON. */
export function ExportPanel({ range, disabled }: { range: DateRange; disabled: boolean }) {
  const { running, progress, fetching, result, run } = useExportRun(range);
  const busy = running !== null;

  return (
    <Section title={t.exports}>
      <div className="space-y-5 p-4 sm:p-5">
        <p className="text-sm text-slate-500 dark:text-slate-400">{t.exportsHint}</p>
        <DatasetList running={running} disabled={disabled || busy} run={run} />
        <BundleButtons running={running} disabled={disabled || busy} run={run} />
        {busy && <ExportProgressBar progress={progress} fetching={fetching} />}
        {result && (
          <Alert tone={result.ok ? 'success' : 'error'} showIcon={false}>
            {result.text}
          </Alert>
        )}
      </div>
    </Section>
  );
}
