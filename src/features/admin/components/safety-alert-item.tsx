import { Eye, MessagesSquare, NotebookPen, Siren } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmailWithBreaks } from '@/components/ui/email-with-breaks';
import { TextareaField } from '@/components/ui/field';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { useSave } from '@/lib/use-save';
import {
  ALERT_NOTE_MAX_CHARS,
  type AlertState,
  type AlertTarget,
  nextStates,
} from '@shared/safety/alert-follow-up';

import { setSafetyAlertStatus } from '../api/safety-alerts';
import { adminTexts } from '../texts';
import type { SafetyAlertRow } from '../types';

import { AlertContextDialog } from './alert-context-dialog';

const t = adminTexts.activity;
const f = t.followUp;

/** Urgente stands out (solid red, an icon besides the colour); Para revisar stays quiet. */
const levelClasses: Record<string, string> = {
  alta: 'bg-red-700 text-white dark:bg-red-600 dark:text-white',
  revisar:
    'border border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200',
};

const stateClasses: Record<string, string> = {
  new: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
  in_review: 'bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200',
  resolved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
};

/** 22023 here means the alert was already in that state: someone else moved it meanwhile. */
const isConflict = (failure: unknown) => (failure as { code?: unknown } | null)?.code === '22023';
const describeSaveError = (failure: unknown) =>
  isConflict(failure) ? f.conflict : errorText(failure);

/** One safety alert: who, where, what kind, when, the flagged message, and its follow-up. */
export function SafetyAlertItem({
  alert,
  onChanged,
  noteHint = f.noteHint,
}: {
  alert: SafetyAlertRow;
  /** After a state change (or a conflict): the list and the badge reload. */
  onChanged: (saved: boolean) => void;
  /** Who reads the note (the admin's list and a class's differ). */
  noteHint?: string;
}) {
  const { move, noteOpen, setNoteOpen, note, setNote, saver, save } = useAlertFollowUp(
    alert,
    onChanged,
  );
  const [viewing, setViewing] = useState(false);
  const person = alert.user_name || alert.user_email || t.deletedAccount;
  const noteId = `alert-${alert.id}-note`;

  return (
    <li
      className="px-4 py-4 sm:px-5"
      data-testid="safety-alert"
      data-status={alert.status}
      data-level={alert.level}
    >
      <article aria-label={`${t.alertsTitle}: ${person}`}>
        <AlertBadges alert={alert} />
        <AlertFacts alert={alert} />
        <AlertMessage alert={alert} />
        <div className="mt-3 flex flex-wrap gap-2">
          {alert.conversation_id && (
            <Button size="sm" variant="secondary" onClick={() => setViewing(true)}>
              <MessagesSquare className="h-4 w-4" aria-hidden="true" />
              {f.viewConversation}
            </Button>
          )}
          {nextStates(alert.status).map((target) => (
            <Button
              key={target}
              size="sm"
              variant="ghost"
              loading={move === target}
              disabled={saver.saving && move !== target}
              onClick={() => void save(target)}
            >
              {alert.status === 'resolved' && target === 'in_review' ? f.reopen : f.moves[target]}
            </Button>
          ))}
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={noteOpen}
            aria-controls={noteOpen ? noteId : undefined}
            onClick={() => setNoteOpen(!noteOpen)}
          >
            <NotebookPen className="h-4 w-4" aria-hidden="true" />
            {f.addNote}
          </Button>
        </div>
        {noteOpen && (
          <div id={noteId} className="mt-3">
            <TextareaField
              label={f.noteLabel}
              hint={noteHint}
              value={note}
              maxLength={ALERT_NOTE_MAX_CHARS}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        )}
        {saver.error && (
          <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
            {saver.error}
          </p>
        )}
      </article>
      {viewing && <AlertContextDialog alert={alert} onClose={() => setViewing(false)} />}
    </li>
  );
}

/** What kind of alert it is: its state, its level, who, the category and where it came from. */
function AlertBadges({ alert }: { alert: SafetyAlertRow }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span
        className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', stateClasses[alert.status])}
        data-testid="safety-alert-status"
      >
        <span className="sr-only">{f.state}: </span>
        {f.states[alert.status as AlertState] ?? alert.status}
      </span>
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
          levelClasses[alert.level],
        )}
        data-testid="safety-alert-level"
      >
        {alert.level === 'alta' ? (
          <Siren className="h-3.5 w-3.5" aria-hidden="true" />
        ) : (
          <Eye className="h-3.5 w-3.5" aria-hidden="true" />
        )}
        <span className="sr-only">{t.alertLevelLabel}: </span>
        {t.alertLevels[alert.level] ?? alert.level}
      </span>
      <span className="font-semibold text-slate-900 dark:text-white">
        {alert.user_name || (alert.user_email ? '—' : t.deletedAccount)}
      </span>
      {alert.user_email && (
        <span
          className="min-w-0 [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300"
          data-testid="safety-alert-email"
        >
          <EmailWithBreaks email={alert.user_email} />
        </span>
      )}
      <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800 dark:bg-rose-500/20 dark:text-rose-200">
        <span className="sr-only">{t.alertCategory}: </span>
        {t.alertCategories[alert.category] ?? alert.category}
      </span>
      <span
        className="text-xs text-slate-500 dark:text-slate-400"
        data-testid="safety-alert-source"
      >
        <span className="sr-only">{t.alertSourceLabel}: </span>
        {t.alertSource[alert.source] ?? alert.source}
      </span>
    </div>
  );
}

/** Where and when: the conversation, the date and the last change of state. */
function AlertFacts({ alert }: { alert: SafetyAlertRow }) {
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400">
      <div className="flex min-w-0 gap-1">
        <dt>{t.conversation}:</dt>
        <dd className="min-w-0 truncate">{alert.conversation_title ?? t.noConversation}</dd>
      </div>
      <div className="flex gap-1">
        <dt>{t.date}:</dt>
        <dd>{formatDateTime(alert.created_at)}</dd>
      </div>
      {alert.status_changed_at && (
        <div className="flex min-w-0 gap-1" data-testid="safety-alert-last-change">
          <dt>{f.lastChange}:</dt>
          <dd className="min-w-0">
            {f.states[alert.status as AlertState] ?? alert.status}
            {alert.status_changed_by_name && ` ${f.by} ${alert.status_changed_by_name}`},{' '}
            {formatDateTime(alert.status_changed_at)}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The flagged message and the note left with the last change. */
function AlertMessage({ alert }: { alert: SafetyAlertRow }) {
  return (
    <>
      <blockquote
        className="mt-2 border-l-4 border-rose-300 bg-rose-50/60 px-3 py-2 text-sm whitespace-pre-wrap break-words text-slate-800 dark:border-rose-500/50 dark:bg-rose-500/10 dark:text-slate-100"
        data-testid="safety-alert-excerpt"
      >
        <span className="sr-only">{t.alertExcerpt}: </span>
        {alert.excerpt}
      </blockquote>
      {alert.note && (
        <p
          className="mt-2 text-xs whitespace-pre-wrap break-words text-slate-600 dark:text-slate-300"
          data-testid="safety-alert-note"
        >
          <span className="font-semibold">{f.note}: </span>
          {alert.note}
        </p>
      )}
    </>
  );
}

/** The follow-up: the move being saved, the note written so far, and the save itself. */
function useAlertFollowUp(alert: SafetyAlertRow, onChanged: (saved: boolean) => void) {
  // The move being saved (its button spins); the note goes with it.
  const [move, setMove] = useState<AlertTarget | null>(null);
  const [noteOpen, setNoteOpen] = useState(false);
  const [note, setNote] = useState('');
  const conflict = useRef(false);
  const saver = useSave(
    async (status: AlertTarget, text: string) => {
      conflict.current = false;
      try {
        await setSafetyAlertStatus(alert.id, status, text);
      } catch (failure) {
        conflict.current = isConflict(failure);
        throw failure;
      }
    },
    { success: f.saved, describeError: describeSaveError, label: 'Error actualizando alerta:' },
  );

  /** One click: the alert moves to `target` at once, with the note written so far. */
  async function save(target: AlertTarget) {
    if (saver.saving) return;
    setMove(target);
    const saved = await saver.run(target, note);
    setMove(null);
    if (saved) {
      setNoteOpen(false);
      setNote('');
    }
    // Saved, or someone else had moved it: the list shows the alert as it now is.
    if (saved || conflict.current) onChanged(saved);
  }

  return { move, noteOpen, setNoteOpen, note, setNote, saver, save };
}
