import { Fragment, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { AnnouncementsBanner } from '@/features/announcements/components/announcements-banner';
import { isAdminUser, useAuthStore } from '@/features/auth/stores/auth-store';
import { PHONE_QUERY, TOUCH_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { classTutorClosedNotice } from '@shared/classes/class-schedule';

import { tutorMode } from '../api';
import { toChatMessage } from '../api/messages';
import { unansweredMessages } from '../lib/turn-state';
import { useClassTutorStatus } from '../lib/use-class-tutor-status';
import { useConversationChallenges } from '../lib/use-conversation-challenges';
import { useDraft } from '../lib/use-draft';
import { useFileDrop } from '../lib/use-file-drop';
import { useMessageWindow } from '../lib/use-message-window';
import { useOfflineSend } from '../lib/use-offline-send';
import { useReplyAnnouncement } from '../lib/use-reply-announcement';
import { useReplyFeedback } from '../lib/use-reply-feedback';
import { DEMO_MODEL, useChatStore } from '../stores/chat-store';
import { chatTexts } from '../texts';

import { Composer, type ComposerHandle } from './composer';
// Eager: a lazy chunk of its own would split the chat's texts out of the chat's chunk, which costs
// more than the notice itself.
import { ConversationHeader } from './conversation-header';
import DemoNotice from './demo-notice';
import { EmptyConversation } from './empty-conversation';
import { LimitNote } from './limit-note';
import { MessageBubble } from './message-bubble';
import {
  BackToTop,
  DropZone,
  NewMessageButton,
  QueuedNote,
  ReadingProgress,
  RetryReply,
  TypingIndicator,
} from './message-list-parts';
import { OfflineBanner } from './offline-banner';
import { RephraseReply } from './rephrase-reply';
import { ReplyFeedback } from './reply-feedback';
import { StopReply, StreamingReply } from './streaming-reply';

/** "Reto sin ayuda": loaded after the first paint (nothing of it shows until the chat has messages). */
const ChallengePanel = lazy(() => import('./challenge-panel'));
// Loaded once a message states a challenge (most conversations have none).
const ChallengeTrail = lazy(() => import('./challenge-trail'));

export function ConversationView({
  userAvatarUrl,
  onOpenMenu,
}: {
  userAvatarUrl?: string | null;
  onOpenMenu: () => void;
}) {
  const {
    conversation,
    messages,
    loading,
    sending,
    replying,
    lastModel,
    directWritesEnabled,
    sendMessage,
    retryReply,
    renameConversation,
    turnFailure,
    limitNote,
    streaming,
    stopReply,
  } = useChatStore(
    useShallow((s) => ({
      conversation: s.currentConversation,
      messages: s.messages,
      loading: s.loading,
      sending: s.sending,
      replying: s.replying,
      lastModel: s.lastModel,
      directWritesEnabled: s.directWritesEnabled,
      sendMessage: s.sendMessage,
      retryReply: s.retryReply,
      renameConversation: s.renameConversation,
      turnFailure: s.turnFailure,
      limitNote: s.limitNote,
      streaming: s.streaming,
      stopReply: s.stopReply,
    })),
  );
  const isAdmin = useAuthStore((s) => isAdminUser(s.user));
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [draft, setDraft] = useDraft(userId, conversation?.id ?? '');
  const challenges = useConversationChallenges(conversation?.id ?? '', messages, !loading);
  // While the newest challenge is open its answer box takes the composer's place.
  const challengeOpen = !!challenges.current && !challenges.current.finished_at;
  /** The finished challenge's result, said to screen readers. */
  const [challengeAnnouncement, setChallengeAnnouncement] = useState('');
  /** Bumped when the composer should take the focus back (a challenge just ended). */
  const [composerFocus, setComposerFocus] = useState(0);
  // Nothing floats over the list while the title is being renamed (on a phone the keyboard is up).
  const [renaming, setRenaming] = useState(false);
  // The composer's actions, where "Ponme a prueba" shows (the challenge's code loads later).
  const [composerActions, setComposerActions] = useState<HTMLDivElement | null>(null);
  // A class conversation outside its tutor's hours (or paused by the teacher): no sending.
  const tutorStatus = useClassTutorStatus(conversation?.class_id ?? null);
  const tutorClosed = tutorStatus && !tutorStatus.isOpen ? tutorStatus : null;
  const composerRef = useRef<ComposerHandle>(null);
  // The window of messages on screen, its scroll and where the reader is.
  const { scrollRef, contentRef, ...win } = useMessageWindow(messages);
  const phone = useMediaQuery(PHONE_QUERY);
  const feedback = useReplyFeedback(messages, !loading);
  const { dragging, dropProps } = useFileDrop(
    (files) => composerRef.current?.addFiles(files),
    sending,
  );
  const offline = useOfflineSend(sendMessage, () => composerRef.current?.submit());
  const announcement = useReplyAnnouncement(
    messages,
    contentRef,
    chatTexts.replyAnnounced,
    !loading,
  );

  // Opening (or creating) a conversation puts the keyboard in the composer, except on touch screens,
  // where focusing it would open the keyboard over the conversation.
  useEffect(() => {
    if (!window.matchMedia?.(TOUCH_QUERY).matches) composerRef.current?.focus();
  }, []);
  // After a challenge the student goes on writing: the answer box the focus was in is gone, and
  // the composer is back in its place (mounted by this same render).
  useEffect(() => {
    if (composerFocus > 0) composerRef.current?.focus();
  }, [composerFocus]);
  if (!conversation) return null;

  // Each student message without a reply shows where it stands: the reply being written (the
  // typing indicator right after the last message it answers), waiting for the next turn, or,
  // with no turn in flight, its own Reintentar.
  const unanswered = new Set(loading ? [] : unansweredMessages(messages).map((m) => m.id));
  const answering = new Set(replying);
  // The failure's reason shows under the newest message left without a reply.
  const lastUnanswered = [...unanswered].at(-1) ?? null;
  const typingAfter = win.shown.findLast((m) => answering.has(m.id))?.id ?? null;
  const retry = (retried: string) =>
    retryReply()
      // The text kept after the failure was this message: answered now, so clear it.
      .then(() => setDraft((d) => (d.trim() === retried ? '' : d)))
      // A failed retry shows under the message itself (the store's turnFailure).
      .catch(() => undefined);

  // The streamed reply (proxy mode) where the dots would be; the dots in direct mode.
  const inFlight =
    streaming?.conversationId === conversation.id ? (
      <StreamingReply streaming={streaming} />
    ) : (
      <TypingIndicator />
    );
  const latest = win.shown.at(-1);
  // Asking again is a turn like any other: not while the class's tutor is closed or offline.
  const canRephrase =
    !sending &&
    !challengeOpen &&
    !tutorClosed &&
    offline.online &&
    latest?.role === 'assistant' &&
    !latest.metadata.challenge_id &&
    unanswered.size === 0 &&
    tutorMode() === 'proxy';

  return (
    <section
      className="relative flex min-h-0 flex-1 flex-col"
      aria-label={conversation.title}
      data-dragging={dragging || undefined}
      {...dropProps}
    >
      <ConversationHeader
        conversation={conversation}
        messageCount={loading ? null : messages.length}
        onOpenMenu={onOpenMenu}
        onRename={(title) => renameConversation(conversation.id, title)}
        trial={tutorStatus?.viewerTeaches === true}
        onRenamingChange={setRenaming}
      />
      <ReadingProgress progress={win.progress} />
      <div className="relative min-h-0 flex-1">
        {/* Over the list's top corner, first in the Tab order of the list as it is on screen. */}
        {win.showTop && !renaming && (
          <BackToTop
            onClick={win.scrollToTop}
            className="absolute top-3 right-3 z-10 h-10 w-10 shadow-lg sm:right-5"
          />
        )}
        <div
          ref={scrollRef}
          onScroll={win.onScroll}
          data-testid="message-list"
          className="h-full overflow-y-auto px-3 py-4 sm:px-6"
        >
          <div ref={contentRef} className="mx-auto flex max-w-4xl flex-col gap-4">
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
            {win.shown.map((m) => (
              <Fragment key={m.id}>
                <MessageBubble message={m} userAvatarUrl={userAvatarUrl} />
                {typeof m.metadata.challenge_id === 'string' &&
                  challenges.byId.has(m.metadata.challenge_id) && (
                    <Suspense fallback={null}>
                      <ChallengeTrail challenge={challenges.byId.get(m.metadata.challenge_id)!} />
                    </Suspense>
                  )}
                {sending && m.id === typingAfter && inFlight}
                {unanswered.has(m.id) &&
                  !answering.has(m.id) &&
                  (sending ? (
                    <QueuedNote />
                  ) : (
                    <RetryReply
                      failure={m.id === lastUnanswered ? turnFailure : null}
                      onRetry={() => void retry(m.content)}
                    />
                  ))}
                {/* A challenge's statement is no reply to rate: its result is the challenge's. */}
                {m.role === 'assistant' && !m.metadata.challenge_id && (
                  <ReplyFeedback
                    rating={feedback.ratings[m.id] ?? null}
                    error={feedback.errors[m.id]}
                    onRate={(rating) =>
                      void feedback.rate(m.id, rating, feedback.ratings[m.id] ?? null)
                    }
                  />
                )}
              </Fragment>
            ))}
            {sending && typingAfter === null && inFlight}
            {canRephrase && <RephraseReply onAsk={() => sendMessage(chatTexts.rephraseRequest)} />}
          </div>
        </div>
        {win.newBelow && <NewMessageButton onClick={win.scrollToEnd} />}
      </div>
      <p className="sr-only" aria-live="polite" data-testid="reply-announcement">
        {announcement}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="challenge-announcement">
        {challengeAnnouncement}
      </p>
      {lastModel === DEMO_MODEL && <DemoNotice folded={phone} />}
      {directWritesEnabled === false && (
        <div
          role="status"
          data-testid="direct-mode-notice"
          className="border-t border-red-200 bg-red-50 px-4 py-2 text-center text-xs text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
        >
          <p>⚠️ {chatTexts.directModeOff}</p>
          {isAdmin && <p className="mt-1">{chatTexts.directModeOffAdmin}</p>}
        </div>
      )}
      {!offline.online && <OfflineBanner held={offline.held} />}
      {limitNote && !challengeOpen && <LimitNote text={limitNote} />}
      {!loading && (
        <Suspense fallback={null}>
          <ChallengePanel
            key={conversation.id}
            conversationId={conversation.id}
            messages={messages}
            busy={sending || unanswered.size > 0}
            challenge={challenges.current}
            onChallenge={challenges.update}
            onFinished={(announcement) => {
              // Heard after the composer that takes the focus (its label says where the student is).
              setChallengeAnnouncement(announcement);
              setComposerFocus((n) => n + 1);
            }}
            onContinue={() => setComposerFocus((n) => n + 1)}
            offerSlot={composerActions}
            onStated={(row) => {
              const message = toChatMessage(row);
              // Only into the conversation it belongs to, once.
              useChatStore.setState((s) =>
                s.currentConversation?.id === row.conversation_id &&
                !s.messages.some((m) => m.id === message.id)
                  ? { messages: [...s.messages, message] }
                  : {},
              );
            }}
          />
        </Suspense>
      )}
      {streaming?.conversationId === conversation.id && !streaming.stopped && (
        <StopReply onStop={stopReply} />
      )}
      {/* While a challenge is open its answer box takes the composer's place: no help meanwhile. */}
      {!challengeOpen && (
        <Composer
          ref={composerRef}
          value={draft}
          onChange={setDraft}
          sending={sending}
          closedNotice={tutorClosed ? classTutorClosedNotice(tutorClosed) : null}
          onSend={offline.send}
          actionsRef={setComposerActions}
        />
      )}
      <p
        data-testid="ai-notice"
        className="px-4 pb-2 text-center text-xs text-slate-600 dark:text-slate-300"
      >
        🤖 {chatTexts.aiNotice}
      </p>
      {dragging && <DropZone />}
    </section>
  );
}
