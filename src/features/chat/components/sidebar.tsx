import { GraduationCap, LifeBuoy, LogOut, Plus, Shield, Trash2, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { cn } from '@/components/ui/cn';
import { IconButton } from '@/components/ui/icon-button';
import { Logo } from '@/components/ui/logo';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { formatConversationDate } from '@/lib/dates';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

import type { Conversation } from '../api';
import { chatTexts } from '../texts';

import { ConversationSearchBox, ConversationSearchResults } from './conversation-search';
import { ConversationTags } from './conversation-tags';

// Joining, listing, filtering by and leaving classes, and the class tag: their own chunk, after
// the chat's first paint.
const StudentClasses = lazy(() => import('@/features/classes/components/student-classes'));
const ClassTag = lazy(() =>
  import('@/features/classes/components/student-classes').then((m) => ({ default: m.ClassTag })),
);
// Teachers only: its own small chunk, so a student's chat never loads it.
const TeacherAreaAlertsBadge = lazy(() =>
  import('@/features/classes/components/class-alerts-badge').then((m) => ({
    default: m.TeacherAreaAlertsBadge,
  })),
);

export interface SidebarUser {
  /** The profile name, '' when none (then 'Usuario' is shown and the avatar uses the e-mail). */
  name: string;
  email: string;
  level: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** A Profesor (app_metadata.is_teacher) or an admin: the link to the teacher's area. */
  isTeacher: boolean;
}

export function Sidebar({
  open,
  onClose,
  user,
  conversations,
  currentId,
  onNew,
  onSelect,
  onOpenById,
  onDelete,
  onSupport,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  user: SidebarUser;
  conversations: Conversation[];
  currentId: string | null;
  /** "Nueva Conversación", or "Nueva conversación en esta clase" with the class's id. */
  onNew: (classId?: string) => void;
  onSelect: (c: Conversation) => void;
  /** A search result: opens the conversation with this id. */
  onOpenById: (id: string) => void;
  onDelete: (c: Conversation) => void;
  onSupport: () => void;
  onLogout: () => void;
}) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // Below 1024 px the sidebar is a drawer: closed, it is inert (off-screen controls are neither
  // tabbable nor in the accessibility tree); open, it takes focus and Escape closes it.
  const drawer = !isDesktop;
  const closeRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  // "Mis clases" shows one class's conversations (null: all of them).
  const [classFilter, setClassFilter] = useState<string | null>(null);
  const shown = classFilter
    ? conversations.filter((c) => c.class_id === classFilter)
    : conversations;
  useEffect(() => {
    if (!drawer || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected && !opener.closest('[inert]')) opener.focus();
    };
  }, [drawer, open, onClose]);

  return (
    <>
      {open && (
        <button
          type="button"
          aria-label={chatTexts.closeMenu}
          data-testid="drawer-overlay"
          className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden"
          onClick={onClose}
        />
      )}
      <aside
        data-testid="sidebar"
        data-open={open}
        inert={drawer && !open}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-80 max-w-[85vw] flex-col border-r border-slate-200 bg-white transition-transform duration-200 lg:static lg:z-auto lg:max-w-none lg:translate-x-0 dark:border-slate-800 dark:bg-slate-900',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
        aria-label={chatTexts.conversationsHeading}
      >
        <div className="flex items-center gap-3 border-b border-slate-200 p-4 dark:border-slate-800">
          <Logo size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">{chatTexts.appTitle}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">
              {chatTexts.appSubtitle}
            </p>
          </div>
          <IconButton
            ref={closeRef}
            onClick={onClose}
            label={chatTexts.closeMenu}
            icon={X}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
          />
        </div>
        <div className="space-y-2 p-3">
          <button
            type="button"
            onClick={() => onNew()}
            className="flex w-full items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:from-indigo-500 hover:to-violet-500"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {chatTexts.newConversation}
          </button>
          {user.isAdmin && (
            <Link
              to={paths.admin.dashboard}
              className="flex w-full items-center justify-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-800 hover:bg-amber-100 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
            >
              <Shield className="h-4 w-4" aria-hidden="true" />
              {chatTexts.adminPanel}
            </Link>
          )}
          {user.isTeacher && (
            <Link
              to={paths.teacher.classes}
              className="flex w-full items-center justify-center gap-2 rounded-xl border border-indigo-300 bg-indigo-50 px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-100 dark:border-indigo-500/40 dark:bg-indigo-500/10 dark:text-indigo-200"
            >
              <GraduationCap className="h-4 w-4" aria-hidden="true" />
              {chatTexts.teacherArea}
              <Suspense fallback={null}>
                <TeacherAreaAlertsBadge />
              </Suspense>
            </Link>
          )}
          <Suspense fallback={null}>
            <StudentClasses filter={classFilter} onFilter={setClassFilter} onNewInClass={onNew} />
          </Suspense>
          <button
            type="button"
            onClick={onSupport}
            className="flex w-full items-center justify-center gap-2 rounded-xl border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <LifeBuoy className="h-4 w-4" aria-hidden="true" />
            {chatTexts.support}
          </button>
        </div>
        {conversations.length > 0 && <ConversationSearchBox query={query} onQuery={setQuery} />}
        <nav
          className="min-h-0 flex-1 overflow-y-auto px-3 pb-3"
          aria-label={chatTexts.conversationsHeading}
        >
          {query ? (
            <ConversationSearchResults query={query} currentId={currentId} onOpen={onOpenById} />
          ) : shown.length === 0 ? (
            <div className="mt-8 text-center text-sm text-slate-500 dark:text-slate-400">
              <p className="font-medium">{chatTexts.emptyListTitle}</p>
              <p className="mt-1 text-xs">{chatTexts.emptyListHint}</p>
            </div>
          ) : (
            <ul className="space-y-1.5">
              {shown.map((c) => (
                <li key={c.id} className="group relative" data-testid="conversation-item">
                  <button
                    type="button"
                    onClick={() => onSelect(c)}
                    aria-current={c.id === currentId ? 'true' : undefined}
                    className={cn(
                      'w-full rounded-xl border px-3 py-2.5 pr-10 text-left transition-colors',
                      c.id === currentId
                        ? 'border-indigo-300 bg-indigo-50 dark:border-indigo-500/40 dark:bg-indigo-500/10'
                        : 'border-transparent hover:bg-slate-100 dark:hover:bg-slate-800',
                    )}
                  >
                    {/* Cut with an ellipsis, never mid-word by hand; the whole title on hover. */}
                    <p className="truncate text-sm font-medium" title={c.title}>
                      {c.title}
                    </p>
                    {(c.class_id || c.subject || c.grade_level) && (
                      <div className="mt-1 flex flex-wrap gap-1">
                        {c.class_id && (
                          <Suspense fallback={null}>
                            <ClassTag classId={c.class_id} className="text-[11px]" />
                          </Suspense>
                        )}
                        <ConversationTags conversation={c} className="text-[11px]" />
                      </div>
                    )}
                    <p className="mt-1 text-[11px] text-slate-500 dark:text-slate-400">
                      {formatConversationDate(c.created_at)}
                    </p>
                  </button>
                  <IconButton
                    onClick={() => onDelete(c)}
                    label={`${chatTexts.deleteConversation}: ${c.title}`}
                    title={chatTexts.deleteConversation}
                    icon={Trash2}
                    iconClassName="h-4 w-4"
                    className="absolute top-2 right-2 rounded-lg p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10"
                  />
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="flex items-center gap-3 border-t border-slate-200 p-3 dark:border-slate-800">
          {/* The initial of the name, else of the e-mail (never the 'U' of 'Usuario'). */}
          <UserAvatar src={user.avatarUrl} name={user.name || user.email} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold" data-testid="sidebar-user-name">
              {user.name || chatTexts.defaultUserName}
            </p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.level}</p>
          </div>
          <Link
            to={paths.profile}
            aria-label={chatTexts.profileLink}
            title={chatTexts.profileLink}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <UserRound className="h-5 w-5" aria-hidden="true" />
          </Link>
          <IconButton
            onClick={onLogout}
            label={chatTexts.logout}
            title={chatTexts.logout}
            icon={LogOut}
            className="rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10"
          />
        </div>
      </aside>
    </>
  );
}
