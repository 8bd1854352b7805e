import { create } from 'zustand';

import {
  conversationsInitialState,
  createConversationsSlice,
  type ConversationsSlice,
} from './conversations-slice';
import { createTurnSlice, turnInitialState, type TurnSlice } from './turn-slice';

export { unansweredMessage } from './turn-slice';

/**
 * The chat state and its transitions (docs/tutor.md, "The turn from the browser"). Two slices: the conversations (list,
 * the open one, its messages) and the turn (sending, retry, the reply; tutor-reply.ts gets it).
 */
export type ChatState = ConversationsSlice & TurnSlice;

export const DEMO_MODEL = 'demo-tutor-offline';

export const useChatStore = create<ChatState>()((...a) => ({
  ...createConversationsSlice(...a),
  ...createTurnSlice(...a),
}));

/** Test helper: back to the initial state. */
export function resetChatStore() {
  useChatStore.setState({ ...conversationsInitialState, ...turnInitialState });
}
