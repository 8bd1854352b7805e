import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';

import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from '@/app/guards';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';

/**
 * A route-level code-split screen: its own chunk, so /auth loads only what it needs. Once `preload`
 * has finished, the screen renders at once instead of suspending (main.tsx preloads the chat before
 * replacing its prerendered shell, so no 'Cargando...' frame comes between).
 */
function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Suspending = lazy(preload);
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Screen, { preload });
}

const AuthRoute = lazyScreen(() => import('@/app/routes/auth'));
const ChatRoute = lazyScreen(() => import('@/app/routes/chat'));
const ProfileRoute = lazyScreen(() => import('@/app/routes/profile'));
const PrivacyRoute = lazyScreen(() => import('@/app/routes/privacy'));
const ResetPasswordRoute = lazyScreen(() => import('@/app/routes/reset-password'));
const ConsentRoute = lazyScreen(() => import('@/app/routes/consent'));
// The teacher's area (/profesor/...): one chunk with its own routes and its teacher check.
const TeacherRoute = lazy(() => import('@/app/routes/teacher/entry'));
const AdminLayoutRoute = lazy(() => import('@/app/routes/admin/layout'));
const AdminDashboardRoute = lazy(() => import('@/app/routes/admin/dashboard'));
const AdminUsersRoute = lazy(() => import('@/app/routes/admin/users'));
const AdminActivityRoute = lazy(() => import('@/app/routes/admin/activity'));
const AdminAnalyticsRoute = lazy(() => import('@/app/routes/admin/analytics'));
const AdminAnnouncementsRoute = lazy(() => import('@/app/routes/admin/announcements'));
const AdminRetentionRoute = lazy(() => import('@/app/routes/admin/retention'));

const screenAt: Record<string, { preload: () => Promise<unknown> }> = {
  [paths.auth]: AuthRoute,
  [paths.home]: ChatRoute,
  [paths.profile]: ProfileRoute,
  [paths.privacy]: PrivacyRoute,
};

/**
 * Downloads the chunk of the screen at `pathname` (main.tsx: while the session is read). Resolves
 * when it is ready; a failed download resolves too and surfaces where the screen renders.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return Promise.resolve(screenAt[pathname]?.preload()).then(
    () => undefined,
    () => undefined,
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** A screen behind RequireAuth (signed in, consent not pending), loaded lazily. */
function signedIn(screen: ReactNode) {
  return (
    <RequireAuth>
      <Lazy>{screen}</Lazy>
    </RequireAuth>
  );
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
    element: signedIn(<ChatRoute />),
  },
  {
    // The same screen with one conversation open: the element tree matches the home's, so moving
    // between / and /c/:id keeps the chat mounted (no list reload).
    path: paths.conversationPattern,
    element: signedIn(<ChatRoute />),
  },
  {
    path: paths.profile,
    element: signedIn(<ProfileRoute />),
  },
  {
    // Public: the guardian opens it from the e-mail, signed out (docs/consent.md).
    path: paths.consent,
    element: (
      <Lazy>
        <ConsentRoute />
      </Lazy>
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
    // A class's join link (docs/classes.md): the chat with the join dialog open. The same element tree
    // as the home's, so joining and going back to / keeps the chat mounted; signed out, sign-in
    // comes first and then this address again.
    path: paths.joinPattern,
    element: signedIn(<ChatRoute />),
  },
  {
    path: `${paths.teacher.classes}/*`,
    element: signedIn(<TeacherRoute />),
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
          // The analytics page has its own targets (/login, /chat), resolved below.
          <RequireAdmin noUserTo={paths.legacy.login} notAdminTo={paths.legacy.chat}>
            <AdminAnalyticsRoute />
          </RequireAdmin>
        ),
      },
      // The announcements page performs no admin check of its own (RLS refuses a student's writes).
      { path: 'announcements', element: <AdminAnnouncementsRoute /> },
      { path: 'retention', element: <AdminRetentionRoute /> },
    ],
  },
  {
    path: paths.resetPassword,
    element: (
      <Lazy>
        <ResetPasswordRoute />
      </Lazy>
    ),
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
