import type {
  EditOperation,
  LayerId,
  OperationMode,
} from '@/entities/generation/edits/edit-operations';
import { colourSelect } from '@/features/keep-and-mix/model/colour-select';
import { rasterLasso, rasterStroke } from '@/features/keep-and-mix/model/mask-raster';
import type { Coverage, Picture, Rect } from '@/features/keep-and-mix/model/picture-types';
import { fullRect } from '@/features/keep-and-mix/model/rect';

/**
 * The masks of an edit's layers: for each layer a picture has been taken from, how much of each
 * pixel comes from it (`width` * `height` bytes, 0-255, rows top to bottom). The masks of a
 * pixel never sum to more than 255; the rest of it is the design's result. A layer's mask is
 * made when the layer is first painted from, so the map's order is the order of first use.
 */
export type MaskSet = { width: number; height: number; masks: Map<LayerId, Uint8Array> };

/** An edit's masks before any operation: every pixel is the design's result. */
export function createMaskSet(width: number, height: number): MaskSet {
  return { width, height, masks: new Map() };
}

/**
 * Lays `coverage` over the masks, as one layer is laid "over" the others: painting coverage a
 * (0-1) from `layer` makes its mask a + (1 - a) * m and every other (1 - a) * m; erasing makes
 * every mask (1 - a) * m. In whole numbers rounded down, so the masks' sum stays <= 255, a
 * fully covered pixel (a = 1) is the painted layer's alone and an uncovered one keeps its masks.
 */
function applyCoverage(
  set: MaskSet,
  coverage: Coverage,
  mode: OperationMode,
  layer: LayerId,
): void {
  const { rect, data } = coverage;
  let painted: Uint8Array | undefined;
  if (mode === 'paint') {
    painted = set.masks.get(layer) ?? new Uint8Array(set.width * set.height);
    set.masks.set(layer, painted);
  }
  const masks = [...set.masks.values()];
  for (let y = 0; y < rect.height; y++) {
    // Whole numbers (| 0) index typed arrays fastest.
    const from = (y * rect.width) | 0;
    const to = ((rect.y + y) * set.width + rect.x) | 0;
    let x = 0;
    while (x < rect.width) {
      const a = data[from + x];
      if (a === 255) {
        // A run of full coverage (most of a lasso or a colour select): filled at once.
        let end = x + 1;
        while (end < rect.width && data[from + end] === 255) end++;
        for (const mask of masks) mask.fill(mask === painted ? 255 : 0, to + x, to + end);
        x = end;
        continue;
      }
      if (a > 0) {
        const i = to + x;
        for (const mask of masks) {
          mask[i] = (mask === painted ? a : 0) + ((((255 - a) * mask[i]) / 255) | 0);
        }
      }
      x++;
    }
  }
}

/** The coverage of an operation other than 'clear' (undefined: it covers nothing). */
function coverageOf(
  set: MaskSet,
  op: Exclude<EditOperation, { kind: 'clear' }>,
  pictures: ReadonlyMap<LayerId, Picture>,
): Coverage | undefined {
  switch (op.kind) {
    case 'stroke':
      return rasterStroke(op, set.width, set.height);
    case 'lasso':
      return rasterLasso(op.points, set.width, set.height);
    case 'colour': {
      const picture = pictures.get(op.layer);
      const fits = picture?.width === set.width && picture.height === set.height;
      return fits ? colourSelect(picture, op.x, op.y, op.tolerance) : undefined;
    }
  }
}

/**
 * Applies one operation to the masks; returns the rect it changed (undefined: nothing). A
 * colour select reads the picture of its layer in `pictures` (which must have the masks' size;
 * without it the operation changes nothing). 'clear' removes every layer's mask.
 */
export function applyOperation(
  set: MaskSet,
  op: EditOperation,
  pictures: ReadonlyMap<LayerId, Picture>,
): Rect | undefined {
  if (op.kind === 'clear') {
    const had = set.masks.size > 0;
    set.masks.clear();
    return had ? fullRect(set.width, set.height) : undefined;
  }
  // Erasing where no layer is painted changes nothing.
  if (op.mode === 'erase' && set.masks.size === 0) return undefined;
  const coverage = coverageOf(set, op, pictures);
  if (!coverage) return undefined;
  applyCoverage(set, coverage, op.mode, op.layer);
  return coverage.rect;
}

/** The masks of an edit made of `ops`, on a picture `width` x `height`, replayed in order. */
export function replayOperations(
  width: number,
  height: number,
  ops: readonly EditOperation[],
  pictures: ReadonlyMap<LayerId, Picture>,
): MaskSet {
  const set = createMaskSet(width, height);
  for (const op of ops) applyOperation(set, op, pictures);
  return set;
}

/**
 * Which layers some part of the edit still comes from (for the record: the layers an edit is
 * made of): those whose mask has a pixel above 0, in the order they were first painted from.
 */
export function layersUsed(set: MaskSet): LayerId[] {
  return [...set.masks].filter(([, mask]) => hasAny(mask)).map(([layer]) => layer);
}

/** Whether any byte of `mask` is above 0. */
function hasAny(mask: Uint8Array): boolean {
  for (let i = 0; i < mask.length; i++) if (mask[i] !== 0) return true;
  return false;
}
