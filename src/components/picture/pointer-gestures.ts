import type { ZoomTransform } from '@/components/picture/zoom-sync';
import { panBy, zoomAt, type ZoomPoint } from '@/components/picture/zoom-transform';

/**
 * Pointers on a zoomable frame, turned into the zoom's terms: client points as fractions of the
 * frame, and a two-finger pinch as one step of zoom and pan. The zoom viewport and the 'Keep and
 * mix' stage read fingers the same way through these.
 */

export type Point = { x: number; y: number };

/** Where two fingers are: their centre and how far apart (client px, at least 1). */
export type Pinch = { centre: Point; spread: number };

export function distance(a: Point, b: Point) {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The two pointers of a pinch, when there are (at least) two. */
export function pinchPair(pointers: Map<number, Point>): [Point, Point] | null {
  if (pointers.size < 2) return null;
  const [a, b] = pointers.values();
  return [a, b];
}

/** The pinch of two fingers. */
export function pinchOf([a, b]: [Point, Point]): Pinch {
  return { centre: midpoint(a, b), spread: Math.max(1, distance(a, b)) };
}

/** A client point as fractions of the frame from its centre (the zoom's coordinates). */
export function toFramePoint(point: Point, rect: DOMRect): ZoomPoint {
  const at = {
    x: (point.x - rect.left) / rect.width - 0.5,
    y: (point.y - rect.top) / rect.height - 0.5,
  };
  // No size (not laid out) or no position: the centre.
  return Number.isFinite(at.x) && Number.isFinite(at.y) ? at : { x: 0, y: 0 };
}

/** The frame's size, 1 px where it has none (not laid out). */
export function frameSize(rect: DOMRect) {
  return { width: rect.width > 0 ? rect.width : 1, height: rect.height > 0 ? rect.height : 1 };
}

/**
 * The transform after the fingers moved from `from` to `to`: zoomed by how much they spread
 * about where they were, and panned by how far their centre went.
 */
export function pinchStep(
  transform: ZoomTransform,
  from: Pinch,
  to: Pinch,
  rect: DOMRect,
): ZoomTransform {
  const { width, height } = frameSize(rect);
  const scaled = zoomAt(transform, to.spread / from.spread, toFramePoint(from.centre, rect));
  return panBy(
    scaled,
    (to.centre.x - from.centre.x) / width,
    (to.centre.y - from.centre.y) / height,
  );
}
