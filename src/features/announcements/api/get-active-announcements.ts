import type { ActiveAnnouncement, AnnouncementLocation } from '@/features/announcements/types';
import { supabase } from '@/lib/supabase';

/** Active, unexpired announcements for a location (anon may call it). Throws on error. */
export async function getActiveAnnouncements(
  location: AnnouncementLocation,
): Promise<ActiveAnnouncement[]> {
  const { data, error } = await supabase.rpc('get_active_announcements', { location });
  if (error) throw error;
  return data ?? [];
}
