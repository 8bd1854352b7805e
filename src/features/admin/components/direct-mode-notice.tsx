import { useEffect, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { clientTutorWritesEnabled, isDirectMode } from '@/lib/tutor/direct-mode';

import { adminTexts } from '../texts';

const t = adminTexts.dashboard;

/** Direct mode with the database switch off: tells the admin why no reply can be saved, and how. */
export function DirectModeNotice() {
  const [enabled, setEnabled] = useState<boolean | null>(null);

  useEffect(() => {
    if (!isDirectMode()) return;
    let live = true;
    clientTutorWritesEnabled()
      .then((value) => live && setEnabled(value))
      .catch((error: unknown) => console.error('Error comprobando el modo directo:', error));
    return () => {
      live = false;
    };
  }, []);

  if (enabled !== false) return null;
  return (
    <Alert tone="warning" className="mb-6">
      <p>{t.directModeOff}</p>
      <code className="mt-2 block rounded-lg bg-white/70 px-3 py-2 font-mono text-xs break-all dark:bg-slate-950/60">
        {t.directModeSql}
      </code>
      <p className="mt-2 text-xs">{t.directModeWarning}</p>
    </Alert>
  );
}
