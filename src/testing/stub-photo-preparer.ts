import {
  jpegFileName,
  photoMessages,
  type PhotoPreparer,
} from '@/lib/photo-preparation/photo-types';
import { SNIFF_LENGTH, sniffImageType } from '@/lib/images/image-header';

/**
 * A photo preparer for the test DOM, which cannot decode images: it rejects empty files and files whose
 * bytes are no image, with the real messages, and passes everything else through unchanged as a
 * 1600x1200 JPEG.
 *
 * Node's fetch cannot send a test DOM Blob or File as a request body (it sends the text
 * "undefined"), so code that uploads `file` must read `await file.arrayBuffer()` and send those
 * bytes (the test upload transport does). The thumbnail URL is a fake: the test DOM has no object URLs.
 */
export const stubPhotoPreparer: PhotoPreparer = async (file, options) => {
  options?.signal?.throwIfAborted();
  if (file.size === 0) throw new Error(photoMessages.empty(file.name));
  const bytes = await file.arrayBuffer();
  if (!sniffImageType(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, SNIFF_LENGTH)))) {
    throw new Error(photoMessages.notAnImage(file.name));
  }
  options?.signal?.throwIfAborted();
  const id = crypto.randomUUID();
  return {
    id,
    file: new File([bytes], jpegFileName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    }),
    originalName: file.name,
    originalBytes: file.size,
    width: 1600,
    height: 1200,
    thumbnailUrl: `blob:stub/${id}`,
  };
};

/** The stub, counting the photos it was given (`preparer.calls`). */
export function countingPhotoPreparer() {
  const counted = Object.assign<PhotoPreparer, { calls: number }>(
    (file, options) => {
      counted.calls += 1;
      return stubPhotoPreparer(file, options);
    },
    { calls: 0 },
  );
  return counted;
}
