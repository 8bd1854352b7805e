import { eachCase } from '@shared/case-table-test-fixtures';

import { checkImageFile, JPEG_QUALITY, MAX_IMAGE_SIDE } from './images';

describe('chat image downscale', () => {
  it('is 1600 px on the longest side, JPEG quality 0.85', () => {
    expect(MAX_IMAGE_SIDE).toBe(1600);
    expect(JPEG_QUALITY).toBe(0.85);
  });
});

describe('checkImageFile', () => {
  eachCase('%j -> %s', checkImageFile, [
    [{ type: 'image/png', size: 1000 }, 'ok'],
    [{ type: 'image/jpeg', size: 10 * 1024 * 1024 }, 'ok'],
    [{ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, 'too-large'],
    [{ type: 'application/pdf', size: 1000 }, 'not-image'],
    [{ type: '', size: 1000 }, 'not-image'],
  ]);
});
