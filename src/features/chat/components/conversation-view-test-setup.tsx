/**
 * What the ConversationView tests share: a fresh chat store and notices before each test, the
 * mocked data layer's working defaults (proxy mode, no announcements, no feedback, nobody signed
 * in, no signed image URLs cached), one conversation with its messages and reply, and opening the
 * view on it. Each test file first automocks '@/features/announcements/api/get-active-announcements'
 * and installs `vi.mock('../api', () => import('../stores/chat-api-mock'))`.
 */
import { render } from '@testing-library/react';

import { getActiveAnnouncements } from '@/features/announcements/api/get-active-announcements';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { clearNotices, useNoticeStore } from '@/lib/notices';

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
  mocked.cachedSignedImageUrls.mockReturnValue({});
  mocked.listMessageFeedback.mockResolvedValue({});
  useAuthStore.setState({ user: null });
}

/** Renders the view with `opened` (by default `conversation`) open and `messages` already loaded. */
export function openConversation(messages: ChatMessage[], opened: Conversation = conversation) {
  useChatStore.setState({
    currentConversation: opened,
    conversations: [opened],
    messages,
  });
  render(<ConversationView onOpenMenu={() => {}} />);
}

/** The conversation the view's tests open. */
export const conversation: Conversation = {
  id: 'c',
  user_id: 'u1',
  title: 'Energía',
  subject: 'Física',
  grade_level: 'Secundaria',
  created_at: '2026-11-21T10:00:00Z',
  class_id: null,
};

/** A message of that conversation. */
export const message = (id: string, role: 'user' | 'assistant', content: string): ChatMessage => ({
  id,
  conversation_id: 'c',
  role,
  content,
  metadata: {},
  images: [],
  created_at: '2026-11-21T10:00:00Z',
});

/** What a turn answers by default: one reply of the demo tutor, no title. */
export const reply = () => ({
  message: message('r1', 'assistant', '¿Qué sabes de la energía?'),
  title: null,
  model: 'demo-tutor-offline',
  answeredIds: [],
  pendingIds: [],
});

/** The toasts on screen (notify's), as texts. */
export const toasts = () => useNoticeStore.getState().notices.map((n) => n.text);

/** A sent message is stored as written, and every turn answers with reply(). */
function mockSendDefaults() {
  const mocked = vi.mocked(api);
  mocked.insertMessage.mockImplementation(async (m) => message('u-new', 'user', m.content));
  mocked.requestTutorTurn.mockResolvedValue(reply());
}

/**
 * The hooks of a test file whose turns go through: before each test the defaults and
 * mockSendDefaults(), after it every mock reset.
 */
export function setUpConversationViewWithSends() {
  beforeEach(() => {
    resetConversationView();
    mockSendDefaults();
  });
  afterEach(() => vi.resetAllMocks());
}
