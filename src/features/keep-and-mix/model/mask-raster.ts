import type { StrokeOperation } from '@/entities/generation/edits/edit-operations';
import type { Coverage, Rect } from '@/features/keep-and-mix/model/picture-types';
import { clipBounds } from '@/features/keep-and-mix/model/rect';

/**
 * Turns the shapes the user drew (strokes and lassos) into coverage: how much of each pixel
 * they cover. Pixel (x, y) is the square [x, x + 1) x [y, y + 1); it is tested at its centre.
 */

/** A stroke's radius at a point: half its size at pressure 0.5, more with more pressure. */
function radiusAt(size: number, pressure: number): number {
  return Math.max(0.5, (size / 2) * (0.5 + pressure));
}

/** One piece of a stroke: from (x0, y0) with radius r0 to (x1, y1) with radius r1. */
type Capsule = { x0: number; y0: number; r0: number; x1: number; y1: number; r1: number };

/** The capsules of a stroke: one per segment of its polyline, a lone point being a disc. */
function capsulesOf(op: StrokeOperation): Capsule[] {
  const points = op.points.map(([x, y, pressure]) => ({ x, y, r: radiusAt(op.size, pressure) }));
  // A lone point is a capsule from the point to itself.
  const ends = points.length === 1 ? [...points, ...points] : points;
  return ends.slice(1).map((b, i) => {
    const a = ends[i];
    // Where two points coincide, the larger disc.
    const r = a.x === b.x && a.y === b.y ? Math.max(a.r, b.r) : undefined;
    return { x0: a.x, y0: a.y, r0: r ?? a.r, x1: b.x, y1: b.y, r1: r ?? b.r };
  });
}

/** The pixels whose centres may lie within `extra` pixels of the capsule, before clipping. */
function capsuleBounds(c: Capsule, extra: number): [number, number, number, number] {
  const reach = Math.max(c.r0, c.r1) + extra;
  return [
    Math.floor(Math.min(c.x0, c.x1) - reach),
    Math.floor(Math.min(c.y0, c.y1) - reach),
    Math.ceil(Math.max(c.x0, c.x1) + reach),
    Math.ceil(Math.max(c.y0, c.y1) + reach),
  ];
}

/**
 * Coverage 0-255 of a pixel at `distance` from a stroke's core where its radius is `r`: 'hard'
 * is a 1 px antialiased edge at r, 'soft' is full up to r / 2 and falls linearly to 0 at r.
 */
function edgeCoverage(distance: number, r: number, soft: boolean): number {
  const amount = soft ? ((r - distance) * 2) / r : r + 0.5 - distance;
  return amount >= 1 ? 255 : amount <= 0 ? 0 : (amount * 255 + 0.5) | 0;
}

/**
 * Raises the coverage in `out` (the area `rect`) to the capsule's where that is more. Each row
 * is walked only where it may come within `reach` of the capsule's core.
 */
function drawCapsule(c: Capsule, soft: boolean, out: Uint8Array, rect: Rect): void {
  const dx = c.x1 - c.x0;
  const dy = c.y1 - c.y0;
  const length2 = dx * dx + dy * dy;
  const inverse = length2 > 0 ? 1 / length2 : 0;
  const dr = c.r1 - c.r0;
  const reach = Math.max(c.r0, c.r1) + (soft ? 0 : 0.5);
  const reach2 = reach * reach;
  const [left, right] = [Math.min(c.x0, c.x1), Math.max(c.x0, c.x1)];
  const [top, bottom] = [Math.min(c.y0, c.y1), Math.max(c.y0, c.y1)];
  const firstRow = Math.max(rect.y, Math.floor(top - reach)) | 0;
  const lastRow = Math.min(rect.y + rect.height - 1, Math.ceil(bottom + reach)) | 0;
  for (let y = firstRow; y <= lastRow; y++) {
    const centre = y + 0.5;
    const above = centre < top ? top - centre : centre > bottom ? centre - bottom : 0;
    if (above >= reach) continue;
    const half = Math.sqrt(reach2 - above * above);
    // Whole numbers (| 0) index typed arrays fastest.
    const firstX = Math.max(rect.x, Math.ceil(left - half - 0.5)) | 0;
    const lastX = Math.min(rect.x + rect.width - 1, Math.floor(right + half - 0.5)) | 0;
    const py = centre - c.y0;
    const row = ((y - rect.y) * rect.width - rect.x) | 0;
    for (let x = firstX; x <= lastX; x++) {
      const had = out[row + x];
      if (had === 255) continue;
      const px = x + 0.5 - c.x0;
      let t = (px * dx + py * dy) * inverse;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - t * dx;
      const ey = py - t * dy;
      const distance2 = ex * ex + ey * ey;
      if (distance2 >= reach2) continue;
      const value = edgeCoverage(Math.sqrt(distance2), c.r0 + t * dr, soft);
      if (value > had) out[row + x] = value;
    }
  }
}

/**
 * The coverage of a brush or eraser stroke on a picture `width` x `height`: the union of discs
 * along its points (a capsule between each two, the radius interpolated along it), the most of
 * any capsule where they overlap. Undefined when none of it lies on the picture.
 */
export function rasterStroke(
  op: StrokeOperation,
  width: number,
  height: number,
): Coverage | undefined {
  const capsules = capsulesOf(op);
  const soft = op.edge === 'soft';
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of capsules) {
    const [left, top, right, bottom] = capsuleBounds(c, soft ? 0 : 0.5);
    [x0, y0, x1, y1] = [
      Math.min(x0, left),
      Math.min(y0, top),
      Math.max(x1, right),
      Math.max(y1, bottom),
    ];
  }
  const rect = clipBounds(x0, y0, x1, y1, width, height);
  if (!rect) return undefined;
  const data = new Uint8Array(rect.width * rect.height);
  for (const c of capsules) drawCapsule(c, soft, data, rect);
  return { rect, data };
}

/** An edge of a polygon, top to bottom, for the scanline fill. */
type Edge = { xTop: number; yTop: number; slope: number; firstRow: number; lastRow: number };

/** The polygon's edges that cross some pixel centre's row (horizontal ones never do). */
function edgesOf(points: readonly [number, number][]): Edge[] {
  const edges: Edge[] = [];
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length];
    const [top, bottom] = a[1] <= b[1] ? [a, b] : [b, a];
    // The rows whose centres y + 0.5 lie in [top, bottom): each crossing counted once.
    const firstRow = Math.ceil(top[1] - 0.5);
    const lastRow = Math.ceil(bottom[1] - 0.5) - 1;
    if (lastRow < firstRow) return;
    const slope = (bottom[0] - top[0]) / (bottom[1] - top[1]);
    edges.push({ xTop: top[0], yTop: top[1], slope, firstRow, lastRow });
  });
  return edges;
}

/** Sets to 255 the pixels of row `y` (of `rect`) whose centres lie between the crossings' pairs. */
function fillRow(crossings: number[], y: number, out: Uint8Array, rect: Rect): void {
  crossings.sort((a, b) => a - b);
  const row = (y - rect.y) * rect.width - rect.x;
  for (let i = 0; i + 1 < crossings.length; i += 2) {
    // Pixels whose centres x + 0.5 lie in [from, to).
    const first = Math.max(rect.x, Math.ceil(crossings[i] - 0.5));
    const last = Math.min(rect.x + rect.width, Math.ceil(crossings[i + 1] - 0.5));
    if (last > first) out.fill(255, row + first, row + last);
  }
}

/**
 * The coverage of a lasso: the closed polygon through `points`, filled by the even-odd rule
 * (255 where a pixel's centre is inside, 0 outside; the edit's feathering softens the edge), on
 * a picture `width` x `height`. A scanline fill: each row's crossings with the edges, in pairs.
 * Undefined when the polygon lies off the picture or has fewer than 3 points.
 */
export function rasterLasso(
  points: readonly [number, number][],
  width: number,
  height: number,
): Coverage | undefined {
  if (points.length < 3) return undefined;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const rect = clipBounds(
    Math.floor(Math.min(...xs)),
    Math.floor(Math.min(...ys)),
    Math.ceil(Math.max(...xs)),
    Math.ceil(Math.max(...ys)),
    width,
    height,
  );
  if (!rect) return undefined;
  const data = new Uint8Array(rect.width * rect.height);
  const edges = edgesOf(points).sort((a, b) => a.firstRow - b.firstRow);
  let active: Edge[] = [];
  let next = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    while (next < edges.length && edges[next].firstRow <= y) {
      active.push(edges[next]);
      next++;
    }
    active = active.filter((edge) => edge.lastRow >= y);
    const centre = y + 0.5;
    fillRow(
      active.map((edge) => edge.xTop + (centre - edge.yTop) * edge.slope),
      y,
      data,
      rect,
    );
  }
  return { rect, data };
}
