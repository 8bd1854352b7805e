import { lazy, Suspense } from 'react';

import { RouteErrorBoundary } from '@/components/ui/error-boundary';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { classTexts } from '@/features/classes/texts';

// A second, inner split: the entry chunk names only this small module, not the teacher area's
// dozen chunks (their list would otherwise ride in every route's first load).
const TeacherRoutes = lazy(() => import('./routes'));

/**
 * /profesor/*: loads the teacher's area. A failure outside a teacher page's own frame (TeacherShell
 * has its boundary) shows "Algo salió mal…" in a page with the way back to the chat.
 */
export default function TeacherEntry() {
  return (
    <RouteErrorBoundary
      backTo={paths.teacher.classes}
      shell={{ backTo: paths.home, backLabel: classTexts.teacher.backToChat }}
    >
      <Suspense fallback={<LoadingScreen />}>
        <TeacherRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}
