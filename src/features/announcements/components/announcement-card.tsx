import { cn } from '@/components/ui/cn';
import { announcementTone, isDismissible } from '@/features/announcements/lib/announcements';
import type { ActiveAnnouncement } from '@/features/announcements/types';

import { AnnouncementAction, AnnouncementClose } from './announcement-parts';
import { toneClasses } from './announcement-tones';

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
 * `dismissible` defaults to isDismissible (dismissible and not always_visible); the close button
 * appears only when it is true and `onDismiss` is given.
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
  const canClose = dismissible && onDismiss !== undefined;

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
        <AnnouncementAction
          announcement={announcement}
          tone={tone}
          onPress={() => onDismiss?.(announcement.id)}
          className="pt-2"
        />
      </div>
      {canClose && (
        <AnnouncementClose
          tone={tone}
          onClose={() => onDismiss(announcement.id)}
          className="right-2 top-2"
        />
      )}
    </article>
  );
}
