import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';

/** Placeholder admin layout: the real sidebar comes in the admin issue. */
export default function Route() {
  return (
    <div className="min-h-dvh">
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
