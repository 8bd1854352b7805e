import { AVATAR_JPEG_QUALITY, AVATAR_MAX_SIDE, fitWithin } from '@/features/profile/avatar';
import { profileTexts } from '@/features/profile/texts';
import { UserFacingError } from '@/lib/errors';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(profileTexts.imageUnreadable));
    image.src = url;
  });
}

/** Redraws an image on a canvas so its longest side is at most 400 px, as JPEG quality 0.8. */
export async function resizeToJpeg(file: Blob): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, AVATAR_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new UserFacingError(profileTexts.imageUnreadable);
    // JPEG has no transparency: paint transparent PNG areas white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(profileTexts.imageUnreadable))),
        'image/jpeg',
        AVATAR_JPEG_QUALITY,
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
