import { KeyRound, Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardPage } from '@/components/ui/card-page';
import { PasswordField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { openRecoverySession, updatePassword } from '@/features/auth/api/auth';
import { validateNewPassword, type NewPasswordValues } from '@/features/auth/lib/validation';
import { authTexts as t } from '@/features/auth/texts';
import { errorText } from '@/lib/errors';

type LinkState = 'checking' | 'ready' | 'invalid';

/**
 * /restablecer: where the recovery e-mail's link lands. supabase-js has read the recovery session
 * from the URL; with it the person chooses a new password (the sign-up rules, typed twice) and is
 * signed in to the chat. Without it (used, expired or altered link) it says so and offers a new one.
 */
export function ResetPasswordPage() {
  const linkState = useRecoveryLink();
  return (
    <CardPage width="md">
      {linkState === 'checking' && (
        <p role="status" className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t.reset.checking}
        </p>
      )}
      {linkState === 'invalid' && (
        <div className="space-y-4">
          <h1 className="text-xl font-bold text-slate-900 dark:text-white">
            {t.reset.invalidTitle}
          </h1>
          <Alert tone="warning">{t.reset.invalidBody}</Alert>
          <Link
            to={paths.auth}
            className="inline-flex items-center gap-1 font-semibold text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
          >
            {t.reset.requestNew}
          </Link>
        </div>
      )}
      {linkState === 'ready' && <NewPasswordForm />}
    </CardPage>
  );
}

/** Opens the recovery session the link carries, once, and says whether it holds. */
function useRecoveryLink(): LinkState {
  const [linkState, setLinkState] = useState<LinkState>('checking');
  const fragmentRef = useRef<string | null>(null);

  useEffect(() => {
    document.title = t.reset.documentTitle;
    let active = true;
    // Kept in a ref: React's development double effect must not lose the cleared fragment.
    fragmentRef.current ??= window.location.hash;
    const fragment = fragmentRef.current;
    // The tokens leave the address bar (and the history) at once.
    if (fragment) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
    void openRecoverySession(fragment)
      .catch(() => false)
      .then((signedIn) => {
        if (active) setLinkState(signedIn ? 'ready' : 'invalid');
      });
    return () => {
      active = false;
    };
  }, []);
  return linkState;
}

/** The new password, typed twice; saving it signs the person in to the chat. */
function NewPasswordForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof NewPasswordValues, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The page exists to type the new password: the caret waits in it once the link is checked.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[name="password"]')?.focus();
  }, []);

  function update(key: keyof NewPasswordValues, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (attempted) setErrors(validateNewPassword(next));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    setAttempted(true);
    const found = validateNewPassword(values);
    setErrors(found);
    const first = (['password', 'confirm'] as const).find((key) => found[key]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await updatePassword(values.password);
      navigate(paths.home, { replace: true });
    } catch (caught) {
      setError(errorText(caught));
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
          <KeyRound className="h-5 w-5 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
          {t.reset.title}
        </h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t.reset.subtitle}</p>
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField
          label={t.reset.newPasswordLabel}
          name="password"
          autoComplete="new-password"
          placeholder={t.passwordPlaceholder}
          icon={<Lock className="h-4 w-4" />}
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={errors.password}
          required
        />
        <PasswordField
          label={t.reset.confirmLabel}
          name="confirm"
          autoComplete="new-password"
          icon={<Lock className="h-4 w-4" />}
          value={values.confirm}
          onChange={(e) => update('confirm', e.target.value)}
          error={errors.confirm}
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? t.reset.submitting : t.reset.submit}
        </Button>
      </form>
    </div>
  );
}
