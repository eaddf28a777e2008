import type { LayerId } from '@/entities/generation/edits/edit-operations';
import type { Rect } from '@/features/keep-and-mix/model/picture-types';
import { clipBounds, fullRect } from '@/features/keep-and-mix/model/rect';

/** A layer's tint in the editor's overlay: red, green, blue (0-255). */
export type Tint = readonly [r: number, g: number, b: number];

/** How opaque the overlay is where a pixel comes wholly from layers (0-1). */
export const OVERLAY_OPACITY = 0.45;

/** The tint of a layer that `tints` has none for. */
const FALLBACK_TINT: Tint = [255, 255, 255];

/**
 * Paints the editor's overlay of the painted area into `out` (RGBA, `width` x `height`; only
 * `rect` when given): transparent where no layer's mask is set, else the layers' tints mixed by
 * their masks, with alpha = the masks' sum * OVERLAY_OPACITY. Returns `out`.
 */
export function paintCoverageOverlay(
  masks: ReadonlyMap<LayerId, Uint8Array>,
  tints: ReadonlyMap<LayerId, Tint>,
  width: number,
  height: number,
  out: Uint8ClampedArray = new Uint8ClampedArray(width * height * 4),
  rect: Rect = fullRect(width, height),
): Uint8ClampedArray {
  const area = clipBounds(rect.x, rect.y, rect.x + rect.width, rect.y + rect.height, width, height);
  if (!area) return out;
  const layerMasks = [...masks.values()];
  const layerTints = [...masks.keys()].map((layer) => tints.get(layer) ?? FALLBACK_TINT);
  const count = layerMasks.length;
  for (let y = area.y; y < area.y + area.height; y++) {
    // Whole numbers (| 0) index typed arrays fastest.
    const first = (y * width + area.x) | 0;
    for (let p = first; p < first + area.width; p++) {
      const i = p * 4;
      let sum = 0;
      for (let k = 0; k < count; k++) sum += layerMasks[k][p];
      if (sum === 0) {
        out[i] = out[i + 1] = out[i + 2] = out[i + 3] = 0;
        continue;
      }
      let r = 0;
      let g = 0;
      let b = 0;
      for (let k = 0; k < count; k++) {
        const m = layerMasks[k][p];
        const tint = layerTints[k];
        r += tint[0] * m;
        g += tint[1] * m;
        b += tint[2] * m;
      }
      out[i] = r / sum;
      out[i + 1] = g / sum;
      out[i + 2] = b / sum;
      out[i + 3] = Math.min(255, sum) * OVERLAY_OPACITY;
    }
  }
  return out;
}
