import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { Spinner } from '@/components/ui/spinner';
import { AdminShell } from '@/features/admin/components/admin-shell';

function PageLoading() {
  return (
    <div
      role="status"
      className="flex items-center gap-2 py-16 text-sm text-slate-500 dark:text-slate-400"
    >
      <Spinner />
      Cargando...
    </div>
  );
}

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
