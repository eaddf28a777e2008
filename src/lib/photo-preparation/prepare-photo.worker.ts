import type { PreparePhotoReply, PreparePhotoRequest } from '@/lib/photo-preparation/photo-types';
import { NoCanvasError } from '@/lib/images/jpeg-canvas';
import { renderPhoto } from '@/lib/photo-preparation/render-photo';

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
    return await renderPhoto(image, image, () => image.close());
  } catch (error) {
    // A worker that cannot paint: the page prepares its photos on the main thread instead.
    if (error instanceof NoCanvasError) throw new UnsupportedError(error.message);
    throw error;
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
