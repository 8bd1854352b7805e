/**
 * Image rules of the composer: only images, size-checked, downscaled before upload (src/lib/images.ts)
 * to 1600 px as JPEG 0.85. How many per message: MAX_IMAGES_PER_MESSAGE in @shared/tutor/limits.
 */
export const MAX_IMAGE_INPUT_MB = 10;
export const MAX_IMAGE_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

export type ImageCheck = 'ok' | 'not-image' | 'too-large';

export function checkImageFile(file: { type: string; size: number }): ImageCheck {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > MAX_IMAGE_INPUT_MB * 1024 * 1024) return 'too-large';
  return 'ok';
}
