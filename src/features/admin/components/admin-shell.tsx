import {
  Activity,
  BarChart3,
  CalendarClock,
  GraduationCap,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Menu,
  MessageSquare,
  UserCircle,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';

import { cn } from '@/components/ui/cn';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { readProfile } from '@/features/auth/lib/profile';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { TeacherAreaAlertsBadge } from '@/features/classes/components/class-alerts-badge';

import { useNewAlertsPolling } from '../lib/use-new-alerts-polling';
import { useNewAlertsStore } from '../stores/new-alerts-store';
import { adminTexts } from '../texts';

import { NewAlertsBadge } from './new-alerts-badge';

const t = adminTexts.nav;

const links = [
  { to: paths.admin.dashboard, label: t.dashboard, Icon: LayoutDashboard, end: true },
  { to: paths.admin.users, label: t.users, Icon: Users, end: false },
  { to: paths.admin.activity, label: t.activity, Icon: Activity, end: false },
  { to: paths.admin.analytics, label: t.analytics, Icon: BarChart3, end: false },
  { to: paths.admin.announcements, label: t.announcements, Icon: Megaphone, end: false },
  { to: paths.admin.retention, label: t.retention, Icon: CalendarClock, end: false },
];

const itemClasses =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors';
const idleClasses =
  'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

function SidebarContent({ onNavigate }: { onNavigate: () => void }) {
  const user = useAuthStore((s) => s.user);
  const signOut = useAuthStore((s) => s.signOut);
  const navigate = useNavigate();
  const name = readProfile(user).name || user?.email || 'Admin';

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-3 px-4 py-5">
        <Logo size="sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-bold text-slate-900 dark:text-white">Tutor</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{t.title}</p>
        </div>
      </div>
      <nav aria-label={t.title} className="flex-1 space-y-1 overflow-y-auto px-3">
        {links.map(({ to, label, Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                itemClasses,
                isActive
                  ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                  : idleClasses,
              )
            }
          >
            <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
            {label}
            {to === paths.admin.activity && <NewAlertsBadge />}
          </NavLink>
        ))}
      </nav>
      <div className="space-y-1 border-t border-slate-200 px-3 py-4 dark:border-slate-800">
        <Link to={paths.home} onClick={onNavigate} className={cn(itemClasses, idleClasses)}>
          <MessageSquare className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t.backToChat}
        </Link>
        {/* Admins can do everything a teacher can (docs/classes.md): their classes' area. */}
        <Link
          to={paths.teacher.classes}
          onClick={onNavigate}
          className={cn(itemClasses, idleClasses)}
        >
          <GraduationCap className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t.teacherArea}
          <TeacherAreaAlertsBadge className="ml-auto" />
        </Link>
        <Link to={paths.profile} onClick={onNavigate} className={cn(itemClasses, idleClasses)}>
          <UserCircle className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block">{t.profile}</span>
            <span className="block truncate text-xs font-normal text-slate-500 dark:text-slate-400">
              {name}
            </span>
          </span>
        </Link>
        <button
          type="button"
          onClick={() => {
            void signOut().then(() => navigate(paths.auth, { replace: true }));
          }}
          className={cn(
            itemClasses,
            'w-full text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10',
          )}
        >
          <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t.signOut}
        </button>
      </div>
    </div>
  );
}

/** The admin frame: a fixed sidebar from 1024 px, a drawer with overlay below. */
export function AdminShell({ children }: { children: ReactNode }) {
  const location = useLocation();
  useNewAlertsPolling();
  // Below 1024 px the navigation (and Actividad's badge) hides in the drawer: the menu button says so.
  const newAlerts = useNewAlertsStore((s) => s.value) ?? 0;
  // The drawer remembers the path it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);

  const { menuRef, closeRef } = useDrawerFocus(open, setOpenOn);

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      {/* The column stretches with the page; the sidebar itself stays in view while scrolling. */}
      <div className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <aside className="sticky top-0 h-dvh">
          <SidebarContent onNavigate={() => undefined} />
        </aside>
      </div>

      {open && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label={t.closeMenu}
            className="absolute inset-0 bg-slate-900/50 backdrop-blur-sm"
            onClick={() => setOpen(false)}
          />
          <aside
            id="admin-drawer"
            role="dialog"
            aria-modal="true"
            aria-label={t.title}
            className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl dark:bg-slate-900"
          >
            <button
              ref={closeRef}
              type="button"
              aria-label={t.closeMenu}
              onClick={() => setOpen(false)}
              className="absolute right-3 top-5 inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
            <SidebarContent onNavigate={() => setOpen(false)} />
          </aside>
        </div>
      )}

      <div className="min-w-0 flex-1" inert={open}>
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white/90 px-4 py-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/90">
          <button
            ref={menuRef}
            type="button"
            aria-label={
              newAlerts
                ? `${t.openMenu} (${adminTexts.activity.followUp.newBadge(newAlerts)})`
                : t.openMenu
            }
            aria-expanded={open}
            aria-controls="admin-drawer"
            onClick={() => setOpen(true)}
            className="relative inline-flex h-10 w-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
            {newAlerts > 0 && (
              <span
                aria-hidden="true"
                data-testid="menu-new-alerts"
                className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] font-bold leading-5 text-white tabular-nums dark:bg-rose-500"
              >
                {newAlerts > 99 ? '99+' : newAlerts}
              </span>
            )}
          </button>
          <Logo size="sm" />
          <span className="text-sm font-bold text-slate-900 dark:text-white">{t.title}</span>
        </header>
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/** Title and subtitle of an admin screen, with optional actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/**
 * The drawer's focus: its close button when it opens, Escape closes it, the menu button after.
 * `setOpenOn` is the state's setter (stable), so the effect runs only when the drawer opens or closes.
 */
function useDrawerFocus(open: boolean, setOpenOn: (path: string | null) => void) {
  const menuRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Open: focus goes into the drawer (its close button) and the page behind is inert; closed:
  // focus returns to the menu button that opened it.
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    const menu = menuRef.current;
    return () => {
      window.removeEventListener('keydown', onKey);
      if (menu?.isConnected) menu.focus();
    };
  }, [open, setOpenOn]);
  return { menuRef, closeRef };
}
