import type { ChangeEvent } from 'react';

import { SelectOptions } from '@/components/select-options';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { CLASS_GRADE_LEVELS } from '@shared/classes/classes';

import { CLASS_LIMITS, type ClassFormErrors, type ClassFormValues } from '../lib/class-form';
import { classTexts } from '../texts';

const t = classTexts.form;

type FieldsProps = {
  values: ClassFormValues;
  errors: ClassFormErrors;
  onChange: (patch: Partial<ClassFormValues>) => void;
};

/**
 * What ties a control to one value of the form: the value, its change, its Spanish error and the
 * name the form focuses when that field is the first wrong one.
 */
function bindField({ values, errors, onChange }: FieldsProps) {
  return (key: keyof ClassFormValues) => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange({ [key]: e.target.value }),
    error: errors[key],
    'data-field': key,
  });
}

/**
 * The class's settings as form fields (the "Crear clase" dialog and the "Ajustes" tab): name,
 * subject, level, instructions, "Conceptos a evitar", code expiry and daily limit, each with its
 * Spanish error tied to the control.
 */
export function ClassFormFields(props: FieldsProps) {
  const { values } = props;
  const field = bindField(props);
  const levels: string[] = [...CLASS_GRADE_LEVELS];
  if (values.gradeLevel && !levels.includes(values.gradeLevel)) levels.push(values.gradeLevel);
  return (
    <div className="space-y-4">
      <TextField
        label={t.name}
        maxLength={CLASS_LIMITS.name + 20}
        required
        autoComplete="off"
        {...field('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.subject} autoComplete="off" {...field('subject')} />
        <SelectField label={t.level} {...field('gradeLevel')}>
          <SelectOptions placeholder={t.levelNone} values={levels} />
        </SelectField>
      </div>
      <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
        {t.visibility}
      </p>
      <TextareaField
        label={t.instructions}
        hint={t.instructionsHint}
        rows={4}
        {...field('instructions')}
      />
      <TextareaField label={t.avoid} hint={t.avoidHint} rows={3} {...field('avoidConcepts')} />
      <CodeAndLimitFields {...props} />
    </div>
  );
}

/** The join code's expiry and the daily message limit, side by side. */
function CodeAndLimitFields(props: FieldsProps) {
  const field = bindField(props);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t.expiry} hint={t.expiryHint} type="date" {...field('expiresOn')} />
      <TextField
        label={t.dailyLimit}
        hint={t.dailyLimitHint}
        type="number"
        inputMode="numeric"
        min={CLASS_LIMITS.dailyLimitMin}
        max={CLASS_LIMITS.dailyLimitMax}
        step={1}
        {...field('dailyLimit')}
      />
    </div>
  );
}
