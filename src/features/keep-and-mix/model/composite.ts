import type { LayerId } from '@/entities/generation/edits/edit-operations';
import type { Picture, Rect } from '@/features/keep-and-mix/model/picture-types';
import { clipBounds, fullRect } from '@/features/keep-and-mix/model/rect';

/**
 * The edit's picture: the design's `result` with each layer's picture mixed in by its
 * (feathered) mask m (0-255): (result * (255 - sum of m) + sum of m * layer) / 255, rounded,
 * alpha 255, written to `out` (RGBA, the result's size; only `rect` when given). Pixel-exact:
 * where no mask is set it is the result's pixel, where one mask is 255 that layer's. A layer
 * Where the masks sum to more than 255 (feathering's rounding), the layers share the pixel in
 * proportion. Layers of `masks` without a picture in `layers` are left out; pictures must have the
 * result's size (see scale-picture.ts).
 */
export function compositePictures(
  result: Picture,
  layers: ReadonlyMap<LayerId, Picture>,
  masks: ReadonlyMap<LayerId, Uint8Array>,
  out: Uint8ClampedArray,
  rect: Rect = fullRect(result.width, result.height),
): void {
  const { width, height } = result;
  const area = clipBounds(rect.x, rect.y, rect.x + rect.width, rect.y + rect.height, width, height);
  if (!area) return;
  const masksMixed: Uint8Array[] = [];
  const picturesMixed: Uint8ClampedArray[] = [];
  for (const [layer, mask] of masks) {
    const picture = layers.get(layer);
    if (!picture) continue;
    if (picture.width !== width || picture.height !== height) {
      throw new RangeError(`The picture of layer ${layer} is not the result's size`);
    }
    masksMixed.push(mask);
    picturesMixed.push(picture.data);
  }
  const count = masksMixed.length;
  const base = result.data;
  for (let y = area.y; y < area.y + area.height; y++) {
    // Whole numbers (| 0) index typed arrays fastest.
    const first = (y * width + area.x) | 0;
    for (let p = first; p < first + area.width; p++) {
      const i = p * 4;
      let sum = 0;
      for (let k = 0; k < count; k++) sum += masksMixed[k][p];
      if (sum === 0) {
        out[i] = base[i];
        out[i + 1] = base[i + 1];
        out[i + 2] = base[i + 2];
      } else {
        const kept = sum < 255 ? 255 - sum : 0;
        let r = base[i] * kept;
        let g = base[i + 1] * kept;
        let b = base[i + 2] * kept;
        for (let k = 0; k < count; k++) {
          const m = masksMixed[k][p];
          const data = picturesMixed[k];
          r += data[i] * m;
          g += data[i + 1] * m;
          b += data[i + 2] * m;
        }
        // Uint8ClampedArray rounds to the nearest whole number.
        const share = 1 / (sum > 255 ? sum : 255);
        out[i] = r * share;
        out[i + 1] = g * share;
        out[i + 2] = b * share;
      }
      out[i + 3] = 255;
    }
  }
}
