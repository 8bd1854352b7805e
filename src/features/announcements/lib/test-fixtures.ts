import type { ActiveAnnouncement } from '@/features/announcements/types';

/**
 * What a stored announcement says and does unless it is set otherwise: an info notice with 📢 and
 * priority 0, no button, dismissible, not always visible, no expiry (the admin form's empty values
 * once saved, and every test row's starting point).
 */
export const DEFAULT_ANNOUNCEMENT_CONTENT = {
  type: 'info',
  icon: '📢',
  priority: 0,
  button_text: null,
  button_url: null,
  dismissible: true,
  always_visible: false,
  expires_at: null,
} as const satisfies Partial<ActiveAnnouncement>;

/** A complete get_active_announcements row for tests; override what the test is about. */
export function makeAnnouncement(overrides: Partial<ActiveAnnouncement> = {}): ActiveAnnouncement {
  return {
    id: 'a1',
    title: 'Título',
    message: 'Mensaje',
    ...DEFAULT_ANNOUNCEMENT_CONTENT,
    created_at: '2026-11-01 10:00:00+00',
    ...overrides,
  };
}
