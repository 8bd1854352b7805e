import type {
  Announcement,
  AnnouncementInsert,
  AnnouncementUpdate,
} from '@/features/announcements/types';
import { supabase } from '@/lib/supabase';

import { sortAnnouncements } from '../lib/announcement-form';

/** Every announcement (admins read all through RLS), priority desc then newest. */
export async function listAnnouncements(): Promise<Announcement[]> {
  const { data, error } = await supabase
    .from('announcements')
    .select('*')
    .order('priority', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw error;
  return sortAnnouncements(data ?? []);
}

export async function createAnnouncement(row: AnnouncementInsert): Promise<Announcement> {
  const { data, error } = await supabase.from('announcements').insert(row).select().single();
  if (error) throw error;
  return data;
}

export async function updateAnnouncement(
  id: string,
  patch: AnnouncementUpdate,
): Promise<Announcement> {
  const { data, error } = await supabase
    .from('announcements')
    .update(patch)
    .eq('id', id)
    .select()
    .single();
  if (error) throw error;
  return data;
}

export async function setAnnouncementActive(id: string, isActive: boolean): Promise<Announcement> {
  return updateAnnouncement(id, { is_active: isActive });
}

export async function deleteAnnouncement(id: string): Promise<void> {
  const { error } = await supabase.from('announcements').delete().eq('id', id);
  if (error) throw error;
}
