import { ExternalLink, X } from 'lucide-react';

import { cn } from '@/components/ui/cn';
import { buttonNavigates, isExternalUrl } from '@/features/announcements/lib/announcements';
import { announcementTexts } from '@/features/announcements/texts';
import type { ActiveAnnouncement, AnnouncementTone } from '@/features/announcements/types';

import { toneClasses } from './announcement-tones';

/**
 * The announcement's button (the card and the line), in a box that `className` spaces, or nothing
 * when the announcement has no button text.
 */
export function AnnouncementAction({
  announcement,
  tone,
  onPress,
  className,
}: {
  announcement: Pick<ActiveAnnouncement, 'button_text' | 'button_url'>;
  tone: AnnouncementTone;
  onPress: () => void;
  className?: string;
}) {
  const text = announcement.button_text?.trim();
  if (!text) return null;
  return (
    <div className={className}>
      <ActionControl text={text} url={announcement.button_url} tone={tone} onPress={onPress} />
    </div>
  );
}

/**
 * A link when the button's URL navigates (a new tab, marked with an icon, when it leaves the site),
 * otherwise a button that dismisses the announcement.
 */
function ActionControl({
  text,
  url,
  tone,
  onPress,
}: {
  text: string;
  url: string | null | undefined;
  tone: AnnouncementTone;
  onPress: () => void;
}) {
  const className = cn(
    'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold shadow-sm transition-colors',
    toneClasses[tone].button,
  );
  if (buttonNavigates(url)) {
    const external = isExternalUrl(url);
    return (
      <a
        href={url}
        className={className}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {text}
        {external && <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={onPress}>
      {text}
    </button>
  );
}

/** The close button in the announcement's top-right corner ('Cerrar anuncio'); `className` places it. */
export function AnnouncementClose({
  tone,
  onClose,
  className,
}: {
  tone: AnnouncementTone;
  onClose: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      aria-label={announcementTexts.dismiss}
      title={announcementTexts.dismiss}
      onClick={onClose}
      className={cn(
        'absolute inline-flex h-8 w-8 items-center justify-center rounded-lg transition-colors',
        className,
        toneClasses[tone].close,
      )}
    >
      <X className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
