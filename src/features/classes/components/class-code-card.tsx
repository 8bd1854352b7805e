import { Copy, Link2, RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { askConfirm } from '@/lib/notices';

import { regenerateClassCode } from '../api/teacher';
import { classTexts } from '../texts';
import type { ClassSettings } from '../types';

const t = classTexts.settings;

/** The code's expiry as the card states it: expired, the day it expires, or none. */
function expiryText(expiresAt: string | null, openedAt: number): string {
  if (expiresAt !== null && new Date(expiresAt).getTime() <= openedAt) return t.expired;
  return expiresAt ? t.expires(formatDate(expiresAt)) : t.noExpiry;
}

/** The join code: copy it or its /unirse link, and "Generar nuevo código" (after a confirmation). */
export function ClassCodeCard({
  settings,
  onChanged,
}: {
  settings: ClassSettings;
  onChanged: () => void;
}) {
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The moment the card opened: whether the code has expired is judged against it.
  const [openedAt] = useState(() => Date.now());
  const link = `${window.location.origin}${paths.join(settings.join_code ?? '')}`;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ error: false, text: t.copied });
    } catch {
      setStatus({ error: true, text: t.copyFailed });
    }
  }

  async function regenerate() {
    const confirmed = await askConfirm({
      title: t.regenerateConfirm,
      confirmLabel: t.regenerate,
      tone: 'primary',
    });
    if (!confirmed) return;
    setBusy(true);
    setStatus(null);
    try {
      await regenerateClassCode(settings.id);
      setStatus({ error: false, text: t.regenerated });
      onChanged();
    } catch (error) {
      console.error('Error generando código:', error);
      setStatus({ error: true, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">{t.codeTitle}</h2>
      <p
        className="mt-3 font-mono text-3xl font-bold tracking-[0.3em] text-slate-900 dark:text-white"
        data-testid="settings-code"
      >
        {settings.join_code}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {expiryText(settings.join_code_expires_at, openedAt)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => void copy(settings.join_code ?? '')}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t.copy}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void copy(link)}>
          <Link2 className="h-4 w-4" aria-hidden="true" />
          {t.copyLink}
        </Button>
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void regenerate()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t.regenerate}
        </Button>
      </div>
      <p
        role="status"
        className={
          status?.error
            ? 'mt-3 text-sm font-medium text-red-700 dark:text-red-300'
            : 'mt-3 text-sm text-emerald-700 dark:text-emerald-300'
        }
      >
        {status?.text}
      </p>
    </Card>
  );
}
