/**
 * Whether what the customer drew on the signature pad can stand as a signature: not nothing, and
 * more than a dot, a tick or a dash drawn by accident or to get past the pad.
 */

/**
 * The strokes drawn on the pad, in the order drawn: each from finger (or pen, or mouse button)
 * down to up, its points in CSS pixels of the pad from its top left corner, with the time of each
 * (ms since 1970) and the pressure (0 where the device does not tell). The same points as
 * signature_pad's `toData()` without its pen settings, so the pad and the PDF redraw them alike.
 */
export type SignatureStrokes = {
  points: { x: number; y: number; time: number; pressure: number }[];
}[];

/**
 * The shortest drawn path that counts as a signature, in CSS px. A dot is 0, a tick or a dash
 * drawn across a finger's width is 20 to 100. A name written on a 300 px wide pad, even as two
 * initials about 40 px tall, has a few hundred px of path (each letter's strokes run 2 to 4 times
 * its height), so 150 refuses the first and accepts any real signature, also on a small phone.
 */
export const MIN_SIGNATURE_LENGTH = 150;

/**
 * The narrowest signature, in CSS px from its leftmost to its rightmost point: a scribble that
 * goes back and forth over one spot can be long enough, but a name runs sideways. Two initials
 * span about 60 px; a 300 px pad leaves plenty of room beyond that.
 */
export const MIN_SIGNATURE_WIDTH = 60;

export type SignatureProblem = 'empty' | 'too-short';

/**
 * The strokes as ink: only the points that have a place on the pad (finite coordinates), and
 * only the strokes left with a point. What a device reports without a place is no ink, and would
 * otherwise turn every length and bound into NaN, which no limit refuses.
 */
export function usableStrokes(strokes: SignatureStrokes): SignatureStrokes {
  return strokes.flatMap((stroke) => {
    const points = stroke.points.filter(({ x, y }) => Number.isFinite(x) && Number.isFinite(y));
    if (points.length === 0) return [];
    return [points.length === stroke.points.length ? stroke : { ...stroke, points }];
  });
}

/** The length of one stroke's path, in CSS px (a stroke of one point, a dot, has none). */
function pathLength(points: SignatureStrokes[number]['points']): number {
  let length = 0;
  points.forEach((to, i) => {
    const from = i > 0 ? points[i - 1] : to;
    length += Math.hypot(to.x - from.x, to.y - from.y);
  });
  return length;
}

/** The total length of the drawn path, in CSS px (a stroke of one point, a dot, adds nothing). */
export function strokeLength(strokes: SignatureStrokes): number {
  return usableStrokes(strokes).reduce((length, { points }) => length + pathLength(points), 0);
}

/** The box around every point drawn, in CSS px of the pad; undefined when nothing is drawn. */
export function signatureBounds(
  strokes: SignatureStrokes,
): { left: number; top: number; right: number; bottom: number } | undefined {
  let bounds: { left: number; top: number; right: number; bottom: number } | undefined;
  for (const { points } of usableStrokes(strokes)) {
    for (const { x, y } of points) {
      bounds = bounds
        ? {
            left: Math.min(bounds.left, x),
            top: Math.min(bounds.top, y),
            right: Math.max(bounds.right, x),
            bottom: Math.max(bounds.bottom, y),
          }
        : { left: x, top: y, right: x, bottom: y };
    }
  }
  return bounds;
}

/**
 * Whether nothing is signed: no stroke draws a line. A tap (finger down and up at one spot), a
 * touch that moved less than the pad notices, or a stroke whose points have no place leaves a
 * dot at most, which nobody would take for an attempt at a signature: the pad says it is not
 * signed yet and 'Approve' asks for a signature, as on an empty pad.
 */
export function isSignatureEmpty(strokes: SignatureStrokes): boolean {
  return !usableStrokes(strokes).some(({ points }) => pathLength(points) > 0);
}

/** What keeps the drawing from being taken as a signature, or undefined when it can be. */
export function checkSignature(strokes: SignatureStrokes): SignatureProblem | undefined {
  const bounds = signatureBounds(strokes);
  if (!bounds || isSignatureEmpty(strokes)) return 'empty';
  const tooShort = strokeLength(strokes) < MIN_SIGNATURE_LENGTH;
  const tooNarrow = bounds.right - bounds.left < MIN_SIGNATURE_WIDTH;
  return tooShort || tooNarrow ? 'too-short' : undefined;
}

/**
 * What keeps a typed name from being taken as a signature, or undefined when it can be: it needs
 * a letter or a digit (spaces, dots or dashes alone are nothing signed).
 */
export function checkTypedSignature(name: string): SignatureProblem | undefined {
  return /[\p{L}\p{N}]/u.test(name) ? undefined : 'empty';
}
