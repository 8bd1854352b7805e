/**
 * What the ConversationView tests share: a fresh chat store and notices before each test, the
 * mocked data layer's working defaults (proxy mode, no announcements, no feedback, nobody signed
 * in), and opening the view on one conversation. Each test file first installs its mocks of
 * '@/features/announcements/api/get-active-announcements' and '../api'.
 */
import { render } from '@testing-library/react';

import { getActiveAnnouncements } from '@/features/announcements/api/get-active-announcements';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { clearNotices } from '@/lib/notices';

import * as api from '../api';
import type { ChatMessage, Conversation } from '../api';
import { resetChatStore, useChatStore } from '../stores/chat-store';

import { ConversationView } from './conversation-view';

/** The defaults every test starts from; a test file adds its own mocks after calling it. */
export function resetConversationView() {
  const mocked = vi.mocked(api);
  resetChatStore();
  clearNotices();
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(getActiveAnnouncements).mockResolvedValue([]);
  mocked.tutorMode.mockReturnValue('proxy');
  mocked.listMessageFeedback.mockResolvedValue({});
  useAuthStore.setState({ user: null });
}

/** Renders the view with `conversation` open and `messages` already loaded. */
export function openConversation(conversation: Conversation, messages: ChatMessage[]) {
  useChatStore.setState({
    currentConversation: conversation,
    conversations: [conversation],
    messages,
  });
  render(<ConversationView onOpenMenu={() => {}} />);
}
