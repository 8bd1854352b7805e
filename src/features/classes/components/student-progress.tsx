import { useCallback } from 'react';

import { DataTable } from '@/components/ui/data-table';
import { type Column, rowHeaderColumn } from '@/components/ui/data-table-columns';
import { PageLoading } from '@/components/ui/loading-screen';
import { formatCount } from '@/features/admin/lib/format';
import { formatDate } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getClassStudentProgress } from '../api/teacher';
import { progressColumns } from '../lib/progress';
import { classTexts } from '../texts';
import type { ClassStudentWeek } from '../types';

import { ProgressFiguresLegend } from './progress-figures';

const t = classTexts.classPage;

const columns: Column<ClassStudentWeek>[] = [
  rowHeaderColumn('week', t.week, (w) => formatDate(w.week_start)),
  { id: 'subject', header: t.subject, wrap: true, cell: (w) => w.subject },
  ...progressColumns<ClassStudentWeek>((w) => w.understanding_moments),
  {
    id: 'messages',
    header: t.studentMessages,
    align: 'right',
    cell: (w) => formatCount(w.student_messages),
  },
];

/** One student's weeks in the class by subject (get_class_student_progress), newest first. */
export function StudentProgress({ classId, studentId }: { classId: string; studentId: string }) {
  const load = useCallback(() => getClassStudentProgress(classId, studentId), [classId, studentId]);
  const { data, error } = useLoad(load, 'Error cargando el progreso:');
  if (data === null && error === null) return <PageLoading />;
  if (data === null)
    return (
      <p role="alert" className="p-6 text-sm text-red-700 dark:text-red-300">
        {classTexts.teacher.loadError}
      </p>
    );
  return (
    <div className="space-y-4 p-4 sm:p-5">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.progressIntro}</p>
      <DataTable
        label={t.progressTab}
        columns={columns}
        rows={data}
        rowKey={(w) => `${w.week_start}|${w.subject}`}
        rowTestId="student-progress-row"
        empty={<p className="text-sm text-slate-500 dark:text-slate-400">{t.noProgress}</p>}
      />
      {data.length > 0 && <ProgressFiguresLegend />}
    </div>
  );
}
