import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { changePassword } from '@/features/profile/api/profile';
import {
  canSubmitPassword,
  passwordChangeError,
  passwordMatchState,
} from '@/features/profile/lib/password';
import { errorBanner, profileTexts as t } from '@/features/profile/texts';
import type { Notify } from '@/features/profile/types';
import { useSave } from '@/lib/use-save';

/**
 * New password + confirmation with a live match indicator. The form keeps a current-password field,
 * but it is neither sent nor checked (Supabase changes it with the session alone).
 */
export function PasswordForm({
  onSaved,
  notify,
}: {
  onSaved: () => Promise<void>;
  notify: Notify;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const match = passwordMatchState(next, confirmation);
  const { run, saving } = useSave(
    async () => {
      await changePassword(next);
      await onSaved();
      setCurrent('');
      setNext('');
      setConfirmation('');
    },
    { success: t.passwordSaved, describeError: errorBanner, notify },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = passwordChangeError(next, confirmation);
    // Checked here, not saved: the rule's own text, without the error frame.
    if (problem) notify({ tone: 'error', text: problem });
    else void run();
  }

  return (
    <form onSubmit={onSubmit} className="max-w-md space-y-4">
      <PasswordField
        label={t.currentPasswordLabel}
        name="current-password"
        autoComplete="current-password"
        icon={<Lock className="h-4 w-4" />}
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <PasswordField
        label={t.newPasswordLabel}
        name="new-password"
        autoComplete="new-password"
        placeholder={t.passwordPlaceholder}
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <div className="space-y-1.5">
        <PasswordField
          label={t.confirmPasswordLabel}
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          aria-describedby="password-match"
        />
        <p id="password-match" aria-live="polite" className="min-h-5 text-xs font-medium">
          {match === 'match' && (
            <span className="text-emerald-600 dark:text-emerald-400">{t.passwordsMatch}</span>
          )}
          {match === 'mismatch' && (
            <span className="text-red-600 dark:text-red-400">{t.passwordsDiffer}</span>
          )}
        </p>
      </div>
      <Button
        type="submit"
        loading={saving}
        disabled={!canSubmitPassword(next, confirmation)}
        className="w-full sm:w-auto"
      >
        {saving ? t.changingPassword : t.changePassword}
      </Button>
    </form>
  );
}
