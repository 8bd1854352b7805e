import { ExternalLink, X } from 'lucide-react';

import { cn } from '@/components/ui/cn';
import {
  announcementTone,
  buttonNavigates,
  isDismissible,
  isExternalUrl,
} from '@/features/announcements/lib/announcements';
import { announcementTexts } from '@/features/announcements/texts';
import type { ActiveAnnouncement, AnnouncementTone } from '@/features/announcements/types';

const toneClasses: Record<AnnouncementTone, { box: string; button: string; close: string }> = {
  info: {
    box: 'border-indigo-200 bg-indigo-50 text-indigo-950 dark:border-indigo-400/30 dark:bg-indigo-500/15 dark:text-indigo-50',
    button: 'bg-indigo-600 text-white hover:bg-indigo-500',
    close: 'text-indigo-700 hover:bg-indigo-100 dark:text-indigo-200 dark:hover:bg-indigo-400/20',
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-500/15 dark:text-emerald-50',
    button: 'bg-emerald-600 text-white hover:bg-emerald-500',
    close:
      'text-emerald-700 hover:bg-emerald-100 dark:text-emerald-200 dark:hover:bg-emerald-400/20',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-50',
    button: 'bg-amber-500 text-amber-950 hover:bg-amber-400',
    close: 'text-amber-800 hover:bg-amber-100 dark:text-amber-200 dark:hover:bg-amber-400/20',
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-950 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-50',
    button: 'bg-red-600 text-white hover:bg-red-500',
    close: 'text-red-700 hover:bg-red-100 dark:text-red-200 dark:hover:bg-red-400/20',
  },
};

export type AnnouncementCardData = Pick<
  ActiveAnnouncement,
  | 'id'
  | 'title'
  | 'message'
  | 'type'
  | 'icon'
  | 'button_text'
  | 'button_url'
  | 'dismissible'
  | 'always_visible'
>;

/**
 * One announcement, purely from props (also used by the admin form as a live preview).
 * `dismissible` defaults to the rule of SPEC.md section 5; the close button appears only when it is
 * true and `onDismiss` is given.
 */
export function AnnouncementCard({
  announcement,
  onDismiss,
  dismissible = isDismissible(announcement),
  className,
}: {
  announcement: AnnouncementCardData;
  onDismiss?: (id: string) => void;
  dismissible?: boolean;
  className?: string;
}) {
  const tone = announcementTone(announcement.type);
  const styles = toneClasses[tone];
  const buttonText = announcement.button_text?.trim();
  const url = announcement.button_url;
  const canClose = dismissible && onDismiss !== undefined;

  const actionClasses = cn(
    'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold shadow-sm transition-colors',
    styles.button,
  );

  return (
    <article
      aria-label={announcement.title}
      data-tone={tone}
      className={cn(
        'animate-announcement-in relative flex gap-3 rounded-2xl border p-4 shadow-sm',
        styles.box,
        className,
      )}
    >
      <span className="shrink-0 text-2xl leading-none" aria-hidden="true">
        {announcement.icon || '📢'}
      </span>
      <div className={cn('min-w-0 flex-1 space-y-1', canClose && 'pr-7')}>
        <h2 className="text-sm font-bold leading-snug sm:text-base">{announcement.title}</h2>
        <p className="whitespace-pre-line break-words text-sm opacity-90">{announcement.message}</p>
        {buttonText && (
          <div className="pt-2">
            {buttonNavigates(url) ? (
              <a
                href={url}
                className={actionClasses}
                {...(isExternalUrl(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {buttonText}
                {isExternalUrl(url) && <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />}
              </a>
            ) : (
              <button
                type="button"
                className={actionClasses}
                onClick={() => onDismiss?.(announcement.id)}
              >
                {buttonText}
              </button>
            )}
          </div>
        )}
      </div>
      {canClose && (
        <button
          type="button"
          aria-label={announcementTexts.dismiss}
          title={announcementTexts.dismiss}
          onClick={() => onDismiss(announcement.id)}
          className={cn(
            'absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-lg transition-colors',
            styles.close,
          )}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </article>
  );
}
