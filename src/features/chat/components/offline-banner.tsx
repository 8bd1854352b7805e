import { WifiOff } from 'lucide-react';

import { chatTexts } from '../texts';

/** Above the composer while the device is offline: what happens to what the student writes. */
export function OfflineBanner({ held }: { held: boolean }) {
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 border-t border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      {held ? chatTexts.offlineHeld : chatTexts.offlineBanner}
    </p>
  );
}
