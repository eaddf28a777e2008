// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  canPassThrough,
  fitInside,
  PASS_THROUGH_MAX_EDGE,
  PICTURE_BOX_MAX,
  printPixelSize,
} from '@/lib/pdf/pdf-layout';

describe('picture sizes', () => {
  it('fits a picture in a box, keeping its aspect ratio', () => {
    const fitted = fitInside({ width: 1600, height: 1200 }, { width: 400, height: 200 });
    expect(fitted.width).toBeCloseTo(800 / 3);
    expect(fitted.height).toBe(200);
    expect(
      fitInside({ width: 100, height: 50 }, { width: 400, height: 400 }, { upscale: false }),
    ).toEqual({ width: 100, height: 50 });
  });

  it('embeds at 300 dpi for the largest box a picture can fill, never larger', () => {
    // 7.25 x 3.75 in at 300 dpi is 2175 x 1125 px: a 4:3 picture is held by the height.
    expect(PICTURE_BOX_MAX).toEqual({ width: 522, height: 270 });
    expect(printPixelSize({ width: 4032, height: 3024 })).toEqual({ width: 1500, height: 1125 });
    expect(printPixelSize({ width: 4000, height: 1000 })).toEqual({ width: 2175, height: 544 });
    expect(printPixelSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('passes an upright JPEG through up to the edge limit', () => {
    expect(canPassThrough({ width: 1600, height: 1200, orientation: 1 })).toBe(true);
    expect(canPassThrough({ width: PASS_THROUGH_MAX_EDGE, height: 10, orientation: 1 })).toBe(true);
    expect(canPassThrough({ width: 2560, height: 1920, orientation: 1 })).toBe(false);
    expect(canPassThrough({ width: 1600, height: 1200, orientation: 6 })).toBe(false);
  });
});
