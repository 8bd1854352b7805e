import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { returnPath } from '@/app/return-path';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { isAdminUser, isConsentPending, useAuthStore } from '@/features/auth/stores/auth-store';

const ConsentWaitingScreen = lazy(() =>
  import('@/features/consent/components/consent-waiting-screen').then((m) => ({
    default: m.ConsentWaitingScreen,
  })),
);

/**
 * Every route needs a signed-in user, otherwise /auth (docs/frontend.md, "Routes and guards"); an
 * account waiting for consent sees only the waiting screen.
 */
export function RequireAuth({
  children,
  redirectTo = paths.auth,
}: {
  children: ReactNode;
  redirectTo?: string;
}) {
  const user = useAuthStore((s) => s.user);
  const loading = useAuthStore((s) => s.loading);
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  if (isConsentPending(user)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <ConsentWaitingScreen />
      </Suspense>
    );
  }
  return <>{children}</>;
}

/** Admin pages send non-admins to /. Cosmetic only: the database refuses them. */
export function RequireAdmin({
  children,
  noUserTo = paths.auth,
  notAdminTo = paths.home,
}: {
  children: ReactNode;
  noUserTo?: string;
  notAdminTo?: string;
}) {
  const user = useAuthStore((s) => s.user);
  const loading = useAuthStore((s) => s.loading);
  if (loading) return <LoadingScreen />;
  if (!user) return <Navigate to={noUserTo} replace />;
  if (!isAdminUser(user) || isConsentPending(user)) return <Navigate to={notAdminTo} replace />;
  return <>{children}</>;
}

/** /auth sends a signed-in user to / (or back to the page that sent them to sign in, e.g. /c/:id). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  const loading = useAuthStore((s) => s.loading);
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (user) return <Navigate to={returnPath(location.state)} replace />;
  return <>{children}</>;
}
