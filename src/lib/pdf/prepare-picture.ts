import { canPassThrough, JPEG_QUALITY, printPixelSize } from '@/lib/pdf/pdf-layout';
import { JPEG_HEADER_BYTES, readJpegInfo } from '@/lib/images/image-header';
import { createJpegCanvas, NoCanvasError } from '@/lib/images/jpeg-canvas';

/** A picture as it goes into a PDF: JPEG bytes and their pixel size. */
export type PreparedPicture = {
  jpeg: Blob;
  width: number;
  height: number;
  /** False when the original JPEG goes in as it is; true when it was decoded and encoded again. */
  reencoded: boolean;
};

/** The bytes are no picture the browser can decode (corrupt, truncated, or unknown). */
export class UnreadablePictureError extends Error {}

/** This browser cannot paint here (no OffscreenCanvas with a 2D context in a worker). */
export class CannotPaintError extends Error {}

/** A canvas to paint on; none here is a CannotPaintError (the page then paints instead). */
function paintableCanvas(width: number, height: number) {
  try {
    return createJpegCanvas(width, height);
  } catch (error) {
    if (error instanceof NoCanvasError) throw new CannotPaintError(error.message);
    throw error;
  }
}

function unreadable(error: unknown) {
  return new UnreadablePictureError(error instanceof Error ? error.message : 'Decoding failed.');
}

/**
 * The picture decoded with `options`; where the browser rejects the options (older ones do), as
 * it is (the canvas then scales it). Bytes it cannot decode are an UnreadablePictureError.
 */
async function decode(source: Blob, options: ImageBitmapOptions): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(source, options);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'InvalidStateError')
      throw unreadable(error);
  }
  try {
    return await createImageBitmap(source);
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * A design's picture as a PDF embeds it. An upright JPEG of at most PASS_THROUGH_MAX_EDGE goes
 * in as its own bytes (read from its header, never decoded). Anything else (a larger photo, a PNG,
 * a WebP, a JPEG turned by EXIF) is decoded, turned upright, scaled to print resolution for the
 * largest box it can fill (printPixelSize) and encoded as JPEG, on white.
 * Runs in a PDF's worker (the proposal's, the signed proposal's), or on the main thread where
 * workers cannot paint.
 */
export async function preparePicture(source: Blob): Promise<PreparedPicture> {
  const head = new Uint8Array(await source.slice(0, JPEG_HEADER_BYTES).arrayBuffer());
  const info = readJpegInfo(head);
  if (info && canPassThrough(info)) {
    const jpeg = source.type === 'image/jpeg' ? source : new Blob([source], { type: 'image/jpeg' });
    return { jpeg, width: info.width, height: info.height, reencoded: false };
  }
  if (typeof createImageBitmap !== 'function') {
    throw new CannotPaintError('createImageBitmap is not available.');
  }
  // An upright JPEG's size is known from its header: the browser decodes and scales it in one
  // step. Others are decoded whole, turned upright, then scaled on the canvas.
  const target = info?.orientation === 1 ? printPixelSize(info) : undefined;
  const bitmap = await decode(source, {
    imageOrientation: 'from-image',
    ...(target
      ? { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: 'high' }
      : {}),
  });
  try {
    const size = printPixelSize(bitmap);
    const canvas = paintableCanvas(size.width, size.height);
    canvas.paint(bitmap);
    return { jpeg: await canvas.toJpeg(JPEG_QUALITY), ...size, reencoded: true };
  } finally {
    bitmap.close();
  }
}
