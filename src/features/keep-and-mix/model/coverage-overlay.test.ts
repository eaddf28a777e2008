// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  OVERLAY_OPACITY,
  paintCoverageOverlay,
  type Tint,
} from '@/features/keep-and-mix/model/coverage-overlay';

const tints = new Map<string, Tint>([
  ['original', [255, 0, 0]],
  ['design:1', [0, 0, 255]],
]);

/** Pixel i of an RGBA array. */
const pixel = (data: Uint8ClampedArray, i: number) => [...data.subarray(i * 4, i * 4 + 4)];

describe("the editor's overlay of the painted area", () => {
  it('is clear where nothing is painted and tinted by layer where it is', () => {
    const masks = new Map([
      ['original', Uint8Array.from([0, 255, 100, 0])],
      ['design:1', Uint8Array.from([0, 0, 100, 255])],
    ]);
    const out = paintCoverageOverlay(masks, tints, 4, 1);
    expect(pixel(out, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(out, 1)).toEqual([255, 0, 0, Math.round(255 * OVERLAY_OPACITY)]);
    expect(pixel(out, 2)).toEqual([128, 0, 128, Math.round(200 * OVERLAY_OPACITY)]);
    expect(pixel(out, 3)).toEqual([0, 0, 255, 115]);
  });

  it('tints a layer without a tint of its own white, and writes only the rect given', () => {
    const masks = new Map([['design:7', new Uint8Array(6).fill(255)]]);
    const out = new Uint8ClampedArray(6 * 4).fill(9);
    paintCoverageOverlay(masks, tints, 3, 2, out, { x: 1, y: 1, width: 2, height: 1 });
    expect(pixel(out, 4)).toEqual([255, 255, 255, 115]);
    expect(pixel(out, 5)).toEqual([255, 255, 255, 115]);
    expect(pixel(out, 3)).toEqual([9, 9, 9, 9]);
    expect(pixel(out, 1)).toEqual([9, 9, 9, 9]);
  });
});
