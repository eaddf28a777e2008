import { describe, expect, it } from 'vitest';

import { readJpegInfo } from '@/lib/images/image-header';
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
