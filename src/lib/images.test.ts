import { errorTexts, UserFacingError } from '@/lib/errors';
import { downscaleToJpeg, fitWithin } from '@/lib/images';

const MAX_IMAGE_SIDE = 1600; // the chat's attachments (features/chat/lib/images.ts)
const AVATAR_MAX_SIDE = 400; // the avatar (features/profile/lib/avatar.ts)

describe('fitWithin: the longest side at most max, never scaled up', () => {
  it.each([
    // chat attachments, 1600 px
    [4000, 3000, MAX_IMAGE_SIDE, 1600, 1200],
    [3000, 4000, MAX_IMAGE_SIDE, 1200, 1600],
    [1600, 900, MAX_IMAGE_SIDE, 1600, 900],
    [1601, 900, MAX_IMAGE_SIDE, 1600, 899],
    [800, 600, MAX_IMAGE_SIDE, 800, 600],
    [10000, 10, MAX_IMAGE_SIDE, 1600, 2],
    [5000, 5000, MAX_IMAGE_SIDE, 1600, 1600],
    // avatar, 400 px
    [800, 600, AVATAR_MAX_SIDE, 400, 300],
    [600, 800, AVATAR_MAX_SIDE, 300, 400],
    [4000, 4000, AVATAR_MAX_SIDE, 400, 400],
    [400, 400, AVATAR_MAX_SIDE, 400, 400],
    [401, 100, AVATAR_MAX_SIDE, 400, 100],
    [200, 100, AVATAR_MAX_SIDE, 200, 100],
    [1, 1, AVATAR_MAX_SIDE, 1, 1],
    [10000, 10, AVATAR_MAX_SIDE, 400, 1],
    [1333, 999, AVATAR_MAX_SIDE, 400, 300],
  ])('%i x %i within %i -> %i x %i', (w, h, max, ew, eh) => {
    const out = fitWithin(w, h, max);
    expect(out).toEqual({ width: ew, height: eh });
    expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(max);
  });

  it.each([
    [0, 0],
    [0, 10],
    [10, 0],
    [-5, 10],
    [Number.NaN, 10],
    [10, Number.POSITIVE_INFINITY],
  ])('refuses an image without pixels: %d x %d', (w, h) => {
    for (const max of [AVATAR_MAX_SIDE, MAX_IMAGE_SIDE]) {
      expect(() => fitWithin(w, h, max)).toThrow(new UserFacingError(errorTexts.imageUnreadable));
    }
  });
});

describe('downscaleToJpeg', () => {
  const original = globalThis.createImageBitmap;
  afterEach(() => {
    globalThis.createImageBitmap = original;
  });

  it('turns a file the browser cannot decode into the Spanish unreadable-image error', async () => {
    globalThis.createImageBitmap = vi
      .fn()
      .mockRejectedValue(new DOMException('bad', 'InvalidStateError'));
    const error = await downscaleToJpeg(new Blob(['not an image'], { type: 'image/png' }), {
      maxSide: 400,
      quality: 0.8,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserFacingError);
    expect((error as Error).message).toBe('No se pudo leer la imagen');
  });

  it('refuses a 0 x 0 picture and releases it', async () => {
    const close = vi.fn();
    globalThis.createImageBitmap = vi.fn().mockResolvedValue({ width: 0, height: 0, close });
    await expect(
      downscaleToJpeg(new Blob(['x'], { type: 'image/png' }), { maxSide: 1600, quality: 0.85 }),
    ).rejects.toThrow('No se pudo leer la imagen');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
