import type { StateCreator } from 'zustand';

import * as api from '../api';
import type { ChatMessage, Conversation } from '../api';
import { markMessageStored, turnFailureOf } from '../lib/errors';
import { unansweredMessages } from '../lib/turn-state';
import { chatTexts } from '../texts';

import type { ChatState } from './chat-store';
import { createTutorReply } from './tutor-reply';

/** A turn: the student's message stored, then the tutor's reply asked for. */
export interface TurnSlice {
  sending: boolean;
  /**
   * Ids of the student messages whose reply is being written (by this tab's turn, or by another
   * turn the function reported with 409 turn_in_progress); empty when no turn is in flight.
   */
  replying: string[];
  /**
   * The streamed reply being written in this tab (proxy mode): its gated text so far and its
   * status line; null when no streamed turn is in flight.
   */
  streaming: StreamingReply | null;
  /** Detener: ends the streamed reply; what was shown stays as the reply, marked as stopped. */
  stopReply: () => void;
  /** Model name of the last reply (shows the 'modo demostración' notice for the demo tutor). */
  lastModel: string | null;
  /**
   * Direct mode only: whether the database accepts the browser's tutor writes (null until checked).
   * Proxy mode never reads it.
   */
  directWritesEnabled: boolean | null;
  /**
   * Why the last turn left a stored message without a reply (shown under it), and whether
   * Reintentar can help (not after a daily limit); null after a reply or a new conversation.
   */
  turnFailure: { text: string; canRetry: boolean } | null;
  /** Before a daily limit's last messages: how many are left and when it restarts (the function's). */
  limitNote: string | null;
  sendMessage: (content: string, images?: Blob[]) => Promise<void>;
  /** Asks again for the reply to every unanswered student message (one turn, no second insert). */
  retryReply: () => Promise<void>;
  /** Direct mode: asks the database whether replies can be saved (shows the notice when not). */
  checkDirectMode: () => Promise<void>;
}

export interface StreamingReply {
  conversationId: string;
  text: string;
  /** null while text is being written. */
  status: api.TurnStatus | null;
  /** Detener was pressed (or the connection dropped): the stored reply is being read. */
  stopped?: boolean;
}

export const turnInitialState = {
  sending: false,
  replying: [] as string[],
  streaming: null as StreamingReply | null,
  lastModel: null as string | null,
  directWritesEnabled: null as boolean | null,
  turnFailure: null as { text: string; canRetry: boolean } | null,
  limitNote: null as string | null,
};

/** The newest student message still without a reply ('Reintentar' applies), if any. */
export function unansweredMessage(messages: ChatMessage[]): ChatMessage | null {
  return unansweredMessages(messages).at(-1) ?? null;
}

export const createTurnSlice: StateCreator<ChatState, [], [], TurnSlice> = (set, get) => {
  const { replyTo, ensureDirectWrites, stopReply } = createTutorReply(set, get);
  /** Why the turn failed, under its message: only while its conversation is still the open one. */
  const showFailure = (conversation: Conversation, error: unknown) =>
    get().currentConversation?.id === conversation.id && set({ turnFailure: turnFailureOf(error) });
  /** Whichever way a turn ends, the composer is free again and nothing is being written. */
  const endTurn = () => set({ sending: false, replying: [], streaming: null });

  return {
    ...turnInitialState,
    stopReply,

    sendMessage: async (content, images = []) => {
      const conversation = get().currentConversation;
      if (!conversation) throw new Error('No hay una conversación seleccionada');
      set({ sending: true, turnFailure: null });
      // Once the message is stored, a failure belongs to the thread (Reintentar), not the composer.
      let stored = false;
      try {
        const text = content.trim();
        const direct = api.tutorMode() === 'direct';
        // The same text again while it still waits for its reply: retry, never a second row.
        const waiting = unansweredMessage(get().messages);
        if (waiting && images.length === 0 && text && waiting.content === text) {
          if (direct) await ensureDirectWrites();
          stored = true;
          await replyTo(conversation, waiting);
          return;
        }
        if (direct) await ensureDirectWrites();
        const paths =
          images.length > 0
            ? await api.uploadChatImages(conversation.user_id, conversation.id, images)
            : [];
        const userMessage = await api.insertMessage({
          conversation_id: conversation.id,
          role: 'user',
          content: text || chatTexts.imageOnlyContent,
          metadata: paths.length > 0 ? { images: paths } : undefined,
        });
        // Stored while the student may have opened another conversation: shown only in its own.
        set((state) =>
          state.currentConversation?.id === conversation.id
            ? { messages: [...state.messages, userMessage] }
            : {},
        );
        stored = true;
        await replyTo(conversation, userMessage);
      } catch (error) {
        console.error('Error enviando mensaje:', error);
        if (stored) {
          markMessageStored(error);
          showFailure(conversation, error);
        }
        throw error;
      } finally {
        endTurn();
      }
    },

    retryReply: async () => {
      const conversation = get().currentConversation;
      const waiting = unansweredMessage(get().messages);
      if (!conversation || !waiting || get().sending) return;
      set({ sending: true, turnFailure: null });
      try {
        if (api.tutorMode() === 'direct') await ensureDirectWrites();
        await replyTo(conversation, waiting);
      } catch (error) {
        console.error('Error reintentando la respuesta:', error);
        showFailure(conversation, error);
        throw error;
      } finally {
        endTurn();
      }
    },

    checkDirectMode: async () => {
      if (api.tutorMode() !== 'direct') return;
      try {
        set({ directWritesEnabled: await api.clientTutorWritesEnabled() });
      } catch (error) {
        console.error('Error comprobando el modo directo:', error);
      }
    },
  };
};
