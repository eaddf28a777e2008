// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { clipBounds, fullRect, growRect, intersectRects } from '@/features/keep-and-mix/model/rect';

describe('rects', () => {
  it('is the whole picture', () => {
    expect(fullRect(40, 30)).toEqual({ x: 0, y: 0, width: 40, height: 30 });
  });

  it('clips bounds to the picture, and is nothing off it', () => {
    expect(clipBounds(-5, 10, 20, 50, 40, 30)).toEqual({ x: 0, y: 10, width: 20, height: 20 });
    expect(clipBounds(40, 0, 50, 10, 40, 30)).toBeUndefined();
    expect(clipBounds(5, 5, 5, 10, 40, 30)).toBeUndefined();
  });

  it('grows a rect on every side within the picture', () => {
    const rect = { x: 10, y: 2, width: 5, height: 5 };
    expect(growRect(rect, 3, 40, 30)).toEqual({ x: 7, y: 0, width: 11, height: 10 });
    expect(growRect(rect, 100, 40, 30)).toEqual(fullRect(40, 30));
  });

  it('is the part two rects share', () => {
    const a = { x: -5, y: 0, width: 20, height: 10 };
    expect(intersectRects(a, { x: 10, y: 5, width: 20, height: 20 })).toEqual({
      x: 10,
      y: 5,
      width: 5,
      height: 5,
    });
    expect(intersectRects(a, { x: -10, y: -3, width: 8, height: 5 })).toEqual({
      x: -5,
      y: 0,
      width: 3,
      height: 2,
    });
    expect(intersectRects(a, { x: 15, y: 0, width: 5, height: 5 })).toBeUndefined();
  });
});
