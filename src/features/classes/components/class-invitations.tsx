import { MailOpen } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { useLoad } from '@/lib/use-load';

import {
  acceptClassInvitation,
  declineClassInvitation,
  getMyClassInvitations,
} from '../api/teacher';
import { classTexts } from '../texts';
import type { ClassInvitation } from '../types';

const t = classTexts.teacher;

/**
 * The teacher's pending co-teacher invitations on /profesor, each with "Aceptar" and "Rechazar":
 * a teacher joins another's class only by accepting. Nothing shows while there are none.
 */
export function ClassInvitations({ onAccepted }: { onAccepted: () => void }) {
  const { data, reload } = useLoad(getMyClassInvitations, 'Error cargando invitaciones:');
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function answer(item: ClassInvitation, accept: boolean) {
    setBusy(item.id);
    setStatus(null);
    try {
      if (accept) await acceptClassInvitation(item.id);
      else await declineClassInvitation(item.id);
      setStatus({
        tone: 'success',
        text: accept ? t.accepted(item.class_name) : t.declined(item.class_name),
      });
      if (accept) onAccepted();
    } catch (error) {
      console.error('Error respondiendo a la invitación:', error);
      setStatus({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
      await reload();
    }
  }

  const pending = data ?? [];
  if (pending.length === 0 && !status) return null;
  return (
    <section
      aria-labelledby={pending.length > 0 ? 'invitaciones-titulo' : undefined}
      className="mb-6 space-y-3"
    >
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {pending.length > 0 && (
        <Card className="p-5">
          <h2
            id="invitaciones-titulo"
            className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
          >
            <MailOpen className="h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
            {t.invitationsTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t.invitationsIntro}</p>
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {pending.map((item) => (
              <InvitationRow
                key={item.id}
                item={item}
                busy={busy}
                onAnswer={(accept) => void answer(item, accept)}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

/** One invitation: the class, who invited and when, "Rechazar" and "Aceptar" (one answer at a time). */
function InvitationRow({
  item,
  busy,
  onAnswer,
}: {
  item: ClassInvitation;
  /** The invitation being answered, null while none is. */
  busy: string | null;
  onAnswer: (accept: boolean) => void;
}) {
  return (
    <li
      data-testid="class-invitation"
      className="flex flex-wrap items-center justify-between gap-3 py-3"
    >
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900 dark:text-white">{item.class_name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {[item.subject, item.grade_level].filter(Boolean).join(' · ')}
          {(item.subject || item.grade_level) && ' · '}
          {t.invitedBy(item.invited_by_name, formatDateTime(item.created_at))}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          aria-label={t.declineLabel(item.class_name)}
          onClick={() => onAnswer(false)}
        >
          {t.decline}
        </Button>
        <Button
          size="sm"
          loading={busy === item.id}
          disabled={busy !== null}
          aria-label={t.acceptLabel(item.class_name)}
          onClick={() => onAnswer(true)}
        >
          {t.accept}
        </Button>
      </div>
    </li>
  );
}
