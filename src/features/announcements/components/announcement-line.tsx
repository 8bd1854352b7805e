import { ChevronDown } from 'lucide-react';

import { cn } from '@/components/ui/cn';
import { announcementTone, isDismissible } from '@/features/announcements/lib/announcements';
import { announcementTexts } from '@/features/announcements/texts';

import type { AnnouncementCardData } from './announcement-card';
import { AnnouncementAction, AnnouncementClose } from './announcement-parts';
import { toneClasses } from './announcement-tones';

/**
 * One announcement as a single line (icon and title) that opens to the whole message and its button:
 * the sign-in page on a phone, where full cards would push 'Iniciar Sesión' below the fold. A native
 * <details>, so it opens with Enter or Space and screen readers announce it collapsed or expanded.
 */
export function AnnouncementLine({
  announcement,
  onDismiss,
}: {
  announcement: AnnouncementCardData;
  onDismiss: (id: string) => void;
}) {
  const tone = announcementTone(announcement.type);
  const styles = toneClasses[tone];
  const canClose = isDismissible(announcement);

  return (
    <article
      aria-label={announcement.title}
      data-tone={tone}
      data-compact=""
      className={cn('relative rounded-xl border shadow-sm', styles.box)}
    >
      <details className="group">
        <summary
          title={announcementTexts.expandHint}
          className={cn(
            'flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 [&::-webkit-details-marker]:hidden',
            canClose && 'pr-11',
          )}
        >
          <span className="shrink-0 text-lg leading-none" aria-hidden="true">
            {announcement.icon || '📢'}
          </span>
          <span className="min-w-0 flex-1 truncate">{announcement.title}</span>
          <ChevronDown
            className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div className="space-y-2 px-3 pb-3">
          <p className="whitespace-pre-line break-words text-sm opacity-90">
            {announcement.message}
          </p>
          <AnnouncementAction
            announcement={announcement}
            tone={tone}
            onPress={() => onDismiss(announcement.id)}
          />
        </div>
      </details>
      {canClose && (
        <AnnouncementClose
          tone={tone}
          onClose={() => onDismiss(announcement.id)}
          className="right-1.5 top-1.5"
        />
      )}
    </article>
  );
}
