/**
 * The arithmetic of zooming and panning an image in a frame, without React or the DOM.
 *
 * Coordinates: a point of the frame is given as fractions of the frame's width and height from
 * its centre (-0.5 is the left or top edge, 0.5 the right or bottom). The image is drawn with
 * `transform: translate(x * 100%, y * 100%) scale(scale)` about the frame's centre
 * (`transform-origin: center`), so a point `c` of the unzoomed image is seen at `x + scale * c`.
 * Everything here is in fractions, so panes of different pixel sizes show the same region.
 */
import { IDENTITY_TRANSFORM, type ZoomTransform } from '@/components/picture/zoom-sync';

/** 1 shows the whole image; no further out. */
const MIN_SCALE = 1;
/** Eight times: about a 2560 px design's own pixels on a 320 px wide phone pane. */
export const MAX_SCALE = 8;
/** One press of +, - or a zoom button. */
export const KEY_ZOOM_FACTOR = 1.5;
/** One press of an arrow key pans by this fraction of the frame. */
export const KEY_PAN_STEP = 0.1;
/** A double-click or double-tap on the whole image zooms to this scale. */
export const DOUBLE_TAP_SCALE = 2.5;

/** A point of the frame, in fractions of its size from its centre. */
export type ZoomPoint = { x: number; y: number };

const CENTRE: ZoomPoint = { x: 0, y: 0 };

// Scales this close are the same: a zoom in and out by the same factor lands back on 1.
const EPSILON = 1e-9;

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_SCALE;
  if (scale < MIN_SCALE + EPSILON) return MIN_SCALE;
  if (scale > MAX_SCALE - EPSILON) return MAX_SCALE;
  return scale;
}

/** How far the image may move each way at `scale` before its edge would enter the frame. */
export function maxPan(scale: number): number {
  return Math.max(0, (scale - 1) / 2);
}

function clampPanAxis(value: number, limit: number): number {
  // `+ 0` turns -0 into 0, so a transform at rest compares equal to the identity.
  return Math.min(limit, Math.max(-limit, value)) + 0;
}

/** The scale within its limits and the pan such that the image always covers the frame. */
export function clampTransform({ scale, x, y }: ZoomTransform): ZoomTransform {
  const clamped = clampScale(scale);
  if (clamped === MIN_SCALE) return IDENTITY_TRANSFORM;
  const limit = maxPan(clamped);
  return {
    scale: clamped,
    x: clampPanAxis(Number.isFinite(x) ? x : 0, limit),
    y: clampPanAxis(Number.isFinite(y) ? y : 0, limit),
  };
}

/**
 * Zooms by `factor` (2 doubles, 0.5 halves) keeping the picture's point under `at` where it is
 * (the cursor's or the pinch's centre), within the limits.
 */
export function zoomAt(
  transform: ZoomTransform,
  factor: number,
  at: ZoomPoint = CENTRE,
): ZoomTransform {
  const scale = clampScale(transform.scale * factor);
  // The picture's point under `at`: at = x + scale * c, so c = (at - x) / scale.
  const ratio = scale / transform.scale;
  return clampTransform({
    scale,
    x: at.x - (at.x - transform.x) * ratio,
    y: at.y - (at.y - transform.y) * ratio,
  });
}

/** Zooms to an absolute scale around `at`. */
export function zoomTo(
  transform: ZoomTransform,
  scale: number,
  at: ZoomPoint = CENTRE,
): ZoomTransform {
  return zoomAt(transform, scale / transform.scale, at);
}

/** Moves the picture by a delta in fractions of the frame (a drag's movement), within limits. */
export function panBy(transform: ZoomTransform, dx: number, dy: number): ZoomTransform {
  return clampTransform({ scale: transform.scale, x: transform.x + dx, y: transform.y + dy });
}

export function isZoomed(transform: ZoomTransform): boolean {
  return transform.scale > MIN_SCALE;
}

export function canZoomIn(transform: ZoomTransform): boolean {
  return transform.scale < MAX_SCALE;
}

/** Double-click or double-tap: back to the whole picture when zoomed, else in at that point. */
export function toggleZoom(transform: ZoomTransform, at: ZoomPoint = CENTRE): ZoomTransform {
  return isZoomed(transform) ? IDENTITY_TRANSFORM : zoomTo(transform, DOUBLE_TAP_SCALE, at);
}

/**
 * The wheel's zoom factor: a wheel notch (about 100 px) is a fifth; a trackpad pinch (the
 * browser's wheel with ctrlKey, a few px per event) is finer-grained, so it moves faster per px.
 * Lines and pages (Firefox's deltaMode 1 and 2) are converted to pixels first.
 */
export function wheelZoomFactor(deltaY: number, deltaMode = 0, pinch = false): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 800 : deltaY;
  // One event never zooms by more than a notch's worth, however fast the wheel spins.
  const limited = Math.max(-120, Math.min(120, pixels));
  return Math.exp(-limited * (pinch ? 0.01 : 0.002));
}

/** What a key does to the transform, or null when the key is not the viewer's. */
export function transformForKey(transform: ZoomTransform, key: string): ZoomTransform | null {
  switch (key) {
    case '+':
    case '=':
      return zoomAt(transform, KEY_ZOOM_FACTOR);
    case '-':
    case '_':
      return zoomAt(transform, 1 / KEY_ZOOM_FACTOR);
    case '0':
      return IDENTITY_TRANSFORM;
    default:
      break;
  }
  // The arrows move the view, as scrolling would: ArrowRight shows more of the right side.
  if (!isZoomed(transform)) return null;
  switch (key) {
    case 'ArrowLeft':
      return panBy(transform, KEY_PAN_STEP, 0);
    case 'ArrowRight':
      return panBy(transform, -KEY_PAN_STEP, 0);
    case 'ArrowUp':
      return panBy(transform, 0, KEY_PAN_STEP);
    case 'ArrowDown':
      return panBy(transform, 0, -KEY_PAN_STEP);
    default:
      return null;
  }
}

/** The CSS transform of a `ZoomTransform` (translate in % of the element, about its centre). */
export function toCssTransform({ scale, x, y }: ZoomTransform): string {
  return `translate3d(${x * 100}%, ${y * 100}%, 0) scale(${scale})`;
}
