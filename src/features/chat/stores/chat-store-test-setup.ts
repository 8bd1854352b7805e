/**
 * The chat store's tests share this setup: fixtures for conversations, stored messages and tutor
 * turns, and before each test a fresh store and working defaults for the mocked data layer (proxy
 * mode, inserts that echo the row, a reply, a title). Each test file first installs the mock:
 * `vi.mock('../api', () => import('./chat-api-mock'))`.
 */
import * as api from '../api';
import type { ChatMessage, Conversation, NewMessage } from '../api';

import { resetChatStore, useChatStore } from './chat-store';

export { resetChatStore, unansweredMessage, useChatStore } from './chat-store';

export const mocked = vi.mocked(api);

export const conv = (id: string, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  user_id: 'u1',
  title: 'Nueva conversación',
  subject: 'Física',
  grade_level: 'Secundaria',
  created_at: '2026-11-21T10:00:00Z',
  class_id: null,
  ...extra,
});

let seq = 0;
/** The row the database would return for `input`: ids m1, m2, ... in insert order per test. */
export function stored(input: NewMessage): ChatMessage {
  seq += 1;
  return {
    id: `m${seq}`,
    conversation_id: input.conversation_id,
    role: input.role,
    content: input.content,
    metadata: input.metadata ?? {},
    images: input.metadata?.images ?? [],
    created_at: '2026-11-21T10:00:00Z',
  };
}

/** A question of conversation c and the tutor's reply to it, as stored. */
export const exchange = (question: string, reply: string) => [
  stored({ conversation_id: 'c', role: 'user', content: question }),
  stored({ conversation_id: 'c', role: 'assistant', content: reply }),
];

/** What the tutor function returns for a turn: the stored reply, the title on the first turn. */
export function turn(
  content: string,
  title: string | null = null,
  model = 'gpt-4o-mini',
): api.TutorTurnResult {
  return {
    message: stored({
      conversation_id: 'c',
      role: 'assistant',
      content,
      metadata: { response_time_ms: 900 },
    }),
    title,
    model,
    answeredIds: [],
    pendingIds: [],
  };
}

export const state = () => useChatStore.getState();

/** What the store hands a proxy turn: the streamed turn's signal (Detener) and its reports. */
export const streamHandlers = expect.objectContaining({
  signal: expect.any(AbortSignal),
  onStatus: expect.any(Function),
  onText: expect.any(Function),
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  resetChatStore();
  seq = 0;
  mocked.tutorMode.mockReturnValue('proxy');
  mocked.insertMessage.mockImplementation(async (m) => stored(m));
  mocked.requestTutorTurn.mockImplementation(async () => turn('¿Qué sabes de la fuerza?'));
  mocked.clientTutorWritesEnabled.mockResolvedValue(true);
  mocked.requestDirectReply.mockResolvedValue({
    content: '¿Qué sabes de la fuerza?',
    tokensUsed: 42,
    model: 'gpt-4o-mini',
  });
  mocked.requestDirectTitle.mockResolvedValue('Segunda ley de Newton');
  mocked.updateConversationTitle.mockResolvedValue();
  mocked.insertMessageMetrics.mockResolvedValue();
  mocked.getImageDataUrl.mockImplementation(async (p) => `data:image/jpeg;base64,${p}`);
});
