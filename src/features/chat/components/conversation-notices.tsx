import { isAdminUser, useAuthStore } from '@/features/auth/stores/auth-store';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { DEMO_MODEL, useChatStore } from '../stores/chat-store';
import { chatTexts } from '../texts';

// Eager: a lazy chunk of its own would split the chat's texts out of the chat's chunk, which costs
// more than the notice itself.
import DemoNotice from './demo-notice';
import { LimitNote } from './limit-note';
import { OfflineBanner } from './offline-banner';

/**
 * The notices above the composer: the demo model's, direct mode without the browser's writes,
 * offline (`held`: a message waits for the connection) and the usage limit's note (not while a
 * challenge is open, `challengeOpen`).
 */
export function ConversationNotices({
  offline: { online, held },
  challengeOpen,
}: {
  offline: { online: boolean; held: boolean };
  challengeOpen: boolean;
}) {
  const lastModel = useChatStore((s) => s.lastModel);
  const directWritesEnabled = useChatStore((s) => s.directWritesEnabled);
  const limitNote = useChatStore((s) => s.limitNote);
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <>
      {lastModel === DEMO_MODEL && <DemoNotice folded={phone} />}
      {directWritesEnabled === false && <DirectModeNotice />}
      {!online && <OfflineBanner held={held} />}
      {limitNote && !challengeOpen && <LimitNote text={limitNote} />}
    </>
  );
}

/** Direct mode with the database refusing the browser's writes: no reply can be stored. */
function DirectModeNotice() {
  const isAdmin = useAuthStore((s) => isAdminUser(s.user));
  return (
    <div
      role="status"
      data-testid="direct-mode-notice"
      className="border-t border-red-200 bg-red-50 px-4 py-2 text-center text-xs text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
    >
      <p>⚠️ {chatTexts.directModeOff}</p>
      {isAdmin && <p className="mt-1">{chatTexts.directModeOffAdmin}</p>}
    </div>
  );
}

/** Under the composer: the student is talking to an AI. */
export function AiNotice() {
  return (
    <p
      data-testid="ai-notice"
      className="px-4 pb-2 text-center text-xs text-slate-600 dark:text-slate-300"
    >
      🤖 {chatTexts.aiNotice}
    </p>
  );
}

/** What screen readers hear: the reply that arrived and the finished challenge's result. */
export function ConversationAnnouncements({
  reply,
  challenge,
}: {
  reply: string;
  challenge: string;
}) {
  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="reply-announcement">
        {reply}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="challenge-announcement">
        {challenge}
      </p>
    </>
  );
}
