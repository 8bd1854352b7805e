import { BookOpen, User } from 'lucide-react';
import { lazy, memo, Suspense, useState } from 'react';

import { cn } from '@/components/ui/cn';
import { formatMessageTime } from '@/lib/dates';
import { MAX_HINT_LEVEL } from '@shared/tutor/limits';

import type { ChatMessage } from '../api';
import { useSignedUrls } from '../lib/use-signed-urls';
import { chatTexts } from '../texts';

import { ImageViewer } from './image-viewer';

const MarkdownContent = lazy(() => import('./markdown/markdown-content'));

function Avatar({ url }: { url?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        className="h-8 w-8 shrink-0 rounded-full object-cover"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-200">
      <User className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}

/** The tutor's round avatar beside its replies. */
export function TutorAvatar() {
  return (
    <span
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-white"
      title={chatTexts.assistantName}
    >
      <BookOpen className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}

/** The assistant bubble's look (a stored reply, or the streamed one being written). */
export const TUTOR_BUBBLE =
  'max-w-[90%] rounded-bl-md border border-slate-200 bg-white text-slate-800 sm:max-w-[80%] dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100';

function MessageBubbleImpl({
  message,
  userAvatarUrl,
}: {
  message: ChatMessage;
  userAvatarUrl?: string | null;
}) {
  const isUser = message.role === 'user';
  const [expandedImage, setExpandedImage] = useState<string | null>(null);
  const urls = useSignedUrls(message.images);

  return (
    <div
      // Off-screen bubbles skip layout and paint (long conversations scroll smoothly).
      className={cn(
        'flex items-end gap-2 [contain-intrinsic-size:auto_120px] [content-visibility:auto]',
        isUser ? 'flex-row-reverse' : 'flex-row',
      )}
      data-role={message.role}
      data-message-id={message.id}
      data-testid="message"
    >
      {isUser ? <Avatar url={userAvatarUrl} /> : <TutorAvatar />}
      <div
        className={cn(
          'rounded-2xl px-4 py-2.5 shadow-sm',
          isUser
            ? 'max-w-[85%] rounded-br-md bg-gradient-to-br from-indigo-600 to-violet-600 text-white sm:max-w-[75%]'
            : TUTOR_BUBBLE,
        )}
      >
        {message.images.length > 0 && (
          <div className="mb-2 flex flex-wrap gap-2">
            {message.images.map((path, i) => (
              <button
                key={path}
                type="button"
                onClick={() => urls[path] && setExpandedImage(urls[path])}
                aria-label={chatTexts.openImage(i + 1)}
                className="h-32 w-32 overflow-hidden rounded-lg bg-slate-200/60 dark:bg-slate-700"
              >
                {urls[path] && (
                  <img
                    src={urls[path]}
                    alt={chatTexts.imageAlt(i + 1)}
                    className="h-full w-full object-cover"
                  />
                )}
              </button>
            ))}
          </div>
        )}
        <div data-message-text>
          {/* A student's message shows as typed, only its formulas rendered (typed mode); the
              fallback is the same text while the renderer loads. */}
          <Suspense fallback={<p className="whitespace-pre-wrap break-words">{message.content}</p>}>
            <MarkdownContent text={message.content} typed={isUser} />
          </Suspense>
        </div>
        <p
          className={cn(
            'mt-1 text-right text-[11px]',
            isUser ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {!isUser && message.metadata.stopped && (
            <span data-testid="reply-stopped" className="mr-2">
              {chatTexts.replyStopped} ·
            </span>
          )}
          {!isUser && typeof message.metadata.hint_level === 'number' && (
            <span data-testid="hint-level" className="mr-2">
              {chatTexts.hintLevel(message.metadata.hint_level, MAX_HINT_LEVEL)} ·
            </span>
          )}
          <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        </p>
      </div>
      {expandedImage && <ImageViewer src={expandedImage} onClose={() => setExpandedImage(null)} />}
    </div>
  );
}

export const MessageBubble = memo(MessageBubbleImpl);
