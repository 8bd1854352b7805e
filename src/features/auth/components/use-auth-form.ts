import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { signIn, signUp } from '@/features/auth/api/auth';
import {
  asksGuardian,
  validateAuthForm,
  type AuthFormErrors,
  type AuthFormValues,
  type AuthMode,
} from '@/features/auth/lib/validation';
import { authTexts as t } from '@/features/auth/texts';
import { errorText } from '@/lib/errors';

const emptyValues: AuthFormValues = {
  email: '',
  password: '',
  name: '',
  gradeLevel: '',
  birthYear: '',
  guardianEmail: '',
};
const fieldOrder: Array<keyof AuthFormValues> = [
  'name',
  'email',
  'password',
  'gradeLevel',
  'birthYear',
  'guardianEmail',
];

/** Signs in or up; what to tell the person when sign-up still waits for the e-mail's confirmation. */
async function send(values: AuthFormValues, signingUp: boolean): Promise<string | null> {
  if (!signingUp) {
    await signIn(values);
    return null;
  }
  const { signedIn } = await signUp(values);
  return signedIn ? null : t.confirmEmail;
}

/** The sign-in / sign-up form's state: values, errors shown after the first attempt, the submission. */
export function useAuthForm() {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [values, setValues] = useState<AuthFormValues>(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<AuthFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const signingUp = mode === 'signUp';
  const guardianAsked = signingUp && asksGuardian(values.birthYear);

  // /auth is prerendered: what a visitor types before React hydrates it is in the fields but not in
  // the state, and the next render would write the empty state back over it. Adopt it once, on
  // mount, so nothing typed early is lost (a slow phone, a password manager's fill).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<AuthFormValues> = {};
    for (const key of ['email', 'password'] as const) {
      const field = form.elements.namedItem(key);
      if (field instanceof HTMLInputElement && field.value) typed[key] = field.value;
    }
    if (Object.keys(typed).length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM before hydration is the external source
    setValues((current) => ({ ...current, ...typed }));
  }, []);

  function switchMode(next: AuthMode) {
    setMode(next);
    setFieldErrors({});
    setAttempted(false);
    setError(null);
    setInfo(null);
  }

  function update<K extends keyof AuthFormValues>(key: K, value: AuthFormValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (attempted) setFieldErrors(validateAuthForm(next, mode));
  }

  /** A field's value, change handler and error, bound to its key. */
  function bind(key: keyof AuthFormValues) {
    return {
      value: values[key],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        update(key, e.target.value),
      error: fieldErrors[key],
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setInfo(null);
    setAttempted(true);
    const errors = validateAuthForm(values, mode);
    setFieldErrors(errors);
    const firstInvalid = fieldOrder.find((key) => errors[key]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const notice = await send(values, signingUp);
      if (notice) setInfo(notice);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return {
    mode,
    values,
    error,
    info,
    submitting,
    formRef,
    signingUp,
    guardianAsked,
    switchMode,
    bind,
    onSubmit,
  };
}
