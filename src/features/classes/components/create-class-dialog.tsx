import { useState, type FormEvent } from 'react';

import { FormDialog } from '@/components/ui/form-dialog';
import { errorText } from '@/lib/errors';

import { createClass } from '../api/teacher';
import {
  EMPTY_CLASS_FORM,
  validateClassForm,
  focusFirstError,
  type ClassFormErrors,
  type ClassFormValues,
} from '../lib/class-form';
import { classTexts } from '../texts';

import { ClassFormFields } from './class-form-fields';

const t = classTexts.form;

/**
 * "Crear clase": checks the form in Spanish before sending; the database's refusal is shown in
 * Spanish too and the form keeps everything typed. Resolves with the new class's id.
 */
export function CreateClassDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const [values, setValues] = useState<ClassFormValues>(EMPTY_CLASS_FORM);
  const [errors, setErrors] = useState<ClassFormErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    const checked = validateClassForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(event.currentTarget, checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onCreated(await createClass(checked.value));
    } catch (error) {
      console.error('Error creando la clase:', error);
      setFailure(errorText(error));
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t.createTitle}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      busy={busy}
      cancelLabel={t.cancel}
      submitLabel={busy ? t.creating : t.createTitle}
      className="max-w-2xl"
      formClassName="space-y-5"
    >
      <ClassFormFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      />
    </FormDialog>
  );
}
