import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { RouteErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoading } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { AdminShell } from '@/features/admin/components/admin-shell';

/**
 * The admin area: sidebar + the current admin screen (each screen is its own lazy chunk). A screen
 * that fails shows "Algo salió mal…" in place of the screen; the sidebar stays.
 */
export default function Route() {
  return (
    <AdminShell>
      <RouteErrorBoundary backTo={paths.admin.dashboard}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </AdminShell>
  );
}
