import type { Database } from '@/types/database';

export type Announcement = Database['public']['Tables']['announcements']['Row'];
export type AnnouncementLocation = 'login' | 'chat';
export type AnnouncementTone = 'info' | 'success' | 'warning' | 'error';
