import { ArrowDown, ArrowUp, Hourglass, ImagePlus, RotateCw } from 'lucide-react';
import { useId } from 'react';

import { cn } from '@/components/ui/cn';
import { IconButton } from '@/components/ui/icon-button';

import { chatTexts } from '../texts';

/**
 * Under each student message that has no reply (failed, or never asked): why, when this tab's turn
 * failed (`failure`, announced), and Reintentar (one turn answers every waiting message) unless
 * asking again cannot help (a daily limit: its text says when the student can write again).
 */
export function RetryReply({
  onRetry,
  failure = null,
}: {
  onRetry: () => void;
  failure?: { text: string; canRetry: boolean } | null;
}) {
  const noteId = useId();
  // The catalogue's generic text adds nothing to 'El tutor no respondió a este mensaje.'
  const reason = failure && failure.text !== chatTexts.sendError ? failure.text : null;
  return (
    <div
      className="-mt-2 flex flex-wrap items-center justify-end gap-2 pr-10 text-xs text-slate-500 dark:text-slate-400"
      data-testid="retry-reply"
    >
      <span id={noteId} role={failure ? 'alert' : undefined}>
        {chatTexts.noReply}
        {reason && (
          <span
            className="block font-medium text-amber-800 dark:text-amber-200"
            data-testid="turn-failure"
          >
            {reason}
          </span>
        )}
      </span>
      {failure?.canRetry !== false && (
        <button
          type="button"
          onClick={onRetry}
          aria-describedby={noteId}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-indigo-300 bg-white px-3 py-1.5 text-sm font-medium text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-indigo-400/50 dark:bg-slate-800 dark:text-indigo-200 dark:hover:bg-slate-700"
        >
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {chatTexts.retry}
        </button>
      )}
    </div>
  );
}

/** Under a student message sent while another reply is being written: the next turn answers it. */
export function QueuedNote() {
  return (
    <p
      className="-mt-2 flex items-center justify-end gap-1.5 pr-10 text-xs text-slate-500 dark:text-slate-400"
      data-testid="queued-reply"
    >
      <Hourglass className="h-3.5 w-3.5" aria-hidden="true" />
      {chatTexts.queued}
    </p>
  );
}

/** The three bouncing dots of a reply being written (decorative: the text beside them says it). */
export function TypingDots() {
  return (
    <span className="flex gap-1" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-2 w-2 animate-bounce rounded-full bg-indigo-400"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

export function TypingIndicator() {
  return (
    <div
      role="status"
      className="flex items-center gap-2 pl-10 text-sm text-slate-500 dark:text-slate-400"
    >
      <TypingDots />
      {chatTexts.typing}
    </div>
  );
}

export function BackToTop({ onClick, className }: { onClick: () => void; className: string }) {
  return (
    <IconButton
      onClick={onClick}
      label={chatTexts.backToTop}
      title={chatTexts.backToTop}
      icon={ArrowUp}
      data-testid="back-to-top"
      className={cn(
        'flex items-center justify-center rounded-full bg-indigo-600 text-white hover:bg-indigo-500',
        className,
      )}
    />
  );
}

export function ReadingProgress({ progress }: { progress: number }) {
  return (
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
  );
}

/** Shown when a reply arrived while the student was reading above: takes them to it. */
export function NewMessageButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid="new-message"
      className="absolute bottom-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    >
      <ArrowDown className="h-4 w-4" aria-hidden="true" />
      {chatTexts.newMessage}
    </button>
  );
}

/** Over the whole conversation while images are dragged over it. */
export function DropZone() {
  return (
    <div
      data-testid="drop-zone"
      className="pointer-events-none absolute inset-2 z-20 flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-indigo-500 bg-indigo-50/90 text-indigo-800 dark:bg-slate-900/90 dark:text-indigo-200"
    >
      <ImagePlus className="h-10 w-10" aria-hidden="true" />
      <p className="text-base font-semibold">{chatTexts.dropImages}</p>
    </div>
  );
}
