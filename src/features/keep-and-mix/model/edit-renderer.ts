import type { EditOperation, LayerId } from '@/entities/generation/edits/edit-operations';
import { compositePictures } from '@/features/keep-and-mix/model/composite';
import { paintCoverageOverlay, type Tint } from '@/features/keep-and-mix/model/coverage-overlay';
import { featherMask, featherRadius } from '@/features/keep-and-mix/model/feather';
import {
  applyOperation,
  createMaskSet,
  layersUsed,
  type MaskSet,
  replayOperations,
} from '@/features/keep-and-mix/model/layer-masks';
import type { Picture, Rect } from '@/features/keep-and-mix/model/picture-types';
import { fullRect, growRect } from '@/features/keep-and-mix/model/rect';
import { scalePicture } from '@/features/keep-and-mix/model/scale-picture';

/**
 * The picture of an edit kept up to date as its operations change (what the editor's worker
 * holds): the layers' masks, the masks feathered, and the composite.
 */
export type EditRenderer = {
  /** The edit's picture: the result with the layers mixed in (changed in place). */
  readonly output: Picture;
  /** The layers' masks as painted (no feathering). */
  readonly maskSet: MaskSet;
  /** The layers' masks feathered: what `output` is mixed by (kept up to date in place). */
  readonly masks: ReadonlyMap<LayerId, Uint8Array>;
  /**
   * Makes the edit the one of `ops`. When `ops` is the current list with one more operation at
   * the end, only the area that operation touches is worked again; otherwise all is replayed.
   * Returns the rect of `output` that changed (undefined: none).
   */
  setOperations(ops: readonly EditOperation[]): Rect | undefined;
  /** The layers the edit still takes some pixels from, in the order first painted from. */
  layersUsed(): LayerId[];
  /**
   * The editor's overlay of the painted area (see coverage-overlay.ts) in `out` (RGBA, the
   * result's size; only `rect` when given; a new array when not given).
   */
  coverageOverlay(
    tints: ReadonlyMap<LayerId, Tint>,
    rect?: Rect,
    out?: Uint8ClampedArray,
  ): Uint8ClampedArray;
};

/** Whether two values read from operations (numbers, strings, arrays of them) are equal. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, i) => sameValue(item, b[i]));
}

/** Whether two operations are the same (the same object, or equal field by field). */
function sameOperation(a: EditOperation, b: EditOperation): boolean {
  if (a === b) return true;
  const other: Record<string, unknown> = b;
  return (
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, value]) => sameValue(value, other[key]))
  );
}

/** Whether `ops` begins with the operations of `start`. */
function startsWith(ops: readonly EditOperation[], start: readonly EditOperation[]): boolean {
  return ops.length >= start.length && start.every((op, i) => sameOperation(op, ops[i]));
}

/**
 * A renderer of an edit over the design's `result`, taking regions from `layers` (each stretched
 * to the result's size when it is not). It starts with no operation (`output` = the result).
 */
export function createEditRenderer(
  result: Picture,
  layers: ReadonlyMap<LayerId, Picture>,
): EditRenderer {
  const { width, height } = result;
  const pictures = new Map(
    [...layers].map(([layer, picture]) => [layer, scalePicture(picture, width, height)]),
  );
  const radius = featherRadius(width, height);
  const output: Picture = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  let set = createMaskSet(width, height);
  const feathered = new Map<LayerId, Uint8Array>();
  let current: readonly EditOperation[] = [];

  /** Feathers the masks and mixes the picture again inside `rect`. */
  function render(rect: Rect): void {
    // A layer's mask goes only with a clear (which changes the whole picture).
    for (const layer of feathered.keys()) if (!set.masks.has(layer)) feathered.delete(layer);
    for (const [layer, mask] of set.masks) {
      const into = feathered.get(layer) ?? new Uint8Array(width * height);
      feathered.set(layer, featherMask(mask, width, height, radius, into, rect));
    }
    compositePictures(result, pictures, feathered, output.data, rect);
  }

  function setOperations(ops: readonly EditOperation[]): Rect | undefined {
    const last = ops.at(-1);
    if (last && ops.length === current.length + 1 && startsWith(ops, current)) {
      current = ops;
      const changed = applyOperation(set, last, pictures);
      if (!changed) return undefined;
      // Feathering spreads a change this far.
      const rect = growRect(changed, 3 * radius, width, height);
      render(rect);
      return rect;
    }
    if (ops.length === current.length && startsWith(ops, current)) return undefined;
    current = ops;
    set = replayOperations(width, height, ops, pictures);
    // Made again in the order of the new masks.
    feathered.clear();
    const rect = fullRect(width, height);
    render(rect);
    return rect;
  }

  render(fullRect(width, height));
  return {
    output,
    get maskSet() {
      return set;
    },
    masks: feathered,
    setOperations,
    layersUsed: () => layersUsed(set),
    coverageOverlay: (tints, rect, out) =>
      paintCoverageOverlay(feathered, tints, width, height, out, rect),
  };
}
