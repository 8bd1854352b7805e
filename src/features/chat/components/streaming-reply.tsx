import { Square } from 'lucide-react';
import { lazy, Suspense } from 'react';

import { cn } from '@/components/ui/cn';

import { stableMarkdown } from '../lib/partial-markdown';
import type { StreamingReply as Streaming } from '../stores/turn-slice';
import { chatTexts } from '../texts';

import { TUTOR_BUBBLE, TutorAvatar } from './message-bubble';
import { TypingDots } from './message-list-parts';

const MarkdownContent = lazy(() => import('./markdown/markdown-content'));

/**
 * The tutor's reply while it streams (docs/streaming.md): the gated text so far,
 * rendered as Markdown only up to where every formula and emphasis is closed; the status line
 * ('El tutor está pensando...', 'Revisando...', 'Reescribiendo...') instead of the dots.
 * Not a live region: screen readers hear the reply once, when it is stored (useReplyAnnouncement).
 */
export function StreamingReply({ streaming }: { streaming: Streaming }) {
  const text = stableMarkdown(streaming.text);
  const status = streaming.stopped ? null : (streaming.status ?? (text ? null : 'pensando'));
  return (
    <div className="flex flex-col gap-1.5" data-testid="streaming-reply">
      <div className="flex items-end gap-2">
        <TutorAvatar />
        {text ? (
          <div
            className={cn('rounded-2xl px-4 py-2.5 shadow-sm', TUTOR_BUBBLE)}
            aria-busy={!streaming.stopped}
            aria-label={chatTexts.streamingReply}
            role="group"
          >
            <div data-testid="streaming-text">
              <Suspense fallback={<p className="whitespace-pre-wrap break-words">{text}</p>}>
                <MarkdownContent text={text} />
              </Suspense>
            </div>
            {streaming.stopped && (
              <p className="mt-1 text-right text-[11px] text-slate-500 dark:text-slate-400">
                {chatTexts.replyStopped}
              </p>
            )}
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 pl-10 text-sm text-slate-500 dark:text-slate-400">
        {status && (
          <p role="status" className="flex items-center gap-2" data-testid="turn-status">
            <TypingDots />
            {chatTexts.turnStatus[status]}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Detener, above the composer while a reply streams: in a place that does not move as the text
 * grows. What was shown stays as the reply, marked as stopped.
 */
export function StopReply({ onStop }: { onStop: () => void }) {
  return (
    <div className="flex justify-center border-t border-slate-200 px-3 py-2 dark:border-slate-700">
      <button
        type="button"
        onClick={onStop}
        data-testid="stop-reply"
        className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
      >
        <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
        {chatTexts.stopReply}
      </button>
    </div>
  );
}
