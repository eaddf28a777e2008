/**
 * What the first bytes of an image file say, without decoding it: its format
 * (`sniffImageType`) and, for a JPEG, its pixel size and EXIF orientation (`readJpegInfo`).
 */

/** An image format recognised by its first bytes. */
type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'avif' | 'bmp';

/** How many leading bytes sniffImageType needs to see (the ftyp box of HEIC/AVIF included). */
export const SNIFF_LENGTH = 64;

/** ISO-BMFF brands of HEIC/HEIF stills and sequences, as phones write them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Brands that say "some HEIF image" without naming the codec; compatible brands decide. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);
/** Sizes of the BMP info headers that exist (BITMAPCOREHEADER to BITMAPV5HEADER). */
const BMP_INFO_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function readUint32BE(bytes: Uint8Array, offset: number): number {
  return (
    (bytes[offset] ?? 0) * 2 ** 24 +
    ((bytes[offset + 1] ?? 0) << 16) +
    ((bytes[offset + 2] ?? 0) << 8) +
    (bytes[offset + 3] ?? 0)
  );
}

function readUint32LE(bytes: Uint8Array, offset: number): number {
  return (
    (bytes[offset] ?? 0) +
    ((bytes[offset + 1] ?? 0) << 8) +
    ((bytes[offset + 2] ?? 0) << 16) +
    (bytes[offset + 3] ?? 0) * 2 ** 24
  );
}

function sniffIsoBmff(bytes: Uint8Array): SniffedImageType | undefined {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return undefined;
  const major = ascii(bytes, 8, 4);
  if (AVIF_BRANDS.has(major)) return 'avif';
  if (!HEIC_BRANDS.has(major)) return undefined;
  if (GENERIC_HEIF_BRANDS.has(major)) {
    // An AVIF may carry the generic brand first; browsers decode those natively.
    const boxEnd = Math.min(readUint32BE(bytes, 0), bytes.length);
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
      if (AVIF_BRANDS.has(ascii(bytes, offset, 4))) return 'avif';
    }
  }
  return 'heic';
}

/**
 * The real format of a file from its first bytes (pass at least SNIFF_LENGTH of them when the
 * file has that many), whatever its name or MIME type claims; undefined when it is no image
 * format we accept.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  // "BM" alone would match plain text, so the reserved bytes and info header size must fit too.
  if (
    ascii(bytes, 0, 2) === 'BM' &&
    bytes.length >= 18 &&
    readUint32LE(bytes, 6) === 0 &&
    BMP_INFO_HEADER_SIZES.has(readUint32LE(bytes, 14))
  ) {
    return 'bmp';
  }
  return sniffIsoBmff(bytes);
}

/** A picture's size in pixels. */
export type PixelSize = { width: number; height: number };

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
