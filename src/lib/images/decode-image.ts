/**
 * A picture decoded on the main thread, to be drawn on a canvas (the photo preparer's and demo
 * mode's fallbacks for browsers whose workers cannot paint).
 */
export type DecodedImage = {
  image: CanvasImageSource;
  width: number;
  height: number;
  /** Frees the decoded picture (a bitmap's memory, an object URL). */
  release: () => void;
};

/** The browser could not decode the bytes (corrupt, truncated, or a format it does not know). */
export class UndecodableImageError extends Error {}

export function decodedBitmap(bitmap: ImageBitmap): DecodedImage {
  return {
    image: bitmap,
    width: bitmap.width,
    height: bitmap.height,
    release: () => bitmap.close(),
  };
}

/**
 * Decodes through an `<img>`, for browsers without `createImageBitmap` (or that reject its
 * options). Pictures drawn from an `<img>` follow its EXIF orientation (CSS
 * image-orientation: from-image).
 */
export async function decodeWithImageElement(source: Blob): Promise<DecodedImage> {
  const url = URL.createObjectURL(source);
  const image = new Image();
  try {
    image.src = url;
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw new UndecodableImageError('The image element could not decode it.');
  }
  return {
    image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: () => URL.revokeObjectURL(url),
  };
}
