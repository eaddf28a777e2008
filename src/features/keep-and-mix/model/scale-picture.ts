import type { Picture } from '@/features/keep-and-mix/model/picture-types';

/** The source positions of one axis: for each target pixel, the two source pixels and the weight of the second. */
function samples(
  from: number,
  to: number,
): { first: Int32Array; second: Int32Array; weight: Float32Array } {
  const first = new Int32Array(to);
  const second = new Int32Array(to);
  const weight = new Float32Array(to);
  for (let i = 0; i < to; i++) {
    // Pixel centres line up: the target's centre i + 0.5 falls at (i + 0.5) * from / to.
    const at = Math.min(from - 1, Math.max(0, ((i + 0.5) * from) / to - 0.5));
    first[i] = Math.floor(at);
    second[i] = Math.min(from - 1, first[i] + 1);
    weight[i] = at - first[i];
  }
  return { first, second, weight };
}

/**
 * `picture` stretched to `width` x `height` by bilinear interpolation (pixel centres aligned,
 * edges repeated): how a layer of another size (the original photo) is lined up with the
 * design's result. The same object when it already has that size.
 */
export function scalePicture(picture: Picture, width: number, height: number): Picture {
  if (picture.width === width && picture.height === height) return picture;
  const xs = samples(picture.width, width);
  const ys = samples(picture.height, height);
  const src = picture.data;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const top = ys.first[y] * picture.width * 4;
    const bottom = ys.second[y] * picture.width * 4;
    const wy = ys.weight[y];
    for (let x = 0; x < width; x++) {
      const left = xs.first[x] * 4;
      const right = xs.second[x] * 4;
      const wx = xs.weight[x];
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) {
        const upper = src[top + left + c] + (src[top + right + c] - src[top + left + c]) * wx;
        const lower =
          src[bottom + left + c] + (src[bottom + right + c] - src[bottom + left + c]) * wx;
        data[o + c] = upper + (lower - upper) * wy;
      }
    }
  }
  return { width, height, data };
}

/**
 * Whether two pictures' shapes differ by more than 1 % (width / height): a layer of another
 * shape is stretched to the result's, which the editor may point out.
 */
export function aspectDiffers(
  a: { width: number; height: number },
  b: { width: number; height: number },
): boolean {
  const ratio = (a.width * b.height) / (a.height * b.width);
  return Math.max(ratio, 1 / ratio) > 1.01;
}
