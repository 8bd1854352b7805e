import { ArrowUp, Menu, RotateCw } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { cn } from '@/components/ui/cn';
import { AnnouncementsBanner } from '@/features/announcements/components/announcements-banner';
import { isAdminUser, useAuthStore } from '@/features/auth/stores/auth-store';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { sendFailureText } from '../lib/errors';
import { chatTexts } from '../lib/texts';
import { DEMO_MODEL, unansweredMessage, useChatStore } from '../stores/chat-store';

import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

const BACK_TO_TOP_FROM_PX = 300;
/** Long conversations render their newest messages first and earlier ones as the student scrolls up. */
const RENDER_PAGE = 60;
const LOAD_EARLIER_FROM_PX = 400;

/** Under a student message that has no reply (failed, or never asked): ask the tutor again. */
function RetryReply({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      className="-mt-2 flex flex-wrap items-center justify-end gap-2 pr-10 text-xs text-slate-500 dark:text-slate-400"
      data-testid="retry-reply"
    >
      <span id="no-reply-note">{chatTexts.noReply}</span>
      <button
        type="button"
        onClick={onRetry}
        aria-describedby="no-reply-note"
        className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-indigo-300 bg-white px-3 py-1.5 text-sm font-medium text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-indigo-400/50 dark:bg-slate-800 dark:text-indigo-200 dark:hover:bg-slate-700"
      >
        <RotateCw className="h-4 w-4" aria-hidden="true" />
        {chatTexts.retry}
      </button>
    </div>
  );
}

function TypingIndicator() {
  return (
    <div
      role="status"
      className="flex items-center gap-2 pl-10 text-sm text-slate-500 dark:text-slate-400"
    >
      <span className="flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-bounce rounded-full bg-indigo-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {chatTexts.typing}
    </div>
  );
}

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
    lastModel,
    directWritesEnabled,
    sendMessage,
    retryReply,
  } = useChatStore(
    useShallow((s) => ({
      conversation: s.currentConversation,
      messages: s.messages,
      loading: s.loading,
      sending: s.sending,
      lastModel: s.lastModel,
      directWritesEnabled: s.directWritesEnabled,
      sendMessage: s.sendMessage,
      retryReply: s.retryReply,
    })),
  );
  const isAdmin = useAuthStore((s) => isAdminUser(s.user));
  const waiting = !loading && !sending ? unansweredMessage(messages) : null;
  const [draft, setDraft] = useState('');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState(0);
  const [showTop, setShowTop] = useState(false);
  const [renderCount, setRenderCount] = useState(RENDER_PAGE);
  const anchorFromBottom = useRef<number | null>(null);
  const hiddenEarlier = Math.max(0, messages.length - renderCount);
  const shown = hiddenEarlier > 0 ? messages.slice(hiddenEarlier) : messages;

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const max = el.scrollHeight - el.clientHeight;
    setProgress(max > 0 ? Math.min(100, (el.scrollTop / max) * 100) : 0);
    setShowTop(el.scrollTop > BACK_TO_TOP_FROM_PX);
    if (
      el.scrollTop < LOAD_EARLIER_FROM_PX &&
      hiddenEarlier > 0 &&
      anchorFromBottom.current === null
    ) {
      anchorFromBottom.current = el.scrollHeight - el.scrollTop;
      setRenderCount((n) => n + RENDER_PAGE);
    }
  }, [hiddenEarlier]);

  // Earlier messages were added above: keep the same message under the student's eyes.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || anchorFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - anchorFromBottom.current;
    anchorFromBottom.current = null;
  }, [renderCount]);

  // New messages (and the typing indicator) scroll into view.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    onScroll();
    // onScroll changes identity as pages load; only new messages should jump to the bottom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages.length, sending, conversation?.id]);

  const phone = useMediaQuery(PHONE_QUERY);
  if (!conversation) return null;

  const backToTop = (placement: string) => (
    <button
      type="button"
      onClick={() => scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={chatTexts.backToTop}
      title={chatTexts.backToTop}
      data-testid="back-to-top"
      className={cn(
        'flex items-center justify-center rounded-full bg-indigo-600 text-white hover:bg-indigo-500',
        placement,
      )}
    >
      <ArrowUp className="h-5 w-5" aria-hidden="true" />
    </button>
  );

  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={conversation.title}>
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={chatTexts.openMenu}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Menu className="h-5 w-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <h1
            className="truncate text-base font-semibold sm:text-lg"
            data-testid="conversation-title"
          >
            {conversation.title}
          </h1>
          <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs">
            {conversation.subject && (
              <span className="rounded-full bg-indigo-100 px-2 py-0.5 font-medium text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200">
                {conversation.subject}
              </span>
            )}
            {conversation.grade_level && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-200">
                {conversation.grade_level}
              </span>
            )}
            <span className="text-slate-500 dark:text-slate-400" data-testid="message-count">
              {chatTexts.messageCount(messages.length)}
            </span>
          </div>
        </div>
        {/* On a phone the bubbles fill the width: the button sits in the header, covering nothing. */}
        {showTop && phone && backToTop('h-9 w-9 shrink-0')}
      </header>
      <div className="h-1 w-full bg-slate-100 dark:bg-slate-800">
        <div
          role="progressbar"
          aria-label={chatTexts.readingProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-full bg-gradient-to-r from-indigo-500 to-violet-500 transition-[width] duration-150"
          style={{ width: `${progress}%` }}
        />
      </div>
      <div className="relative min-h-0 flex-1">
        <div
          ref={scrollRef}
          onScroll={onScroll}
          data-testid="message-list"
          className="h-full overflow-y-auto px-3 py-4 sm:px-6"
        >
          <div className="mx-auto flex max-w-4xl flex-col gap-4">
            {/* Inside the scroll area, so announcements scroll away instead of shrinking the chat. */}
            <div className="empty:hidden">
              <AnnouncementsBanner location="chat" />
            </div>
            {!loading && messages.length === 0 && (
              <div className="mx-auto mt-6 max-w-lg text-center">
                <p className="text-4xl" aria-hidden="true">
                  💬
                </p>
                <h2 className="mt-2 text-lg font-semibold">{chatTexts.emptyConversationTitle}</h2>
                <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
                  {chatTexts.emptyConversationHint}
                </p>
                <ul className="mt-4 space-y-2">
                  {chatTexts.exampleQuestions.map((q) => (
                    <li key={q}>
                      <button
                        type="button"
                        onClick={() => setDraft(q)}
                        className="w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-700 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
                      >
                        {q}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {loading && (
              <p role="status" className="text-center text-sm text-slate-500">
                Cargando...
              </p>
            )}
            {shown.map((m) => (
              <MessageBubble key={m.id} message={m} userAvatarUrl={userAvatarUrl} />
            ))}
            {waiting && (
              <RetryReply
                onRetry={() => {
                  const retried = waiting.content;
                  retryReply()
                    // The text kept after the failure was this message: answered now, so clear it.
                    .then(() => setDraft((d) => (d.trim() === retried ? '' : d)))
                    .catch((error: unknown) => window.alert(sendFailureText(error)));
                }}
              />
            )}
            {sending && <TypingIndicator />}
          </div>
        </div>
        {showTop && !phone && backToTop('absolute right-4 bottom-4 h-10 w-10 shadow-lg')}
      </div>
      {lastModel === DEMO_MODEL && (
        <p
          data-testid="demo-notice"
          className="border-t border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-800 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
        >
          🧪 {chatTexts.demoNotice}{' '}
          <span className="hidden sm:inline">{chatTexts.demoNoticeHint}</span>
        </p>
      )}
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
      <Composer
        value={draft}
        onChange={setDraft}
        sending={sending}
        onSend={(text, images) => sendMessage(text, images)}
      />
    </section>
  );
}
