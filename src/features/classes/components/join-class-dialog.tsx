import { Info } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { TextField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorText } from '@/lib/errors';
import { notify } from '@/lib/notices';
import { normaliseJoinCode } from '@shared/classes/classes';

import { useMyClassesStore } from '../stores/my-classes-store';
import { classTexts } from '../texts';
import type { MyClass } from '../types';

import { ClassNoticeText } from './class-notice';

const t = classTexts.student;

/**
 * "Unirme a una clase": the code (typed, or from a /unirse/:code link), the notice that the
 * teacher can read class conversations, and the database's own Spanish refusal. A failed join
 * keeps the code as typed; a join says «Te uniste a …» in a toast.
 */
export function JoinClassDialog({
  initialCode = '',
  onClose,
  onJoined,
}: {
  initialCode?: string;
  onClose: () => void;
  onJoined: (joined: MyClass | null) => void;
}) {
  const id = useId();
  const inputId = `${id}-code`;
  const focusCode = () => document.getElementById(inputId)?.focus();
  const join = useMyClassesStore((s) => s.join);
  const [code, setCode] = useState(initialCode);
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const normalized = normaliseJoinCode(code);
    setFailure('');
    if (!normalized) {
      setFieldError(t.codeRequired);
      focusCode();
      return;
    }
    setFieldError('');
    setBusy(true);
    try {
      const joined = await join(normalized);
      // Seen and heard: the toast's live region announces it too.
      if (joined) notify(t.joined(joined.name), 'success');
      onJoined(joined);
    } catch (error) {
      console.error('Error uniéndose a la clase:', error);
      setFailure(errorText(error));
      focusCode();
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={t.joinTitle}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      failure={failure}
      busy={busy}
      cancelLabel={t.cancel}
      submitLabel={busy ? t.joining : t.joinSubmit}
      footerClassName="pt-2"
    >
      {/* The code field is the first control, so it takes the focus when the dialog opens. */}
      <p className="text-sm text-slate-600 dark:text-slate-300">{t.joinIntro}</p>
      <TextField
        id={inputId}
        label={t.codeLabel}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={t.codePlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        error={fieldError || undefined}
        className="font-mono tracking-widest uppercase"
        data-testid="join-code"
      />
      <p className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <ClassNoticeText />
      </p>
    </FormDialog>
  );
}
