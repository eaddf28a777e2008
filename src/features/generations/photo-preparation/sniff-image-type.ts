/** An image format recognised by its first bytes. */
export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'avif' | 'bmp';

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

/** The long edge of what gets uploaded. */
export const MAX_PHOTO_EDGE = 2560;

/** The size to draw an image at so its long edge is at most maxEdge; never enlarges. */
export function targetSize(
  width: number,
  height: number,
  maxEdge = MAX_PHOTO_EDGE,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
