import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';

import { RouteErrorBoundary } from '@/components/ui/error-boundary';
import { PageLoading } from '@/components/ui/loading-screen';
import { SkipLink } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';
import { readProfile } from '@/features/auth/lib/profile';
import { isAdminUser, isTeacherUser, useAuthStore } from '@/features/auth/stores/auth-store';
import { askConfirm, notify } from '@/lib/notices';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

import type { Conversation } from '../api';
import { useChatStore } from '../stores/chat-store';
import { chatTexts } from '../texts';

import { COMPOSER_ID } from './composer';
import { ConversationNotFound } from './conversation-not-found';
import { ConversationView } from './conversation-view';
import { NewConversationModal } from './new-conversation-modal';
import { Sidebar } from './sidebar';
import { Welcome } from './welcome';

/** Opened from the menu: not part of the chat's first load. */
const SupportModal = lazy(() =>
  import('./support-modal').then((m) => ({ default: m.SupportModal })),
);

const DRAWER_BREAKPOINT_PX = 1024;
const MAIN_ID = 'chat-main';

/**
 * The chat home, with a URL per conversation (a reload keeps it): `conversationId` comes from
 * /c/:id and decides which conversation is open; opening, creating and deleting one update the
 * URL, so reload and Back/Forward restore it. An id that is not among the student's own
 * conversations (unknown, deleted, another student's) shows a notice, never anyone's messages.
 */
export function ChatPage({ conversationId = null }: { conversationId?: string | null }) {
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const signOut = useAuthStore((s) => s.signOut);
  const chat = useChatStore(
    useShallow((s) => ({
      conversations: s.conversations,
      listStatus: s.listStatus,
      current: s.currentConversation,
      loadConversations: s.loadConversations,
      createConversation: s.createConversation,
      selectConversation: s.selectConversation,
      deleteConversation: s.deleteConversation,
      clearChat: s.clearChat,
      checkDirectMode: s.checkDirectMode,
    })),
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [newOpen, setNewOpen] = useState(false);
  // The class "Nueva conversación en esta clase" picks in the form, if any.
  const [newClassId, setNewClassId] = useState<string>();
  const openNew = (classId?: string) => {
    setNewClassId(classId);
    setNewOpen(true);
  };
  const [supportOpen, setSupportOpen] = useState(false);
  const userId = user?.id ?? null;
  const { loadConversations, clearChat, checkDirectMode, selectConversation } = chat;
  const listState = chat.listStatus;
  const loadList = useCallback(() => {
    if (userId) loadConversations(userId).catch(() => {});
  }, [userId, loadConversations]);
  useEffect(() => {
    if (!userId) return;
    clearChat();
    loadList();
    void checkDirectMode();
  }, [userId, loadList, clearChat, checkDirectMode]);

  // The URL decides what is open: / nothing, /c/:id that conversation once the list is known.
  const requested = conversationId
    ? (chat.conversations.find((c) => c.id === conversationId) ?? null)
    : null;
  const currentId = chat.current?.id ?? null;
  useEffect(() => {
    if (!conversationId) {
      if (currentId) clearChat();
      return;
    }
    if (requested && requested.id !== currentId) selectConversation(requested).catch(() => {});
    else if (!requested && listState === 'ready' && currentId) clearChat();
  }, [conversationId, requested, currentId, listState, clearChat, selectConversation]);
  const notFound = Boolean(conversationId) && !requested && listState === 'ready';
  const listFailed = Boolean(conversationId) && !requested && listState === 'error';

  useDocumentTitle(chatTexts.documentTitle(chat.current?.title ?? null));

  const profile = readProfile(user);
  const name = profile.name.trim();
  const level = profile.grade_level || null;
  const admin = isAdminUser(user);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const avatarUrl = profile.avatar_url || null;

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const closeDrawerIfSmall = useCallback(() => {
    if (window.innerWidth < DRAWER_BREAKPOINT_PX) setDrawerOpen(false);
  }, []);

  function onSelect(c: Conversation) {
    closeDrawerIfSmall();
    if (c.id !== conversationId) navigate(paths.conversation(c.id));
  }

  async function onDelete(c: Conversation) {
    const confirmed = await askConfirm({
      title: chatTexts.deleteConfirm,
      message: chatTexts.deleteConfirmText,
      confirmLabel: chatTexts.deleteAction,
    });
    if (!confirmed) return;
    try {
      await chat.deleteConversation(c.id);
      // The open one is gone: back to the home, replacing its now dead address.
      if (c.id === conversationId) navigate(paths.home, { replace: true });
    } catch {
      notify(chatTexts.deleteError);
    }
  }

  async function onCreate(
    subject: string | null,
    gradeLevel: string | null,
    classId: string | null,
  ) {
    if (!userId) return;
    const created = await chat.createConversation(userId, subject, gradeLevel, classId);
    navigate(paths.conversation(created.id));
    setNewOpen(false);
    closeDrawerIfSmall();
  }

  return (
    <div className="flex h-dvh overflow-hidden bg-slate-50 dark:bg-slate-950">
      <SkipLink targetId={COMPOSER_ID} fallbackId={MAIN_ID} label={chatTexts.skipToComposer} />
      <Sidebar
        open={drawerOpen}
        onClose={closeDrawer}
        user={{
          name,
          email: user?.email ?? '',
          // An admin without a level is not labelled 'Estudiante'.
          level: level ?? (admin ? chatTexts.adminRole : chatTexts.defaultUserLevel),
          avatarUrl,
          isAdmin: admin,
          isTeacher: isTeacherUser(user),
        }}
        conversations={chat.conversations}
        currentId={chat.current?.id ?? null}
        onNew={openNew}
        onSelect={onSelect}
        onOpenById={(id) => {
          closeDrawerIfSmall();
          if (id !== conversationId) navigate(paths.conversation(id));
        }}
        onDelete={(c) => void onDelete(c)}
        onSupport={() => setSupportOpen(true)}
        onLogout={() => void signOut()}
      />
      {/* While the phone drawer is open, the page behind it is out of reach. */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex min-w-0 flex-1 flex-col outline-none"
        inert={drawerOpen && !isDesktop}
      >
        <RouteErrorBoundary backTo={paths.home}>
          {notFound || listFailed ? (
            <ConversationNotFound
              failed={listFailed}
              onRetry={loadList}
              onOpenMenu={() => setDrawerOpen(true)}
              onStart={() => openNew()}
            />
          ) : conversationId && !chat.current ? (
            <div className="flex flex-1 justify-center">
              <PageLoading />
            </div>
          ) : chat.current ? (
            <ConversationView
              key={chat.current.id}
              userAvatarUrl={avatarUrl}
              onOpenMenu={() => setDrawerOpen(true)}
            />
          ) : (
            <Welcome onStart={() => openNew()} onOpenMenu={() => setDrawerOpen(true)} />
          )}
        </RouteErrorBoundary>
      </main>
      {newOpen && (
        <NewConversationModal
          defaultLevel={level}
          defaultClassId={newClassId}
          onCreate={onCreate}
          onClose={() => setNewOpen(false)}
        />
      )}
      {supportOpen && (
        <Suspense fallback={null}>
          <SupportModal onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
