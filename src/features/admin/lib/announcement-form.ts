import { isValidButtonUrl } from '@/features/announcements/lib/limits';
import type { Announcement, AnnouncementInsert } from '@/features/announcements/types';
import { parseTimestamp } from '@/lib/dates';

export { ANNOUNCEMENT_LIMITS, isValidButtonUrl } from '@/features/announcements/lib/limits';

/** The 14 selectable icons. */
export const ANNOUNCEMENT_ICONS = [
  '📢',
  '🎉',
  '⚠️',
  'ℹ️',
  '✅',
  '❌',
  '🔔',
  '📚',
  '🎓',
  '💡',
  '🚀',
  '📅',
  '🛠️',
  '❤️',
] as const;

export const ANNOUNCEMENT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** What the form edits: text inputs stay strings until saved. */
export interface AnnouncementFormValues {
  title: string;
  message: string;
  type: AnnouncementType;
  icon: string;
  show_on_login: boolean;
  show_on_chat: boolean;
  priority: string;
  button_text: string;
  button_url: string;
  dismissible: boolean;
  always_visible: boolean;
  /** datetime-local value 'YYYY-MM-DDTHH:MM' or '' */
  expires_at: string;
  is_active: boolean;
}

/** A new announcement: info, priority 0, shown on the login screen only, dismissible, active. */
export const EMPTY_ANNOUNCEMENT_FORM: AnnouncementFormValues = {
  title: '',
  message: '',
  type: 'info',
  icon: '📢',
  show_on_login: true,
  show_on_chat: false,
  priority: '0',
  button_text: '',
  button_url: '',
  dismissible: true,
  always_visible: false,
  expires_at: '',
  is_active: true,
};

/** Priority 0-100; anything non-numeric counts as 0; decimals round. */
export function coercePriority(input: string | number | null | undefined): number {
  const text = typeof input === 'number' ? input : String(input ?? '').trim();
  if (text === '') return 0;
  const n = Number(text);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

/** A stored timestamp as a datetime-local value, trimmed to minutes, in the browser's time zone. */
export function toDateTimeLocal(value: string | null | undefined): string {
  const date = parseTimestamp(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO timestamp; empty means no expiry (null). */
export function fromDateTimeLocal(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function announcementToForm(row: Announcement): AnnouncementFormValues {
  return {
    title: row.title,
    message: row.message,
    type: (ANNOUNCEMENT_TYPES as readonly string[]).includes(row.type)
      ? (row.type as AnnouncementType)
      : 'info',
    icon: row.icon,
    show_on_login: row.show_on_login,
    show_on_chat: row.show_on_chat,
    priority: String(row.priority),
    button_text: row.button_text ?? '',
    button_url: row.button_url ?? '',
    dismissible: row.dismissible,
    always_visible: row.always_visible,
    expires_at: toDateTimeLocal(row.expires_at),
    is_active: row.is_active,
  };
}

export type FormProblem = 'required' | 'invalidUrl';

/** What stops a save, if anything. */
export function validateAnnouncementForm(values: AnnouncementFormValues): FormProblem | null {
  if (values.title.trim() === '' || values.message.trim() === '') return 'required';
  if (!isValidButtonUrl(values.button_url.trim())) return 'invalidUrl';
  return null;
}

/** The row to insert or update: coerced priority, empty optional texts and expiry as null. */
export function formToPayload(values: AnnouncementFormValues): AnnouncementInsert {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    title: values.title.trim(),
    message: values.message.trim(),
    type: values.type,
    icon: values.icon,
    show_on_login: values.show_on_login,
    show_on_chat: values.show_on_chat,
    priority: coercePriority(values.priority),
    button_text: optional(values.button_text),
    button_url: optional(values.button_url),
    dismissible: values.dismissible,
    always_visible: values.always_visible,
    expires_at: fromDateTimeLocal(values.expires_at),
    is_active: values.is_active,
  };
}

/** The admin list order: priority desc, then newest first. */
export function sortAnnouncements(rows: readonly Announcement[]): Announcement[] {
  return [...rows].sort(
    (a, b) =>
      b.priority - a.priority ||
      (parseTimestamp(b.created_at)?.getTime() ?? 0) -
        (parseTimestamp(a.created_at)?.getTime() ?? 0),
  );
}

export function isExpired(row: Pick<Announcement, 'expires_at'>, now: Date = new Date()): boolean {
  const date = parseTimestamp(row.expires_at);
  return date !== null && date.getTime() <= now.getTime();
}

/** A preview row built from the form, in the shape the banner renders. */
export function previewAnnouncement(values: AnnouncementFormValues): Announcement {
  const payload = formToPayload(values);
  const now = new Date().toISOString();
  return {
    id: 'preview',
    title: payload.title || 'Título del anuncio',
    message: payload.message || 'El mensaje del anuncio aparecerá aquí.',
    type: payload.type ?? 'info',
    icon: payload.icon ?? '📢',
    show_on_login: payload.show_on_login ?? true,
    show_on_chat: payload.show_on_chat ?? false,
    priority: payload.priority ?? 0,
    button_text: payload.button_text ?? null,
    button_url: payload.button_url ?? null,
    dismissible: payload.dismissible ?? true,
    always_visible: payload.always_visible ?? false,
    expires_at: payload.expires_at ?? null,
    is_active: payload.is_active ?? true,
    created_by: null,
    created_at: now,
    updated_at: now,
  };
}
