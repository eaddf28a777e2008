import {
  decodedBitmap,
  decodeWithImageElement,
  UndecodableImageError,
  type DecodedImage,
} from '@/lib/images/decode-image';
import { createPaintingWorker } from '@/lib/images/painting-worker';
import { createLimiter } from '@/lib/uploads/limit';
import {
  jpegFileName,
  photoMessages,
  type PhotoPreparer,
  type PreparedPhoto,
  type PreparePhotoReply,
  type PreparePhotoRequest,
} from '@/lib/photo-preparation/photo-types';
import { SNIFF_LENGTH, sniffImageType } from '@/lib/images/image-header';
import { renderPhoto, type RenderedPhoto } from '@/lib/photo-preparation/render-photo';

/** Photos prepared at once: each holds a full-size decoded image, and phones have little memory. */
const MAX_CONCURRENT = 2;
/** The HEIC → JPEG step is an intermediate: high quality, since it is downscaled and re-encoded. */
const HEIC_INTERMEDIATE_QUALITY = 0.92;

/** The abort as an Error: the signal's own reason when it is one, else an AbortError. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The preparation was aborted.', 'AbortError');
}

async function decodeOnMainThread(source: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    try {
      return decodedBitmap(await createImageBitmap(source, { imageOrientation: 'from-image' }));
    } catch (error) {
      // Undecodable bytes. No second try with an <img>: it would show a truncated JPEG half grey.
      if (error instanceof DOMException && error.name === 'InvalidStateError') {
        throw new UndecodableImageError(error.message);
      }
      // Older browsers reject the options here; the image element may still cope.
    }
  }
  return decodeWithImageElement(source);
}

/** The worker's work on the main thread, for browsers whose workers cannot paint. */
async function renderOnMainThread(source: Blob): Promise<RenderedPhoto> {
  const decoded = await decodeOnMainThread(source);
  try {
    return await renderPhoto(decoded.image, decoded, decoded.release);
  } finally {
    decoded.release();
  }
}

/**
 * HEIC (iPhone photos) → JPEG with libheif, via heic-to. Its code (about 0.7 MB gzipped) loads
 * only when a HEIC file is picked; it decodes in a worker of its own and needs no network.
 */
async function convertHeicToJpeg(source: Blob): Promise<Blob> {
  const { heicTo } = await import('heic-to/csp');
  return heicTo({ blob: source, type: 'image/jpeg', quality: HEIC_INTERMEDIATE_QUALITY });
}

/**
 * The browser's photo preparer: checks each file's bytes, converts HEIC to JPEG, and decodes,
 * turns upright, downscales (at most 2560 px) and re-encodes it as JPEG without EXIF, with a
 * small thumbnail. The work runs in a module worker, started on the first photo and reused,
 * where the browser allows it, otherwise on the main thread; at most two photos at a time.
 *
 * `worker: false` forces the main-thread path (the browser harness uses it to test that path).
 */
export function createPhotoPreparer(options: { worker?: boolean } = {}): PhotoPreparer {
  const limit = createLimiter(MAX_CONCURRENT);
  const render = createPaintingWorker<Blob, RenderedPhoto, PreparePhotoReply>({
    useWorker: options.worker ?? true,
    start: () =>
      new Worker(new URL('./prepare-photo.worker.ts', import.meta.url), { type: 'module' }),
    // A Blob is posted by reference: the photo's bytes are not copied to the worker.
    request: (id, source): PreparePhotoRequest => ({ id, source }),
    read: (reply) => {
      if (reply.ok) {
        const { photo, thumbnail, width, height } = reply;
        return { kind: 'done', result: { photo, thumbnail, width, height } };
      }
      if (reply.reason === 'unsupported') return { kind: 'unsupported' };
      return {
        kind: 'failed',
        error:
          reply.reason === 'unreadable'
            ? new UndecodableImageError(reply.detail)
            : new Error(reply.detail),
      };
    },
    fallback: renderOnMainThread,
  });

  const prepare = async (file: File, signal?: AbortSignal): Promise<PreparedPhoto> => {
    signal?.throwIfAborted();
    if (file.size === 0) throw new Error(photoMessages.empty(file.name));
    const head = new Uint8Array(await file.slice(0, SNIFF_LENGTH).arrayBuffer());
    const type = sniffImageType(head);
    if (!type) throw new Error(photoMessages.notAnImage(file.name));

    let rendered: RenderedPhoto;
    try {
      // HEIC too: browsers that decode it natively (Safari) need no converter.
      rendered = await render(file);
    } catch {
      if (type !== 'heic') throw new Error(photoMessages.unreadable(file.name));
      signal?.throwIfAborted();
      try {
        rendered = await render(await convertHeicToJpeg(file));
      } catch {
        throw new Error(photoMessages.heicNotConverted(file.name));
      }
    }
    signal?.throwIfAborted();

    return {
      id: crypto.randomUUID(),
      file: new File([rendered.photo], jpegFileName(file.name), {
        type: 'image/jpeg',
        lastModified: file.lastModified,
      }),
      originalName: file.name,
      originalBytes: file.size,
      width: rendered.width,
      height: rendered.height,
      thumbnailUrl: URL.createObjectURL(rendered.thumbnail),
    };
  };

  return (file, { signal } = {}) => {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const work = limit(() => prepare(file, signal));
    if (!signal) return work;
    // An abort settles at once; the photo in progress still finishes and holds its slot.
    return new Promise<PreparedPhoto>((resolve, reject) => {
      const onAbort = () => reject(abortReason(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (photo) => {
          signal.removeEventListener('abort', onAbort);
          if (signal.aborted) URL.revokeObjectURL(photo.thumbnailUrl);
          else resolve(photo);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          // Only an abort with a reason that is no Error throws a non-Error here.
          reject(error instanceof Error ? error : abortReason(signal));
        },
      );
    });
  };
}
