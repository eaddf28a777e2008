import type { Rect } from '@/features/keep-and-mix/model/picture-types';
import { fullRect, growRect, intersectRects } from '@/features/keep-and-mix/model/rect';

/** How many box-blur passes feathering makes (three make it close to a Gaussian). */
const PASSES = 3;

/**
 * The box radius that feathers an edit's masks over a few pixels of a picture `width` x
 * `height` (its longer side): 1 below 1200 px, 2 from 1200 px to 1999 px (at 1600 px the three
 * passes spread an edge over about 6 px on each side), and so on.
 */
export function featherRadius(width: number, height: number): number {
  return Math.max(1, Math.round(Math.max(width, height) / 800));
}

/**
 * The rounded mean of `size` values summing to s, for every s: floor((s + half) / size), so
 * that an area of one value v (s = v * size) keeps exactly v.
 */
function meanTable(radius: number): Uint8Array {
  const size = 2 * radius + 1;
  const table = new Uint8Array(255 * size + 1);
  for (let s = 0; s < table.length; s++) table[s] = Math.floor((s + radius) / size);
  return table;
}

/** One horizontal box blur of the `w` x `h` area `src` into `dst`, repeating its edge pixels. */
function blurRows(
  src: Uint8Array,
  dst: Uint8Array,
  w: number,
  h: number,
  radius: number,
  mean: Uint8Array,
): void {
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const last = row + w - 1;
    let sum = 0;
    for (let i = -radius; i <= radius; i++) sum += src[row + Math.min(w - 1, Math.max(0, i))];
    // Near the ends the window reaches past them (clamped); in between it never does.
    const head = Math.min(w, radius) | 0;
    const tail = Math.max(head, w - radius - 1) | 0;
    for (let x = 0; x < head; x++) {
      dst[row + x] = mean[sum];
      sum += src[Math.min(last, row + x + radius + 1)] - src[row];
    }
    for (let x = head; x < tail; x++) {
      dst[row + x] = mean[sum];
      sum += src[row + x + radius + 1] - src[row + x - radius];
    }
    for (let x = tail; x < w; x++) {
      dst[row + x] = mean[sum];
      sum += src[last] - src[Math.max(row, row + x - radius)];
    }
  }
}

/**
 * One vertical box blur of the `w` x `h` area `src` into `dst`, repeating its edge pixels; a
 * running sum per column, walked row by row (in memory order).
 */
function blurColumns(
  src: Uint8Array,
  dst: Uint8Array,
  w: number,
  h: number,
  radius: number,
  mean: Uint8Array,
  sums: Int32Array,
): void {
  sums.fill(0, 0, w);
  for (let i = -radius; i <= radius; i++) {
    const row = Math.min(h - 1, Math.max(0, i)) * w;
    for (let x = 0; x < w; x++) sums[x] += src[row + x];
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    // Whole numbers (| 0) index typed arrays fastest.
    const entering = (Math.min(h - 1, y + radius + 1) * w) | 0;
    const leaving = (Math.max(0, y - radius) * w) | 0;
    for (let x = 0; x < w; x++) {
      dst[row + x] = mean[sums[x]];
      sums[x] += src[entering + x] - src[leaving + x];
    }
  }
}

/**
 * Feathers a layer's mask (`width` x `height`, 0-255): three passes of a box blur of `radius`,
 * each horizontal then vertical, the picture's edge pixels repeated beyond it. An area of one
 * value far enough from any other keeps exactly that value (a fully painted area stays 255).
 *
 * With `rect`, only the pixels of `rect` are written to `out` (reading the mask around it as far
 * as the blur reaches), with the same values as feathering the whole mask would give them: an
 * edit of a small area re-feathers just that area. Returns `out` (a new array when not given).
 */
export function featherMask(
  mask: Uint8Array,
  width: number,
  height: number,
  radius: number,
  out: Uint8Array = new Uint8Array(width * height),
  rect: Rect = fullRect(width, height),
): Uint8Array {
  const target = intersectRects(rect, fullRect(width, height));
  if (!target) return out;
  const reach = PASSES * radius;
  // The blur of the target reads this far around it; of that, only the part near the mask's
  // set pixels is worked (further than `reach` from them the feathered mask is 0). The worked
  // area's own edges are then either the picture's, or where all is 0 (one pixel beyond the
  // reach: repeating them gives what lies beyond), or `reach` away from the target.
  const read = growRect(target, reach, width, height);
  const set = setBounds(mask, width, read);
  const area = set && intersectRects(read, growRect(set, reach + 1, width, height));
  for (let y = target.y; y < target.y + target.height; y++) {
    out.fill(0, y * width + target.x, y * width + target.x + target.width);
  }
  if (!area) return out;
  const blurred = blurArea(mask, width, area, radius);
  const written = intersectRects(target, area);
  if (!written) return out;
  for (let y = written.y; y < written.y + written.height; y++) {
    const from = (y - area.y) * area.width + (written.x - area.x);
    out.set(blurred.subarray(from, from + written.width), y * width + written.x);
  }
  return out;
}

/** The three passes of the box blur over `area` of `mask` (a picture `width` wide), its edges repeated. */
function blurArea(mask: Uint8Array, width: number, area: Rect, radius: number): Uint8Array {
  const { width: w, height: h } = area;
  const src = new Uint8Array(w * h);
  const dst = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const from = (area.y + y) * width + area.x;
    src.set(mask.subarray(from, from + w), y * w);
  }
  const mean = meanTable(radius);
  const sums = new Int32Array(w);
  for (let pass = 0; pass < PASSES; pass++) {
    blurRows(src, dst, w, h, radius, mean);
    blurColumns(dst, src, w, h, radius, mean, sums);
  }
  // Each pass ends in `src`.
  return src;
}

/** The bounds of the pixels above 0 of `mask` (a picture `width` wide) inside `rect`, if any. */
function setBounds(mask: Uint8Array, width: number, rect: Rect): Rect | undefined {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    const row = y * width;
    let x = rect.x;
    const end = rect.x + rect.width;
    while (x < end && mask[row + x] === 0) x++;
    if (x === end) continue;
    let last = end - 1;
    while (mask[row + last] === 0) last--;
    [left, right] = [Math.min(left, x), Math.max(right, last)];
    [top, bottom] = [Math.min(top, y), y];
  }
  return top <= bottom
    ? { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }
    : undefined;
}
