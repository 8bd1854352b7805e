import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from '@/app/router';
import { RouteErrorBoundary } from '@/components/ui/error-boundary';
import { errorBoundaryTexts } from '@/components/ui/error-boundary-texts';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { applyTheme } from '@/lib/theme';

// The toasts and the confirmation dialog are never part of the first paint: loaded after it, so
// /auth and the chat keep their first-load budgets (scripts/size.ts).
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);
const ConfirmHost = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmHost })),
);

/**
 * The whole app. The browser entry (main.tsx) reads the session and renders it in a BrowserRouter;
 * the build's prerender (src/prerender.tsx) renders the same tree in a StaticRouter.
 */
export function App({
  router: Router = BrowserRouter,
}: {
  router?: ComponentType<{ children: ReactNode }>;
}) {
  const theme = useAuthStore((s) => s.user?.user_metadata?.theme as unknown);

  // The signed-in user's saved preference wins on every visit (and right after it is changed).
  useEffect(() => {
    if (theme !== undefined) applyTheme(theme);
  }, [theme]);

  return (
    <Router>
      {/* The last net: a screen that throws outside its area's boundary never leaves a blank page. */}
      <RouteErrorBoundary
        backTo={paths.home}
        shell={{ backTo: paths.home, backLabel: errorBoundaryTexts.home }}
      >
        <AppRoutes />
      </RouteErrorBoundary>
      <Suspense fallback={null}>
        <Toaster />
        <ConfirmHost />
      </Suspense>
    </Router>
  );
}
