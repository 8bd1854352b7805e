import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { PageLoading } from '@/components/ui/loading-screen';
import { AdminShell } from '@/features/admin/components/admin-shell';

/** The admin area: sidebar + the current admin screen (each screen is its own lazy chunk). */
export default function Route() {
  return (
    <AdminShell>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}
