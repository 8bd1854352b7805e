import { errorTexts, UserFacingError } from '@/lib/errors';

/**
 * The one image downscale of the app: the chat's attachments (1600 px) and the avatar (400 px) are
 * both redrawn on a canvas and re-encoded as JPEG in the browser before upload.
 */

export interface Size {
  width: number;
  height: number;
}

/**
 * Width and height scaled down so the longest side is at most `max`; never scaled up, never below
 * 1 px. An image without pixels (a side of 0, negative or not a number) cannot be drawn: refused.
 */
export function fitWithin(width: number, height: number, max: number): Size {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new UserFacingError(errorTexts.imageUnreadable);
  }
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch (cause) {
    throw new UserFacingError(errorTexts.imageUnreadable, { cause });
  }
}

/**
 * Decodes `file`, draws it with its longest side at most `maxSide` px and returns it as JPEG at
 * `quality`. Transparent areas become white (JPEG has no transparency). Any failure to read or
 * encode the picture throws a UserFacingError ('No se pudo leer la imagen').
 */
export async function downscaleToJpeg(
  file: Blob,
  { maxSide, quality }: { maxSide: number; quality: number },
): Promise<Blob> {
  const bitmap = await decode(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new UserFacingError(errorTexts.imageUnreadable);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new UserFacingError(errorTexts.imageUnreadable))),
        'image/jpeg',
        quality,
      ),
    );
  } finally {
    bitmap.close();
  }
}
