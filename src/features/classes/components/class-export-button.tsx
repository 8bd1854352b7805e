import { FileDown } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { exportClassGradebook, exportClassWeekly } from '../api/teacher';
import { classTexts } from '../texts';

const t = classTexts.classPage;

/** One download: reads the rows, builds the file, and says in a status line how it went. */
function DownloadButton({
  texts: { label, hint, done, failed },
  run,
}: {
  texts: Record<'label' | 'hint' | 'done' | 'failed', string>;
  run: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  async function start() {
    setBusy(true);
    setStatus(null);
    try {
      await run();
      setStatus({ error: false, text: done });
    } catch (error) {
      console.error('Error exportando la clase:', error);
      setStatus({ error: true, text: failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button variant="secondary" loading={busy} onClick={() => void start()} title={hint}>
        <FileDown className="h-4 w-4" aria-hidden="true" />
        {busy ? t.exporting : label}
      </Button>
      <p
        role="status"
        className={
          status?.error
            ? 'text-xs font-medium text-red-700 dark:text-red-300'
            : 'text-xs text-slate-500 dark:text-slate-400'
        }
      >
        {status?.text}
      </p>
    </div>
  );
}

/**
 * The class's downloads: "Exportar actividad (CSV)" (the weeks per student, for a spreadsheet in
 * Spanish) and the Moodle gradebook file. papaparse and the CSV guard load only when a teacher
 * exports.
 */
export function ClassExportButton({ classId, className }: { classId: string; className: string }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <DownloadButton
        texts={t.activityDownload}
        run={async () => {
          const rows = await exportClassWeekly(classId);
          (await import('../lib/class-export')).downloadClassCsv(className, rows);
        }}
      />
      <DownloadButton
        texts={t.gradebookDownload}
        run={async () => {
          const rows = await exportClassGradebook(classId);
          (await import('../lib/class-export')).downloadGradebookCsv(className, rows);
        }}
      />
    </div>
  );
}
