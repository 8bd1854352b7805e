import { useEffect, useId, useRef } from 'react';

import { SelectOptions } from '@/components/select-options';

import { studentClasses, useMyClassesStore } from '../stores/my-classes-store';
import { classTexts } from '../texts';
import type { MyClass } from '../types';

import { ClassNoticeText } from './class-notice';

const t = classTexts.student;

/**
 * "Clase" in the New Conversation modal (a lazily loaded chunk): "Sin clase" by default, one option
 * per class the student is in; picking a class hands it to the modal, which fills subject and
 * level from it. A class given from the start (the sidebar's "Nueva conversación en esta clase")
 * is handed over the same way once the classes are known. Nothing is drawn for a student in no
 * class.
 */
export default function ClassField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (picked: MyClass | null) => void;
  className?: string;
}) {
  const id = useId();
  const classes = useMyClassesStore((s) => s.classes);
  const status = useMyClassesStore((s) => s.status);
  const load = useMyClassesStore((s) => s.load);
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  const mine = studentClasses(classes);
  const preset = useRef(value);
  useEffect(() => {
    const picked = preset.current && studentClasses(classes).find((c) => c.id === preset.current);
    if (!picked) return;
    preset.current = '';
    onChange(picked);
  }, [classes, onChange]);
  if (mine.length === 0) return null;
  return (
    <>
      <label className="mt-5 block text-sm font-medium" htmlFor={id}>
        {t.classLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(mine.find((c) => c.id === event.target.value) ?? null)}
        className={className}
      >
        <SelectOptions placeholder={t.noClass} values={mine} />
      </select>
      {value && (
        <p className="mt-2 text-xs text-amber-800 dark:text-amber-200" data-testid="class-notice">
          <ClassNoticeText />
        </p>
      )}
    </>
  );
}
