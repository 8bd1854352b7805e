import { useId, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/errors';

import { createClass } from '../api/teacher';
import {
  EMPTY_CLASS_FORM,
  validateClassForm,
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
  const id = useId();
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
      const first = Object.keys(checked.errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
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
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="max-w-2xl">
      <form onSubmit={submit} noValidate className="space-y-5 p-6">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {t.createTitle}
        </h2>
        <ClassFormFields
          values={values}
          errors={errors}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {busy ? t.creating : t.createTitle}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
