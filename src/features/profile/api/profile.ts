import type { Language } from '@/features/auth/lib/profile';
import { AVATAR_BUCKET, avatarPath, cacheBusted } from '@/features/profile/lib/avatar';
import { supabase } from '@/lib/supabase';
import { storageOf } from '@/lib/supabase-storage';
import type { ThemePreference } from '@/lib/theme';

async function updateMetadata(data: Record<string, unknown>): Promise<void> {
  const { error } = await supabase.auth.updateUser({
    data: { ...data, updated_at: new Date().toISOString() },
  });
  if (error) throw error;
}

export function updateProfile(profile: { name: string; grade_level: string }) {
  return updateMetadata({
    name: profile.name.trim(),
    grade_level: profile.grade_level,
  });
}

export function updatePreferences(preferences: {
  email_notifications: boolean;
  theme: ThemePreference;
  language: Language;
}) {
  return updateMetadata(preferences);
}

export async function changePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

/**
 * The avatar upload: list the user's folder, remove the old files, upload with overwrite, take the
 * public URL with a cache-busting timestamp and save it into avatar_url. Returns that URL.
 */
export async function uploadAvatar(userId: string, image: Blob): Promise<string> {
  const bucket = (await storageOf(supabase)).from(AVATAR_BUCKET);
  const { data: existing, error: listError } = await bucket.list(userId);
  if (listError) throw listError;
  const old = (existing ?? []).filter((item) => item.id !== null).map((f) => `${userId}/${f.name}`);
  if (old.length > 0) {
    const { error } = await bucket.remove(old);
    if (error) throw error;
  }
  const path = avatarPath(userId);
  const { error: uploadError } = await bucket.upload(path, image, {
    upsert: true,
    contentType: 'image/jpeg',
    cacheControl: '3600',
  });
  if (uploadError) throw uploadError;
  const avatarUrl = cacheBusted(bucket.getPublicUrl(path).data.publicUrl);
  await updateMetadata({ avatar_url: avatarUrl });
  return avatarUrl;
}
