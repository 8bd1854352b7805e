import type { ChatState } from '../stores/chat-store';

/** What the open conversation's screen reads from the chat store (one shallow selection). */
export const selectConversationView = (s: ChatState) => ({
  conversation: s.currentConversation,
  messages: s.messages,
  loading: s.loading,
  sending: s.sending,
  replying: s.replying,
  sendMessage: s.sendMessage,
  retryReply: s.retryReply,
  renameConversation: s.renameConversation,
  turnFailure: s.turnFailure,
  streaming: s.streaming,
  stopReply: s.stopReply,
});
