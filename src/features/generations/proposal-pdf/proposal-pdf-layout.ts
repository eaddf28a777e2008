/**
 * The proposal PDF's page geometry and the rules about its text and pictures that need no PDF
 * library: what the standard fonts can show, how big a picture is embedded, a JPEG's size.
 */

/** Points per inch (PDF user space). */
export const POINTS_PER_INCH = 72;
/** US Letter, portrait, in points. */
export const PAGE = { width: 612, height: 792 } as const;
/** The margin on every side: 0.625 in. */
export const MARGIN = 45;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

/**
 * The largest box a design's picture can fill on its page (before and after are stacked, each
 * under its label, with the heading above and at least a line of text below): 7.25 x 3.75 in.
 */
export const PICTURE_BOX_MAX = { width: CONTENT_WIDTH, height: 270 } as const;

/** Print resolution the pictures are embedded at, at most, for the box they fill. */
export const PRINT_DPI = 300;
/**
 * A JPEG up to this long (and upright) goes into the PDF as its own bytes: no decoding, no loss.
 * Larger pictures are scaled to PRINT_DPI for PICTURE_BOX_MAX and encoded again.
 */
export const PASS_THROUGH_MAX_EDGE = 2400;
/** The JPEG quality of a picture that is encoded again. */
export const JPEG_QUALITY = 0.88;

export type PixelSize = { width: number; height: number };

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

export type JpegInfo = PixelSize & {
  /** EXIF orientation (1: upright; a PDF ignores EXIF, so others must be turned first). */
  orientation: number;
};

/** The start of a file that holds a JPEG's header (markers, EXIF and frame size). */
export const JPEG_HEADER_BYTES = 128 * 1024;

function exifOrientation(bytes: Uint8Array, start: number, length: number): number {
  // 'Exif\0\0', then a TIFF header: byte order, 42, the offset of the first directory.
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0];
  if (length < 14 || exif.some((byte, index) => bytes[start + index] !== byte)) return 1;
  const tiff = start + 6;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = bytes[tiff] === 0x49;
  if (tiff + 8 > bytes.length) return 1;
  const directory = tiff + view.getUint32(tiff + 4, little);
  if (directory + 2 > bytes.length) return 1;
  const entries = view.getUint16(directory, little);
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > bytes.length) return 1;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return 1;
}

/**
 * Reads a JPEG's pixel size and EXIF orientation from its first bytes, without decoding it.
 * Undefined when the bytes are not a JPEG or its frame header is not among them.
 */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (length < 2) return undefined;
    // Start of frame (baseline, extended, progressive, lossless...), not DHT, JPG or DAC.
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (offset + 9 > bytes.length) return undefined;
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      return width > 0 && height > 0 ? { width, height, orientation } : undefined;
    }
    if (marker === 0xe1) orientation = exifOrientation(bytes, offset + 4, length - 2);
    // Start of scan before any frame: not a JPEG this can read.
    if (marker === 0xda) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/**
 * Characters that Windows-1252 (WinAnsiEncoding, the PDF standard fonts' encoding) has beyond
 * Latin-1: the PDF writer maps these to their codes itself.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** What the standard fonts cannot show, as something close that they can. */
const CLOSE_ENOUGH = new Map<string, string>(
  Object.entries({
    Ł: 'L',
    ł: 'l',
    Đ: 'D',
    đ: 'd',
    Ħ: 'H',
    ħ: 'h',
    ı: 'i',
    Ŧ: 'T',
    ŧ: 't',
    '\u2010': '-',
    '\u2011': '-',
    '\u2012': '-',
    '\u2212': '-',
    '\u2032': "'",
    '\u2033': '"',
    '\u00a0': ' ',
    '\u2007': ' ',
    '\u2009': ' ',
    '\u200a': ' ',
    '\u202f': ' ',
    '\u2028': '\n',
    '\u2029': '\n',
  }),
);

function isWinAnsi(char: string) {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * `text` as the PDF's standard fonts (Helvetica, WinAnsiEncoding) can show it: accented letters
 * outside Latin-1 lose their accents (ő → o), a few letters and spaces become their nearest
 * kin, tabs become spaces, emoji and other pictographs are left out (with the joiners and
 * variation selectors around them), and any other character becomes '?'.
 */
export function toPdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    if (char === '\t') {
      out += ' ';
      continue;
    }
    const close = CLOSE_ENOUGH.get(char);
    if (close !== undefined) {
      out += close;
      continue;
    }
    // Joiners, variation selectors, skin tones and other marks that show nothing by themselves.
    if (/[\p{M}\p{Cf}\u{1F3FB}-\u{1F3FF}]/u.test(char)) continue;
    if (/\p{Extended_Pictographic}/u.test(char)) continue;
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += bare !== '' && Array.from(bare).every(isWinAnsi) ? bare : '?';
  }
  // Spaces left doubled where a pictograph was taken out of the middle of a sentence.
  return out.replace(/ {2,}/g, ' ').replace(/ +$/gm, '');
}

/** The design's settings as one line: 'Fall · Cloudy · Dusk · Calm'. */
export function settingsLine(settings: readonly string[]): string {
  return settings.filter((setting) => setting.trim() !== '').join(' · ');
}

/** 'Page 2 of 7'. */
export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

/** 'Design 1 of 6'. */
export function designLabel(index: number, count: number): string {
  return `Design ${index + 1} of ${count}`;
}

/**
 * At most `max` of the wrapped `lines`; when some are left out, the last one kept ends in '…'
 * (a few characters shorter, so it still fits the width it was wrapped to).
 */
export function clampLines(lines: readonly string[], max: number): string[] {
  if (lines.length <= max) return [...lines];
  if (max <= 0) return [];
  const kept = lines.slice(0, max);
  const last = kept[max - 1] ?? '';
  kept[max - 1] = `${last.slice(0, Math.max(0, last.length - 2)).trimEnd()}…`;
  return kept;
}
