import type { ReactNode } from 'react';

import { RouteErrorBoundary } from '@/components/ui/error-boundary';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';

import { useClassAlertsPolling } from '../lib/use-class-alerts-polling';
import { classTexts } from '../texts';

/**
 * The frame of the teacher's pages: back to the chat (or to "Mis clases" inside a class). What the
 * page's content throws shows "Algo salió mal…" inside the frame, with its back link still there.
 */
export function TeacherShell({
  inClass = false,
  children,
}: {
  inClass?: boolean;
  children: ReactNode;
}) {
  // The new-alert badges of the cards and the "Alertas" tab.
  useClassAlertsPolling();
  return (
    <PageShell
      backTo={inClass ? paths.teacher.classes : paths.home}
      backLabel={inClass ? classTexts.teacher.backToClasses : classTexts.teacher.backToChat}
      width="wide"
    >
      <RouteErrorBoundary backTo={paths.teacher.classes}>{children}</RouteErrorBoundary>
    </PageShell>
  );
}
