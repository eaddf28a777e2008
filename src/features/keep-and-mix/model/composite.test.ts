// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { EditOperation } from '@/entities/generation/edits/edit-operations';
import { compositePictures } from '@/features/keep-and-mix/model/composite';
import { featherMask, featherRadius } from '@/features/keep-and-mix/model/feather';
import { replayOperations } from '@/features/keep-and-mix/model/layer-masks';
import type { Picture } from '@/features/keep-and-mix/model/picture-types';

/** A picture whose pixel (x, y) has the colour `colour(x, y)` and alpha `alpha`. */
function pictureOf(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
  alpha = 255,
): Picture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      const i = (y * width + x) * 4;
      [data[i], data[i + 1], data[i + 2], data[i + 3]] = [r, g, b, alpha];
    }
  }
  return { width, height, data };
}

/** Pixel (x, y) of an RGBA array `width` wide. */
function pixel(data: Uint8ClampedArray, width: number, x: number, y: number): number[] {
  return [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
}

const [W, H] = [80, 60];
/** Textured pictures, so that a pixel taken from the wrong place would show. */
const result = pictureOf(W, H, (x, y) => [(x * 3) % 256, (y * 5) % 256, 90]);
const original = pictureOf(W, H, (x, y) => [200 - x, 30 + y, (x * y) % 256]);
const design = pictureOf(W, H, (x, y) => [17, (x + y) % 256, 250 - y]);
const layers = new Map([
  ['original', original],
  ['design:2', design],
]);

/** The feathered masks of `ops`, as the editor makes them. */
function featheredMasks(ops: EditOperation[]): Map<string, Uint8Array> {
  const set = replayOperations(W, H, ops, layers);
  const radius = featherRadius(W, H);
  return new Map([...set.masks].map(([layer, mask]) => [layer, featherMask(mask, W, H, radius)]));
}

describe('the composite', () => {
  it('is the result exactly where nothing is painted (alpha 255)', () => {
    const faded = pictureOf(W, H, (x, y) => [x, y, 7], 100);
    const out = new Uint8ClampedArray(W * H * 4);
    compositePictures(faded, layers, new Map(), out);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) expect(pixel(out, W, x, y)).toEqual([x, y, 7, 255]);
    }
  });

  it('is the layer exactly inside a fully painted area, and the result far outside it', () => {
    const masks = featheredMasks([
      {
        kind: 'lasso',
        mode: 'paint',
        layer: 'original',
        points: [
          [20, 10],
          [60, 10],
          [60, 50],
          [20, 50],
        ],
      },
    ]);
    const out = new Uint8ClampedArray(W * H * 4);
    compositePictures(result, layers, masks, out);
    // Feathering reaches 3 px (radius 1) either side of the edge.
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const inside = x >= 23 && x < 57 && y >= 13 && y < 47;
        const outside = x < 17 || x >= 63 || y < 7 || y >= 53;
        if (inside) expect(pixel(out, W, x, y)).toEqual(pixel(original.data, W, x, y));
        if (outside) expect(pixel(out, W, x, y)).toEqual(pixel(result.data, W, x, y));
      }
    }
    // On the edge, between the two.
    const [r] = pixel(out, W, 20, 30);
    const [fromResult, fromOriginal] = [pixel(result.data, W, 20, 30)[0], 200 - 20];
    expect(r).toBeGreaterThan(Math.min(fromResult, fromOriginal));
    expect(r).toBeLessThan(Math.max(fromResult, fromOriginal));
  });

  it('takes two layers in two regions', () => {
    const masks = featheredMasks([
      {
        kind: 'stroke',
        mode: 'paint',
        layer: 'original',
        size: 20,
        edge: 'hard',
        points: [[20, 30, 0.5]],
      },
      {
        kind: 'lasso',
        mode: 'paint',
        layer: 'design:2',
        points: [
          [45, 5],
          [75, 5],
          [75, 55],
          [45, 55],
        ],
      },
    ]);
    const out = new Uint8ClampedArray(W * H * 4);
    compositePictures(result, layers, masks, out);
    expect(pixel(out, W, 20, 30)).toEqual(pixel(original.data, W, 20, 30));
    expect(pixel(out, W, 60, 30)).toEqual(pixel(design.data, W, 60, 30));
    expect(pixel(out, W, 35, 5)).toEqual(pixel(result.data, W, 35, 5));
  });

  it('mixes by the masks, rounded, and shares out masks that sum past 255', () => {
    const black = pictureOf(2, 1, () => [0, 0, 0]);
    const white = pictureOf(2, 1, () => [255, 255, 255]);
    const red = pictureOf(2, 1, () => [255, 0, 0]);
    const out = new Uint8ClampedArray(8);
    compositePictures(
      black,
      new Map([
        ['w', white],
        ['r', red],
      ]),
      new Map([
        ['w', Uint8Array.from([128, 200])],
        ['r', Uint8Array.from([0, 100])],
      ]),
      out,
    );
    expect(pixel(out, 2, 0, 0)).toEqual([128, 128, 128, 255]);
    // 300 in all: white 2/3, red 1/3.
    expect(pixel(out, 2, 1, 0)).toEqual([255, 170, 170, 255]);
  });

  it('leaves out a layer without a picture, and writes only the rect given', () => {
    const out = new Uint8ClampedArray(W * H * 4).fill(3);
    const full = new Uint8Array(W * H).fill(255);
    compositePictures(result, layers, new Map([['design:404', full]]), out, {
      x: 10,
      y: 20,
      width: 5,
      height: 4,
    });
    expect(pixel(out, W, 12, 22)).toEqual(pixel(result.data, W, 12, 22));
    expect(pixel(out, W, 14, 23)).toEqual(pixel(result.data, W, 14, 23));
    expect(pixel(out, W, 15, 22)).toEqual([3, 3, 3, 3]);
    expect(pixel(out, W, 12, 24)).toEqual([3, 3, 3, 3]);
  });

  it('refuses a layer picture of another size', () => {
    const small = pictureOf(W / 2, H / 2, () => [0, 0, 0]);
    const masks = new Map([['small', new Uint8Array(W * H)]]);
    expect(() => {
      compositePictures(
        result,
        new Map([['small', small]]),
        masks,
        new Uint8ClampedArray(W * H * 4),
      );
    }).toThrow(RangeError);
  });
});
