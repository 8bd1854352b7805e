import type { Database } from '@/types/database';

/** What the banner receives from get_active_announcements (no author, no flags). */
export type Announcement =
  Database['public']['Functions']['get_active_announcements']['Returns'][number];
export type AnnouncementLocation = 'login' | 'chat';
export type AnnouncementTone = 'info' | 'success' | 'warning' | 'error';
