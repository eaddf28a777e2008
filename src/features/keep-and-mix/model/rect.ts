import type { Rect } from '@/features/keep-and-mix/model/picture-types';

/** The whole of a picture `width` x `height` as a rect. */
export function fullRect(width: number, height: number): Rect {
  return { x: 0, y: 0, width, height };
}

/**
 * The part of the area [x0, x1) x [y0, y1) (whole pixels) inside a picture `width` x `height`,
 * or undefined when none of it is.
 */
export function clipBounds(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  width: number,
  height: number,
): Rect | undefined {
  const left = Math.max(0, x0);
  const top = Math.max(0, y0);
  const right = Math.min(width, x1);
  const bottom = Math.min(height, y1);
  return right > left && bottom > top
    ? { x: left, y: top, width: right - left, height: bottom - top }
    : undefined;
}

/** `rect` grown by `by` pixels on every side, clipped to a picture `width` x `height`. */
export function growRect(rect: Rect, by: number, width: number, height: number): Rect {
  return (
    clipBounds(
      rect.x - by,
      rect.y - by,
      rect.x + rect.width + by,
      rect.y + rect.height + by,
      width,
      height,
    ) ?? { x: 0, y: 0, width: 0, height: 0 }
  );
}

/** The pixels two rects share, or undefined when they share none. */
export function intersectRects(a: Rect, b: Rect): Rect | undefined {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : undefined;
}
