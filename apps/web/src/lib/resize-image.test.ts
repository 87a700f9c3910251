import { describe, expect, it } from 'vitest';
import { fitWithin, isResizable, jpegName, MAX_IMAGE_SIDE } from './resize-image';

describe('fitWithin', () => {
  it('brings the longest side down to 1600 px and keeps the shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1816)).toEqual({ width: 1600, height: 721 });
  });

  it('leaves an image within the limit as it is', () => {
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('never makes a side shorter than one pixel, and never passes the limit', () => {
    expect(fitWithin(100_000, 10)).toEqual({ width: MAX_IMAGE_SIDE, height: 1 });
    for (const [w, h] of [
      [1601, 1601],
      [4001, 2999],
      [12_345, 6789],
    ] as const) {
      const fitted = fitWithin(w, h);
      expect(Math.max(fitted.width, fitted.height)).toBe(MAX_IMAGE_SIDE);
    }
  });
});

describe('isResizable and jpegName', () => {
  it('re-encodes JPEG and PNG, never GIF (it may be animated)', () => {
    expect(isResizable({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isResizable({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isResizable({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isResizable({ name: 'clip.mp4', type: 'video/mp4' })).toBe(false);
    expect(isResizable({ name: 'IMG_1.JPEG', type: '' })).toBe(true);
    expect(isResizable({ name: 'anim.gif', type: '' })).toBe(false);
  });

  it('names the re-encoded photo .jpg', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('my.photo.jpeg')).toBe('my.photo.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
