import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '@/features/auth/api/auth';
import { emailError } from '@/features/auth/lib/validation';
import { authTexts as t } from '@/features/auth/texts';
import { errorText } from '@/lib/errors';

const isRateLimited = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === 'over_email_send_rate_limit' ||
    (error as { status?: unknown }).status === 429);

/**
 * "¿Olvidaste tu contraseña?": sends the recovery e-mail whose link opens /restablecer. The same
 * confirmation for every address, so the page never tells whether an account exists.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    const invalid = emailError(email);
    setFieldError(invalid);
    if (invalid) {
      document.getElementById('recovery-email')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset(email, `${window.location.origin}${paths.resetPassword}`);
      setSentTo(email.trim());
    } catch (caught) {
      setError(isRateLimited(caught) ? t.recovery.rateLimited : errorText(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-5">
      <RecoveryHeading />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField
          id="recovery-email"
          label={t.emailLabel}
          name="email"
          autoComplete="email"
          placeholder={t.emailPlaceholder}
          icon={<Mail className="h-4 w-4" />}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError(emailError(e.target.value));
          }}
          error={fieldError ?? undefined}
          required
        />
        <div className="space-y-2">
          {error && <Alert tone="error">{error}</Alert>}
          {sentTo && <Alert tone="success">{t.recovery.sent(sentTo)}</Alert>}
        </div>
        <Button type="submit" size="lg" fullWidth disabled={submitting}>
          {submitting ? t.recovery.submitting : t.recovery.submit}
        </Button>
      </form>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1 font-semibold text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t.recovery.back}
        </button>
      </p>
    </div>
  );
}

/** The view's title, focused on arrival so a screen reader announces where the person is. */
function RecoveryHeading() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="space-y-1">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none dark:text-white"
      >
        {t.recovery.title}
      </h2>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t.recovery.subtitle}</p>
    </div>
  );
}
