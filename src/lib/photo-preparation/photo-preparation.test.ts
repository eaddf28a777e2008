// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { jpegFileName, photoMessages, toPhotoRejection } from '@/lib/photo-preparation/photo-types';
import { targetSize } from '@/lib/photo-preparation/photo-size';
import { FIXTURE_HEADERS } from '@/testing/fixture-headers';
import { stubPhotoPreparer } from '@/testing/stub-photo-preparer';

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
