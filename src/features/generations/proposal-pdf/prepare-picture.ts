import {
  canPassThrough,
  JPEG_HEADER_BYTES,
  JPEG_QUALITY,
  printPixelSize,
  readJpegInfo,
} from '@/features/generations/proposal-pdf/proposal-pdf-layout';
import {
  CannotPaintError,
  UnreadablePictureError,
  type PreparedPicture,
} from '@/features/generations/proposal-pdf/proposal-pdf-types';

type Canvas2D = {
  ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  toJpeg: () => Promise<Blob>;
};

function canvasOf(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new CannotPaintError('OffscreenCanvas has no 2D context.');
    return {
      ctx,
      toJpeg: () => canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY }),
    };
  }
  if (typeof document === 'undefined') throw new CannotPaintError('No canvas to paint on.');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new CannotPaintError('The canvas has no 2D context.');
  return {
    ctx,
    toJpeg: () =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob(
          (blob) => {
            if (blob) resolve(blob);
            else reject(new Error('The canvas could not be encoded.'));
          },
          'image/jpeg',
          JPEG_QUALITY,
        );
      }),
  };
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
 * A design's picture as the PDF embeds it. An upright JPEG of at most PASS_THROUGH_MAX_EDGE goes
 * in as its own bytes (read from its header, never decoded). Anything else (a larger photo, a PNG,
 * a WebP, a JPEG turned by EXIF) is decoded, turned upright, scaled to print resolution for the
 * largest box it can fill (printPixelSize) and encoded as JPEG, on white.
 * Runs in the proposal worker, or on the main thread where workers cannot paint.
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
    const { ctx, toJpeg } = canvasOf(size.width, size.height);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    return { jpeg: await toJpeg(), ...size, reencoded: true };
  } finally {
    bitmap.close();
  }
}
