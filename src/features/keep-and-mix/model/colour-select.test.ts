// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { colourSelect } from '@/features/keep-and-mix/model/colour-select';
import type { Coverage, Picture } from '@/features/keep-and-mix/model/picture-types';

/** A picture whose pixel (x, y) has the colour `colour(x, y)` (opaque). */
function pictureOf(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
): Picture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      const i = (y * width + x) * 4;
      [data[i], data[i + 1], data[i + 2], data[i + 3]] = [r, g, b, 255];
    }
  }
  return { width, height, data };
}

/** The pixels the coverage takes (255), as "x,y". */
function taken(coverage: Coverage | undefined): Set<string> {
  const pixels = new Set<string>();
  if (!coverage) return pixels;
  const { rect, data } = coverage;
  data.forEach((value, i) => {
    if (value === 255)
      pixels.add(`${rect.x + (i % rect.width)},${rect.y + Math.floor(i / rect.width)}`);
    else expect(value).toBe(0);
  });
  return pixels;
}

const RED: [number, number, number] = [200, 40, 30];
const BLUE: [number, number, number] = [30, 60, 210];

describe('the colour select', () => {
  it('takes exactly the flat area of a two-tone picture that is tapped', () => {
    const picture = pictureOf(20, 10, (x) => (x < 8 ? RED : BLUE));
    const left = colourSelect(picture, 3.7, 4.2, 10);
    expect(left?.rect).toEqual({ x: 0, y: 0, width: 8, height: 10 });
    expect(taken(left).size).toBe(80);
    const right = colourSelect(picture, 15, 9, 10);
    expect(right?.rect).toEqual({ x: 8, y: 0, width: 12, height: 10 });
    expect(taken(right).size).toBe(120);
  });

  it('takes only the tapped colour at tolerance 0 and a band of a gradient with more', () => {
    // Red rises by 1 a column.
    const picture = pictureOf(64, 4, (x) => [x, 100, 100]);
    expect(colourSelect(picture, 30, 2, 0)?.rect).toEqual({ x: 30, y: 0, width: 1, height: 4 });
    // Tolerance 2: round(2 * 2.55) = 5 levels either way.
    expect(colourSelect(picture, 30, 2, 2)?.rect).toEqual({ x: 25, y: 0, width: 11, height: 4 });
    // 2 levels of green off is too far at tolerance 0.
    const greens = pictureOf(4, 1, (x) => [0, x === 2 ? 2 : 0, 0]);
    expect(colourSelect(greens, 0, 0, 0)?.rect).toEqual({ x: 0, y: 0, width: 2, height: 1 });
  });

  it('takes everything at tolerance 100', () => {
    const picture = pictureOf(16, 8, (x, y) => [x * 16, y * 32, 255 - x * 16]);
    expect(taken(colourSelect(picture, 5, 5, 100)).size).toBe(16 * 8);
  });

  it('leaves an area of the same colour that does not touch the tapped one', () => {
    // Two red squares apart and a third touching the first only at a corner (4-connected: apart).
    const picture = pictureOf(30, 20, (x, y) => {
      const inFirst = x >= 2 && x < 8 && y >= 2 && y < 8;
      const inSecond = x >= 20 && x < 26 && y >= 10 && y < 16;
      const atCorner = x >= 8 && x < 11 && y >= 8 && y < 11;
      return inFirst || inSecond || atCorner ? RED : BLUE;
    });
    const coverage = colourSelect(picture, 4, 4, 5);
    expect(coverage?.rect).toEqual({ x: 2, y: 2, width: 6, height: 6 });
    expect(taken(coverage).size).toBe(36);
  });

  it('follows a winding corridor to its end', () => {
    // Blue corridors in the odd columns; red walls between them, each with a gap at the bottom
    // or the top by turns: one corridor winding across the picture.
    const picture = pictureOf(41, 21, (x, y) => {
      const wall = x % 2 === 0;
      const gap = x > 0 && x < 40 && y === ((x / 2) % 2 === 1 ? 20 : 0);
      return wall && !gap ? RED : BLUE;
    });
    const corridor = taken(colourSelect(picture, 1, 5, 0));
    expect(corridor.size).toBe(20 * 21 + 19);
    expect(corridor.has('39,0')).toBe(true);
    expect(corridor.has('2,20')).toBe(true);
    expect(corridor.has('2,5')).toBe(false);
    // A wall alone.
    expect(taken(colourSelect(picture, 2, 5, 0)).size).toBe(20);
  });

  it('is nothing when the tap is off the picture', () => {
    const picture = pictureOf(10, 10, () => RED);
    expect(colourSelect(picture, -0.5, 3, 50)).toBeUndefined();
    expect(colourSelect(picture, 10, 3, 50)).toBeUndefined();
    expect(colourSelect(picture, 3, 10.2, 50)).toBeUndefined();
  });

  it('fills a 1600 x 1200 one-colour picture without running out of stack', () => {
    const picture = pictureOf(1600, 1200, () => RED);
    const coverage = colourSelect(picture, 800, 600, 0);
    expect(coverage?.rect).toEqual({ x: 0, y: 0, width: 1600, height: 1200 });
    expect(coverage?.data.every((value) => value === 255)).toBe(true);
  });
});
