import type { Database } from '@/types/database';

type AnnouncementsTable = Database['public']['Tables']['announcements'];

/** One home of the announcement types, all derived from the generated database types. */

/** A row of public.announcements, as the admin screens read and write it. */
export type Announcement = AnnouncementsTable['Row'];
export type AnnouncementInsert = AnnouncementsTable['Insert'];
export type AnnouncementUpdate = AnnouncementsTable['Update'];

/** What the banner receives from get_active_announcements (no author, no flags). */
export type ActiveAnnouncement =
  Database['public']['Functions']['get_active_announcements']['Returns'][number];
export type AnnouncementLocation = 'login' | 'chat';
export type AnnouncementTone = 'info' | 'success' | 'warning' | 'error';
