// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { featherMask, featherRadius } from '@/features/keep-and-mix/model/feather';

/** The same blur written the plain way: every window summed afresh, 3 x (rows, then columns). */
function naiveFeather(mask: Uint8Array, width: number, height: number, radius: number) {
  const size = 2 * radius + 1;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  let values = Uint8Array.from(mask);
  for (let pass = 0; pass < 3; pass++) {
    for (const horizontal of [true, false]) {
      const next = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          let sum = 0;
          for (let i = -radius; i <= radius; i++) {
            sum += horizontal
              ? values[y * width + clamp(x + i, width - 1)]
              : values[clamp(y + i, height - 1) * width + x];
          }
          next[y * width + x] = Math.floor((sum + radius) / size);
        }
      }
      values = next;
    }
  }
  return values;
}

/** A mask with a few random blobs (a fixed sequence: the same every run). */
function blobs(width: number, height: number, count: number, seed = 7): Uint8Array {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < count; i++) {
    const [cx, cy, r] = [random() * width, random() * height, 1 + random() * 6];
    const value = random() < 0.5 ? 255 : Math.floor(random() * 256);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (Math.hypot(x - cx, y - cy) < r) mask[y * width + x] = value;
      }
    }
  }
  return mask;
}

describe('the feather radius', () => {
  it('is a few pixels, more on larger pictures', () => {
    expect(featherRadius(400, 300)).toBe(1);
    expect(featherRadius(1199, 900)).toBe(1);
    expect(featherRadius(1200, 900)).toBe(2);
    expect(featherRadius(1600, 1200)).toBe(2);
    expect(featherRadius(1200, 1600)).toBe(2);
    expect(featherRadius(4000, 3000)).toBe(5);
  });
});

describe('feathering a mask', () => {
  it('keeps an area of one value exactly that value', () => {
    for (const value of [0, 1, 128, 254, 255]) {
      const mask = new Uint8Array(50 * 30).fill(value);
      const out = new Uint8Array(50 * 30).fill(9);
      expect(featherMask(mask, 50, 30, 2, out)).toBe(out);
      expect(out.every((v) => v === value)).toBe(true);
    }
  });

  it('is exact far from an edge and a ramp about 6 radii wide across it', () => {
    const [width, height, radius] = [100, 60, 2];
    const mask = new Uint8Array(width * height);
    for (let y = 10; y < 50; y++) mask.fill(255, y * width + 30, y * width + 70);
    const out = featherMask(mask, width, height, radius);
    const reach = 3 * radius;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const insideBy = Math.min(x - 30 + 1, 70 - x, y - 10 + 1, 50 - y);
        if (insideBy > reach) expect(out[y * width + x]).toBe(255);
        if (insideBy <= -reach) expect(out[y * width + x]).toBe(0);
      }
    }
    // Across the left edge, in a middle row: rising steadily from 0 to 255, half way at the edge.
    const row = [...out.subarray(30 * width + 20, 30 * width + 40)];
    expect(row.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(row.slice(-4)).toEqual([255, 255, 255, 255]);
    row.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(row[i]));
    const ramp = row.filter((value) => value > 0 && value < 255);
    expect(ramp.length).toBeGreaterThanOrEqual(8);
    expect(ramp.length).toBeLessThanOrEqual(2 * reach);
    expect(Math.abs((row[9] + row[10]) / 2 - 127.5)).toBeLessThan(8);
  });

  it.each([1, 2, 3])('gives what blurring window by window gives (radius %i)', (radius) => {
    const [width, height] = [37, 23];
    const mask = blobs(width, height, 12, radius);
    expect(featherMask(mask, width, height, radius)).toEqual(
      naiveFeather(mask, width, height, radius),
    );
  });

  it('writes only a rect when given one, with the values of the whole blur there', () => {
    const [width, height, radius] = [120, 90, 2];
    for (const count of [3, 40]) {
      const mask = blobs(width, height, count, count);
      const whole = featherMask(mask, width, height, radius);
      const rects = [
        { x: 0, y: 0, width: 120, height: 90 },
        { x: 10, y: 20, width: 30, height: 15 },
        { x: 0, y: 70, width: 7, height: 20 },
        { x: 100, y: 0, width: 30, height: 5 },
        { x: 55, y: 44, width: 1, height: 1 },
      ];
      for (const rect of rects) {
        const out = featherMask(
          mask,
          width,
          height,
          radius,
          new Uint8Array(width * height).fill(7),
          rect,
        );
        const wrong: string[] = [];
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const inside =
              x >= rect.x && y >= rect.y && x < rect.x + rect.width && y < rect.y + rect.height;
            const expected = inside ? whole[y * width + x] : 7;
            if (out[y * width + x] !== expected) wrong.push(`${x},${y}`);
          }
        }
        // One check per rect (an expect per pixel took a second).
        expect(wrong).toEqual([]);
      }
    }
  });

  it('clears a rect whose surroundings are all 0', () => {
    const mask = new Uint8Array(60 * 40);
    mask[5 * 60 + 5] = 255;
    const out = featherMask(mask, 60, 40, 1, new Uint8Array(60 * 40).fill(50), {
      x: 30,
      y: 20,
      width: 10,
      height: 10,
    });
    expect(out[25 * 60 + 35]).toBe(0);
    expect(out[0]).toBe(50);
  });
});
