// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  fromStorableBlob,
  fromStorableFile,
  toStorableBlob,
  toStorableFile,
} from '@/lib/offline/storable-blob';
import { findBlob } from '@/testing/fake-indexed-db';

/*
 * Files and Blobs as IndexedDB keeps them in every browser (Safari's private windows refuse a
 * Blob): plain data that comes back as the same File or Blob.
 */

const BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const LAST_MODIFIED = Date.UTC(2025, 4, 1, 10, 30);

function photo() {
  return new File([new Uint8Array(BYTES)], 'front yard.jpg', {
    type: 'image/jpeg',
    lastModified: LAST_MODIFIED,
  });
}

async function bytesOf(blob: Blob) {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

describe('storable files and blobs', () => {
  it('a File comes back with its bytes, type, name and lastModified', async () => {
    const stored = await toStorableFile(photo());

    expect(findBlob(stored)).toBeUndefined();
    const file = fromStorableFile(stored);
    expect(file).toBeInstanceOf(File);
    expect(await bytesOf(file)).toEqual(BYTES);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('front yard.jpg');
    expect(file.lastModified).toBe(LAST_MODIFIED);
  });

  it('a Blob comes back with its bytes and type', async () => {
    const stored = await toStorableBlob(new Blob([new Uint8Array(BYTES)], { type: 'image/png' }));

    expect(findBlob(stored)).toBeUndefined();
    const blob = fromStorableBlob(stored);
    expect(blob).toBeInstanceOf(Blob);
    expect(await bytesOf(blob)).toEqual(BYTES);
    expect(blob.type).toBe('image/png');
  });

  it('is plain data: a structured clone of it (what IndexedDB stores) comes back the same', async () => {
    const file = fromStorableFile(structuredClone(await toStorableFile(photo())));
    expect(await bytesOf(file)).toEqual(BYTES);
    expect(file.name).toBe('front yard.jpg');
    expect(file.lastModified).toBe(LAST_MODIFIED);

    const blob = fromStorableBlob(structuredClone(await toStorableBlob(photo())));
    expect(await bytesOf(blob)).toEqual(BYTES);
    expect(blob.type).toBe('image/jpeg');
  });

  it('an empty file keeps its name and type', async () => {
    const empty = new File([], 'empty.jpg', { type: 'image/jpeg', lastModified: LAST_MODIFIED });
    const file = fromStorableFile(await toStorableFile(empty));
    expect(file.size).toBe(0);
    expect(file.name).toBe('empty.jpg');
    expect(file.type).toBe('image/jpeg');
  });

  it('a File or Blob stored as it is, by an earlier version of the app, is read as it is', () => {
    const file = photo();
    const blob = new Blob([new Uint8Array(BYTES)], { type: 'image/jpeg' });

    expect(fromStorableFile(file)).toBe(file);
    expect(fromStorableBlob(blob)).toBe(blob);
  });
});
