import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { CLASS_GRADE_LEVELS } from '@shared/classes/classes';

import { CLASS_LIMITS, type ClassFormErrors, type ClassFormValues } from '../lib/class-form';
import { classTexts } from '../texts';

const t = classTexts.form;

/**
 * The class's settings as form fields (the "Crear clase" dialog and the "Ajustes" tab): name,
 * subject, level, instructions, "Conceptos a evitar", code expiry and daily limit, each with its
 * Spanish error tied to the control.
 */
export function ClassFormFields({
  values,
  errors,
  onChange,
}: {
  values: ClassFormValues;
  errors: ClassFormErrors;
  onChange: (patch: Partial<ClassFormValues>) => void;
}) {
  const levels: string[] = [...CLASS_GRADE_LEVELS];
  if (values.gradeLevel && !levels.includes(values.gradeLevel)) levels.push(values.gradeLevel);
  return (
    <div className="space-y-4">
      <TextField
        label={t.name}
        value={values.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={errors.name}
        maxLength={CLASS_LIMITS.name + 20}
        required
        autoComplete="off"
        data-field="name"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.subject}
          value={values.subject}
          onChange={(e) => onChange({ subject: e.target.value })}
          error={errors.subject}
          autoComplete="off"
          data-field="subject"
        />
        <SelectField
          label={t.level}
          value={values.gradeLevel}
          onChange={(e) => onChange({ gradeLevel: e.target.value })}
          data-field="gradeLevel"
        >
          <option value="">{t.levelNone}</option>
          {levels.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
        {t.visibility}
      </p>
      <TextareaField
        label={t.instructions}
        hint={t.instructionsHint}
        value={values.instructions}
        onChange={(e) => onChange({ instructions: e.target.value })}
        error={errors.instructions}
        rows={4}
        data-field="instructions"
      />
      <TextareaField
        label={t.avoid}
        hint={t.avoidHint}
        value={values.avoidConcepts}
        onChange={(e) => onChange({ avoidConcepts: e.target.value })}
        error={errors.avoidConcepts}
        rows={3}
        data-field="avoidConcepts"
      />
      <CodeAndLimitFields values={values} errors={errors} onChange={onChange} />
    </div>
  );
}

/** The join code's expiry and the daily message limit, side by side. */
function CodeAndLimitFields({
  values,
  errors,
  onChange,
}: {
  values: ClassFormValues;
  errors: ClassFormErrors;
  onChange: (patch: Partial<ClassFormValues>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t.expiry}
        hint={t.expiryHint}
        type="date"
        value={values.expiresOn}
        onChange={(e) => onChange({ expiresOn: e.target.value })}
        error={errors.expiresOn}
        data-field="expiresOn"
      />
      <TextField
        label={t.dailyLimit}
        hint={t.dailyLimitHint}
        type="number"
        inputMode="numeric"
        min={CLASS_LIMITS.dailyLimitMin}
        max={CLASS_LIMITS.dailyLimitMax}
        step={1}
        value={values.dailyLimit}
        onChange={(e) => onChange({ dailyLimit: e.target.value })}
        error={errors.dailyLimit}
        data-field="dailyLimit"
      />
    </div>
  );
}
