import type { Coverage, Picture } from '@/features/keep-and-mix/model/picture-types';

/**
 * The colour select's tap (the "magic wand"): the 4-connected area around pixel (x, y) of
 * `picture` whose colours are within `tolerance` (0-100) of that pixel's: each of R, G and B
 * differs from the tapped pixel's by at most round(tolerance * 2.55) (0: exactly its colour;
 * 100: everything connected, i.e. the whole picture). Coverage 255 inside the area, 0 outside,
 * over the area's bounding box; undefined when (x, y) lies off the picture.
 *
 * A scanline flood fill with a stack of its own (no recursion), so a large one-colour picture
 * is filled without running out of call stack.
 */
export function colourSelect(
  picture: Picture,
  x: number,
  y: number,
  tolerance: number,
): Coverage | undefined {
  const { width, height, data } = picture;
  const seedX = Math.floor(x);
  const seedY = Math.floor(y);
  if (!(seedX >= 0 && seedY >= 0 && seedX < width && seedY < height)) return undefined;
  const limit = Math.round(Math.min(100, Math.max(0, tolerance)) * 2.55);
  const seed = (seedY * width + seedX) * 4;
  const [r, g, b] = [data[seed], data[seed + 1], data[seed + 2]];
  /** Whether pixel i (an index of pixels, not bytes) has a colour close enough to the seed's. */
  const matches = (i: number): boolean =>
    Math.abs(data[i * 4] - r) <= limit &&
    Math.abs(data[i * 4 + 1] - g) <= limit &&
    Math.abs(data[i * 4 + 2] - b) <= limit;

  const filled = new Uint8Array(width * height);
  const bounds = { left: seedX, top: seedY, right: seedX, bottom: seedY };
  const stack: number[] = [seedX, seedY];
  while (stack.length > 0) {
    const sy = stack.pop() as number;
    const sx = stack.pop() as number;
    const row = sy * width;
    if (filled[row + sx] === 1) continue;
    // The run of matching pixels through (sx, sy), filled at once.
    let left = sx;
    while (left > 0 && filled[row + left - 1] === 0 && matches(row + left - 1)) left--;
    let right = sx;
    while (right < width - 1 && filled[row + right + 1] === 0 && matches(row + right + 1)) right++;
    filled.fill(1, row + left, row + right + 1);
    bounds.left = Math.min(bounds.left, left);
    bounds.right = Math.max(bounds.right, right);
    bounds.top = Math.min(bounds.top, sy);
    bounds.bottom = Math.max(bounds.bottom, sy);
    // One seed per run of matching, unfilled pixels beside it in the rows above and below.
    for (const ny of [sy - 1, sy + 1]) {
      if (ny < 0 || ny >= height) continue;
      const nRow = ny * width;
      let inRun = false;
      for (let nx = left; nx <= right; nx++) {
        const open = filled[nRow + nx] === 0 && matches(nRow + nx);
        if (open && !inRun) stack.push(nx, ny);
        inRun = open;
      }
    }
  }
  return coverageOf(filled, width, bounds);
}

/** The part of the full-picture mask `filled` (0 or 1) inside `bounds`, as coverage 0 or 255. */
function coverageOf(
  filled: Uint8Array,
  width: number,
  bounds: { left: number; top: number; right: number; bottom: number },
): Coverage {
  const rect = {
    x: bounds.left,
    y: bounds.top,
    width: bounds.right - bounds.left + 1,
    height: bounds.bottom - bounds.top + 1,
  };
  const data = new Uint8Array(rect.width * rect.height);
  for (let y = 0; y < rect.height; y++) {
    const from = (rect.y + y) * width + rect.x;
    for (let x = 0; x < rect.width; x++) data[y * rect.width + x] = filled[from + x] * 255;
  }
  return { rect, data };
}
