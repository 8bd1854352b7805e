import type { Announcement } from '@/features/announcements/types';

/** A complete announcement row for tests; override what the test is about. */
export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a1',
    title: 'Título',
    message: 'Mensaje',
    type: 'info',
    icon: '📢',
    show_on_login: true,
    show_on_chat: false,
    priority: 0,
    button_text: null,
    button_url: null,
    dismissible: true,
    always_visible: false,
    expires_at: null,
    is_active: true,
    created_by: null,
    created_at: '2026-11-01 10:00:00+00',
    updated_at: '2026-11-01 10:00:00+00',
    ...overrides,
  };
}
