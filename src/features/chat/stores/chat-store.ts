import { create } from 'zustand';

import { detectEureka } from '@shared/eureka';
import { computeMetrics } from '@shared/metrics';
import { cleanTitle } from '@shared/title';

import * as api from '../api';
import type { ChatMessage, Conversation, MessageMetadata } from '../api';
import { TutorTurnError } from '../lib/errors';
import { chatTexts } from '../texts';

/** SPEC.md section 3: chat state; section 4: its transitions. */
export interface ChatState {
  conversations: Conversation[];
  currentConversation: Conversation | null;
  messages: ChatMessage[];
  loading: boolean;
  sending: boolean;
  /** Model name of the last reply (shows the 'modo demostración' notice for the demo tutor). */
  lastModel: string | null;
  loadConversations: (userId: string) => Promise<void>;
  createConversation: (
    userId: string,
    subject: string | null,
    gradeLevel: string | null,
  ) => Promise<Conversation>;
  selectConversation: (conversation: Conversation) => Promise<void>;
  /**
   * Direct mode only: whether the database accepts the browser's tutor writes (null until checked).
   * Proxy mode never reads it.
   */
  directWritesEnabled: boolean | null;
  sendMessage: (content: string, images?: Blob[]) => Promise<void>;
  /** Asks again for the reply to the latest, unanswered student message (no second insert). */
  retryReply: () => Promise<void>;
  /** Direct mode: asks the database whether replies can be saved (shows the notice when not). */
  checkDirectMode: () => Promise<void>;
  deleteConversation: (id: string) => Promise<void>;
  clearChat: () => void;
}

export const DEMO_MODEL = 'demo-tutor-offline';

const initialState = {
  conversations: [] as Conversation[],
  currentConversation: null as Conversation | null,
  messages: [] as ChatMessage[],
  loading: false,
  sending: false,
  lastModel: null as string | null,
  directWritesEnabled: null as boolean | null,
};

/** The latest message, when it is the student's and still has no reply ('Reintentar' applies). */
export function unansweredMessage(messages: ChatMessage[]): ChatMessage | null {
  const last = messages.at(-1);
  return last && last.role === 'user' ? last : null;
}

async function generateTitle(text: string): Promise<string> {
  if (!text) return chatTexts.imageOnlyTitle;
  try {
    return cleanTitle(await api.requestDirectTitle(text));
  } catch (error) {
    console.error('Error generando título:', error);
    return chatTexts.defaultTitle;
  }
}

export const useChatStore = create<ChatState>()((set, get) => {
  const isCurrent = (conversationId: string) => get().currentConversation?.id === conversationId;

  function appendReply(conversationId: string, reply: ChatMessage, model: string | null) {
    set((state) => ({
      messages:
        state.currentConversation?.id === conversationId &&
        !state.messages.some((m) => m.id === reply.id)
          ? [...state.messages, reply]
          : state.messages,
      lastModel: model,
    }));
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

  async function reloadMessages(conversationId: string) {
    const messages = await api.listMessages(conversationId);
    if (isCurrent(conversationId)) set({ messages });
  }

  /** Direct mode writes assistant rows from the browser: only when the database allows it. */
  async function ensureDirectWrites() {
    const enabled = await api.clientTutorWritesEnabled();
    set({ directWritesEnabled: enabled });
    if (!enabled) {
      throw new TutorTurnError(chatTexts.directModeOff, {
        code: 'direct_writes_off',
        forStudent: true,
      });
    }
  }

  /** Proxy mode: one function call answers, stores and (first turn) titles. */
  async function proxyReply(conversation: Conversation) {
    let result: api.TutorTurnResult;
    try {
      result = await api.requestTutorTurn(conversation.id);
    } catch (error) {
      // Answered meanwhile (another tab, an earlier attempt that did finish): show what is stored.
      if (error instanceof TutorTurnError && error.code === 'already_answered') {
        await reloadMessages(conversation.id);
        return;
      }
      throw error;
    }
    appendReply(conversation.id, result.message, result.model);
    if (result.title) showTitle(conversation.id, result.title);
  }

  /** Direct mode: SPEC.md section 7's browser call, then the browser stores reply, title, metrics. */
  async function directReply(conversation: Conversation, question: ChatMessage) {
    const history = get().messages;
    const isFirst = history.length === 1 && history[0]?.id === question.id;
    const titleText =
      question.images.length > 0 && question.content === chatTexts.imageOnlyContent
        ? ''
        : question.content;
    const titleTask = isFirst ? applyTitle(conversation.id, titleText) : Promise.resolve();
    try {
      const turns = await Promise.all(
        history.map(async (m) => ({
          role: m.role,
          content: m.content,
          imageDataUrls:
            m.images.length > 0 ? await Promise.all(m.images.map(api.getImageDataUrl)) : undefined,
        })),
      );
      const started = performance.now();
      const reply = await api.requestDirectReply(
        turns,
        conversation.subject,
        conversation.grade_level,
      );
      const responseTime = Math.round(performance.now() - started);
      const metadata: MessageMetadata = { response_time_ms: responseTime, reply_to: question.id };
      if (detectEureka(titleText)) metadata.has_eureka = true;
      const assistantMessage = await api.insertMessage({
        conversation_id: conversation.id,
        role: 'assistant',
        content: reply.content,
        metadata,
      });
      appendReply(conversation.id, assistantMessage, reply.model);
      try {
        await api.insertMessageMetrics({
          message_id: assistantMessage.id,
          api_response_time_ms: responseTime,
          tokens_used: reply.tokensUsed,
          model_used: reply.model,
          ...computeMetrics(reply.content),
        });
      } catch (error) {
        console.error('Error guardando métricas:', error);
      }
    } finally {
      await titleTask;
    }
  }

  async function applyTitle(conversationId: string, text: string) {
    const title = await generateTitle(text);
    try {
      await api.updateConversationTitle(conversationId, title);
    } catch (error) {
      console.error('Error guardando título:', error);
      return;
    }
    showTitle(conversationId, title);
  }

  /** The reply to `question` (the conversation's latest, unanswered student message). */
  function replyTo(conversation: Conversation, question: ChatMessage) {
    return api.tutorMode() === 'direct'
      ? directReply(conversation, question)
      : proxyReply(conversation);
  }

  return {
    ...initialState,

    loadConversations: async (userId) => {
      try {
        const conversations = await api.listConversations(userId);
        set({ conversations });
      } catch (error) {
        console.error('Error cargando conversaciones:', error);
        throw error;
      }
    },

    createConversation: async (userId, subject, gradeLevel) => {
      try {
        const conversation = await api.insertConversation({
          user_id: userId,
          title: chatTexts.defaultTitle,
          subject: subject || null,
          grade_level: gradeLevel || null,
        });
        set((state) => ({
          conversations: [conversation, ...state.conversations],
          currentConversation: conversation,
          messages: [],
        }));
        return conversation;
      } catch (error) {
        console.error('Error creando conversación:', error);
        throw error;
      }
    },

    selectConversation: async (conversation) => {
      set({ currentConversation: conversation, messages: [], loading: true });
      try {
        const messages = await api.listMessages(conversation.id);
        // A slow load must not overwrite a conversation picked after it.
        if (isCurrent(conversation.id)) set({ messages });
      } catch (error) {
        console.error('Error cargando mensajes:', error);
        throw error;
      } finally {
        set({ loading: false });
      }
    },

    sendMessage: async (content, images = []) => {
      const conversation = get().currentConversation;
      if (!conversation) throw new Error('No hay una conversación seleccionada');
      set({ sending: true });
      try {
        const text = content.trim();
        const direct = api.tutorMode() === 'direct';
        // The same text again while it still waits for its reply: retry, never a second row.
        const waiting = unansweredMessage(get().messages);
        if (waiting && images.length === 0 && text && waiting.content === text) {
          if (direct) await ensureDirectWrites();
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
        set((state) => ({ messages: [...state.messages, userMessage] }));
        await replyTo(conversation, userMessage);
      } catch (error) {
        console.error('Error enviando mensaje:', error);
        throw error;
      } finally {
        set({ sending: false });
      }
    },

    retryReply: async () => {
      const conversation = get().currentConversation;
      const waiting = unansweredMessage(get().messages);
      if (!conversation || !waiting || get().sending) return;
      set({ sending: true });
      try {
        if (api.tutorMode() === 'direct') await ensureDirectWrites();
        await replyTo(conversation, waiting);
      } catch (error) {
        console.error('Error reintentando la respuesta:', error);
        throw error;
      } finally {
        set({ sending: false });
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

    deleteConversation: async (id) => {
      try {
        await api.deleteConversation(id);
        set((state) => ({
          conversations: state.conversations.filter((c) => c.id !== id),
          ...(state.currentConversation?.id === id
            ? { currentConversation: null, messages: [] }
            : {}),
        }));
      } catch (error) {
        console.error('Error eliminando conversación:', error);
        throw error;
      }
    },

    clearChat: () => set({ currentConversation: null, messages: [] }),
  };
});

/** Test helper: back to the initial state. */
export function resetChatStore() {
  useChatStore.setState(initialState);
}
