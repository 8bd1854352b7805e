import type { ActiveAnnouncement } from '@/features/announcements/types';

/** A complete get_active_announcements row for tests; override what the test is about. */
export function makeAnnouncement(overrides: Partial<ActiveAnnouncement> = {}): ActiveAnnouncement {
  return {
    id: 'a1',
    title: 'Título',
    message: 'Mensaje',
    type: 'info',
    icon: '📢',
    priority: 0,
    button_text: null,
    button_url: null,
    dismissible: true,
    always_visible: false,
    expires_at: null,
    created_at: '2026-11-01 10:00:00+00',
    ...overrides,
  };
}
