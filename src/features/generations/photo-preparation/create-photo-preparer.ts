import { createPaintingWorker } from '@/lib/painting-worker';
import { createLimiter } from '@/lib/limit';
import {
  jpegFileName,
  PHOTO_OUTPUT,
  photoMessages,
  type PhotoPreparer,
  type PreparedPhoto,
  type PreparePhotoReply,
  type PreparePhotoRequest,
} from '@/features/generations/photo-preparation/photo-types';
import {
  SNIFF_LENGTH,
  sniffImageType,
  targetSize,
} from '@/features/generations/photo-preparation/sniff-image-type';

/** Photos prepared at once: each holds a full-size decoded image, and phones have little memory. */
const MAX_CONCURRENT = 2;
/** The HEIC → JPEG step is an intermediate: high quality, since it is downscaled and re-encoded. */
const HEIC_INTERMEDIATE_QUALITY = 0.92;

type Rendered = { photo: Blob; thumbnail: Blob; width: number; height: number };

/** The browser could not decode the bytes (corrupt, truncated, or a format it does not know). */
class UnreadableError extends Error {}

/** The abort as an Error: the signal's own reason when it is one, else an AbortError. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The preparation was aborted.', 'AbortError');
}

type Decoded = { image: CanvasImageSource; width: number; height: number; release: () => void };

async function decodeWithImageElement(source: Blob): Promise<Decoded> {
  const url = URL.createObjectURL(source);
  const image = new Image();
  try {
    image.src = url;
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new UnreadableError('The image element could not decode it.');
  }
  // Images drawn from an <img> follow its EXIF orientation (CSS image-orientation: from-image).
  return {
    image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}

async function decodeOnMainThread(source: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(source, { imageOrientation: 'from-image' });
      return {
        image: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch (error) {
      // Undecodable bytes. No second try with an <img>: it would show a truncated JPEG half grey.
      if (error instanceof DOMException && error.name === 'InvalidStateError') {
        throw new UnreadableError(error.message);
      }
      // Older browsers reject the options here; the image element may still cope.
    }
  }
  return decodeWithImageElement(source);
}

function canvasOf(width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('The canvas has no 2D context.');
  return { canvas, ctx };
}

/** Paints on white: JPEG has no transparency, and black would show through a PNG's clear parts. */
function paint(
  ctx: CanvasRenderingContext2D,
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

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded.'))),
      'image/jpeg',
      quality,
    );
  });
}

/** The worker's work on the main thread, for browsers whose workers cannot paint. */
async function renderOnMainThread(source: Blob): Promise<Rendered> {
  const decoded = await decodeOnMainThread(source);
  try {
    const size = targetSize(decoded.width, decoded.height);
    const full = canvasOf(size.width, size.height);
    paint(full.ctx, decoded.image, size.width, size.height);
    decoded.release();
    const thumbSize = targetSize(size.width, size.height, PHOTO_OUTPUT.thumbnailEdge);
    const thumb = canvasOf(thumbSize.width, thumbSize.height);
    paint(thumb.ctx, full.canvas, thumbSize.width, thumbSize.height);
    // Re-encoding writes pixels only: EXIF, GPS location included, stays behind.
    const [photo, thumbnail] = await Promise.all([
      toJpeg(full.canvas, PHOTO_OUTPUT.quality),
      toJpeg(thumb.canvas, PHOTO_OUTPUT.thumbnailQuality),
    ]);
    return { photo, thumbnail, ...size };
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
  const render = createPaintingWorker<Blob, Rendered, PreparePhotoReply>({
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
            ? new UnreadableError(reply.detail)
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

    let rendered: Rendered;
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
