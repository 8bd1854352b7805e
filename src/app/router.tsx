import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';

import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from '@/app/guards';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';

// Route-level code splitting: each screen is its own chunk, so /auth loads only what it needs.
const AuthRoute = lazy(() => import('@/app/routes/auth'));
const ChatRoute = lazy(() => import('@/app/routes/chat'));
const ProfileRoute = lazy(() => import('@/app/routes/profile'));
const PrivacyRoute = lazy(() => import('@/app/routes/privacy'));
const AdminLayoutRoute = lazy(() => import('@/app/routes/admin/layout'));
const AdminDashboardRoute = lazy(() => import('@/app/routes/admin/dashboard'));
const AdminUsersRoute = lazy(() => import('@/app/routes/admin/users'));
const AdminActivityRoute = lazy(() => import('@/app/routes/admin/activity'));
const AdminAnalyticsRoute = lazy(() => import('@/app/routes/admin/analytics'));
const AdminAnnouncementsRoute = lazy(() => import('@/app/routes/admin/announcements'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

export const routes: RouteObject[] = [
  {
    path: paths.auth,
    element: (
      <RedirectIfSignedIn>
        <Lazy>
          <AuthRoute />
        </Lazy>
      </RedirectIfSignedIn>
    ),
  },
  {
    path: paths.home,
    element: (
      <RequireAuth>
        <Lazy>
          <ChatRoute />
        </Lazy>
      </RequireAuth>
    ),
  },
  {
    // The same screen with one conversation open: the element tree matches the home's, so moving
    // between / and /c/:id keeps the chat mounted (no list reload).
    path: paths.conversationPattern,
    element: (
      <RequireAuth>
        <Lazy>
          <ChatRoute />
        </Lazy>
      </RequireAuth>
    ),
  },
  {
    path: paths.profile,
    element: (
      <RequireAuth>
        <Lazy>
          <ProfileRoute />
        </Lazy>
      </RequireAuth>
    ),
  },
  {
    // Public: no guard, so it reads the same signed in or out.
    path: paths.privacy,
    element: (
      <Lazy>
        <PrivacyRoute />
      </Lazy>
    ),
  },
  {
    path: paths.admin.dashboard,
    element: (
      <RequireAdmin>
        <Lazy>
          <AdminLayoutRoute />
        </Lazy>
      </RequireAdmin>
    ),
    children: [
      { index: true, element: <AdminDashboardRoute /> },
      { path: 'users', element: <AdminUsersRoute /> },
      { path: 'activity', element: <AdminActivityRoute /> },
      {
        path: 'analytics',
        element: (
          // SPEC.md section 6: the analytics page's own targets (/login, /chat), resolved below.
          <RequireAdmin noUserTo={paths.legacy.login} notAdminTo={paths.legacy.chat}>
            <AdminAnalyticsRoute />
          </RequireAdmin>
        ),
      },
      // SPEC.md section 6: the announcements page performs no admin check of its own.
      { path: 'announcements', element: <AdminAnnouncementsRoute /> },
    ],
  },
  { path: paths.legacy.login, element: <Navigate to={paths.auth} replace /> },
  { path: paths.legacy.chat, element: <Navigate to={paths.home} replace /> },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

/**
 * The route table rendered inside <BrowserRouter> (app.tsx). Declarative routing keeps react-router's
 * data-router engine (loaders, actions, fetchers), which the app does not use, out of the entry chunk.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
