/**
 * The one way the app paints a picture and encodes it as JPEG, in a worker or on the main
 * thread: the photo preparer (uploads), the proposal PDF (print-size pictures) and demo mode's
 * renderer all draw on a `JpegCanvas`.
 */

/** The 2D context of either canvas kind. */
type Canvas2DContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export type JpegCanvas = {
  readonly width: number;
  readonly height: number;
  /** The canvas itself, to draw from (a thumbnail painted from the full picture). */
  readonly image: CanvasImageSource;
  readonly ctx: Canvas2DContext;
  /**
   * Paints `image` scaled to the whole canvas, smoothly, on white: JPEG has no transparency,
   * and black would show through a PNG's clear parts.
   */
  paint(image: CanvasImageSource): void;
  /** The canvas as a JPEG. Encoding writes pixels only: EXIF (a GPS location too) stays behind. */
  toJpeg(quality: number): Promise<Blob>;
};

/** There is no canvas to paint on here (a worker without OffscreenCanvas, say). */
export class NoCanvasError extends Error {}

function offscreenCanvasWorks() {
  return (
    typeof OffscreenCanvas !== 'undefined' &&
    typeof OffscreenCanvas.prototype.convertToBlob === 'function'
  );
}

function jpegCanvasOf(
  canvas: OffscreenCanvas | HTMLCanvasElement,
  ctx: Canvas2DContext,
  toJpeg: (quality: number) => Promise<Blob>,
): JpegCanvas {
  return {
    width: canvas.width,
    height: canvas.height,
    image: canvas,
    ctx,
    paint(image) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    },
    toJpeg,
  };
}

/**
 * A canvas of `width` x `height` pixels: an OffscreenCanvas where the browser has one that
 * encodes (always in a worker), else a `<canvas>` element. Throws a NoCanvasError where neither
 * exists or has a 2D context.
 */
export function createJpegCanvas(width: number, height: number): JpegCanvas {
  if (offscreenCanvasWorks()) {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new NoCanvasError('OffscreenCanvas has no 2D context.');
    return jpegCanvasOf(canvas, ctx, (quality) =>
      canvas.convertToBlob({ type: 'image/jpeg', quality }),
    );
  }
  if (typeof document === 'undefined') throw new NoCanvasError('No canvas to paint on.');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new NoCanvasError('The canvas has no 2D context.');
  return jpegCanvasOf(
    canvas,
    ctx,
    (quality) =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))),
          'image/jpeg',
          quality,
        );
      }),
  );
}
