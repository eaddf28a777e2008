/** The long edge of what gets uploaded. */
export const MAX_PHOTO_EDGE = 2560;

/** The size to draw an image at so its long edge is at most maxEdge; never enlarges. */
export function targetSize(
  width: number,
  height: number,
  maxEdge = MAX_PHOTO_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
