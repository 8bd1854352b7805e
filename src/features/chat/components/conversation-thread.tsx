import { lazy, Suspense, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { AnnouncementsBanner } from '@/features/announcements/components/announcements-banner';

import type { ChatMessage } from '../api';
import type { Challenge } from '../api/challenges';
import { selectConversationView } from '../lib/conversation-state';
import { canRephrase, turnMarks, unansweredIds } from '../lib/turn-marks';
import { useMessageWindow } from '../lib/use-message-window';
import { useReplyAnnouncement } from '../lib/use-reply-announcement';
import { useReplyFeedback } from '../lib/use-reply-feedback';
import { useChatStore, type ChatState } from '../stores/chat-store';
import { chatTexts } from '../texts';

import { ConversationAnnouncements } from './conversation-notices';
import { EmptyConversation } from './empty-conversation';
import { MessageBubble } from './message-bubble';
import {
  BackToTop,
  NewMessageButton,
  QueuedNote,
  ReadingProgress,
  RetryReply,
  TypingIndicator,
} from './message-list-parts';
import { RephraseReply } from './rephrase-reply';
import { ReplyFeedback } from './reply-feedback';
import { StreamingReply } from './streaming-reply';

// Loaded once a message states a challenge (most conversations have none).
const ChallengeTrail = lazy(() => import('./challenge-trail'));

/**
 * The open conversation's messages: the reading progress, the scrolling list (useMessageWindow:
 * "Volver arriba" over its top corner unless `floating` is off, "Nuevo mensaje" below), the thread
 * (announcements, the empty state or "Cargando...", each shown message with what follows it, the
 * reply being written: streamed in proxy mode, dots in direct mode; "Pregúntame de otra forma"
 * under the latest reply when asking again is possible, `mayAsk`), and what screen readers hear.
 * Reintentar asks for the reply again and, once it came, clears the composer when it still holds
 * the message answered.
 */
export function ConversationMessages({
  floating,
  challengeAnnouncement,
  setDraft,
  mayAsk,
  userAvatarUrl,
  challenges,
}: {
  floating: boolean;
  challengeAnnouncement: string;
  setDraft: Dispatch<SetStateAction<string>>;
  mayAsk: boolean;
  userAvatarUrl?: string | null;
  challenges: Map<string, Challenge>;
}) {
  const { conversation, messages, loading, sending, replying, streaming, ...chat } = useChatStore(
    useShallow(selectConversationView),
  );
  const messageWindow = useMessageWindow(messages);
  const { shown } = messageWindow;
  const feedback = useReplyFeedback(messages, !loading);
  const announcement = useReplyAnnouncement(
    messages,
    messageWindow.contentRef,
    chatTexts.replyAnnounced,
    !loading,
  );
  // Each student message without a reply shows where it stands: the reply being written (the
  // typing indicator right after the last message it answers), waiting for the next turn, or,
  // with no turn in flight, its own Reintentar.
  const { unanswered, answering, lastUnanswered, typingAfter } = turnMarks(
    unansweredIds(messages, loading),
    shown,
    replying,
  );
  const retry = (retried: string) =>
    chat
      .retryReply()
      // The text kept after the failure was this message: answered now, so clear it.
      .then(() => setDraft((d) => (d.trim() === retried ? '' : d)))
      // A failed retry shows under the message itself (the store's turnFailure).
      .catch(() => undefined);
  const inFlight =
    streaming && streaming.conversationId === conversation?.id ? (
      <StreamingReply streaming={streaming} />
    ) : (
      <TypingIndicator />
    );
  const rephrase = !sending && mayAsk && canRephrase(shown.at(-1), unanswered);
  return (
    <>
      <ReadingProgress progress={messageWindow.progress} />
      <MessageScroller {...messageWindow} floating={floating}>
        {/* Inside the scroll area, so announcements scroll away instead of shrinking the chat. */}
        <div className="empty:hidden">
          <AnnouncementsBanner location="chat" />
        </div>
        {!loading && messages.length === 0 && <EmptyConversation onPick={setDraft} />}
        {loading && (
          <p role="status" className="text-center text-sm text-slate-500">
            Cargando...
          </p>
        )}
        {shown.map((m) => (
          <ThreadItem
            key={m.id}
            message={m}
            userAvatarUrl={userAvatarUrl}
            challenges={challenges}
            inFlight={sending && m.id === typingAfter && inFlight}
            waiting={unanswered.has(m.id) && !answering.has(m.id)}
            sending={sending}
            failure={m.id === lastUnanswered ? chat.turnFailure : null}
            onRetry={retry}
            feedback={feedback}
          />
        ))}
        {sending && typingAfter === null && inFlight}
        {rephrase && <RephraseReply onAsk={() => chat.sendMessage(chatTexts.rephraseRequest)} />}
      </MessageScroller>
      <ConversationAnnouncements reply={announcement} challenge={challengeAnnouncement} />
    </>
  );
}

/**
 * The scrolling list of messages (the refs and moves of useMessageWindow): "Volver arriba" over its
 * top corner (not while `floating` is off), the messages (`children`) and "Nuevo mensaje" below.
 */
function MessageScroller({
  scrollRef,
  contentRef,
  onScroll,
  showTop,
  newBelow,
  scrollToEnd,
  scrollToTop,
  floating,
  children,
}: Omit<ReturnType<typeof useMessageWindow>, 'shown' | 'progress'> & {
  floating: boolean;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-0 flex-1">
      {/* Over the list's top corner, first in the Tab order of the list as it is on screen. */}
      {showTop && floating && (
        <BackToTop
          onClick={scrollToTop}
          className="absolute top-3 right-3 z-10 h-10 w-10 shadow-lg sm:right-5"
        />
      )}
      <div
        ref={scrollRef}
        onScroll={onScroll}
        data-testid="message-list"
        className="h-full overflow-y-auto px-3 py-4 sm:px-6"
      >
        <div ref={contentRef} className="mx-auto flex max-w-4xl flex-col gap-4">
          {children}
        </div>
      </div>
      {newBelow && <NewMessageButton onClick={scrollToEnd} />}
    </div>
  );
}

interface ThreadItemProps {
  message: ChatMessage;
  userAvatarUrl?: string | null;
  challenges: Map<string, Challenge>;
  inFlight: ReactNode;
  waiting: boolean;
  sending: boolean;
  failure: ChatState['turnFailure'];
  onRetry: (content: string) => Promise<void>;
  feedback: ReturnType<typeof useReplyFeedback>;
}

/**
 * One message of the thread and what follows it: the challenge it states, the reply being written
 * (`inFlight`), where it stands when it has no reply (`waiting`: queued while a turn is in flight,
 * else Reintentar with the turn's `failure`), and the rating of a tutor reply.
 */
function ThreadItem({
  message: m,
  userAvatarUrl,
  challenges,
  inFlight,
  waiting,
  sending,
  failure,
  onRetry,
  feedback,
}: ThreadItemProps) {
  return (
    <>
      <MessageBubble message={m} userAvatarUrl={userAvatarUrl} />
      {typeof m.metadata.challenge_id === 'string' && challenges.has(m.metadata.challenge_id) && (
        <Suspense fallback={null}>
          <ChallengeTrail challenge={challenges.get(m.metadata.challenge_id)!} />
        </Suspense>
      )}
      {inFlight}
      {waiting &&
        (sending ? (
          <QueuedNote />
        ) : (
          <RetryReply failure={failure} onRetry={() => void onRetry(m.content)} />
        ))}
      {/* A challenge's statement is no reply to rate: its result is the challenge's. */}
      {m.role === 'assistant' && !m.metadata.challenge_id && (
        <ReplyFeedback
          rating={feedback.ratings[m.id] ?? null}
          error={feedback.errors[m.id]}
          onRate={(rating) => void feedback.rate(m.id, rating, feedback.ratings[m.id] ?? null)}
        />
      )}
    </>
  );
}
