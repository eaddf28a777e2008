// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { Picture } from '@/features/keep-and-mix/model/picture-types';
import { aspectDiffers, scalePicture } from '@/features/keep-and-mix/model/scale-picture';

/** A picture whose pixel (x, y) is `colour(x, y)` (RGBA). */
function pictureOf(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number, number],
): Picture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(colour(x, y), (y * width + x) * 4);
  }
  return { width, height, data };
}

/** Pixel (x, y) of a picture. */
function pixel(picture: Picture, x: number, y: number): number[] {
  const i = (y * picture.width + x) * 4;
  return [...picture.data.subarray(i, i + 4)];
}

const GREEN = [40, 160, 60, 255] as const;
const GREY = [120, 120, 125, 255] as const;

describe('lining up a picture of another size', () => {
  it('is the same picture when the size already matches', () => {
    const picture = pictureOf(4, 3, () => [...GREEN]);
    expect(scalePicture(picture, 4, 3)).toBe(picture);
  });

  it('keeps the regions of an 800 x 600 two-tone picture at 1600 x 1200', () => {
    // Lawn below row 400 and left of column 300; paving elsewhere.
    const small = pictureOf(800, 600, (x, y) => (x < 300 && y >= 400 ? [...GREEN] : [...GREY]));
    const big = scalePicture(small, 1600, 1200);
    expect([big.width, big.height, big.data.length]).toEqual([1600, 1200, 1600 * 1200 * 4]);
    for (const [x, y] of [
      [0, 1199],
      [597, 802],
      [300, 1000],
    ]) {
      expect(pixel(big, x, y)).toEqual(GREEN);
    }
    for (const [x, y] of [
      [0, 0],
      [1599, 1199],
      [603, 1000],
      [100, 797],
      [800, 600],
    ]) {
      expect(pixel(big, x, y)).toEqual(GREY);
    }
    // The edge is blended over the two pixels either side of it.
    const edge = pixel(big, 599, 1000)[1];
    expect(edge).toBeGreaterThan(GREY[1]);
    expect(edge).toBeLessThan(GREEN[1]);
  });

  it('averages neighbours when made smaller, edges repeated', () => {
    const picture = pictureOf(4, 2, (x) => [x * 40, 0, 0, 255]);
    const half = scalePicture(picture, 2, 1);
    expect(pixel(half, 0, 0)).toEqual([20, 0, 0, 255]);
    expect(pixel(half, 1, 0)).toEqual([100, 0, 0, 255]);
    const wide = scalePicture(picture, 8, 2);
    expect(pixel(wide, 0, 0)).toEqual([0, 0, 0, 255]);
    expect(pixel(wide, 7, 1)).toEqual([120, 0, 0, 255]);
    expect(pixel(wide, 1, 0)).toEqual([10, 0, 0, 255]);
  });
});

describe('the aspect check', () => {
  it('finds pictures whose shapes differ by more than 1 %', () => {
    expect(aspectDiffers({ width: 800, height: 600 }, { width: 1600, height: 1200 })).toBe(false);
    expect(aspectDiffers({ width: 1600, height: 900 }, { width: 1600, height: 1200 })).toBe(true);
    expect(aspectDiffers({ width: 1200, height: 1600 }, { width: 1600, height: 1200 })).toBe(true);
    expect(aspectDiffers({ width: 1009, height: 1000 }, { width: 1000, height: 1000 })).toBe(false);
    expect(aspectDiffers({ width: 1000, height: 1011 }, { width: 1000, height: 1000 })).toBe(true);
  });
});
