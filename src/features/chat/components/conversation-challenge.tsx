import { lazy, Suspense } from 'react';

import type { ChatMessage, MessageRow } from '../api';
import { toChatMessage } from '../api/messages';
import type { useConversationChallenges } from '../lib/use-conversation-challenges';
import { useChatStore } from '../stores/chat-store';

/** "Reto sin ayuda": loaded after the first paint (nothing of it shows until the chat has messages). */
const ChallengePanel = lazy(() => import('./challenge-panel'));

/** A challenge's statement, into the conversation it belongs to, once. */
function showStatedChallenge(row: MessageRow) {
  const message = toChatMessage(row);
  useChatStore.setState((s) =>
    s.currentConversation?.id === row.conversation_id &&
    !s.messages.some((m) => m.id === message.id)
      ? { messages: [...s.messages, message] }
      : {},
  );
}

/**
 * The conversation's "Reto sin ayuda" (its code loads after the first paint): the offer in the
 * composer's actions (`offerSlot`), the answer box while a challenge is open, and its result;
 * `onFinished` hears the result's sentence, and the composer takes the focus back after it.
 */
export function ConversationChallenge({
  conversationId,
  messages,
  busy,
  challenges,
  offerSlot,
  onFinished,
  onFocusComposer,
}: {
  conversationId: string;
  messages: ChatMessage[];
  busy: boolean;
  challenges: ReturnType<typeof useConversationChallenges>;
  offerSlot: HTMLElement | null;
  onFinished: (announcement: string) => void;
  onFocusComposer: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <ChallengePanel
        key={conversationId}
        conversationId={conversationId}
        messages={messages}
        busy={busy}
        challenge={challenges.current}
        onChallenge={challenges.update}
        onFinished={(announcement) => {
          // Heard after the composer that takes the focus (its label says where the student is).
          onFinished(announcement);
          onFocusComposer();
        }}
        onContinue={onFocusComposer}
        offerSlot={offerSlot}
        onStated={showStatedChallenge}
      />
    </Suspense>
  );
}
