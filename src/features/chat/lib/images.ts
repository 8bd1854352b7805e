/** Image rules of the composer: only images, size-checked, downscaled before upload. */
export const MAX_IMAGE_INPUT_MB = 10;
export const MAX_IMAGE_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

/** Width and height that fit inside `max` on the longest side, never upscaled. */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max || longest === 0) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type ImageCheck = 'ok' | 'not-image' | 'too-large';

export function checkImageFile(file: { type: string; size: number }): ImageCheck {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > MAX_IMAGE_INPUT_MB * 1024 * 1024) return 'too-large';
  return 'ok';
}
