import { DISMISSED_STORAGE_KEY } from '@/features/announcements/texts';
import type { ActiveAnnouncement, AnnouncementTone } from '@/features/announcements/types';

const TONES: readonly AnnouncementTone[] = ['info', 'success', 'warning', 'error'];

/** Unknown types display as info. */
export function announcementTone(type: string | null | undefined): AnnouncementTone {
  return TONES.includes(type as AnnouncementTone) ? (type as AnnouncementTone) : 'info';
}

/** Dismissible only when dismissible is true and always_visible is not. */
export function isDismissible(
  a: Pick<ActiveAnnouncement, 'dismissible' | 'always_visible'>,
): boolean {
  return a.dismissible === true && a.always_visible !== true;
}

/** A button with an empty or '#' url does not navigate: it dismisses instead. */
export function buttonNavigates(url: string | null | undefined): url is string {
  const trimmed = url?.trim() ?? '';
  return trimmed !== '' && trimmed !== '#';
}

/** External links open in a new tab; site-relative ones stay in the app's tab. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** Higher priority first, then newest first, without mutating the input. */
export function sortByPriority<T extends Pick<ActiveAnnouncement, 'priority' | 'created_at'>>(
  list: T[],
): T[] {
  return [...list].sort(
    (a, b) => b.priority - a.priority || String(b.created_at).localeCompare(String(a.created_at)),
  );
}

/** What the banner shows: ordered, minus the dismissed ones (an always-visible one stays). */
export function visibleAnnouncements(
  list: ActiveAnnouncement[],
  dismissed: readonly string[],
): ActiveAnnouncement[] {
  const hidden = new Set(dismissed);
  return sortByPriority(list).filter((a) => !hidden.has(a.id) || !isDismissible(a));
}

/** Reads the dismissed ids; anything unreadable (or no storage, as in the build's prerender) counts as none. */
export function readDismissed(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DISMISSED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds an id to the dismissed list (kept across reloads) and returns the new list. */
export function storeDismissed(
  id: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): string[] {
  const current = readDismissed(storage);
  const next = current.includes(id) ? current : [...current, id];
  try {
    storage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the dismissal still holds for this visit.
  }
  return next;
}
