// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { StrokeOperation, StrokePoint } from '@/entities/generation/edits/edit-operations';
import { rasterLasso, rasterStroke } from '@/features/keep-and-mix/model/mask-raster';
import type { Coverage } from '@/features/keep-and-mix/model/picture-types';

function stroke(
  points: StrokePoint[],
  size: number,
  edge: 'hard' | 'soft' = 'hard',
): StrokeOperation {
  return { kind: 'stroke', mode: 'paint', layer: 'original', size, edge, points };
}

/** The coverage of pixel (x, y) of the picture (0 outside the coverage's rect). */
function at(coverage: Coverage | undefined, x: number, y: number): number {
  if (!coverage) return 0;
  const { rect, data } = coverage;
  const inside = x >= rect.x && y >= rect.y && x < rect.x + rect.width && y < rect.y + rect.height;
  return inside ? data[(y - rect.y) * rect.width + (x - rect.x)] : 0;
}

/** Every pixel (x, y) of a picture `width` x `height`. */
function* pixels(width: number, height: number): Generator<[number, number]> {
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) yield [x, y];
}

/** How many pixels of the coverage are 255. */
function fullCount(coverage: Coverage | undefined): number {
  return coverage ? coverage.data.filter((value) => value === 255).length : 0;
}

describe('a brush stroke', () => {
  it('is a disc with a 1 px antialiased edge where it is a single point (hard)', () => {
    const coverage = rasterStroke(stroke([[50, 40, 0.5]], 20), 100, 80);
    expect(coverage?.rect).toEqual({ x: 39, y: 29, width: 22, height: 22 });
    // The radius is 10 (size 20 at pressure 0.5): full within 9.5 px, nothing from 10.5 px.
    for (const [x, y] of pixels(100, 80)) {
      const distance = Math.hypot(x + 0.5 - 50, y + 0.5 - 40);
      const value = at(coverage, x, y);
      if (distance <= 9.5) expect(value).toBe(255);
      else if (distance >= 10.5) expect(value).toBe(0);
      else expect(value).toBe(Math.round((10.5 - distance) * 255));
    }
  });

  it('falls off from half its radius to its radius (soft)', () => {
    const coverage = rasterStroke(stroke([[50, 40, 0.5]], 40, 'soft'), 100, 80);
    for (const [x, y] of pixels(100, 80)) {
      const distance = Math.hypot(x + 0.5 - 50, y + 0.5 - 40);
      const value = at(coverage, x, y);
      if (distance <= 10) expect(value).toBe(255);
      else if (distance >= 20) expect(value).toBe(0);
      else expect(Math.abs(value - ((20 - distance) / 10) * 255)).toBeLessThanOrEqual(0.5);
    }
    expect(at(coverage, 64, 39)).toBeGreaterThan(100);
    expect(at(coverage, 64, 39)).toBeLessThan(160);
  });

  it('is wider with more pressure: size / 2 * (0.5 + pressure)', () => {
    // Centred on pixel (50, 40): a row of it is full where |x - 50| <= r - 0.5.
    const across = (pressure: number) => {
      const coverage = rasterStroke(stroke([[50.5, 40.5, pressure]], 20), 100, 80);
      return [...Array(100).keys()].filter((x) => at(coverage, x, 40) === 255).length;
    };
    // Radius 5, 10 and 15.
    expect(across(0)).toBe(9);
    expect(across(0.5)).toBe(19);
    expect(across(1)).toBe(29);
  });

  it('joins its points with capsules whose radius changes along them', () => {
    const coverage = rasterStroke(
      stroke(
        [
          [20.5, 40.5, 0],
          [80.5, 40.5, 1],
        ],
        20,
      ),
      100,
      80,
    );
    const height = (x: number) =>
      [...Array(80).keys()].filter((y) => at(coverage, x, y) === 255).length;
    // Radius 5 at the first point, 10 halfway, 15 at the last.
    expect(height(20)).toBe(9);
    expect(height(50)).toBe(19);
    expect(height(80)).toBe(29);
    // Nothing between the points but the band, and the band has no gap.
    for (let x = 20; x <= 80; x++) expect(at(coverage, x, 40)).toBe(255);
    expect(at(coverage, 50, 60)).toBe(0);
  });

  it('takes the most of overlapping capsules, never adds them up', () => {
    const once = rasterStroke(stroke([[50, 40, 0.5]], 20), 100, 80);
    const again = rasterStroke(
      stroke(
        [
          [50, 40, 0.5],
          [50, 40, 0.5],
          [50, 40, 0.5],
        ],
        20,
      ),
      100,
      80,
    );
    expect(again).toEqual(once);
  });

  it('is clipped to the picture, and is nothing off it', () => {
    const corner = rasterStroke(stroke([[0, 0, 0.5]], 20), 100, 80);
    expect(corner?.rect).toEqual({ x: 0, y: 0, width: 11, height: 11 });
    expect(at(corner, 0, 0)).toBe(255);
    const inside = [...pixels(100, 80)].filter(([x, y]) => Math.hypot(x + 0.5, y + 0.5) <= 9.5);
    expect(fullCount(corner)).toBe(inside.length);
    expect(rasterStroke(stroke([[-30, 20, 0.5]], 20), 100, 80)).toBeUndefined();
  });
});

describe('a lasso', () => {
  it('fills a square: the pixels whose centres are inside', () => {
    const square: [number, number][] = [
      [10, 10],
      [30, 10],
      [30, 30],
      [10, 30],
    ];
    const coverage = rasterLasso(square, 100, 80);
    expect(coverage?.rect).toEqual({ x: 10, y: 10, width: 20, height: 20 });
    expect(fullCount(coverage)).toBe(400);
    expect(coverage?.data.every((value) => value === 255)).toBe(true);
    // Either way round.
    expect(rasterLasso(square.toReversed(), 100, 80)).toEqual(coverage);
  });

  it('fills a concave shape and leaves its notch', () => {
    const u: [number, number][] = [
      [0, 0],
      [30, 0],
      [30, 30],
      [20, 30],
      [20, 10],
      [10, 10],
      [10, 30],
      [0, 30],
    ];
    const coverage = rasterLasso(u, 100, 80);
    expect(fullCount(coverage)).toBe(30 * 30 - 10 * 20);
    expect(at(coverage, 15, 20)).toBe(0);
    expect(at(coverage, 5, 20)).toBe(255);
    expect(at(coverage, 25, 20)).toBe(255);
    expect(at(coverage, 15, 5)).toBe(255);
  });

  it('fills by the even-odd rule: the middle of a five-pointed star is outside', () => {
    const star = [0, 2, 4, 1, 3].map((k): [number, number] => {
      const angle = (k * 2 * Math.PI) / 5 - Math.PI / 2;
      return [50 + 30 * Math.cos(angle), 40 + 30 * Math.sin(angle)];
    });
    const coverage = rasterLasso(star, 100, 80);
    expect(at(coverage, 50, 40)).toBe(0);
    // A point of the star.
    expect(at(coverage, 50, 14)).toBe(255);
  });

  it('fills a slanted edge by pixel centres', () => {
    const triangle: [number, number][] = [
      [0, 0],
      [40, 0],
      [0, 40],
    ];
    const coverage = rasterLasso(triangle, 100, 80);
    for (const [x, y] of pixels(100, 80)) {
      const inside = x + 0.5 + y + 0.5 < 40;
      expect(at(coverage, x, y)).toBe(inside ? 255 : 0);
    }
  });

  it('is clipped to the picture, and is nothing off it or with fewer than 3 points', () => {
    const big = rasterLasso(
      [
        [-10, -10],
        [200, -10],
        [200, 200],
        [-10, 200],
      ],
      100,
      80,
    );
    expect(big?.rect).toEqual({ x: 0, y: 0, width: 100, height: 80 });
    expect(fullCount(big)).toBe(8000);
    const off: [number, number][] = [
      [110, 0],
      [150, 0],
      [150, 40],
    ];
    expect(rasterLasso(off, 100, 80)).toBeUndefined();
    expect(
      rasterLasso(
        [
          [0, 0],
          [10, 10],
        ],
        100,
        80,
      ),
    ).toBeUndefined();
  });
});
