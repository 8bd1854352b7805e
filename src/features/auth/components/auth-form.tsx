import { CalendarDays, Eye, EyeOff, GraduationCap, Lock, Mail, UsersRound } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField, SelectField, TextField } from '@/components/ui/field';
import { tabPanelProps } from '@/components/ui/tab-panel-props';
import { Tabs } from '@/components/ui/tabs';
import { NameField } from '@/features/auth/components/profile-fields';
import { useAuthForm } from '@/features/auth/components/use-auth-form';
import { authTexts as t, SIGN_UP_GRADE_LEVELS } from '@/features/auth/texts';
import { CONSENT_AGE } from '@shared/consent/consent-rules';

type Bind = ReturnType<typeof useAuthForm>['bind'];

/**
 * Sign-in / sign-up form (validation in lib/validation.ts, texts in texts.ts). A successful sign-in moves the app to / .
 * `onForgotPassword` (with the e-mail typed so far) opens the recovery form.
 */
export function AuthForm({ onForgotPassword }: { onForgotPassword?: (email: string) => void }) {
  const { mode, values, error, info, submitting, formRef, signingUp, guardianAsked, ...act } =
    useAuthForm();
  const { switchMode, bind, onSubmit } = act;

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
          {signingUp && <NameField label={t.nameLabel} {...bind('name')} required />}
          <AuthEmailField name="email" bind={bind} />
          <RevealablePassword signingUp={signingUp} {...bind('password')} />
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
          {signingUp && <SignUpDetails bind={bind} guardianAsked={guardianAsked} />}

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

/**
 * The two e-mails the form asks for: the person's own (the sign-in name) and, under the consent
 * age, the guardian's (not autocompleted: it is someone else's, with the hint on why it is asked).
 */
function AuthEmailField({ name, bind }: { name: 'email' | 'guardianEmail'; bind: Bind }) {
  const own = name === 'email';
  return (
    <EmailField
      label={own ? t.emailLabel : t.guardianLabel}
      name={name}
      autoComplete={own ? 'email' : 'off'}
      placeholder={own ? t.emailPlaceholder : t.guardianPlaceholder}
      icon={own ? <Mail className="h-4 w-4" /> : <UsersRound className="h-4 w-4" />}
      {...bind(name)}
      hint={own ? undefined : t.guardianHint(CONSENT_AGE)}
      required
    />
  );
}

/** The password with its show / hide toggle; the autocomplete tells a password manager which one it is. */
function RevealablePassword({ signingUp, ...bound }: { signingUp: boolean } & ReturnType<Bind>) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <div className="relative">
      <PasswordField
        label={t.passwordLabel}
        name="password"
        revealed={showPassword}
        autoComplete={signingUp ? 'new-password' : 'current-password'}
        placeholder={t.passwordPlaceholder}
        icon={<Lock className="h-4 w-4" />}
        {...bound}
        className="pr-11"
        required
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
  );
}

/** What only sign-up asks: the grade, the birth year and, under the consent age, a guardian's e-mail. */
function SignUpDetails({ bind, guardianAsked }: { bind: Bind; guardianAsked: boolean }) {
  return (
    <>
      <SelectField
        label={t.gradeLabel}
        name="gradeLevel"
        icon={<GraduationCap className="h-4 w-4" />}
        {...bind('gradeLevel')}
        required
      >
        <option value="">{t.gradePlaceholder}</option>
        {SIGN_UP_GRADE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.birthYearLabel}
        name="birthYear"
        inputMode="numeric"
        autoComplete="bday-year"
        maxLength={4}
        placeholder={t.birthYearPlaceholder}
        icon={<CalendarDays className="h-4 w-4" />}
        {...bind('birthYear')}
        required
      />
      {guardianAsked && <AuthEmailField name="guardianEmail" bind={bind} />}
    </>
  );
}
