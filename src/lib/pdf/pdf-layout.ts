import type { JpegInfo, PixelSize } from '@/lib/images/image-header';

/**
 * The page geometry of the PDFs the app writes (the proposal, the signed proposal) and how big a
 * picture is embedded in them (rules that need no PDF library).
 */

/** Points per inch (PDF user space). */
const POINTS_PER_INCH = 72;
/** US Letter, portrait, in points. */
export const PAGE = { width: 612, height: 792 } as const;
/** The margin on every side: 0.625 in. */
export const MARGIN = 45;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Where content ends on every page (the footer's line sits below). */
export const CONTENT_BOTTOM = PAGE.height - MARGIN;
/** The footer's baseline, under the bottom margin's top. */
export const FOOTER_Y = PAGE.height - MARGIN + 20;

/**
 * The largest box a design's picture can fill on its page (before and after are stacked, each
 * under its label, with the heading above and at least a line of text below): 7.25 x 3.75 in.
 * Pictures are prepared for it (printPixelSize), whichever PDF they go into.
 */
export const PICTURE_BOX_MAX = { width: CONTENT_WIDTH, height: 270 } as const;

/** Print resolution the pictures are embedded at, at most, for the box they fill. */
const PRINT_DPI = 300;
/**
 * A JPEG up to this long (and upright) goes into the PDF as its own bytes: no decoding, no loss.
 * Larger pictures are scaled to PRINT_DPI for PICTURE_BOX_MAX and encoded again.
 */
export const PASS_THROUGH_MAX_EDGE = 2400;
/** The JPEG quality of a picture that is encoded again. */
export const JPEG_QUALITY = 0.88;

/**
 * `image` scaled to fit in `box` (any units), keeping its aspect ratio; `upscale: false` never
 * makes it larger than it is.
 */
export function fitInside(image: PixelSize, box: PixelSize, { upscale = true } = {}): PixelSize {
  if (image.width <= 0 || image.height <= 0) return { width: 0, height: 0 };
  let scale = Math.min(box.width / image.width, box.height / image.height);
  if (!upscale) scale = Math.min(1, scale);
  return { width: image.width * scale, height: image.height * scale };
}

/**
 * The pixel size `image` is embedded at: its own when that is at most PRINT_DPI in the largest
 * box it can fill, else the size that gives PRINT_DPI there (never enlarged, whole pixels).
 */
export function printPixelSize(image: PixelSize, box: PixelSize = PICTURE_BOX_MAX): PixelSize {
  const dots = PRINT_DPI / POINTS_PER_INCH;
  const fitted = fitInside(
    image,
    { width: box.width * dots, height: box.height * dots },
    { upscale: false },
  );
  return {
    width: Math.max(1, Math.round(fitted.width)),
    height: Math.max(1, Math.round(fitted.height)),
  };
}

/** Whether a JPEG of this size and orientation can go into the PDF as it is. */
export function canPassThrough(info: JpegInfo): boolean {
  return info.orientation === 1 && Math.max(info.width, info.height) <= PASS_THROUGH_MAX_EDGE;
}
