import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { IconHeading } from '@/components/ui/icon-heading';
import { paths } from '@/config/paths';
import { deleteMyAccount, fetchMyData } from '@/features/profile/api/account';
import { accountTexts as t, errorBanner, myDataFileName } from '@/features/profile/texts';
import type { Notify } from '@/features/profile/types';

/** Hands the JSON to the browser as a file download. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `onDownload` fetches everything the account holds and saves it; the outcome goes to `notify`. */
function useMyDataDownload(notify: Notify) {
  const [downloading, setDownloading] = useState(false);

  async function onDownload() {
    notify(null);
    setDownloading(true);
    try {
      saveJson(await fetchMyData(), myDataFileName());
      notify({ tone: 'success', text: t.downloaded });
    } catch (error) {
      notify({ tone: 'error', text: errorBanner(error) });
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, onDownload };
}

/** Download everything the account holds as one JSON file. */
function DownloadSection({ notify }: { notify: Notify }) {
  const { downloading, onDownload } = useMyDataDownload(notify);

  return (
    <section aria-labelledby="my-data-download" className="space-y-3">
      <IconHeading
        id="my-data-download"
        icon={Download}
        className="text-base text-slate-900 dark:text-white"
        iconClassName="text-indigo-600 dark:text-indigo-400"
      >
        {t.downloadTitle}
      </IconHeading>
      <p className="max-w-prose text-sm text-slate-600 dark:text-slate-300">{t.downloadBody}</p>
      <Button
        variant="secondary"
        loading={downloading}
        onClick={() => void onDownload()}
        className="w-full sm:w-auto"
      >
        {!downloading && <Download className="h-4 w-4" aria-hidden="true" />}
        {downloading ? t.downloading : t.downloadButton}
      </Button>
    </section>
  );
}

/** What keeps the deletion from being sent: no password, or not the typed word ELIMINAR. */
function deleteProblems(password: string, confirmation: string) {
  return {
    password: password ? undefined : t.passwordRequired,
    confirmation: confirmation.trim() === t.confirmWord ? undefined : t.confirmRequired,
  };
}

/** The deletion form's fields, its errors and `onDelete`, which deletes only when both pass. */
function useDeleteAccount(notify: Notify, onDeleted: () => void) {
  const [fields, setFields] = useState({ password: '', confirmation: '' });
  const setField = (name: keyof typeof fields, value: string) =>
    setFields((f) => ({ ...f, [name]: value }));
  const [deleting, setDeleting] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  // Shown beside the delete button: on a phone the page's banner is far above it.
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notify(null);
    setDeleteError(null);
    const { password, confirmation } = fields;
    const problems = deleteProblems(password, confirmation);
    setErrors(problems);
    if (problems.password || problems.confirmation) return;
    setDeleting(true);
    try {
      await deleteMyAccount(password, confirmation.trim());
      onDeleted();
    } catch (error) {
      setDeleteError(errorBanner(error));
      setDeleting(false);
    }
  }

  return { fields, setField, deleting, errors, deleteError, onDelete };
}

/** Delete the account after the password and the typed word ELIMINAR. */
function DeleteSection({ notify, onDeleted }: { notify: Notify; onDeleted: () => void }) {
  const form = useDeleteAccount(notify, onDeleted);

  return (
    <section
      aria-labelledby="my-data-delete"
      className="space-y-4 rounded-2xl border border-red-200 bg-red-50/60 p-4 dark:border-red-500/30 dark:bg-red-500/5 sm:p-5"
    >
      <div className="space-y-1">
        <IconHeading
          id="my-data-delete"
          icon={Trash2}
          className="text-base text-red-700 dark:text-red-300"
        >
          {t.deleteTitle}
        </IconHeading>
        <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">{t.deleteBody}</p>
      </div>
      <form onSubmit={form.onDelete} noValidate className="max-w-md space-y-4">
        <PasswordField
          label={t.deletePasswordLabel}
          name="delete-password"
          autoComplete="current-password"
          value={form.fields.password}
          error={form.errors.password}
          onChange={(e) => form.setField('password', e.target.value)}
        />
        <TextField
          label={t.confirmLabel}
          name="delete-confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={form.fields.confirmation}
          error={form.errors.confirmation}
          onChange={(e) => form.setField('confirmation', e.target.value)}
        />
        {form.deleteError && (
          <Alert tone="error" showIcon={false}>
            {form.deleteError}
          </Alert>
        )}
        <Button type="submit" variant="danger" loading={form.deleting} className="w-full sm:w-auto">
          {!form.deleting && <Trash2 className="h-4 w-4" aria-hidden="true" />}
          {form.deleting ? t.deleting : t.deleteButton}
        </Button>
      </form>
    </section>
  );
}

/**
 * 'Mis datos' (data rights): download everything as JSON, or delete the account after the password
 * and the typed word ELIMINAR. On deletion `onDeleted` signs out and leaves the page.
 */
export function MyDataPanel({ notify, onDeleted }: { notify: Notify; onDeleted: () => void }) {
  return (
    <div className="space-y-8">
      <DownloadSection notify={notify} />
      <DeleteSection notify={notify} onDeleted={onDeleted} />

      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <ShieldCheck className="h-4 w-4 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
        {t.privacyPrompt}
        <Link
          to={paths.privacy}
          className="font-semibold text-indigo-600 underline underline-offset-4 hover:text-indigo-700 dark:text-indigo-400"
        >
          {t.privacyLink}
        </Link>
      </p>
    </div>
  );
}
