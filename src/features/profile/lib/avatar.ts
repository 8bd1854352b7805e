import { profileTexts } from '@/features/profile/texts';
import { downscaleToJpeg } from '@/lib/images';

/** Avatar limits: at most 2 MB picked, stored at most 400 px on the longest side as JPEG 0.8. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 400;
export const AVATAR_JPEG_QUALITY = 0.8;
export const AVATAR_BUCKET = 'avatars';

/** The banner text for a file that cannot be an avatar, or null when it may be uploaded. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return profileTexts.onlyImages;
  if (file.size > AVATAR_MAX_BYTES) return profileTexts.imageTooLarge;
  return null;
}

/** Every user has one avatar, at `{userId}/avatar.jpg` in the avatars bucket. */
export function avatarPath(userId: string): string {
  return `${userId}/avatar.jpg`;
}

/** The public URL plus a cache-busting timestamp, so a replaced picture shows at once. */
export function cacheBusted(publicUrl: string, now = Date.now()): string {
  return `${publicUrl}${publicUrl.includes('?') ? '&' : '?'}t=${now}`;
}

/** The avatar as stored: longest side at most 400 px, JPEG quality 0.8. */
export const resizeToJpeg = (file: Blob): Promise<Blob> =>
  downscaleToJpeg(file, { maxSide: AVATAR_MAX_SIDE, quality: AVATAR_JPEG_QUALITY });
