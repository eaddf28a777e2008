import { describe, expect, it } from 'vitest';

import { createIndexedDbPersistence } from '@/demo/indexed-db-persistence';
import { createMockApi } from '@/demo/mock-api';
import type { StoredFile } from '@/demo/mock-persistence';
import { DEMO_ORGANIZATION, seedDemoData } from '@/demo/seed-demo-data';
import { findBlob, installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { stubRenderer } from '@/testing/mocks/stub-renderer';

/*
 * Demo mode's data in IndexedDB (a fake one: the test DOM has none). Files are stored as bytes,
 * so Safari's private windows, which refuse a Blob in IndexedDB, run the demo too.
 */

const DATABASE = 'yardvision-demo';
const FILE_STORE = 'files';
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];

function jpeg(extra: number[] = []): StoredFile {
  return {
    contentType: 'image/jpeg',
    bytes: new Blob([new Uint8Array([...JPEG_BYTES, ...extra])], { type: 'image/jpeg' }),
  };
}

async function bytesOf(blob: Blob) {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

/** Whether any file the demo stored holds a Blob (the path of the first one). */
async function blobStored(fake: ReturnType<typeof installFakeIndexedDb>) {
  return findBlob([...(await fake.stored(DATABASE, FILE_STORE)).values()]);
}

describe('demo mode in IndexedDB', () => {
  it("keeps files where IndexedDB refuses Blobs (Safari's private windows): nothing stored is a Blob", async () => {
    const fake = installFakeIndexedDb({ refuseBlobs: true });
    const persistence = await createIndexedDbPersistence();

    await persistence.writeFile('org-a/gen-1/source-1-front.jpg', jpeg([1, 2]));

    expect((await fake.stored(DATABASE, FILE_STORE)).size).toBe(1);
    expect(await blobStored(fake)).toBeUndefined();
    const read = await persistence.readFile('org-a/gen-1/source-1-front.jpg');
    if (!read) throw new Error('The file was not kept.');
    expect(read.contentType).toBe('image/jpeg');
    expect(read.bytes).toBeInstanceOf(Blob);
    expect(read.bytes.type).toBe('image/jpeg');
    expect(await bytesOf(read.bytes)).toEqual([...JPEG_BYTES, 1, 2]);
    expect(await persistence.readFile('org-a/gen-1/missing.jpg')).toBeUndefined();
  });

  it('starts there: the demo data is seeded, its designs are painted and a reload finds them', async () => {
    const fake = installFakeIndexedDb({ refuseBlobs: true });
    const origin = window.location.origin;
    /** The pictures the seed loaded, in order (front, back, garden). */
    const loaded: Blob[] = [];
    const loadImage = (path: string) => {
      const picture = new Blob([new Uint8Array(JPEG_BYTES), path], { type: 'image/jpeg' });
      loaded.push(picture);
      return Promise.resolve(picture);
    };
    const first = createMockApi({
      persistence: await createIndexedDbPersistence(),
      renderer: stubRenderer,
      origin,
    });
    expect(await first.load()).toBe(false);
    await seedDemoData(first, loadImage);
    await first.settle(DEMO_ORGANIZATION);
    expect(await blobStored(fake)).toBeUndefined();

    // A reload: a new API on the same database.
    const reloaded = createMockApi({
      persistence: await createIndexedDbPersistence(),
      renderer: stubRenderer,
      origin,
    });
    expect(await reloaded.load()).toBe(true);
    const generations = reloaded.organization(DEMO_ORGANIZATION).generations;
    expect(generations.map((generation) => generation.currentStep)).toEqual([
      'completed',
      'completed',
    ]);
    // Each design's source photo is the picture the seed loaded for it (front, then back).
    const sources = await Promise.all(
      generations.map((generation) => reloaded.readFile(generation.sources[0].key)),
    );
    expect(await Promise.all(sources.map((file) => bytesOf(file?.bytes ?? new Blob())))).toEqual([
      await bytesOf(loaded[0]),
      await bytesOf(loaded[1]),
    ]);
    for (const generation of generations) {
      const final = generation.finalKey ? await reloaded.readFile(generation.finalKey) : undefined;
      expect(final?.contentType).toBe('image/jpeg');
      expect(final?.bytes.size).toBeGreaterThan(0);
    }
  });

  it('still reads a file an earlier version stored as a Blob', async () => {
    const fake = installFakeIndexedDb();
    const persistence = await createIndexedDbPersistence();
    const old = jpeg([3]);
    await fake.seed(DATABASE, FILE_STORE, old, 'org-a/gen-1/final.jpg');

    const read = await persistence.readFile('org-a/gen-1/final.jpg');
    expect(read?.contentType).toBe('image/jpeg');
    expect(read?.bytes).toBe(old.bytes);
  });

  it('deletes and clears after the writes asked for before them', async () => {
    installFakeIndexedDb({ refuseBlobs: true });
    const persistence = await createIndexedDbPersistence();

    void persistence.writeFile('org-a/gen-1/final.jpg', jpeg());
    await persistence.deleteFiles(['org-a/gen-1/final.jpg']);
    expect(await persistence.readFile('org-a/gen-1/final.jpg')).toBeUndefined();

    void persistence.writeFile('org-a/gen-2/final.jpg', jpeg());
    await persistence.clear();
    expect(await persistence.readFile('org-a/gen-2/final.jpg')).toBeUndefined();
  });
});
