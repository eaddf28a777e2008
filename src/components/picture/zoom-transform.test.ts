// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { createZoomSync, IDENTITY_TRANSFORM } from '@/components/picture/zoom-sync';
import {
  clampScale,
  clampTransform,
  DOUBLE_TAP_SCALE,
  KEY_PAN_STEP,
  KEY_ZOOM_FACTOR,
  MAX_SCALE,
  maxPan,
  panBy,
  toCssTransform,
  toggleZoom,
  transformForKey,
  wheelZoomFactor,
  zoomAt,
  zoomTo,
} from '@/components/picture/zoom-transform';

/** Where a point of the unzoomed picture (frame fractions from the centre) is seen. */
function seenAt(
  transform: { scale: number; x: number; y: number },
  point: { x: number; y: number },
) {
  return { x: transform.x + transform.scale * point.x, y: transform.y + transform.scale * point.y };
}

/** The picture's point under a frame point. */
function pictureAt(
  transform: { scale: number; x: number; y: number },
  at: { x: number; y: number },
) {
  return { x: (at.x - transform.x) / transform.scale, y: (at.y - transform.y) / transform.scale };
}

describe('clampScale', () => {
  it('keeps the scale between 1 and the maximum', () => {
    expect(clampScale(0.5)).toBe(1);
    expect(clampScale(3)).toBe(3);
    expect(clampScale(100)).toBe(MAX_SCALE);
    expect(clampScale(Number.NaN)).toBe(1);
    // A zoom in and out by the same factor lands exactly on 1, not a hair above.
    expect(clampScale(1.5 * (1 / 1.5))).toBe(1);
  });
});

describe('clampTransform', () => {
  it('has no pan at scale 1', () => {
    expect(clampTransform({ scale: 1, x: 0.3, y: -0.2 })).toEqual(IDENTITY_TRANSFORM);
    expect(clampTransform({ scale: 0.5, x: 0.3, y: 0 })).toBe(IDENTITY_TRANSFORM);
  });

  it('keeps the picture covering the frame: at most (scale - 1) / 2 each way', () => {
    expect(maxPan(3)).toBe(1);
    expect(clampTransform({ scale: 3, x: 5, y: -5 })).toEqual({ scale: 3, x: 1, y: -1 });
    expect(clampTransform({ scale: 2, x: 0.2, y: -0.3 })).toEqual({ scale: 2, x: 0.2, y: -0.3 });
    // The frame's left edge (-0.5) shows the picture's left edge at most, never beyond it.
    const panned = clampTransform({ scale: 2, x: 10, y: 0 });
    expect(pictureAt(panned, { x: -0.5, y: 0 }).x).toBeCloseTo(-0.5);
  });

  it('turns a non-finite pan into none', () => {
    expect(clampTransform({ scale: 2, x: Number.NaN, y: Infinity })).toEqual({
      scale: 2,
      x: 0,
      y: 0,
    });
  });
});

describe('zoomAt', () => {
  it('zooms about the centre by default', () => {
    expect(zoomAt(IDENTITY_TRANSFORM, 2)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('keeps the picture point under the cursor where it is', () => {
    const at = { x: 0.3, y: -0.2 };
    const before = { scale: 2, x: 0.1, y: 0.2 };
    const under = pictureAt(before, at);
    const after = zoomAt(before, 1.5, at);
    expect(after.scale).toBe(3);
    const seen = seenAt(after, under);
    expect(seen.x).toBeCloseTo(at.x);
    expect(seen.y).toBeCloseTo(at.y);
  });

  it('zooms in towards a corner from the whole picture', () => {
    const after = zoomAt(IDENTITY_TRANSFORM, 2, { x: 0.5, y: 0.5 });
    // The bottom right corner stays in the bottom right corner.
    expect(after).toEqual({ scale: 2, x: -0.5, y: -0.5 });
  });

  it('stops at the limits and clamps the pan on the way out', () => {
    expect(zoomAt({ scale: 6, x: 0, y: 0 }, 4).scale).toBe(MAX_SCALE);
    expect(zoomAt({ scale: 2, x: 0.5, y: -0.5 }, 0.25)).toEqual(IDENTITY_TRANSFORM);
    const out = zoomAt({ scale: 4, x: 1.5, y: 0 }, 0.5, { x: -0.5, y: 0 });
    expect(out.scale).toBe(2);
    expect(Math.abs(out.x)).toBeLessThanOrEqual(maxPan(2));
  });

  it('zoomTo reaches an absolute scale', () => {
    expect(zoomTo({ scale: 2, x: 0, y: 0 }, 4).scale).toBe(4);
  });
});

describe('panBy', () => {
  it('moves by fractions of the frame within the limits', () => {
    expect(panBy({ scale: 3, x: 0, y: 0 }, 0.25, -0.5)).toEqual({ scale: 3, x: 0.25, y: -0.5 });
    expect(panBy({ scale: 3, x: 0.9, y: 0 }, 0.25, 0)).toEqual({ scale: 3, x: 1, y: 0 });
  });

  it('does nothing at scale 1', () => {
    expect(panBy(IDENTITY_TRANSFORM, 0.2, 0.2)).toEqual(IDENTITY_TRANSFORM);
  });
});

describe('toggleZoom', () => {
  it('zooms in at the point from the whole picture, and back out when zoomed', () => {
    const at = { x: 0.2, y: 0.1 };
    const zoomed = toggleZoom(IDENTITY_TRANSFORM, at);
    expect(zoomed.scale).toBe(DOUBLE_TAP_SCALE);
    expect(seenAt(zoomed, at).x).toBeCloseTo(at.x);
    expect(toggleZoom(zoomed, at)).toEqual(IDENTITY_TRANSFORM);
  });
});

describe('transformForKey', () => {
  const zoomed = { scale: 3, x: 0, y: 0 };

  it('+ and = zoom in, - and _ zoom out, 0 resets', () => {
    expect(transformForKey(IDENTITY_TRANSFORM, '+')?.scale).toBe(KEY_ZOOM_FACTOR);
    expect(transformForKey(IDENTITY_TRANSFORM, '=')?.scale).toBe(KEY_ZOOM_FACTOR);
    expect(transformForKey(zoomed, '-')?.scale).toBeCloseTo(3 / KEY_ZOOM_FACTOR);
    expect(transformForKey(zoomed, '_')?.scale).toBeCloseTo(3 / KEY_ZOOM_FACTOR);
    expect(transformForKey({ scale: 3, x: 0.5, y: 0.5 }, '0')).toEqual(IDENTITY_TRANSFORM);
  });

  it('moves the view with the arrows while zoomed in', () => {
    expect(transformForKey(zoomed, 'ArrowRight')).toEqual({ scale: 3, x: -KEY_PAN_STEP, y: 0 });
    expect(transformForKey(zoomed, 'ArrowLeft')).toEqual({ scale: 3, x: KEY_PAN_STEP, y: 0 });
    expect(transformForKey(zoomed, 'ArrowDown')).toEqual({ scale: 3, x: 0, y: -KEY_PAN_STEP });
    expect(transformForKey(zoomed, 'ArrowUp')).toEqual({ scale: 3, x: 0, y: KEY_PAN_STEP });
  });

  it('leaves the arrows (and other keys) alone at the whole picture', () => {
    expect(transformForKey(IDENTITY_TRANSFORM, 'ArrowRight')).toBeNull();
    expect(transformForKey(IDENTITY_TRANSFORM, 'ArrowUp')).toBeNull();
    expect(transformForKey(zoomed, 'a')).toBeNull();
    expect(transformForKey(zoomed, 'Enter')).toBeNull();
  });
});

describe('wheelZoomFactor', () => {
  it('zooms in on a wheel up, out on a wheel down, by the same factor', () => {
    const up = wheelZoomFactor(-100);
    const down = wheelZoomFactor(100);
    expect(up).toBeGreaterThan(1);
    expect(down).toBeLessThan(1);
    expect(up * down).toBeCloseTo(1);
  });

  it('converts lines and pages, limits one event, and zooms faster per px on a pinch', () => {
    expect(wheelZoomFactor(-3, 1)).toBeCloseTo(wheelZoomFactor(-48));
    expect(wheelZoomFactor(-1, 2)).toBe(wheelZoomFactor(-120));
    expect(wheelZoomFactor(-10_000)).toBe(wheelZoomFactor(-120));
    expect(wheelZoomFactor(-5, 0, true)).toBeGreaterThan(wheelZoomFactor(-5));
  });
});

describe('toCssTransform', () => {
  it('translates by percentages of the element and scales about its centre', () => {
    expect(toCssTransform({ scale: 2, x: -0.25, y: 0.5 })).toBe(
      'translate3d(-25%, 50%, 0) scale(2)',
    );
  });
});

describe('createZoomSync', () => {
  it('tells its listeners of each change and how it came about, once', () => {
    const sync = createZoomSync();
    const heard: unknown[] = [];
    const unsubscribe = sync.subscribe((transform, change) => heard.push([transform, change]));
    sync.set({ scale: 2, x: 0, y: 0 }, 'gesture');
    sync.set({ scale: 2, x: 0, y: 0 }, 'gesture');
    sync.set(IDENTITY_TRANSFORM);
    unsubscribe();
    sync.set({ scale: 3, x: 0, y: 0 });
    expect(heard).toEqual([
      [{ scale: 2, x: 0, y: 0 }, 'gesture'],
      [IDENTITY_TRANSFORM, undefined],
    ]);
  });
});
