import {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE,
  avatarFileError,
  avatarPath,
  cacheBusted,
} from '@/features/profile/lib/avatar';
import { eachCase } from '@shared/case-table-test-fixtures';

describe('avatarFileError', () => {
  eachCase('%o -> %s', avatarFileError, [
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: AVATAR_MAX_BYTES }, null],
    [{ type: 'image/webp', size: AVATAR_MAX_BYTES + 1 }, '❌ La imagen no debe superar 2MB'],
    [{ type: 'application/pdf', size: 10 }, '❌ Solo se permiten imágenes'],
    [{ type: 'text/plain', size: AVATAR_MAX_BYTES * 5 }, '❌ Solo se permiten imágenes'],
    [{ type: '', size: 10 }, '❌ Solo se permiten imágenes'],
  ]);

  it('2MB means 2 * 1024 * 1024 bytes', () => {
    expect(AVATAR_MAX_BYTES).toBe(2_097_152);
  });
});

describe('avatar downscale (2 MB, 400 px, JPEG 0.8)', () => {
  it('is 400 px on the longest side, JPEG quality 0.8', () => {
    expect(AVATAR_MAX_SIDE).toBe(400);
    expect(AVATAR_JPEG_QUALITY).toBe(0.8);
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
