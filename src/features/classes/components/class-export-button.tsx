import { FileDown } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { exportClassWeekly } from '../api/teacher';
import { classTexts } from '../texts';

const t = classTexts.classPage;

/** "Exportar actividad (CSV)": the class's weeks per student, as one CSV download. */
export function ClassExportButton({ classId, className }: { classId: string; className: string }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);

  async function run() {
    setBusy(true);
    setStatus(null);
    try {
      const rows = await exportClassWeekly(classId);
      // papaparse and the CSV guard load only when a teacher exports.
      const { downloadClassCsv } = await import('../lib/class-export');
      downloadClassCsv(className, rows);
      setStatus({ error: false, text: t.exportDone });
    } catch (error) {
      console.error('Error exportando la clase:', error);
      setStatus({ error: true, text: t.exportError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" loading={busy} onClick={() => void run()} title={t.exportHint}>
        <FileDown className="h-4 w-4" aria-hidden="true" />
        {busy ? t.exporting : t.export}
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
