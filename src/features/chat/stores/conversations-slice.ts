import type { StateCreator } from 'zustand';

import * as api from '../api';
import type { ChatMessage, Conversation } from '../api';

import type { ChatState } from './chat-store';

/** The student's conversations, the one open and its messages. */
export interface ConversationsSlice {
  conversations: Conversation[];
  currentConversation: Conversation | null;
  messages: ChatMessage[];
  loading: boolean;
  /** The list itself: 'idle' before the first load, then loading, ready or error. */
  listStatus: 'idle' | 'loading' | 'ready' | 'error';
  loadConversations: (userId: string) => Promise<void>;
  createConversation: (
    userId: string,
    subject: string | null,
    gradeLevel: string | null,
    /** A class the student is in (docs/classes.md), or null: a private conversation. */
    classId?: string | null,
  ) => Promise<Conversation>;
  /** The student's own title (the database tidies it and refuses a blank or too long one). */
  renameConversation: (id: string, title: string) => Promise<void>;
  selectConversation: (conversation: Conversation) => Promise<void>;
  deleteConversation: (id: string) => Promise<void>;
  clearChat: () => void;
}

export const conversationsInitialState = {
  conversations: [] as Conversation[],
  currentConversation: null as Conversation | null,
  messages: [] as ChatMessage[],
  loading: false,
  listStatus: 'idle' as ConversationsSlice['listStatus'],
};

export const createConversationsSlice: StateCreator<ChatState, [], [], ConversationsSlice> = (
  set,
  get,
) => ({
  ...conversationsInitialState,

  loadConversations: async (userId) => {
    set({ listStatus: 'loading' });
    try {
      const conversations = await api.listConversations(userId);
      set({ conversations, listStatus: 'ready' });
    } catch (error) {
      console.error('Error cargando conversaciones:', error);
      set({ listStatus: 'error' });
      throw error;
    }
  },

  createConversation: async (_userId, subject, gradeLevel, classId = null) => {
    try {
      // The server hands back the student's empty conversation of this subject and level if there
      // is one (no second empty 'Nueva conversación'), else a new one.
      const conversation = await api.startConversation(
        subject || null,
        gradeLevel || null,
        classId || null,
      );
      set((state) => ({
        conversations: state.conversations.some((c) => c.id === conversation.id)
          ? state.conversations
          : [conversation, ...state.conversations],
        currentConversation: conversation,
        messages: state.currentConversation?.id === conversation.id ? state.messages : [],
      }));
      return conversation;
    } catch (error) {
      console.error('Error creando conversación:', error);
      throw error;
    }
  },
  renameConversation: async (id, title) => {
    const renamed = await api.renameConversation(id, title);
    set((state) => ({
      conversations: state.conversations.map((c) => (c.id === id ? renamed : c)),
      currentConversation:
        state.currentConversation?.id === id ? renamed : state.currentConversation,
    }));
  },
  selectConversation: async (conversation) => {
    set({
      currentConversation: conversation,
      messages: [],
      loading: true,
      turnFailure: null,
      limitNote: null,
    });
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

  clearChat: () =>
    set({ currentConversation: null, messages: [], turnFailure: null, limitNote: null }),
});
