import { lazy, Suspense, useCallback, useEffect, useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Modal } from '@/components/ui/modal';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { useLoad } from '@/lib/use-load';

import { getSafetyAlertContext } from '../api/safety-alerts';
import { adminTexts } from '../texts';
import type { SafetyAlertContextRow, SafetyAlertRow } from '../types';

const t = adminTexts.activity.followUp;

// The tutor's replies are Markdown: shown rendered, as the student read them (the chat's renderer,
// loaded only when the dialog opens); students' messages stay plain text.
const MarkdownContent = lazy(() => import('@/features/chat/components/markdown/markdown-content'));

function plain(content: string) {
  return (
    <p className="mt-1 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-100">
      {content}
    </p>
  );
}

/**
 * The conversation around an alert's flagged message (before and after it, the tutor's caring
 * reply among them), read-only. Once the conversation is deleted only the alert's excerpt is left.
 */
export function AlertContextDialog({
  alert,
  onClose,
}: {
  alert: SafetyAlertRow;
  onClose: () => void;
}) {
  const titleId = useId();
  const load = useCallback(() => getSafetyAlertContext(alert.id), [alert.id]);
  const { data: messages, error, loading } = useLoad(load, 'Error cargando el contexto:');
  const flaggedRef = useRef<HTMLLIElement>(null);
  // The flagged message is what the reader came for: bring it into view once the context is in.
  useEffect(() => {
    flaggedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [messages]);

  return (
    <Modal onClose={onClose} labelledBy={titleId} className="max-w-2xl">
      <div className="flex max-h-[85dvh] flex-col">
        <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t.contextTitle}
          </h2>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t.contextHint}</p>
        </div>
        <ScrollRegion label={t.contextTitle} className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
          {loading && messages === null && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner /> {t.contextLoading}
            </p>
          )}
          {error !== null && messages === null && !loading && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {t.contextError}
            </p>
          )}
          {messages !== null && messages.length === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t.contextEmpty}</p>
          )}
          {messages !== null && messages.length > 0 && (
            <ol className="space-y-3">
              {messages.map((message) => (
                <li
                  key={message.id}
                  ref={message.is_flagged ? flaggedRef : undefined}
                  data-testid="alert-context-message"
                  data-flagged={message.is_flagged || undefined}
                  className={cn(
                    'rounded-xl border px-3 py-2 text-sm',
                    message.is_flagged
                      ? 'border-rose-300 bg-rose-50 dark:border-rose-500/50 dark:bg-rose-500/10'
                      : message.role === 'assistant'
                        ? 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60'
                        : 'border-indigo-200 bg-white dark:border-indigo-500/30 dark:bg-slate-900',
                  )}
                >
                  <MessageMeta message={message} />
                  {message.role === 'assistant' ? (
                    <div className="mt-1 text-slate-800 dark:text-slate-100">
                      <Suspense fallback={plain(message.content)}>
                        <MarkdownContent text={message.content} />
                      </Suspense>
                    </div>
                  ) : (
                    plain(message.content)
                  )}
                </li>
              ))}
            </ol>
          )}
        </ScrollRegion>
        <div className="flex justify-end border-t border-slate-200 px-5 py-3 dark:border-slate-800">
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** Who wrote it and when, and whether it is the flagged message. */
function MessageMeta({ message }: { message: SafetyAlertContextRow }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs font-medium text-slate-500 dark:text-slate-400">
      <span className="text-slate-700 dark:text-slate-200">
        {t.roles[message.role] ?? message.role}
      </span>
      <span>{formatDateTime(message.created_at)}</span>
      {message.is_flagged && (
        <span className="rounded-full bg-rose-100 px-2 py-0.5 font-semibold text-rose-800 dark:bg-rose-500/20 dark:text-rose-200">
          {t.contextFlagged}
        </span>
      )}
    </p>
  );
}
