import type { StateCreator } from 'zustand';

import * as api from '../api';
import type { ChatMessage } from '../api';
import { orderForDisplay, unansweredMessages } from '../lib/turn-state';

import type { ChatState } from './chat-store';

export type SetChat = Parameters<StateCreator<ChatState>>[0];
export type GetChat = Parameters<StateCreator<ChatState>>[1];

/** After Detener or a dropped stream: how often and how many times to look for the stored reply. */
const RECOVER_EVERY_S = 0.5;
const RECOVER_ATTEMPTS = 12;

export const pause = (seconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, seconds) * 1000));

/**
 * Showing a turn's outcome in the store, for the conversation it belongs to only (the student may
 * have opened another meanwhile): the reply, the messages being answered, the title, and the
 * messages read again from the server.
 */
export function createReplyDisplay(set: SetChat, get: GetChat) {
  const isCurrent = (conversationId: string) => get().currentConversation?.id === conversationId;

  async function reloadMessages(conversationId: string) {
    const messages = await api.listMessages(conversationId);
    if (isCurrent(conversationId)) set({ messages });
  }

  /**
   * After Detener or a dropped stream: the server stores what was shown (or nothing when nothing
   * was), a moment later. Reads the messages until a reply to every waiting one is there, for a few
   * seconds; true when it came.
   */
  async function recoverStored(conversationId: string): Promise<boolean> {
    for (let attempt = 0; attempt < RECOVER_ATTEMPTS; attempt += 1) {
      await pause(RECOVER_EVERY_S);
      if (!isCurrent(conversationId)) return false;
      const messages = await api.listMessages(conversationId);
      if (!isCurrent(conversationId)) return false;
      if (unansweredMessages(messages).length === 0) {
        set({ messages });
        return true;
      }
    }
    await reloadMessages(conversationId);
    return false;
  }

  // The reply goes right after the message it answers (a message sent meanwhile stays after it).
  function appendReply(
    conversationId: string,
    reply: ChatMessage,
    model: string | null,
    limitNote: string | null = null,
  ) {
    set((state) => ({
      limitNote: state.currentConversation?.id === conversationId ? limitNote : state.limitNote,
      messages:
        state.currentConversation?.id === conversationId &&
        !state.messages.some((m) => m.id === reply.id)
          ? orderForDisplay([...state.messages, reply])
          : state.messages,
      lastModel: model,
    }));
  }

  /**
   * Shows which messages the turn in flight is answering: every unanswered one, or (a turn held
   * elsewhere) those up to its `message_id`; the ones after it wait for the next turn.
   */
  function markReplying(conversationId: string, upTo: string | null) {
    if (!isCurrent(conversationId)) return;
    const waiting = unansweredMessages(get().messages).map((m) => m.id);
    const end = upTo ? waiting.indexOf(upTo) : -1;
    set({ replying: end >= 0 ? waiting.slice(0, end + 1) : waiting });
  }

  /** Messages the function named that this tab has not loaded (sent from another tab): load them. */
  async function loadMissing(conversationId: string, ids: (string | null)[]) {
    if (!isCurrent(conversationId)) return;
    const known = new Set(get().messages.map((m) => m.id));
    if (ids.some((id) => id && !known.has(id))) await reloadMessages(conversationId);
  }

  function showTitle(conversationId: string, title: string) {
    set((state) => ({
      conversations: state.conversations.map((c) =>
        c.id === conversationId ? { ...c, title } : c,
      ),
      currentConversation:
        state.currentConversation?.id === conversationId
          ? { ...state.currentConversation, title }
          : state.currentConversation,
    }));
  }

  return {
    isCurrent,
    reloadMessages,
    recoverStored,
    appendReply,
    markReplying,
    loadMissing,
    showTitle,
  };
}

export type ReplyDisplay = ReturnType<typeof createReplyDisplay>;
