import {
  ChevronLeft,
  ChevronRight,
  GraduationCap,
  Search,
  ShieldCheck,
  ShieldOff,
  UserX,
} from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { DataTable } from '@/components/ui/data-table';
import { numberColumn, tableClasses, type Column } from '@/components/ui/data-table-columns';
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

function RoleBadges({ user }: { user: UserListRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={cn(
          badge,
          user.is_admin
            ? 'bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200'
            : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        {user.is_admin ? t.roleAdmin : t.roleUser}
      </span>
      {user.is_teacher && (
        <span
          className={cn(
            badge,
            'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200',
          )}
        >
          {t.roleTeacher}
        </span>
      )}
    </span>
  );
}

/** Users: debounced search (back to page 1), pages of 20, admin role toggle with confirmation. */
export function UsersPage() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<string | null>(null);

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

  async function toggleAdmin(user: UserListRow) {
    const confirmed = await askConfirm({
      title: user.is_admin ? t.confirmRevoke : t.confirmGrant,
      confirmLabel: user.is_admin ? t.removeAdmin : t.makeAdmin,
      tone: user.is_admin ? 'danger' : 'primary',
    });
    if (!confirmed) return;
    setBusyId(user.id);
    try {
      await setUserAdminRole(user.id, !user.is_admin);
    } catch (error) {
      console.error('Error actualizando rol:', error);
      notify(roleChangeFailureText(error));
    } finally {
      setBusyId(null);
      await reload();
    }
  }

  // The Profesor toggle (docs/classes.md): confirmed like the admin one.
  async function toggleTeacher(user: UserListRow) {
    const confirmed = await askConfirm({
      title: user.is_teacher ? t.confirmRevokeTeacher : t.confirmGrantTeacher,
      confirmLabel: user.is_teacher ? t.removeTeacher : t.makeTeacher,
      tone: user.is_teacher ? 'danger' : 'primary',
    });
    if (!confirmed) return;
    setBusyId(`teacher:${user.id}`);
    try {
      await setUserTeacherRole(user.id, !user.is_teacher);
    } catch (error) {
      console.error('Error actualizando rol de profesor:', error);
      notify(t.teacherRoleError);
    } finally {
      setBusyId(null);
      await reload();
    }
  }

  const hasNext = rows !== null && rows.length >= USERS_PAGE_SIZE;

  const columns: Column<UserListRow>[] = [
    {
      id: 'name',
      header: t.name,
      wrap: true,
      className: tableClasses.strong,
      cell: (user) =>
        user.name || <span className="text-slate-500 dark:text-slate-400">{t.noName}</span>,
    },
    {
      id: 'email',
      header: t.email,
      wrap: true,
      className: 'break-all',
      cell: (u) => shownEmail(u.email),
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
    { id: 'role', header: t.role, cell: (u) => <RoleBadges user={u} /> },
    {
      id: 'actions',
      header: <span className="sr-only">{t.actions}</span>,
      cell: (user) => (
        // Stacked below 1536 px so the table keeps fitting a 1280 px screen with both toggles.
        <div className="flex flex-col gap-1 2xl:flex-row">
          <Button
            size="sm"
            variant={user.is_admin ? 'secondary' : 'ghost'}
            loading={busyId === user.id}
            onClick={() => void toggleAdmin(user)}
            aria-label={`${user.is_admin ? t.removeAdmin : t.makeAdmin}: ${shownEmail(user.email)}`}
          >
            {user.is_admin ? (
              <ShieldOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            )}
            {/* Icon only below 1536 px (the aria-label names it), so the table fits. */}
            <span className="hidden 2xl:inline">{user.is_admin ? t.removeAdmin : t.makeAdmin}</span>
          </Button>
          <Button
            size="sm"
            variant={user.is_teacher ? 'secondary' : 'ghost'}
            loading={busyId === `teacher:${user.id}`}
            onClick={() => void toggleTeacher(user)}
            aria-label={`${user.is_teacher ? t.removeTeacher : t.makeTeacher}: ${shownEmail(user.email)}`}
            data-testid="teacher-toggle"
          >
            <GraduationCap className="h-4 w-4" aria-hidden="true" />
            <span className="hidden 2xl:inline">
              {user.is_teacher ? t.removeTeacher : t.makeTeacher}
            </span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card className="relative overflow-hidden">
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
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder={t.search}
              className="block w-full rounded-xl border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            />
          </div>
        </div>

        {rows !== null && (
          <DataTable
            label={t.title}
            columns={columns}
            rows={rows}
            rowKey={(user) => user.id}
            rowTestId="user-row"
            empty={<EmptyState Icon={UserX}>{t.empty}</EmptyState>}
          />
        )}

        <nav
          aria-label="Paginación"
          className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 dark:border-slate-800"
        >
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
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
            onClick={() => setPage((p) => p + 1)}
          >
            {t.next}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </nav>
      </Card>
    </>
  );
}
