import { KeyRound, School } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  getClassRoster,
  type RosterName,
  signInWithClassCard,
} from '@/features/auth/api/class-sign-in';
import { authTexts } from '@/features/auth/texts';
import { errorText } from '@/lib/errors';
import type { CardFields } from '@shared/classes/class-accounts';

const t = authTexts.classSignIn;

/**
 * "Entrar con mi clase": the class code, then the student's name from the class's list, then the
 * three words of the card. A card's QR fills all three in (`initial`). The session it opens is an
 * ordinary one: the auth store follows it and the guard leaves /auth.
 */
export default function ClassSignInForm({
  initial,
  onBack,
}: {
  initial: CardFields | null;
  onBack: () => void;
}) {
  const { code, setCode, names, setNames, studentId, setStudentId, secret, setSecret, ...form } =
    useClassSignIn(initial);
  const { error, setError, fieldError, busy, findClass, enter } = form;
  return (
    <div className="space-y-5" data-testid="class-sign-in">
      <div className="space-y-1">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t.title}</h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t.subtitle}</p>
      </div>
      {names === null ? (
        <ClassCodeStep
          code={code}
          onCodeChange={setCode}
          error={error}
          codeError={fieldError.code}
          busy={busy}
          onSubmit={findClass}
        />
      ) : (
        <form noValidate onSubmit={enter} className="space-y-4">
          {names.length === 0 ? (
            <Alert tone="info">{t.noNames}</Alert>
          ) : (
            <RosterPicker
              names={names}
              studentId={studentId}
              onPick={setStudentId}
              error={fieldError.name}
            />
          )}
          <TextField
            label={t.secretLabel}
            name="class-secret"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t.secretPlaceholder}
            icon={<KeyRound className="h-4 w-4" />}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            error={fieldError.secret}
            required
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" size="lg" fullWidth loading={busy} disabled={names.length === 0}>
            {busy ? t.submitting : t.submit}
          </Button>
          <p className="text-center text-sm">
            <button
              type="button"
              onClick={() => {
                setNames(null);
                setError(null);
              }}
              className="font-medium text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
            >
              {t.changeCode}
            </button>
          </p>
        </form>
      )}
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={onBack}
          className="font-semibold text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400"
        >
          {t.back}
        </button>
      </p>
    </div>
  );
}

/** The form's state: the card's three fields, the class's names once found, and the two steps' submissions. */
function useClassSignIn(initial: CardFields | null) {
  const [code, setCode] = useState(initial?.code ?? '');
  const [names, setNames] = useState<RosterName[] | null>(null);
  const [studentId, setStudentId] = useState(initial?.studentId ?? '');
  const [secret, setSecret] = useState(initial?.secret ?? '');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ code?: string; name?: string; secret?: string }>(
    {},
  );
  const [busy, setBusy] = useState(false);

  async function findClass(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setFieldError({ code: t.codeRequired });
    setFieldError({});
    setBusy(true);
    try {
      const roster = await getClassRoster(code.trim());
      setNames(roster);
      if (!roster.some((n) => n.id === studentId)) setStudentId('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function enter(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problems = {
      name: studentId ? undefined : t.nameRequired,
      secret: secret.trim() ? undefined : t.secretRequired,
    };
    setFieldError(problems);
    if (problems.name || problems.secret) return;
    setBusy(true);
    try {
      await signInWithClassCard(code.trim(), studentId, secret);
    } catch (e) {
      // The secret stays typed: a slip is fixed, not retyped.
      setError(errorText(e));
      setBusy(false);
    }
  }

  return {
    code,
    setCode,
    names,
    setNames,
    studentId,
    setStudentId,
    secret,
    setSecret,
    error,
    setError,
    fieldError,
    busy,
    findClass,
    enter,
  };
}

/** The first step: the class code, whose class's list of names the next step shows. */
function ClassCodeStep({
  code,
  onCodeChange,
  error,
  codeError,
  busy,
  onSubmit,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  error: string | null;
  codeError: string | undefined;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t.codeLabel}
        name="class-code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t.codePlaceholder}
        icon={<School className="h-4 w-4" />}
        value={code}
        onChange={(e) => onCodeChange(e.target.value)}
        error={codeError}
        required
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {busy ? t.loadingNames : t.next}
      </Button>
    </form>
  );
}

/** The class's names, one radio each; the student picks their own. */
function RosterPicker({
  names,
  studentId,
  onPick,
  error,
}: {
  names: RosterName[];
  studentId: string;
  onPick: (id: string) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'class-name-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t.nameLegend}
      </legend>
      <div className="grid max-h-64 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2">
        {names.map((n) => (
          <label
            key={n.id}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2.5 text-sm text-slate-800 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 dark:border-slate-600 dark:text-slate-100 dark:has-[:checked]:bg-indigo-500/15"
          >
            <input
              type="radio"
              name="class-student"
              value={n.id}
              checked={studentId === n.id}
              onChange={() => onPick(n.id)}
              className="h-4 w-4 accent-indigo-600"
            />
            <span className="min-w-0 break-words">{n.name}</span>
          </label>
        ))}
      </div>
      {error && (
        <p
          id="class-name-error"
          role="alert"
          className="text-xs font-medium text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
