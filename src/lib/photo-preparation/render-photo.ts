import { createJpegCanvas } from '@/lib/images/jpeg-canvas';
import { PHOTO_OUTPUT } from '@/lib/photo-preparation/photo-types';
import { targetSize } from '@/lib/photo-preparation/photo-size';

/** A photo as it is uploaded (its long edge at most MAX_PHOTO_EDGE) and its thumbnail. */
export type RenderedPhoto = { photo: Blob; thumbnail: Blob; width: number; height: number };

/**
 * Scales a decoded, upright photo down to its upload size and its thumbnail, each encoded as
 * JPEG on white, in the photo worker or on the main thread. `release` frees the decoded photo
 * as soon as the full size is painted (phones have little memory).
 */
export async function renderPhoto(
  image: CanvasImageSource,
  imageSize: { width: number; height: number },
  release: () => void,
): Promise<RenderedPhoto> {
  const size = targetSize(imageSize.width, imageSize.height);
  const full = createJpegCanvas(size.width, size.height);
  full.paint(image);
  release();
  const thumbSize = targetSize(size.width, size.height, PHOTO_OUTPUT.thumbnailEdge);
  const thumb = createJpegCanvas(thumbSize.width, thumbSize.height);
  thumb.paint(full.image);
  const [photo, thumbnail] = await Promise.all([
    full.toJpeg(PHOTO_OUTPUT.quality),
    thumb.toJpeg(PHOTO_OUTPUT.thumbnailQuality),
  ]);
  return { photo, thumbnail, ...size };
}
