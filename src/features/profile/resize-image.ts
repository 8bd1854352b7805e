import { AVATAR_JPEG_QUALITY, AVATAR_MAX_SIDE } from '@/features/profile/avatar';
import { downscaleToJpeg } from '@/lib/images';

/** The avatar as stored (SPEC.md section 9): longest side at most 400 px, JPEG quality 0.8. */
export const resizeToJpeg = (file: Blob): Promise<Blob> =>
  downscaleToJpeg(file, { maxSide: AVATAR_MAX_SIDE, quality: AVATAR_JPEG_QUALITY });
