import { useEffect, useRef, useState, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { useAuthStore } from '@/features/auth/stores/auth-store';
import { TOUCH_QUERY } from '@/lib/use-media-query';
import { classTutorClosedNotice } from '@shared/classes/class-schedule';

import { selectConversationView } from '../lib/conversation-state';
import { unansweredIds } from '../lib/turn-marks';
import { useClassTutorStatus } from '../lib/use-class-tutor-status';
import { useConversationChallenges } from '../lib/use-conversation-challenges';
import { useDraft } from '../lib/use-draft';
import { useFileDrop } from '../lib/use-file-drop';
import { useOfflineSend } from '../lib/use-offline-send';
import { useChatStore, type ChatState } from '../stores/chat-store';

import { Composer, type ComposerHandle } from './composer';
import { ConversationChallenge } from './conversation-challenge';
import { ConversationHeader } from './conversation-header';
import { AiNotice, ConversationNotices } from './conversation-notices';
import { ConversationMessages } from './conversation-thread';
import { DropZone } from './message-list-parts';
import { StopReply } from './streaming-reply';

/**
 * The composer's wiring (`composerRef`, its handle): its focus on opening (or creating) a conversation, except on
 * touch screens, where focusing it would open the keyboard over the conversation, and again each
 * time `focusComposer` is called (a challenge just ended: the answer box the focus was in is gone,
 * and the composer is back in its place, mounted by that same render); images dropped on the
 * conversation; the place for its actions; sending held while offline and sent by the composer once back online.
 */
function useComposerWiring(
  composerRef: RefObject<ComposerHandle | null>,
  send: ChatState['sendMessage'],
  sending: boolean,
) {
  // The composer's actions, where "Ponme a prueba" shows (the challenge's code loads later).
  const [actions, setActions] = useState<HTMLDivElement | null>(null);
  const [composerFocus, setComposerFocus] = useState(0);
  useEffect(() => {
    if (!window.matchMedia?.(TOUCH_QUERY).matches) composerRef.current?.focus();
  }, [composerRef]);
  useEffect(() => {
    if (composerFocus > 0) composerRef.current?.focus();
  }, [composerRef, composerFocus]);
  const drop = useFileDrop((files) => composerRef.current?.addFiles(files), sending);
  const offline = useOfflineSend(send, () => composerRef.current?.submit());
  const focusComposer = () => setComposerFocus((n) => n + 1);
  return { actions, setActions, focusComposer, drop, offline };
}

interface ConversationViewProps {
  userAvatarUrl?: string | null;
  onOpenMenu: () => void;
}

export function ConversationView({ userAvatarUrl, onOpenMenu }: ConversationViewProps) {
  const chat = useChatStore(useShallow(selectConversationView));
  const { conversation, messages, loading, sending, streaming } = chat;
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [draft, setDraft] = useDraft(userId, conversation?.id ?? '');
  const challenges = useConversationChallenges(conversation?.id ?? '', messages, !loading);
  // While the newest challenge is open its answer box takes the composer's place.
  const challengeOpen = !!challenges.current && !challenges.current.finished_at;
  /** The finished challenge's result, said to screen readers. */
  const [challengeAnnouncement, setChallengeAnnouncement] = useState('');
  // Nothing floats over the list while the title is being renamed (on a phone the keyboard is up).
  const [renaming, setRenaming] = useState(false);
  // A class conversation outside its tutor's hours (or paused by the teacher): no sending.
  const tutorStatus = useClassTutorStatus(conversation?.class_id ?? null);
  const tutorClosed = tutorStatus && !tutorStatus.isOpen ? tutorStatus : null;
  const composerRef = useRef<ComposerHandle>(null);
  const composer = useComposerWiring(composerRef, chat.sendMessage, sending);
  const { drop, offline } = composer;
  if (!conversation) return null;

  const unanswered = unansweredIds(messages, loading);
  const streamed = streaming?.conversationId === conversation.id ? streaming : null;

  return (
    <section
      className="relative flex min-h-0 flex-1 flex-col"
      aria-label={conversation.title}
      data-dragging={drop.dragging || undefined}
      {...drop.dropProps}
    >
      <ConversationHeader
        conversation={conversation}
        messageCount={loading ? null : messages.length}
        onOpenMenu={onOpenMenu}
        onRename={(title) => chat.renameConversation(conversation.id, title)}
        trial={tutorStatus?.viewerTeaches === true}
        onRenamingChange={setRenaming}
      />
      <ConversationMessages
        floating={!renaming}
        challengeAnnouncement={challengeAnnouncement}
        setDraft={setDraft}
        // Not while the class's tutor is closed or offline.
        mayAsk={!challengeOpen && !tutorClosed && offline.online}
        userAvatarUrl={userAvatarUrl}
        challenges={challenges.byId}
      />
      <ConversationNotices offline={offline} challengeOpen={challengeOpen} />
      {!loading && (
        <ConversationChallenge
          conversationId={conversation.id}
          messages={messages}
          busy={sending || unanswered.size > 0}
          challenges={challenges}
          offerSlot={composer.actions}
          onFinished={setChallengeAnnouncement}
          onFocusComposer={composer.focusComposer}
        />
      )}
      {streamed && !streamed.stopped && <StopReply onStop={chat.stopReply} />}
      {/* While a challenge is open its answer box takes the composer's place: no help meanwhile. */}
      {!challengeOpen && (
        <Composer
          ref={composerRef}
          value={draft}
          onChange={setDraft}
          sending={sending}
          closedNotice={tutorClosed ? classTutorClosedNotice(tutorClosed) : null}
          onSend={offline.send}
          actionsRef={composer.setActions}
        />
      )}
      <AiNotice />
      {drop.dragging && <DropZone />}
    </section>
  );
}
