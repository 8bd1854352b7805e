import { useEffect, useState } from 'react';

import { cn } from '@/components/ui/cn';
import { getActiveAnnouncements } from '@/features/announcements/api/get-active-announcements';
import { AnnouncementCard } from '@/features/announcements/components/announcement-card';
import { AnnouncementLine } from '@/features/announcements/components/announcement-line';
import {
  readDismissed,
  storeDismissed,
  visibleAnnouncements,
} from '@/features/announcements/lib/announcements';
import { announcementTexts } from '@/features/announcements/texts';
import type { ActiveAnnouncement, AnnouncementLocation } from '@/features/announcements/types';

/**
 * Active announcements for a location (docs/frontend.md, "Announcements banner"): highest priority first, dismissals kept in
 * localStorage, nothing rendered while loading or when none are visible, reloaded when the location
 * changes. A failed load is only logged. `compact`: one line per announcement that opens to the whole
 * of it (the sign-in page on a phone).
 */
export function AnnouncementsBanner({
  location,
  className,
  compact = false,
}: {
  location: AnnouncementLocation;
  className?: string;
  compact?: boolean;
}) {
  const [loaded, setLoaded] = useState<{
    location: AnnouncementLocation;
    items: ActiveAnnouncement[];
  } | null>(null);
  const [dismissed, setDismissed] = useState<string[]>(() => readDismissed());

  useEffect(() => {
    let cancelled = false;
    getActiveAnnouncements(location)
      .then((items) => {
        if (!cancelled) setLoaded({ location, items });
      })
      .catch((error: unknown) => {
        console.error(announcementTexts.loadError, error);
        if (!cancelled) setLoaded({ location, items: [] });
      });
    return () => {
      cancelled = true;
    };
  }, [location]);

  // Loading (or still showing another location's list): render nothing.
  if (!loaded || loaded.location !== location) return null;
  const visible = visibleAnnouncements(loaded.items, dismissed);
  if (visible.length === 0) return null;

  return (
    <section
      aria-label={announcementTexts.regionLabel}
      className={cn(compact ? 'space-y-2' : 'space-y-3', className)}
    >
      {visible.map((announcement) =>
        compact ? (
          <AnnouncementLine
            key={announcement.id}
            announcement={announcement}
            onDismiss={(id) => setDismissed(storeDismissed(id))}
          />
        ) : (
          <AnnouncementCard
            key={announcement.id}
            announcement={announcement}
            onDismiss={(id) => setDismissed(storeDismissed(id))}
          />
        ),
      )}
    </section>
  );
}
