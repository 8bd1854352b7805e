import { Clock, Megaphone, Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { Announcement } from '@/features/announcements/types';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { askConfirm } from '@/lib/notices';
import { useLoad } from '@/lib/use-load';
import { useSave, type Notice } from '@/lib/use-save';

import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  setAnnouncementActive,
  updateAnnouncement,
} from '../api/announcements';
import {
  announcementToForm,
  EMPTY_ANNOUNCEMENT_FORM,
  formToPayload,
  isExpired,
  type AnnouncementFormValues,
} from '../lib/announcement-form';
import { adminTexts } from '../texts';

import { PageHeader } from './admin-shell';
import { AnnouncementForm } from './announcement-form';
import { EmptyState, Section } from './bits';

const t = adminTexts.announcements;

type Editor = { mode: 'create' } | { mode: 'edit'; row: Announcement } | null;

function Badge({ children, className }: { children: string; className: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      {children}
    </span>
  );
}

const typeBadge: Record<string, string> = {
  info: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200',
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
  error: 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
};
const neutral = 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300';

/** Announcements: list (priority desc, newest first), create / edit with preview, toggle, delete. */
export function AnnouncementsPage() {
  const [editor, setEditor] = useState<Editor>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const { data: rows, reload: load } = useLoad(
    listAnnouncements,
    'Error cargando anuncios:',
    (error) => setNotice({ tone: 'error', text: t.loadError(errorText(error)) }),
  );

  const saver = useAnnouncementSaver(setEditor, load, setNotice);

  const { busyId, toggle, remove } = useRowActions(load, setNotice, editor, setEditor);

  /** A new form starts clean: no notice, no earlier failure. */
  function openEditor(next: NonNullable<Editor>) {
    saver.clear();
    setEditor(next);
  }

  const formKey = editor?.mode === 'edit' ? editor.row.id : 'new';

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button onClick={() => openEditor({ mode: 'create' })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t.create}
          </Button>
        }
      />

      {notice && (
        <Alert tone={notice.tone} className="mb-6">
          {notice.text}
        </Alert>
      )}

      {editor && (
        <Section title={editor.mode === 'edit' ? t.editTitle : t.createTitle} className="mb-6">
          <div className="p-4 sm:p-5">
            <AnnouncementForm
              key={formKey}
              initial={
                editor.mode === 'edit' ? announcementToForm(editor.row) : EMPTY_ANNOUNCEMENT_FORM
              }
              editing={editor.mode === 'edit'}
              saving={saver.saving}
              error={saver.error}
              onSubmit={(values) => void saver.run(editor, values)}
              onCancel={() => setEditor(null)}
            />
          </div>
        </Section>
      )}

      {rows !== null && rows.length === 0 && (
        <Card>
          <EmptyState Icon={Megaphone}>{t.empty}</EmptyState>
        </Card>
      )}
      {rows !== null && rows.length > 0 && (
        <ul className="space-y-3" aria-label={t.title}>
          {rows.map((row) => (
            <AnnouncementRow
              key={row.id}
              row={row}
              busy={busyId === row.id}
              onEdit={() => {
                openEditor({ mode: 'edit', row });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onToggle={() => void toggle(row)}
              onRemove={() => void remove(row)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** Turning an announcement on or off, and deleting it (confirmed first; an open editor of it closes). */
function useRowActions(
  load: () => Promise<void>,
  setNotice: (notice: Notice | null) => void,
  editor: Editor,
  setEditor: (editor: Editor) => void,
) {
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Runs `change` on a row (its buttons busy meanwhile) and says how it went; reloads the list. */
  async function changeRow(row: Announcement, failureLog: string, change: () => Promise<string>) {
    setBusyId(row.id);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await change() });
      await load();
    } catch (error) {
      console.error(failureLog, error);
      setNotice({ tone: 'error', text: errorText(error) });
    } finally {
      setBusyId(null);
    }
  }

  const toggle = (row: Announcement) =>
    changeRow(row, 'Error cambiando anuncio:', async () => {
      await setAnnouncementActive(row.id, !row.is_active);
      return row.is_active ? t.deactivated : t.activated;
    });

  async function remove(row: Announcement) {
    if (!(await askConfirm({ title: t.confirmDelete, confirmLabel: t.delete }))) return;
    await changeRow(row, 'Error eliminando anuncio:', async () => {
      await deleteAnnouncement(row.id);
      if (editor?.mode === 'edit' && editor.row.id === row.id) setEditor(null);
      return t.deleted;
    });
  }

  return { busyId, toggle, remove };
}

/** One announcement: its icon, title, message and badges, with edit, on / off and delete. */
function AnnouncementRow({
  row,
  busy,
  onEdit,
  onToggle,
  onRemove,
}: {
  row: Announcement;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onRemove: () => void;
}) {
  const expired = isExpired(row);
  return (
    <li key={row.id} data-testid="announcement-row">
      <Card
        className={cn(
          'p-4 sm:p-5',
          // Inactive rows are marked by a dashed border and a tinted card, not by opacity
          // (which dropped their text below 4.5:1).
          !row.is_active && 'border-dashed bg-slate-50 dark:bg-slate-900/40',
        )}
      >
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="flex min-w-0 gap-3">
            <span className="text-2xl leading-none" aria-hidden="true">
              {row.icon}
            </span>
            <div className="min-w-0 space-y-1.5">
              <h3 className="font-semibold text-slate-900 dark:text-white">{row.title}</h3>
              <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
                {row.message}
              </p>
              <AnnouncementBadges row={row} expired={expired} />
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={onEdit}
              aria-label={`${t.edit}: ${row.title}`}
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
              {t.edit}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={onToggle}
              aria-label={`${row.is_active ? t.deactivate : t.activate}: ${row.title}`}
            >
              {row.is_active ? (
                <PowerOff className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <Power className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {row.is_active ? t.deactivate : t.activate}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={onRemove}
              aria-label={`${t.delete}: ${row.title}`}
            >
              <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
              {t.delete}
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

/** Its type, whether it is on, expired, where it shows, its priority and when it expires. */
function AnnouncementBadges({ row, expired }: { row: Announcement; expired: boolean }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge className={typeBadge[row.type] ?? neutral}>
        {t.types[row.type as keyof typeof t.types] ?? row.type}
      </Badge>
      <Badge
        className={
          row.is_active
            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200'
            : neutral
        }
      >
        {row.is_active ? t.active : t.inactive}
      </Badge>
      {expired && (
        <Badge className="bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200">
          {t.expired}
        </Badge>
      )}
      {row.show_on_login && <Badge className={neutral}>{t.login}</Badge>}
      {row.show_on_chat && <Badge className={neutral}>{t.chat}</Badge>}
      <Badge className={neutral}>{t.priority(row.priority)}</Badge>
      {row.expires_at && (
        <span className="inline-flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
          <Clock className="h-3 w-3" aria-hidden="true" />
          {t.expires(formatDateTime(row.expires_at))}
        </span>
      )}
    </div>
  );
}

/**
 * Saving the open form: creates or updates, closes the form and reloads the list.
 * A failed save is shown inside the form, beside its buttons, where the admin is looking; its
 * success (and the clearing when a save starts) goes to the notice above the list.
 */
function useAnnouncementSaver(
  setEditor: (editor: Editor) => void,
  load: () => Promise<void>,
  setNotice: (notice: Notice | null) => void,
) {
  return useSave(
    async (open: NonNullable<Editor>, values: AnnouncementFormValues) => {
      const payload = formToPayload(values);
      if (open.mode === 'edit') await updateAnnouncement(open.row.id, payload);
      else await createAnnouncement(payload);
      setEditor(null);
      // The notice comes with the reloaded list, so what it confirms is already on screen.
      await load();
      return open.mode;
    },
    {
      success: (mode) => (mode === 'edit' ? t.updated : t.created),
      label: 'Error guardando anuncio:',
      notify: (next) => {
        if (next?.tone !== 'error') setNotice(next);
      },
    },
  );
}
