import { CalendarDays, Eye, EyeOff, GraduationCap, Lock, Mail, UsersRound } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField, SelectField, TextField } from '@/components/ui/field';
import { tabPanelProps } from '@/components/ui/tab-panel-props';
import { Tabs } from '@/components/ui/tabs';
import { signIn, signUp } from '@/features/auth/api/auth';
import { NameField } from '@/features/auth/components/profile-fields';
import {
  asksGuardian,
  validateAuthForm,
  type AuthFormErrors,
  type AuthFormValues,
  type AuthMode,
} from '@/features/auth/lib/validation';
import { authTexts as t, SIGN_UP_GRADE_LEVELS } from '@/features/auth/texts';
import { errorText } from '@/lib/errors';
import { CONSENT_AGE } from '@shared/consent/consent-rules';

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

/**
 * Sign-in / sign-up form (validation in lib/validation.ts, texts in texts.ts). A successful sign-in moves the app to / .
 * `onForgotPassword` (with the e-mail typed so far) opens the recovery form.
 */
export function AuthForm({ onForgotPassword }: { onForgotPassword?: (email: string) => void }) {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [values, setValues] = useState<AuthFormValues>(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<AuthFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
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

  /** A field's name, value, change and error, bound to the form's state: every field is required. */
  const bind = (key: keyof AuthFormValues) => ({
    name: key,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => update(key, e.target.value),
    error: fieldErrors[key],
    required: true,
  });

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
      if (signingUp) {
        const { signedIn } = await signUp(values);
        if (!signedIn) setInfo(t.confirmEmail);
      } else {
        await signIn(values);
      }
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-6">
      <Tabs
        idPrefix="auth"
        label={t.tabsLabel}
        value={mode}
        onChange={switchMode}
        items={[
          { id: 'signIn', label: t.signInTab },
          { id: 'signUp', label: t.signUpTab },
        ]}
      />
      <div {...tabPanelProps('auth', mode)} className="space-y-5">
        <div className="space-y-1">
          <h2 className="text-xl font-bold text-slate-900 dark:text-white">
            {signingUp ? t.signUpTitle : t.signInTitle}
          </h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {signingUp ? t.signUpSubtitle : t.signInSubtitle}
          </p>
        </div>

        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          {signingUp && <NameField label={t.nameLabel} {...bind('name')} />}
          <EmailField
            label={t.emailLabel}
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            icon={<Mail className="h-4 w-4" />}
            {...bind('email')}
          />
          <div className="relative">
            <PasswordField
              label={t.passwordLabel}
              revealed={showPassword}
              autoComplete={signingUp ? 'new-password' : 'current-password'}
              placeholder={t.passwordPlaceholder}
              icon={<Lock className="h-4 w-4" />}
              className="pr-11"
              {...bind('password')}
              minLength={6}
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? t.hidePassword : t.showPassword}
              aria-pressed={showPassword}
              className="absolute right-1.5 top-[1.875rem] inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-400 hover:text-slate-600 dark:hover:text-slate-200"
            >
              {showPassword ? (
                <EyeOff className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Eye className="h-4 w-4" aria-hidden="true" />
              )}
            </button>
          </div>
          {!signingUp && onForgotPassword && (
            <p className="-mt-2 text-right text-sm">
              <button
                type="button"
                onClick={() => onForgotPassword(values.email)}
                className="font-medium text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
              >
                {t.forgotPasswordLink}
              </button>
            </p>
          )}
          {signingUp && (
            <SelectField
              label={t.gradeLabel}
              icon={<GraduationCap className="h-4 w-4" />}
              {...bind('gradeLevel')}
            >
              <option value="">{t.gradePlaceholder}</option>
              {SIGN_UP_GRADE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </SelectField>
          )}
          {signingUp && (
            <TextField
              label={t.birthYearLabel}
              inputMode="numeric"
              autoComplete="bday-year"
              maxLength={4}
              placeholder={t.birthYearPlaceholder}
              icon={<CalendarDays className="h-4 w-4" />}
              {...bind('birthYear')}
            />
          )}
          {guardianAsked && (
            <EmailField
              label={t.guardianLabel}
              autoComplete="off"
              placeholder={t.guardianPlaceholder}
              icon={<UsersRound className="h-4 w-4" />}
              hint={t.guardianHint(CONSENT_AGE)}
              {...bind('guardianEmail')}
            />
          )}

          {error && <Alert tone="error">{error}</Alert>}
          {info && <Alert tone="info">{info}</Alert>}

          <Button type="submit" size="lg" fullWidth disabled={submitting}>
            {submitting ? t.submitting : signingUp ? t.submitSignUp : t.submitSignIn}
          </Button>
        </form>

        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          {signingUp ? t.switchToSignInPrompt : t.switchToSignUpPrompt}{' '}
          <button
            type="button"
            onClick={() => switchMode(signingUp ? 'signIn' : 'signUp')}
            className="font-semibold text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
          >
            {signingUp ? t.switchToSignIn : t.switchToSignUp}
          </button>
        </p>
      </div>
    </div>
  );
}
