import { lazy, Suspense } from 'react';

import { LoadingScreen } from '@/components/ui/loading-screen';

// A second, inner split: the entry chunk names only this small module, not the teacher area's
// dozen chunks (their list would otherwise ride in every route's first load).
const TeacherRoutes = lazy(() => import('./routes'));

/** /profesor/*: loads the teacher's area. */
export default function TeacherEntry() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <TeacherRoutes />
    </Suspense>
  );
}
