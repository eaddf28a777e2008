import { describe, expect, it } from 'vitest';

import {
  canPassThrough,
  clampLines,
  fitInside,
  PASS_THROUGH_MAX_EDGE,
  PICTURE_BOX_MAX,
  pageLabel,
  printPixelSize,
  readJpegInfo,
  settingsLine,
  toPdfText,
} from '@/features/generations/proposal-pdf/proposal-pdf-layout';
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

describe('toPdfText', () => {
  it('keeps what the standard fonts show: Latin-1 and the Windows-1252 extras', () => {
    const text = 'Café naïve “quoted” – dash… 50 € • Fall · Cloudy';
    expect(toPdfText(text)).toBe(text);
  });

  it('drops accents the fonts lack and replaces close relatives', () => {
    // ó is Latin-1 and stays; Ł, ź, ń, Ő and ı are not.
    expect(toPdfText('Łódź Gdańsk Ő ı')).toBe('Lódz Gdansk O i');
    expect(toPdfText('a\u2011b\u202fc\u2212d')).toBe('a-b c-d');
  });

  it('leaves out emoji with their joiners and marks a character it cannot show', () => {
    expect(toPdfText('Great yard 👍🏽 for kids 👨‍👩‍👧!')).toBe('Great yard for kids !');
    expect(toPdfText('庭 garden')).toBe('? garden');
  });

  it('keeps line breaks and turns tabs into spaces', () => {
    expect(toPdfText('one\r\ntwo\tthree')).toBe('one\ntwo three');
  });
});

describe('picture sizes', () => {
  it('fits a picture in a box, keeping its aspect ratio', () => {
    const fitted = fitInside({ width: 1600, height: 1200 }, { width: 400, height: 200 });
    expect(fitted.width).toBeCloseTo(800 / 3);
    expect(fitted.height).toBe(200);
    expect(
      fitInside({ width: 100, height: 50 }, { width: 400, height: 400 }, { upscale: false }),
    ).toEqual({ width: 100, height: 50 });
  });

  it('embeds at 300 dpi for the largest box a picture can fill, never larger', () => {
    // 7.25 x 3.75 in at 300 dpi is 2175 x 1125 px: a 4:3 picture is held by the height.
    expect(PICTURE_BOX_MAX).toEqual({ width: 522, height: 270 });
    expect(printPixelSize({ width: 4032, height: 3024 })).toEqual({ width: 1500, height: 1125 });
    expect(printPixelSize({ width: 4000, height: 1000 })).toEqual({ width: 2175, height: 544 });
    expect(printPixelSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('passes an upright JPEG through up to the edge limit', () => {
    expect(canPassThrough({ width: 1600, height: 1200, orientation: 1 })).toBe(true);
    expect(canPassThrough({ width: PASS_THROUGH_MAX_EDGE, height: 10, orientation: 1 })).toBe(true);
    expect(canPassThrough({ width: 2560, height: 1920, orientation: 1 })).toBe(false);
    expect(canPassThrough({ width: 1600, height: 1200, orientation: 6 })).toBe(false);
  });
});

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

describe('text helpers', () => {
  it('clamps wrapped lines with an ellipsis', () => {
    expect(clampLines(['one', 'two'], 3)).toEqual(['one', 'two']);
    expect(clampLines(['first line', 'second line', 'third'], 2)).toEqual([
      'first line',
      'second li…',
    ]);
  });

  it('writes the settings line and the page numbers', () => {
    expect(settingsLine(['Fall', 'Cloudy', '', 'Dusk', 'Calm'])).toBe(
      'Fall · Cloudy · Dusk · Calm',
    );
    expect(pageLabel(1, 7)).toBe('Page 1 of 7');
  });
});
