import { lazy, Suspense, useId, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { Modal } from '@/components/ui/modal';

import { createFailureText } from '../lib/errors';
import { chatTexts, LEVELS, SUBJECTS } from '../texts';

// The class picker and its store load on their own chunk (the chat's first load stays as it was).
const ClassField = lazy(() =>
  import('@/features/classes/components/student-classes').then((m) => ({ default: m.ClassField })),
);

export function NewConversationModal({
  defaultLevel,
  defaultClassId = '',
  onCreate,
  onClose,
}: {
  defaultLevel: string | null;
  /** A class picked beforehand ("Nueva conversación en esta clase"); the student may change it. */
  defaultClassId?: string;
  onCreate: (subject: string | null, level: string | null, classId: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [level, setLevel] = useState(defaultLevel ?? '');
  const [classId, setClassId] = useState(defaultClassId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const levels: string[] = [...LEVELS];
  if (defaultLevel && !levels.includes(defaultLevel)) levels.push(defaultLevel);
  if (level && !levels.includes(level)) levels.push(level);
  const subjects: string[] = [...SUBJECTS];
  if (subject && !subjects.includes(subject)) subjects.push(subject);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onCreate(subject || null, level || null, classId || null);
    } catch (error) {
      // 'Error al crear conversación', or the specific reason (daily limit, offline), in the form.
      setError(createFailureText(error));
    } finally {
      setBusy(false);
    }
  }

  const select =
    'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm dark:border-slate-600 dark:bg-slate-800';
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose}>
      <form onSubmit={submit} className="p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {chatTexts.modalTitle}
        </h2>
        <Suspense fallback={null}>
          <ClassField
            value={classId}
            className={select}
            onChange={(picked) => {
              setClassId(picked?.id ?? '');
              // A class brings its subject and level; the student may still change them.
              if (picked?.subject) setSubject(picked.subject);
              if (picked?.grade_level) setLevel(picked.grade_level);
            }}
          />
        </Suspense>
        <label className="mt-5 block text-sm font-medium" htmlFor={`${id}-subject`}>
          {chatTexts.subjectLabel}
        </label>
        <select
          id={`${id}-subject`}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          className={select}
        >
          <option value="">{chatTexts.subjectPlaceholder}</option>
          {subjects.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label className="mt-4 block text-sm font-medium" htmlFor={`${id}-level`}>
          {chatTexts.levelLabel}
        </label>
        <select
          id={`${id}-level`}
          value={level}
          onChange={(e) => setLevel(e.target.value)}
          className={select}
        >
          <option value="">{chatTexts.levelPlaceholder}</option>
          {levels.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
        <p className="mt-4 rounded-xl border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-800 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200">
          {chatTexts.modalHelp}
        </p>
        {error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {chatTexts.cancel}
          </button>
          <button type="submit" disabled={busy} className={buttonClasses()}>
            {busy ? chatTexts.creating : chatTexts.start}
          </button>
        </div>
      </form>
    </Modal>
  );
}
