import { Inbox } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';

import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { tableClasses, type Column } from '@/components/ui/data-table-columns';
import { PageLoading } from '@/components/ui/loading-screen';
import { ChallengeStatsTable } from '@/features/admin/components/challenge-stats-table';
import { lastDaysRange } from '@/features/admin/lib/date-range';
import { formatDateTime } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getClassStudents } from '../api/teacher';
import { progressColumns } from '../lib/progress';
import { classTexts } from '../texts';
import type { ClassStudent } from '../types';

import { ProgressFiguresLegend } from './progress-figures';
import { StudentConversationsDialog } from './student-conversations-dialog';

const t = classTexts.classPage;

const nameOf = (s: ClassStudent) => s.display_name?.trim() || t.noName;

/** The table's columns; the name is a button that opens the student's weeks and conversations. */
function studentColumns(onOpen: (student: ClassStudent) => void): Column<ClassStudent>[] {
  return [
    {
      id: 'name',
      header: t.studentName,
      rowHeader: true,
      wrap: true,
      className: tableClasses.strong,
      cell: (s) => (
        <button
          type="button"
          onClick={() => onOpen(s)}
          aria-label={t.viewStudent(nameOf(s))}
          className="text-left font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {nameOf(s)}
        </button>
      ),
    },
    ...progressColumns<ClassStudent>((s) => s.eureka_count),
    {
      id: 'last',
      header: t.lastActivity,
      wrap: true,
      cell: (s) => (s.last_activity ? formatDateTime(s.last_activity) : classTexts.teacher.never),
    },
  ];
}

/**
 * "Estudiantes": one row per current student with their progress (get_class_students), what each
 * figure means under the table; a name opens the student's weeks and conversations.
 */
export function ClassStudentsTab({ classId }: { classId: string }) {
  const load = useCallback(() => getClassStudents(classId), [classId]);
  const { data, error } = useLoad(load, 'Error cargando estudiantes:');
  const [open, setOpen] = useState<ClassStudent | null>(null);
  const challengeRange = useMemo(() => lastDaysRange(90), []);

  const columns = studentColumns(setOpen);

  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        {data === null && error === null && <PageLoading />}
        {data === null && error !== null && (
          <p role="alert" className="p-6 text-sm text-red-700 dark:text-red-300">
            {classTexts.teacher.loadError}
          </p>
        )}
        {data !== null && (
          <DataTable
            label={t.students}
            columns={columns}
            rows={data}
            rowKey={(s) => s.user_id}
            rowTestId="class-student"
            empty={
              <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-slate-500 dark:text-slate-400">
                <Inbox className="h-8 w-8 text-slate-300 dark:text-slate-600" aria-hidden="true" />
                <p>{t.noStudents}</p>
              </div>
            }
          />
        )}
        {data !== null && data.length > 0 && (
          <ProgressFiguresLegend className="border-t border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800" />
        )}
        {open && (
          <StudentConversationsDialog
            classId={classId}
            studentId={open.user_id}
            studentName={nameOf(open)}
            onClose={() => setOpen(null)}
          />
        )}
      </Card>
      {/* The class's "Aciertos sin ayuda": challenges its students solved alone, per week. */}
      <Card className="overflow-hidden">
        <h2 className="px-4 pt-4 text-base font-semibold text-slate-900 sm:px-5 dark:text-slate-100">
          {t.challengesTitle}
        </h2>
        <ChallengeStatsTable range={challengeRange} valid classFilter={classId} />
      </Card>
    </div>
  );
}
