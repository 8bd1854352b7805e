import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';

import { paths } from '@/config/paths';
import { readProfile } from '@/features/auth/lib/profile';
import { isAdminUser, useAuthStore } from '@/features/auth/stores/auth-store';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

import type { Conversation } from '../api';
import { useChatStore } from '../stores/chat-store';
import { chatTexts } from '../texts';

import { ConversationView } from './conversation-view';
import { NewConversationModal } from './new-conversation-modal';
import { Sidebar } from './sidebar';
import { SupportModal } from './support-modal';
import { Welcome } from './welcome';

const DRAWER_BREAKPOINT_PX = 1024;

/** SPEC.md "/ (chat home)". */
export function ChatPage() {
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const signOut = useAuthStore((s) => s.signOut);
  const chat = useChatStore(
    useShallow((s) => ({
      conversations: s.conversations,
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
  const [supportOpen, setSupportOpen] = useState(false);

  const userId = user?.id ?? null;
  const { loadConversations, clearChat, checkDirectMode } = chat;
  useEffect(() => {
    if (!userId) return;
    clearChat();
    loadConversations(userId).catch(() => {});
    void checkDirectMode();
  }, [userId, loadConversations, clearChat, checkDirectMode]);

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

  async function onSelect(c: Conversation) {
    closeDrawerIfSmall();
    navigate(paths.home);
    await chat.selectConversation(c).catch(() => {});
  }

  async function onDelete(c: Conversation) {
    if (!window.confirm(chatTexts.deleteConfirm)) return;
    try {
      await chat.deleteConversation(c.id);
    } catch {
      window.alert(chatTexts.deleteError);
    }
  }

  async function onCreate(subject: string | null, gradeLevel: string | null) {
    if (!userId) return;
    await chat.createConversation(userId, subject, gradeLevel);
    navigate(paths.home);
    setNewOpen(false);
    closeDrawerIfSmall();
  }

  return (
    <div className="flex h-dvh overflow-hidden bg-slate-50 dark:bg-slate-950">
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
        }}
        conversations={chat.conversations}
        currentId={chat.current?.id ?? null}
        onNew={() => setNewOpen(true)}
        onSelect={(c) => void onSelect(c)}
        onDelete={(c) => void onDelete(c)}
        onSupport={() => setSupportOpen(true)}
        onLogout={() => void signOut()}
      />
      {/* While the phone drawer is open, the page behind it is out of reach. */}
      <main className="flex min-w-0 flex-1 flex-col" inert={drawerOpen && !isDesktop}>
        {chat.current ? (
          <ConversationView
            key={chat.current.id}
            userAvatarUrl={avatarUrl}
            onOpenMenu={() => setDrawerOpen(true)}
          />
        ) : (
          <Welcome onStart={() => setNewOpen(true)} onOpenMenu={() => setDrawerOpen(true)} />
        )}
      </main>
      {newOpen && (
        <NewConversationModal
          defaultLevel={level}
          onCreate={onCreate}
          onClose={() => setNewOpen(false)}
        />
      )}
      {supportOpen && <SupportModal onClose={() => setSupportOpen(false)} />}
    </div>
  );
}
