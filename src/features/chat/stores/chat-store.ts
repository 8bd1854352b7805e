import { create } from 'zustand';

import { detectEureka } from '@shared/eureka';
import { computeMetrics } from '@shared/metrics';
import { cleanTitle } from '@shared/title';

import * as api from '../api';
import type { ChatMessage, Conversation, MessageMetadata } from '../api';
import { chatTexts } from '../lib/texts';

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
  sendMessage: (content: string, images?: Blob[]) => Promise<void>;
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
};

async function generateTitle(text: string): Promise<string> {
  if (!text) return chatTexts.imageOnlyTitle;
  try {
    return cleanTitle(await api.requestTitle(text));
  } catch (error) {
    console.error('Error generando título:', error);
    return chatTexts.defaultTitle;
  }
}

export const useChatStore = create<ChatState>()((set, get) => ({
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
      if (get().currentConversation?.id === conversation.id) set({ messages });
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
    let titleTask: Promise<void> = Promise.resolve();
    try {
      const text = content.trim();
      const isFirst = get().messages.length === 0;
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

      // The title is made while the tutor thinks: both need only the first message.
      if (isFirst) titleTask = applyTitle(conversation.id, text);

      const history = await Promise.all(
        get().messages.map(async (m) => ({
          role: m.role,
          content: m.content,
          imageDataUrls:
            m.images.length > 0 ? await Promise.all(m.images.map(api.getImageDataUrl)) : undefined,
        })),
      );
      const started = performance.now();
      const reply = await api.requestTutorReply(
        history,
        conversation.subject,
        conversation.grade_level,
      );
      const responseTime = Math.round(performance.now() - started);
      const metadata: MessageMetadata = { response_time_ms: responseTime };
      if (detectEureka(text)) metadata.has_eureka = true;
      const assistantMessage = await api.insertMessage({
        conversation_id: conversation.id,
        role: 'assistant',
        content: reply.content,
        metadata,
      });
      set((state) => ({
        messages:
          state.currentConversation?.id === conversation.id
            ? [...state.messages, assistantMessage]
            : state.messages,
        lastModel: reply.model,
      }));
      await titleTask;
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
    } catch (error) {
      console.error('Error enviando mensaje:', error);
      await titleTask;
      throw error;
    } finally {
      set({ sending: false });
    }

    async function applyTitle(conversationId: string, text: string) {
      const title = await generateTitle(text);
      try {
        await api.updateConversationTitle(conversationId, title);
      } catch (error) {
        console.error('Error guardando título:', error);
        return;
      }
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
}));

/** Test helper: back to the initial state. */
export function resetChatStore() {
  useChatStore.setState(initialState);
}
