// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { readJpegInfo, sniffImageType } from '@/lib/images/image-header';
import { FIXTURE_HEADERS } from '@/testing/fixture-headers';
import { TINY_JPEG } from '@/testing/tiny-jpeg';

/** A JPEG header with an EXIF orientation and a baseline frame of `width` x `height`. */
function jpegHeader(width: number, height: number, orientation: number, littleEndian = false) {
  const tiff = littleEndian
    ? [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0]
    : [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0];
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff, 0, 0, 0, 0];
  const app1 = [0xff, 0xe1, 0, exif.length + 2, ...exif];
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app1, ...frame, ...new Array<number>(9).fill(0)]);
}

describe('readJpegInfo', () => {
  it('reads the size of a browser-made JPEG from its header', () => {
    expect(readJpegInfo(TINY_JPEG)).toEqual({
      width: 16,
      height: 12,
      orientation: 1,
    });
  });

  it('reads the EXIF orientation in either byte order', () => {
    expect(readJpegInfo(jpegHeader(1200, 1600, 6))).toEqual({
      width: 1200,
      height: 1600,
      orientation: 6,
    });
    expect(readJpegInfo(jpegHeader(640, 480, 3, true))).toEqual({
      width: 640,
      height: 480,
      orientation: 3,
    });
  });

  it('gives nothing for bytes that are not a JPEG or stop before its frame', () => {
    expect(readJpegInfo(new TextEncoder().encode('not an image'))).toBeUndefined();
    expect(readJpegInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(readJpegInfo(TINY_JPEG.subarray(0, 30))).toBeUndefined();
  });
});

/** ASCII text as bytes (control characters such as \x01 stay single bytes). */
const bytesOf = (text: string) => new TextEncoder().encode(text);

/** An ISO-BMFF ftyp box with the given major and compatible brands. */
function ftyp(major: string, compatible: string[] = []): Uint8Array {
  const size = 16 + 4 * compatible.length;
  return new Uint8Array([
    0,
    0,
    0,
    size,
    ...bytesOf('ftyp'),
    ...bytesOf(major),
    0,
    0,
    0,
    0,
    ...compatible.flatMap((brand) => [...bytesOf(brand)]),
  ]);
}

describe('sniffImageType', () => {
  it.each([
    ['yard-front.jpg', 'jpeg'],
    ['exif-rotated.jpg', 'jpeg'],
    ['corrupt-truncated.jpg', 'jpeg'],
    ['inspiration-garden.webp', 'webp'],
    ['yard-alpha.png', 'png'],
    ['yard-front.heic', 'heic'],
    ['not-an-image.jpg', undefined],
    ['customers.csv', undefined],
    ['empty.jpg', undefined],
  ] as const)('sees %s as %s', (name, expected) => {
    expect(sniffImageType(new Uint8Array(FIXTURE_HEADERS[name]))).toBe(expected);
  });

  it('recognises GIF and BMP', () => {
    expect(sniffImageType(bytesOf('GIF89a\x01\x00\x01\x00'))).toBe('gif');
    expect(sniffImageType(bytesOf('GIF87a\x01\x00\x01\x00'))).toBe('gif');
    const bmp = new Uint8Array(26);
    bmp.set(bytesOf('BM'));
    bmp[14] = 40;
    expect(sniffImageType(bmp)).toBe('bmp');
  });

  it('does not take text starting with "BM" for a bitmap', () => {
    expect(sniffImageType(bytesOf('BMW owners, please read this first'))).toBeUndefined();
  });

  it.each(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'])(
    'sees the %s brand as HEIC',
    (brand) => {
      expect(sniffImageType(ftyp(brand, ['mif1', 'heic']))).toBe('heic');
    },
  );

  it('sees AVIF by its brand, also behind a generic HEIF brand', () => {
    expect(sniffImageType(ftyp('avif', ['mif1', 'miaf']))).toBe('avif');
    expect(sniffImageType(ftyp('mif1', ['avif', 'miaf']))).toBe('avif');
  });

  it('rejects other ISO-BMFF files (video) and short or unknown bytes', () => {
    expect(sniffImageType(ftyp('isom', ['mp41']))).toBeUndefined();
    expect(sniffImageType(ftyp('qt  '))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(bytesOf('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(bytesOf('RIFF\x00\x00\x00\x00WAVEfmt '))).toBeUndefined();
  });
});
