import {
  AVATAR_MAX_BYTES,
  avatarFileError,
  avatarPath,
  cacheBusted,
  fitWithin,
} from '@/features/profile/avatar';

describe('avatarFileError', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: AVATAR_MAX_BYTES }, null],
    [{ type: 'image/webp', size: AVATAR_MAX_BYTES + 1 }, '❌ La imagen no debe superar 2MB'],
    [{ type: 'application/pdf', size: 10 }, '❌ Solo se permiten imágenes'],
    [{ type: 'text/plain', size: AVATAR_MAX_BYTES * 5 }, '❌ Solo se permiten imágenes'],
    [{ type: '', size: 10 }, '❌ Solo se permiten imágenes'],
  ])('%o -> %s', (file, expected) => {
    expect(avatarFileError(file)).toBe(expected);
  });

  it('2MB means 2 * 1024 * 1024 bytes', () => {
    expect(AVATAR_MAX_BYTES).toBe(2_097_152);
  });
});

describe('fitWithin (longest side at most 400 px)', () => {
  it.each([
    [800, 600, 400, 300],
    [600, 800, 300, 400],
    [4000, 4000, 400, 400],
    [400, 400, 400, 400],
    [401, 100, 400, 100],
    [200, 100, 200, 100],
    [1, 1, 1, 1],
    [10000, 10, 400, 1],
    [1333, 999, 400, 300],
  ])('%i x %i -> %i x %i', (w, h, ew, eh) => {
    expect(fitWithin(w, h)).toEqual({ width: ew, height: eh });
  });

  it('refuses an empty image', () => {
    expect(() => fitWithin(0, 10)).toThrow();
  });
});

describe('avatar storage', () => {
  it('keeps one file per user at {userId}/avatar.jpg', () => {
    expect(avatarPath('1234-abcd')).toBe('1234-abcd/avatar.jpg');
  });

  it('appends a timestamp to the public URL', () => {
    expect(cacheBusted('http://x/storage/v1/object/public/avatars/u/avatar.jpg', 42)).toBe(
      'http://x/storage/v1/object/public/avatars/u/avatar.jpg?t=42',
    );
    expect(cacheBusted('http://x/a.jpg?v=1', 7)).toBe('http://x/a.jpg?v=1&t=7');
  });
});
