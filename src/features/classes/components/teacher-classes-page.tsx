import { CirclePlus, FolderArchive, GraduationCap, MessageSquare, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoading } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getTeacherClasses } from '../api/teacher';
import { newAlertsOf, useClassAlertsStore } from '../stores/class-alerts-store';
import { classTexts } from '../texts';
import type { TeacherClass } from '../types';

import { ClassAlertsBadge } from './class-alerts-badge';
import { ClassInvitations } from './class-invitations';
import { CreateClassDialog } from './create-class-dialog';
import { TeacherShell } from './teacher-shell';

const t = classTexts.teacher;

function ClassCard({ item }: { item: TeacherClass }) {
  const tags = [item.subject, item.grade_level].filter(Boolean).join(' · ');
  // The link's name replaces its content for a screen reader, so it says the badge's count too.
  const newAlerts = useClassAlertsStore((s) => newAlertsOf(s.value, item.id));
  return (
    <li>
      <Link
        to={paths.teacher.class(item.id)}
        aria-label={
          newAlerts
            ? `${t.open(item.name)} (${classTexts.newAlerts(newAlerts)})`
            : t.open(item.name)
        }
        data-testid="teacher-class"
        className="block h-full rounded-2xl focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <Card className="flex h-full flex-col gap-3 p-5 transition-shadow hover:shadow-md">
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200">
              <GraduationCap className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-base font-semibold" title={item.name}>
                {item.name}
              </h2>
              {tags && (
                <p className="truncate text-sm text-slate-500 dark:text-slate-400">{tags}</p>
              )}
            </div>
            <ClassAlertsBadge classId={item.id} />
            {item.archived_at && (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                <FolderArchive className="h-3 w-3" aria-hidden="true" />
                {t.archived}
              </span>
            )}
          </div>
          <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <span className="inline-flex items-center gap-1.5">
              <Users className="h-4 w-4 text-slate-400" aria-hidden="true" />
              {t.students(Number(item.student_count))}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MessageSquare className="h-4 w-4 text-slate-400" aria-hidden="true" />
              {t.conversations(Number(item.conversation_count))}
            </span>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t.lastActivity}: {item.last_activity ? formatDateTime(item.last_activity) : t.never}
          </p>
        </Card>
      </Link>
    </li>
  );
}

/** /profesor: "Mis clases" (active first, then archived) and "Crear clase". */
export function TeacherClassesPage() {
  const navigate = useNavigate();
  const { data, error, loading, reload } = useLoad(getTeacherClasses, 'Error cargando clases:');
  const [createOpen, setCreateOpen] = useState(false);

  return (
    <TeacherShell>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t.title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.subtitle}</p>
        </div>
        <Button onClick={() => setCreateOpen(true)}>
          <CirclePlus className="h-4 w-4" aria-hidden="true" />
          {t.create}
        </Button>
      </div>
      <ClassInvitations onAccepted={() => void reload()} />
      {error !== null && data === null && (
        <Alert tone="error">
          {t.loadError}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void reload()}>
            {t.retry}
          </button>
        </Alert>
      )}
      {data === null && loading && <PageLoading />}
      {data !== null && data.length === 0 && (
        <Card className="p-10 text-center text-sm text-slate-600 dark:text-slate-300">
          {t.empty}
        </Card>
      )}
      {data !== null && data.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.title}>
          {data.map((item) => (
            <ClassCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      {createOpen && (
        <CreateClassDialog
          onClose={() => setCreateOpen(false)}
          onCreated={(id) => navigate(paths.teacher.class(id))}
        />
      )}
    </TeacherShell>
  );
}
