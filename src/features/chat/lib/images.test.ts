import { checkImageFile, fitWithin, MAX_IMAGE_SIDE } from './images';

describe('fitWithin (longest side at most 1600 px)', () => {
  it.each([
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [1600, 900, 1600, 900],
    [800, 600, 800, 600],
    [10000, 10, 1600, 2],
    [5000, 5000, 1600, 1600],
  ])('%i x %i -> %i x %i', (w, h, ew, eh) => {
    const out = fitWithin(w, h);
    expect(out).toEqual({ width: ew, height: eh });
    expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(MAX_IMAGE_SIDE);
  });
});

describe('checkImageFile', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, 'ok'],
    [{ type: 'image/jpeg', size: 10 * 1024 * 1024 }, 'ok'],
    [{ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }, 'too-large'],
    [{ type: 'application/pdf', size: 1000 }, 'not-image'],
    [{ type: '', size: 1000 }, 'not-image'],
  ])('%j -> %s', (file, expected) => {
    expect(checkImageFile(file)).toBe(expected);
  });
});
