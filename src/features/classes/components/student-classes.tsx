import { Check, GraduationCap, Plus, UserMinus, UsersRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { cn } from '@/components/ui/cn';
import { IconButton } from '@/components/ui/icon-button';
import { errorText, GENERIC_ERROR } from '@/lib/errors';
import { askConfirm, notify } from '@/lib/notices';

import { studentClasses, useMyClassesStore } from '../stores/my-classes-store';
import { classTexts } from '../texts';
import type { MyClass } from '../types';

import { JoinClassDialog } from './join-class-dialog';

// The chat loads this one module for every class widget it shows (one chunk, named once).
export { default as ClassField } from './class-field';
export { default as JoinClassPage } from './join-class-page';
export { ClassTag } from './class-tag';

const t = classTexts.student;

const filterButton =
  'flex min-w-0 items-center gap-2 rounded-xl border px-2 py-1.5 text-left text-sm transition-colors';
const pressedClasses =
  'border-indigo-300 bg-indigo-50 dark:border-indigo-500/40 dark:bg-indigo-500/10';
const unpressedClasses = 'border-transparent hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * The sidebar's classes (a lazily loaded chunk): "Unirme a una clase", the classes the student
 * is in (with their teachers) and leaving one after a confirmation. Each class is a toggle that
 * shows only its conversations in the list ("Todas" shows them all again); while one is chosen,
 * "Nueva conversación en esta clase" opens the new-conversation form with that class picked.
 */
export default function StudentClasses({
  filter = null,
  onFilter,
  onNewInClass,
}: {
  /** The class whose conversations the list shows, null for all of them. */
  filter?: string | null;
  onFilter?: (classId: string | null) => void;
  onNewInClass?: (classId: string) => void;
}) {
  const hintId = useId();
  const classes = useMyClassesStore((s) => s.classes);
  const status = useMyClassesStore((s) => s.status);
  const load = useMyClassesStore((s) => s.load);
  const leave = useMyClassesStore((s) => s.leave);
  const [joinOpen, setJoinOpen] = useState(false);

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  const mine = studentClasses(classes);
  // A class the student left (here or in another tab) no longer filters the list.
  const chosen = mine.find((c) => c.id === filter) ?? null;
  useEffect(() => {
    if (filter && status === 'ready' && !chosen) onFilter?.(null);
  }, [filter, status, chosen, onFilter]);

  const onLeave = (id: string, name: string) => confirmAndLeave(leave, id, name);

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
          <div className="flex items-center justify-between gap-2 px-1">
            <h2
              id="my-classes-heading"
              className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
            >
              {t.myClasses}
            </h2>
            {onFilter && <AllConversationsButton chosen={!!chosen} onFilter={onFilter} />}
          </div>
          <p id={hintId} hidden>
            {t.filterHint}
          </p>
          <ul className="mt-1 space-y-1">
            {mine.map((c) => (
              <MyClassRow
                key={c.id}
                c={c}
                pressed={c.id === chosen?.id}
                hintId={hintId}
                onFilter={onFilter}
                onLeave={() => void onLeave(c.id, c.name)}
              />
            ))}
          </ul>
          {chosen && onNewInClass && (
            <button
              type="button"
              onClick={() => onNewInClass(chosen.id)}
              className="mt-2 flex w-full items-center justify-center gap-1.5 rounded-xl border border-indigo-300 px-3 py-2 text-[13px] font-medium whitespace-nowrap text-indigo-800 hover:bg-indigo-50 dark:border-indigo-500/40 dark:text-indigo-200 dark:hover:bg-indigo-500/10"
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t.newInClass}
            </button>
          )}
        </section>
      )}
      {joinOpen && (
        <JoinClassDialog onClose={() => setJoinOpen(false)} onJoined={() => setJoinOpen(false)} />
      )}
    </div>
  );
}

/** Leaving a class is confirmed first; a refusal is told in a notice. */
async function confirmAndLeave(leave: (id: string) => Promise<void>, id: string, name: string) {
  if (!(await askConfirm({ title: t.leaveConfirm(name), confirmLabel: t.leave }))) return;
  try {
    await leave(id);
  } catch (error) {
    console.error('Error saliendo de la clase:', error);
    const text = errorText(error);
    notify(text === GENERIC_ERROR ? t.leaveError : text);
  }
}

/** "Todas": pressed while no class filters the list. */
function AllConversationsButton({
  chosen,
  onFilter,
}: {
  chosen: boolean;
  onFilter: (classId: string | null) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={!chosen}
      onClick={() => onFilter(null)}
      className={cn(
        'flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        chosen
          ? 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800'
          : 'border-indigo-300 bg-indigo-50 text-indigo-800 dark:border-indigo-500/40 dark:bg-indigo-500/10 dark:text-indigo-200',
      )}
    >
      {!chosen && <Check className="h-3 w-3" aria-hidden="true" />}
      {t.allConversations}
    </button>
  );
}

/** One class: a toggle that filters the list (a plain row without a filter) and "Salir". */
function MyClassRow({
  c,
  pressed,
  hintId,
  onFilter,
  onLeave,
}: {
  c: MyClass;
  pressed: boolean;
  hintId: string;
  onFilter?: (classId: string | null) => void;
  onLeave: () => void;
}) {
  const body = (
    <>
      <GraduationCap className="h-4 w-4 shrink-0 text-indigo-500" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium" title={c.name}>
          {c.name}
        </span>
        {c.teacher_names && c.teacher_names.length > 0 && (
          <span className="block truncate text-[11px] text-slate-500 dark:text-slate-400">
            {t.teachers(c.teacher_names)}
          </span>
        )}
      </span>
      {pressed && (
        <Check
          className="h-4 w-4 shrink-0 text-indigo-600 dark:text-indigo-300"
          aria-hidden="true"
        />
      )}
    </>
  );
  return (
    <li className="flex items-center gap-1" data-testid="my-class">
      {onFilter ? (
        <button
          type="button"
          aria-pressed={pressed}
          aria-describedby={hintId}
          onClick={() => onFilter(pressed ? null : c.id)}
          className={cn(filterButton, 'flex-1', pressed ? pressedClasses : unpressedClasses)}
        >
          {body}
        </button>
      ) : (
        <div className={cn(filterButton, 'flex-1 border-transparent')}>{body}</div>
      )}
      <IconButton
        onClick={onLeave}
        label={`${t.leave}: ${c.name}`}
        title={t.leave}
        icon={UserMinus}
        iconClassName="h-4 w-4"
        className="rounded-lg p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10"
      />
    </li>
  );
}
