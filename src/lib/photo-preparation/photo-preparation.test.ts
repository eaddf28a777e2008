import { describe, expect, it } from 'vitest';

import { jpegFileName, photoMessages, toPhotoRejection } from '@/lib/photo-preparation/photo-types';
import { sniffImageType } from '@/lib/images/image-header';
import { targetSize } from '@/lib/photo-preparation/photo-size';
import { stubPhotoPreparer } from '@/testing/stub-photo-preparer';

/**
 * The first 16 bytes of the fixtures in ../shared/fixtures/images (from `xxd -p -l 16`): the app's
 * TypeScript setup has no Node types, so the tests cannot read the files themselves.
 */
const FIXTURE_HEADERS = {
  'yard-front.jpg': [
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  ],
  'exif-rotated.jpg': [
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  ],
  'corrupt-truncated.jpg': [
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  ],
  'inspiration-garden.webp': [
    0x52, 0x49, 0x46, 0x46, 0xfc, 0x3f, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20,
  ],
  'yard-alpha.png': [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ],
  'yard-front.heic': [
    0x00, 0x00, 0x00, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0x00, 0x00, 0x00, 0x00,
  ],
  'not-an-image.jpg': [
    0x74, 0x68, 0x69, 0x73, 0x20, 0x69, 0x73, 0x20, 0x6e, 0x6f, 0x74, 0x20, 0x61, 0x6e, 0x20, 0x69,
  ],
  'customers.csv': [
    0x6e, 0x61, 0x6d, 0x65, 0x2c, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0x41, 0x6e, 0x6e, 0x2c, 0x61,
  ],
  'empty.jpg': [],
} as const;

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

describe('targetSize', () => {
  it('brings a 12 MP phone photo down to 2560 px on the long edge', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(targetSize(3024, 4032)).toEqual({ width: 1920, height: 2560 });
  });

  it('never enlarges', () => {
    expect(targetSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(targetSize(2560, 100)).toEqual({ width: 2560, height: 100 });
    expect(targetSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('takes another long edge, for thumbnails, and keeps at least one pixel', () => {
    expect(targetSize(2560, 1920, 320)).toEqual({ width: 320, height: 240 });
    expect(targetSize(10000, 10, 320)).toEqual({ width: 320, height: 1 });
  });
});

describe('photo messages', () => {
  it('name the file', () => {
    expect(photoMessages.empty('empty.jpg')).toBe('"empty.jpg" is empty.');
    expect(photoMessages.notAnImage('customers.csv')).toBe('"customers.csv" is not an image.');
    expect(photoMessages.unreadable('corrupt.jpg')).toBe(
      '"corrupt.jpg" could not be read as an image.',
    );
    expect(photoMessages.heicNotConverted('IMG_0042.HEIC')).toBe(
      '"IMG_0042.HEIC" is a HEIC photo that could not be converted. Export it as JPEG and try again.',
    );
  });

  it('become a rejection, except an abort', () => {
    const file = new File(['x'], 'a.jpg');
    expect(toPhotoRejection(file, new Error(photoMessages.notAnImage('a.jpg')))).toEqual({
      fileName: 'a.jpg',
      message: '"a.jpg" is not an image.',
    });
    expect(toPhotoRejection(file, new DOMException('Aborted', 'AbortError'))).toBeUndefined();
  });
});

describe('jpegFileName', () => {
  it.each([
    ['IMG_0042.HEIC', 'IMG_0042.jpg'],
    ['yard.front.png', 'yard.front.jpg'],
    ['photo.jpeg', 'photo.jpg'],
    ['garden', 'garden.jpg'],
    ['.jpg', 'photo.jpg'],
  ])('%s → %s', (name, expected) => {
    expect(jpegFileName(name)).toBe(expected);
  });
});

describe('stubPhotoPreparer', () => {
  const jpegBytes = new Uint8Array([...FIXTURE_HEADERS['yard-front.jpg'], 1, 2, 3]);

  it('passes an image through as a 1600x1200 JPEG', async () => {
    const photo = await stubPhotoPreparer(new File([jpegBytes], 'yard.png', { type: 'image/png' }));
    expect(photo.file.name).toBe('yard.jpg');
    expect(photo.file.type).toBe('image/jpeg');
    expect(new Uint8Array(await photo.file.arrayBuffer())).toEqual(jpegBytes);
    expect(photo).toMatchObject({
      originalName: 'yard.png',
      originalBytes: jpegBytes.length,
      width: 1600,
      height: 1200,
      thumbnailUrl: `blob:stub/${photo.id}`,
    });
  });

  it('rejects empty files and files that are not images, whatever their name', async () => {
    await expect(stubPhotoPreparer(new File([], 'empty.jpg'))).rejects.toThrow(
      photoMessages.empty('empty.jpg'),
    );
    const text = new File([new Uint8Array(FIXTURE_HEADERS['not-an-image.jpg'])], 'x.jpg', {
      type: 'image/jpeg',
    });
    await expect(stubPhotoPreparer(text)).rejects.toThrow(photoMessages.notAnImage('x.jpg'));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      stubPhotoPreparer(new File([jpegBytes], 'a.jpg'), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
