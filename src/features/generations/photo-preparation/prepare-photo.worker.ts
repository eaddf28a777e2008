import {
  PHOTO_OUTPUT,
  type PreparePhotoReply,
  type PreparePhotoRequest,
} from '@/features/generations/photo-preparation/photo-types';
import { targetSize } from '@/features/generations/photo-preparation/sniff-image-type';

/**
 * Decodes, turns upright, downscales and re-encodes photos off the main thread, so a 12 MP phone
 * photo never freezes the page. The app's TypeScript setup knows the DOM, not worker scopes: this
 * is the part of the worker scope used here.
 */
type PhotoWorkerScope = {
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<PreparePhotoRequest>) => void,
  ): void;
  postMessage(message: PreparePhotoReply): void;
};

const scope = self as unknown as PhotoWorkerScope;

/** Thrown when this browser's workers cannot paint, so the page prepares on the main thread. */
class UnsupportedError extends Error {}
/** Thrown when the bytes are no image the browser can decode (corrupt, truncated, unknown). */
class UnreadableError extends Error {}

function canvasOf(width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new UnsupportedError('OffscreenCanvas has no 2D context in workers.');
  return { canvas, ctx };
}

/** Paints on white: JPEG has no transparency, and black would show through a PNG's clear parts. */
function paint(
  ctx: OffscreenCanvasRenderingContext2D,
  image: CanvasImageSource,
  width: number,
  height: number,
) {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
}

async function prepare(source: Blob) {
  if (typeof OffscreenCanvas === 'undefined') {
    throw new UnsupportedError('OffscreenCanvas is not available in workers.');
  }
  let image: ImageBitmap;
  try {
    // 'from-image' applies the EXIF orientation, so phone photos come out upright.
    image = await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new UnreadableError(error instanceof Error ? error.message : 'Decoding failed.');
  }
  try {
    const size = targetSize(image.width, image.height);
    const full = canvasOf(size.width, size.height);
    paint(full.ctx, image, size.width, size.height);
    image.close();
    const thumbSize = targetSize(size.width, size.height, PHOTO_OUTPUT.thumbnailEdge);
    const thumb = canvasOf(thumbSize.width, thumbSize.height);
    paint(thumb.ctx, full.canvas, thumbSize.width, thumbSize.height);
    // Re-encoding writes pixels only: EXIF, GPS location included, stays behind.
    const [photo, thumbnail] = await Promise.all([
      full.canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_OUTPUT.quality }),
      thumb.canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_OUTPUT.thumbnailQuality }),
    ]);
    return { photo, thumbnail, ...size };
  } finally {
    image.close();
  }
}

scope.addEventListener('message', (event) => {
  const { id, source } = event.data;
  prepare(source).then(
    (result) => scope.postMessage({ id, ok: true, ...result }),
    (error: unknown) =>
      scope.postMessage({
        id,
        ok: false,
        reason:
          error instanceof UnsupportedError
            ? 'unsupported'
            : error instanceof UnreadableError
              ? 'unreadable'
              : 'failed',
        detail: error instanceof Error ? error.message : String(error),
      }),
  );
});
