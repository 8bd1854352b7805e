import { LogOut, UserMinus, UserPlus } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { askConfirm, notify } from '@/lib/notices';
import { useLoad } from '@/lib/use-load';
import { useSave } from '@/lib/use-save';

import { leaveClass } from '../api/student';
import { addClassTeacher, getClassTeachers, removeClassTeacher } from '../api/teacher';
import { classTexts } from '../texts';
import type { ClassTeacher } from '../types';

const t = classTexts.settings;

/**
 * "Profesores" in a class's settings: who teaches it (the creator first), inviting a co-teacher by
 * e-mail, taking one out (the creator and admins: the database decides, `may_remove`) and leaving
 * the class while another teacher stays (leave_class refuses the last one).
 */
export function ClassTeachersCard({ classId }: { classId: string }) {
  const navigate = useNavigate();
  const load = useCallback(() => getClassTeachers(classId), [classId]);
  const { data: teachers, reload } = useLoad(load, 'Error cargando los profesores:');
  const remove = useSave((teacher: ClassTeacher) => removeClassTeacher(classId, teacher.user_id), {
    success: (_: void) => '',
    label: 'Error quitando profesor:',
    notify: (notice) => notice?.tone === 'error' && notify(notice.text),
  });
  const leave = useSave(() => leaveClass(classId), {
    success: (_: void) => '',
    label: 'Error dejando la clase:',
    notify: (notice) => notice?.tone === 'error' && notify(notice.text),
  });

  async function removeTeacher(teacher: ClassTeacher) {
    const confirmed = await askConfirm({
      title: t.removeConfirm(teacher.name),
      message: t.removeConfirmText,
      confirmLabel: t.remove,
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await remove.run(teacher)) {
      notify(t.removed(teacher.name), 'success');
      void reload();
    }
  }

  async function leaveTheClass() {
    const confirmed = await askConfirm({
      title: t.leaveConfirm,
      message: t.leaveConfirmText,
      confirmLabel: t.leave,
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await leave.run()) {
      notify(t.left, 'success');
      void navigate(paths.teacher.classes, { replace: true });
    }
  }

  const list = teachers ?? [];
  const mayLeave = list.length > 1 && list.some((teacher) => teacher.is_me);
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">{t.teachersTitle}</h2>
      <ul
        className="mt-2 divide-y divide-slate-100 text-sm dark:divide-slate-700"
        data-testid="class-teachers"
      >
        {list.map((teacher) => (
          <TeacherRow
            key={teacher.user_id}
            teacher={teacher}
            removing={remove.saving}
            onRemove={() => void removeTeacher(teacher)}
          />
        ))}
      </ul>
      <AddTeacherForm classId={classId} />
      {mayLeave && (
        <div className="mt-5 border-t border-slate-100 pt-4 dark:border-slate-700">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t.leaveHint}</p>
          <Button
            className="mt-3"
            size="sm"
            variant="danger"
            loading={leave.saving}
            onClick={() => void leaveTheClass()}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t.leave}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** A teacher of the class: name, "(creador, tú)", e-mail and "Quitar" where the database allows it. */
function TeacherRow({
  teacher,
  removing,
  onRemove,
}: {
  teacher: ClassTeacher;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900 dark:text-white">
          {teacher.name}
          {(teacher.is_creator || teacher.is_me) && (
            <span className="font-normal text-slate-500 dark:text-slate-400">
              {' '}
              (
              {[teacher.is_creator && t.creator, teacher.is_me && t.you].filter(Boolean).join(', ')}
              )
            </span>
          )}
        </p>
        <p className="break-all text-slate-600 dark:text-slate-300">{teacher.email}</p>
      </div>
      {teacher.may_remove && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t.removeTeacher(teacher.name)}
          loading={removing}
          onClick={onRemove}
        >
          <UserMinus className="h-4 w-4" aria-hidden="true" />
          {t.remove}
        </Button>
      )}
    </li>
  );
}

/** Inviting a co-teacher by e-mail; the address is cleared once the invitation is made. */
function AddTeacherForm({ classId }: { classId: string }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const addTeacher = useSave((address: string) => addClassTeacher(classId, address), {
    success: t.teacherAdded,
    label: 'Error añadiendo profesor:',
  });

  async function submitTeacher(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(t.emailRequired);
      return;
    }
    setEmailError('');
    if (await addTeacher.run(email)) setEmail('');
  }

  return (
    <form onSubmit={submitTeacher} noValidate className="mt-4 space-y-3">
      <TextField
        label={t.coTeacherEmail}
        hint={t.coTeacherHint}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError || addTeacher.error || undefined}
      />
      <Button type="submit" size="sm" variant="secondary" loading={addTeacher.saving}>
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        {t.addTeacher}
      </Button>
      {addTeacher.notice?.tone === 'success' && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
          {addTeacher.notice.text}
        </p>
      )}
    </form>
  );
}
