import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { IconButton } from '@/components/ui/icon-button';
import { MAX_CONVERSATION_TITLE_CHARS } from '@shared/tutor/limits';

import { renameFailureText } from '../lib/errors';
import { chatTexts } from '../texts';

/**
 * The open conversation's title with a rename button: editing in place, Enter (or the check)
 * saves, Escape (or the cross) cancels; a refusal stays on screen in Spanish with the text kept.
 * Long titles end in an ellipsis, the whole title in the tooltip. `onEditingChange` hears when
 * editing starts and ends (so nothing floats over the list meanwhile).
 */
export function ConversationTitle({
  title,
  onRename,
  onEditingChange,
}: {
  title: string;
  onRename: (title: string) => Promise<void>;
  onEditingChange?: (editing: boolean) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const editing = draft !== null;

  useEffect(() => {
    if (!editing) return;
    onEditingChange?.(true);
    return () => onEditingChange?.(false);
  }, [editing, onEditingChange]);

  function stop() {
    setDraft(null);
    setError(null);
    // Back to the pencil, so keyboard users keep their place.
    requestAnimationFrame(() => editRef.current?.focus());
  }

  async function save(e?: FormEvent) {
    e?.preventDefault();
    if (draft === null || saving) return;
    if (draft.trim() === title) return stop();
    if (!draft.trim()) return setError(chatTexts.renameBlank);
    setSaving(true);
    setError(null);
    try {
      await onRename(draft);
      stop();
    } catch (failure) {
      setError(renameFailureText(failure));
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      stop();
    }
  }

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h1
          className="truncate text-base font-semibold sm:text-lg"
          data-testid="conversation-title"
          title={title}
        >
          {title}
        </h1>
        <IconButton
          ref={editRef}
          onClick={() => setDraft(title)}
          label={chatTexts.rename}
          title={chatTexts.rename}
          icon={Pencil}
          iconClassName="h-4 w-4"
          className="shrink-0 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        />
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void save(e)} className="min-w-0">
      <div className="flex items-center gap-1">
        <input
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the student just asked to edit it
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_CONVERSATION_TITLE_CHARS}
          disabled={saving}
          aria-label={chatTexts.renameLabel}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-base font-semibold text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
        <IconButton
          type="submit"
          disabled={saving}
          label={chatTexts.renameSave}
          title={chatTexts.renameSave}
          icon={Check}
          iconClassName="h-4 w-4"
          className="rounded-lg p-2 text-emerald-700 hover:bg-emerald-50 disabled:opacity-50 dark:text-emerald-300 dark:hover:bg-emerald-500/10"
        />
        <IconButton
          onClick={stop}
          disabled={saving}
          label={chatTexts.renameCancel}
          title={chatTexts.renameCancel}
          icon={X}
          iconClassName="h-4 w-4"
          className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800"
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
