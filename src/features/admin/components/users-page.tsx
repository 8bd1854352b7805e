import {
  ChevronLeft,
  ChevronRight,
  GraduationCap,
  Search,
  ShieldCheck,
  ShieldOff,
  UserX,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { DataTable } from '@/components/ui/data-table';
import { numberColumn, tableClasses, type Column } from '@/components/ui/data-table-columns';
import { EmailWithBreaks } from '@/components/ui/email-with-breaks';
import { formatDateTime } from '@/lib/dates';
import { askConfirm, notify } from '@/lib/notices';
import { useLoad } from '@/lib/use-load';
import { shownEmail } from '@shared/classes/class-accounts';

import { getUsersList, USERS_PAGE_SIZE } from '../api/get-users-list';
import { setUserAdminRole } from '../api/set-user-admin-role';
import { setUserTeacherRole } from '../api/set-user-teacher-role';
import { formatCount } from '../lib/format';
import { roleChangeFailureText } from '../lib/role-change';
import { adminTexts } from '../texts';
import type { UserListRow } from '../types';

import { PageHeader } from './admin-shell';
import { EmptyState } from './bits';

const t = adminTexts.users;
const SEARCH_DEBOUNCE_MS = 300;

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

const roleClasses = {
  admin: 'bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200',
  teacher: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200',
  student: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** The user's roles as words: Administrador and/or Profesor, else Estudiante. */
function RoleBadges({ user }: { user: UserListRow }) {
  const roles = [
    ...(user.is_admin ? [{ key: 'admin', label: t.roleAdmin }] : []),
    ...(user.is_teacher ? [{ key: 'teacher', label: t.roleTeacher }] : []),
  ] as { key: keyof typeof roleClasses; label: string }[];
  if (roles.length === 0) roles.push({ key: 'student', label: t.roleStudent });
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <span key={role.key} className={cn(badge, roleClasses[role.key])}>
          {role.label}
        </span>
      ))}
    </span>
  );
}

/** The e-mail as shown: it may break only before its '@', never inside a word. */
function UserEmail({ user }: { user: UserListRow }) {
  return (
    <span data-testid="user-email">
      <EmailWithBreaks email={shownEmail(user.email)} at="@" />
    </span>
  );
}

/**
 * The two role buttons of a user, each with its words on screen, a tooltip saying what the change
 * does, and an accessible name that also says whose account it is.
 */
function RoleActions({
  user,
  busyId,
  onToggleAdmin,
  onToggleTeacher,
}: {
  user: UserListRow;
  busyId: string | null;
  onToggleAdmin: (user: UserListRow) => void;
  onToggleTeacher: (user: UserListRow) => void;
}) {
  const email = shownEmail(user.email);
  const admin = user.is_admin ? t.removeAdmin : t.makeAdmin;
  const teacher = user.is_teacher ? t.removeTeacher : t.makeTeacher;
  return (
    <div className="flex flex-wrap gap-1.5 md:flex-col md:items-stretch">
      <Button
        size="sm"
        variant={user.is_admin ? 'secondary' : 'ghost'}
        className="justify-start"
        loading={busyId === user.id}
        onClick={() => onToggleAdmin(user)}
        aria-label={t.actionFor(admin, email)}
        title={user.is_admin ? t.removeAdminHint : t.makeAdminHint}
      >
        {user.is_admin ? (
          <ShieldOff className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        )}
        {admin}
      </Button>
      <Button
        size="sm"
        variant={user.is_teacher ? 'secondary' : 'ghost'}
        className="justify-start"
        loading={busyId === `teacher:${user.id}`}
        onClick={() => onToggleTeacher(user)}
        aria-label={t.actionFor(teacher, email)}
        title={user.is_teacher ? t.removeTeacherHint : t.makeTeacherHint}
        data-testid="teacher-toggle"
      >
        <GraduationCap className="h-4 w-4" aria-hidden="true" />
        {teacher}
      </Button>
    </div>
  );
}

/**
 * A phone's users list: one card per user (name, roles, e-mail, figures, dates, role buttons), so
 * nothing needs a sideways scroll at 390 px. The table takes over from 768 px.
 */
function UserCards({
  rows,
  actions,
}: {
  rows: readonly UserListRow[];
  actions: (user: UserListRow) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-100 md:hidden dark:divide-slate-800" aria-label={t.title}>
      {rows.map((user) => (
        <li key={user.id} className="space-y-2 px-4 py-4" data-testid="user-card">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className={tableClasses.strong}>
              {user.name || <span className="text-slate-500 dark:text-slate-400">{t.noName}</span>}
            </p>
            <RoleBadges user={user} />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <UserEmail user={user} />
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
            {[
              [t.grade, user.grade_level || '—'],
              [t.conversations, formatCount(user.conversation_count)],
              [t.messages, formatCount(user.message_count)],
              [t.createdAt, formatDateTime(user.created_at)],
              [t.lastSignIn, formatDateTime(user.last_sign_in_at)],
            ].map(([label, value]) => (
              <div key={label} className="flex gap-1">
                <dt className="font-medium text-slate-500 dark:text-slate-400">{label}:</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {actions(user)}
        </li>
      ))}
    </ul>
  );
}

/** Users: debounced search (back to page 1), pages of 20, admin role toggle with confirmation. */
export function UsersPage() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  // Debounce: the query follows the input 300 ms after the last key, and restarts at page 1.
  // Only a changed search resets the page (not the first render, which would undo a quick 'Siguiente').
  useEffect(() => {
    if (input === search) return;
    const timer = setTimeout(() => {
      setSearch(input);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, search]);

  const loadPage = useCallback(() => getUsersList(page, search), [page, search]);
  const { data, error, reload } = useLoad(loadPage, 'Error cargando usuarios:');
  // A failed load is only logged and shows the empty list; a newer page or search always wins over an older one.
  const rows = error ? [] : data;
  const { busyId, toggleAdmin, toggleTeacher } = useRoleToggles(reload);

  const hasNext = rows !== null && rows.length >= USERS_PAGE_SIZE;

  const actions = (user: UserListRow) => (
    <RoleActions
      user={user}
      busyId={busyId}
      onToggleAdmin={(u) => void toggleAdmin(u)}
      onToggleTeacher={(u) => void toggleTeacher(u)}
    />
  );

  const columns = userColumns(actions);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card className="relative overflow-hidden">
        <UserSearch value={input} onChange={setInput} />

        {rows !== null && rows.length === 0 && <EmptyState Icon={UserX}>{t.empty}</EmptyState>}
        {rows !== null && rows.length > 0 && (
          <>
            <UserCards rows={rows} actions={actions} />
            <div className="hidden md:block">
              <DataTable
                label={t.title}
                columns={columns}
                rows={rows}
                rowKey={(user) => user.id}
                rowTestId="user-row"
              />
            </div>
          </>
        )}

        <Pagination page={page} hasNext={hasNext} onPage={setPage} />
      </Card>
    </>
  );
}

/** The search box: name or e-mail. */
function UserSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="border-b border-slate-200 p-4 dark:border-slate-800">
      <label htmlFor="admin-user-search" className="sr-only">
        {t.search}
      </label>
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id="admin-user-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t.search}
          className="block w-full rounded-xl border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
      </div>
    </div>
  );
}

/** Previous / next page, with the current page announced. */
function Pagination({
  page,
  hasNext,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  onPage: (update: (page: number) => number) => void;
}) {
  return (
    <nav
      aria-label="Paginación"
      className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-800"
    >
      <Button
        size="sm"
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage((p) => p - 1)}
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t.previous}
      </Button>
      <span
        className="text-sm text-slate-600 dark:text-slate-300"
        aria-live="polite"
        data-testid="users-page"
      >
        {t.page(page)}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={!hasNext}
        onClick={() => onPage((p) => p + 1)}
      >
        {t.next}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** The table's columns; `actions` draws a user's role buttons. */
function userColumns(actions: (user: UserListRow) => ReactNode): Column<UserListRow>[] {
  return [
    {
      id: 'name',
      // The e-mail under the name: one column less, so the table with its role buttons fits 1280 px.
      header: t.nameAndEmail,
      wrap: true,
      cell: (user) => (
        <>
          <span className={cn('block', tableClasses.strong)}>
            {user.name || <span className="text-slate-500 dark:text-slate-400">{t.noName}</span>}
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            <UserEmail user={user} />
          </span>
        </>
      ),
    },
    { id: 'grade', header: t.grade, wrap: true, cell: (u) => u.grade_level || '—' },
    numberColumn('conversation_count', t.conversations, formatCount),
    numberColumn('message_count', t.messages, formatCount),
    { id: 'created', header: t.createdAt, wrap: true, cell: (u) => formatDateTime(u.created_at) },
    {
      id: 'last-sign-in',
      header: t.lastSignIn,
      wrap: true,
      cell: (u) => formatDateTime(u.last_sign_in_at),
    },
    {
      id: 'role',
      header: t.role,
      cell: (user) => (
        <div className="space-y-2">
          <RoleBadges user={user} />
          {actions(user)}
        </div>
      ),
    },
  ];
}

/** The admin and Profesor toggles, each confirmed first; the list reloads after either. */
function useRoleToggles(reload: () => Promise<unknown>) {
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Asks first (revoking in red), marks the row busy, saves, says a failure, then reloads. */
  async function toggle(
    granted: boolean,
    texts: { title: string; confirmLabel: string },
    busy: string,
    save: () => Promise<unknown>,
    failed: (error: unknown) => void,
  ) {
    const confirmed = await askConfirm({ ...texts, tone: granted ? 'danger' : 'primary' });
    if (!confirmed) return;
    setBusyId(busy);
    try {
      await save();
    } catch (error) {
      failed(error);
    } finally {
      setBusyId(null);
      await reload();
    }
  }

  const toggleAdmin = (user: UserListRow) =>
    toggle(
      user.is_admin,
      user.is_admin
        ? { title: t.confirmRevoke, confirmLabel: t.removeAdmin }
        : { title: t.confirmGrant, confirmLabel: t.makeAdmin },
      user.id,
      () => setUserAdminRole(user.id, !user.is_admin),
      (error) => {
        console.error('Error actualizando rol:', error);
        notify(roleChangeFailureText(error));
      },
    );

  // The Profesor toggle (docs/classes.md): confirmed like the admin one.
  const toggleTeacher = (user: UserListRow) =>
    toggle(
      user.is_teacher,
      user.is_teacher
        ? { title: t.confirmRevokeTeacher, confirmLabel: t.removeTeacher }
        : { title: t.confirmGrantTeacher, confirmLabel: t.makeTeacher },
      `teacher:${user.id}`,
      () => setUserTeacherRole(user.id, !user.is_teacher),
      (error) => {
        console.error('Error actualizando rol de profesor:', error);
        notify(t.teacherRoleError);
      },
    );

  return { busyId, toggleAdmin, toggleTeacher };
}
