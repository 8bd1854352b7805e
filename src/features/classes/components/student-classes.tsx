import { GraduationCap, UserMinus, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';

import { IconButton } from '@/components/ui/icon-button';
import { errorText, GENERIC_ERROR } from '@/lib/errors';
import { askConfirm, notify } from '@/lib/notices';

import { studentClasses, useMyClassesStore } from '../stores/my-classes-store';
import { classTexts } from '../texts';

import { JoinClassDialog } from './join-class-dialog';

// The chat loads this one module for every class widget it shows (one chunk, named once).
export { default as ClassField } from './class-field';
export { default as JoinClassPage } from './join-class-page';

const t = classTexts.student;

/**
 * The sidebar's classes (a lazily loaded chunk): "Unirme a una clase", the classes the student
 * is in (with their teachers) and leaving one after a confirmation.
 */
export default function StudentClasses() {
  const classes = useMyClassesStore((s) => s.classes);
  const status = useMyClassesStore((s) => s.status);
  const load = useMyClassesStore((s) => s.load);
  const leave = useMyClassesStore((s) => s.leave);
  const [joinOpen, setJoinOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  async function onLeave(id: string, name: string) {
    if (!(await askConfirm({ title: t.leaveConfirm(name), confirmLabel: t.leave }))) return;
    try {
      await leave(id);
    } catch (error) {
      console.error('Error saliendo de la clase:', error);
      const text = errorText(error);
      notify(text === GENERIC_ERROR ? t.leaveError : text);
    }
  }

  const mine = studentClasses(classes);
  return (
    <div className="space-y-2" data-testid="student-classes">
      <button
        type="button"
        onClick={() => setJoinOpen(true)}
        className="flex w-full items-center justify-center gap-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <UsersRound className="h-4 w-4" aria-hidden="true" />
        {t.join}
      </button>
      {mine.length > 0 && (
        <section aria-labelledby="my-classes-heading" className="pt-1">
          <h2
            id="my-classes-heading"
            className="px-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
          >
            {t.myClasses}
          </h2>
          <ul className="mt-1 space-y-1">
            {mine.map((c) => (
              <li
                key={c.id}
                className="flex items-center gap-2 rounded-xl px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
                data-testid="my-class"
              >
                <GraduationCap className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium" title={c.name}>
                    {c.name}
                  </p>
                  {c.teacher_names && c.teacher_names.length > 0 && (
                    <p className="truncate text-[11px] text-slate-500 dark:text-slate-400">
                      {t.teachers(c.teacher_names)}
                    </p>
                  )}
                </div>
                <IconButton
                  onClick={() => void onLeave(c.id, c.name)}
                  label={`${t.leave}: ${c.name}`}
                  title={t.leave}
                  icon={UserMinus}
                  iconClassName="h-4 w-4"
                  className="rounded-lg p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {joinOpen && (
        <JoinClassDialog
          onClose={() => setJoinOpen(false)}
          onJoined={(joined) => {
            setJoinOpen(false);
            if (joined) setAnnouncement(t.joined(joined.name));
          }}
        />
      )}
    </div>
  );
}
