// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { DRAFTS_DATABASE } from '@/config/device-storage';
import {
  clearDraft,
  loadDraft,
  saveDraft,
  type DraftPhoto,
  type GenerateDraft,
} from '@/features/generate/wizard/generate-draft';
import { findBlob, installFakeIndexedDb } from '@/testing/fake-indexed-db';

/*
 * The wizard's draft in IndexedDB (a fake one: the test DOM has none). Its photos are stored as
 * bytes, so Safari's private windows, which refuse a File in IndexedDB, keep them too.
 */

const KEY = 'org-test/user-test';
const STORE = 'generate';
const LAST_MODIFIED = Date.UTC(2025, 4, 1, 10, 30);

function draftPhoto(id: string, bytes: number[], name = `${id}.jpg`): DraftPhoto {
  return {
    id,
    file: new File([new Uint8Array(bytes)], name, {
      type: 'image/jpeg',
      lastModified: LAST_MODIFIED,
    }),
    originalName: `IMG_${id}.HEIC`,
    width: 2560,
    height: 1920,
  };
}

function draft(sources: DraftPhoto[], inspirations: DraftPhoto[] = []): GenerateDraft {
  return {
    sources,
    inspirations,
    style: { name: 'Modern Minimalist', description: 'Clean lines.' },
    settings: {
      season: 'summer',
      weather: 'sunny',
      timeOfDay: 'afternoon',
      atmosphericEffect: 'calm',
    },
    generationRef: 'gen-1',
  };
}

/** A photo's file as the test compares it: bytes, type, name and lastModified. */
async function described(photo: DraftPhoto) {
  const { file, ...rest } = photo;
  return {
    ...rest,
    file: {
      bytes: [...new Uint8Array(await file.arrayBuffer())],
      type: file.type,
      name: file.name,
      lastModified: file.lastModified,
      isFile: file instanceof File,
    },
  };
}

const describedAll = (photos: DraftPhoto[]) => Promise.all(photos.map(described));

/** A photo whose bytes take a while to read (a big one on a slow phone). */
function slowPhoto(id: string): DraftPhoto {
  const photo = draftPhoto(id, [1, 2, 3]);
  const read = photo.file.arrayBuffer.bind(photo.file);
  Object.defineProperty(photo.file, 'arrayBuffer', {
    value: () =>
      new Promise<ArrayBuffer>((resolve) => {
        setTimeout(() => resolve(read()), 30);
      }),
  });
  return photo;
}

describe('the wizard draft in IndexedDB', () => {
  it("keeps the photos where IndexedDB refuses Files (Safari's private windows): nothing stored is a Blob", async () => {
    const fake = installFakeIndexedDb({ refuseBlobs: true });
    const saved = draft(
      [draftPhoto('s1', [1, 2, 3]), draftPhoto('s2', [4, 5])],
      [draftPhoto('i1', [6])],
    );

    await saveDraft(KEY, saved);

    const stored = (await fake.stored(DRAFTS_DATABASE, STORE)).get(KEY);
    expect(stored).toBeDefined();
    expect(findBlob(stored)).toBeUndefined();

    const loaded = await loadDraft(KEY);
    if (!loaded) throw new Error('The draft was not kept.');
    expect(await describedAll(loaded.sources)).toEqual(await describedAll(saved.sources));
    expect(await describedAll(loaded.inspirations)).toEqual(await describedAll(saved.inspirations));
    expect(loaded.style).toEqual(saved.style);
    expect(loaded.settings).toEqual(saved.settings);
    expect(loaded.generationRef).toBe('gen-1');
  });

  it('still loads a draft an earlier version stored with the File objects themselves', async () => {
    const fake = installFakeIndexedDb();
    // Opens the database, as the earlier version had.
    expect(await loadDraft(KEY)).toBeUndefined();
    const old = draft([draftPhoto('s1', [1, 2, 3])], [draftPhoto('i1', [4])]);
    await fake.seed(DRAFTS_DATABASE, STORE, old, KEY);

    const loaded = await loadDraft(KEY);
    if (!loaded) throw new Error('The earlier draft was lost.');
    expect(await describedAll(loaded.sources)).toEqual(await describedAll(old.sources));
    expect(await describedAll(loaded.inspirations)).toEqual(await describedAll(old.inspirations));
    expect(loaded.settings).toEqual(old.settings);

    // Saved again, it is stored the new way.
    await saveDraft(KEY, loaded);
    expect(findBlob((await fake.stored(DRAFTS_DATABASE, STORE)).get(KEY))).toBeUndefined();
  });

  it('saves, clears and loads in the order they were asked for', async () => {
    installFakeIndexedDb({ refuseBlobs: true });
    const slow = draft([slowPhoto('slow')]);
    const quick = draft([draftPhoto('quick', [1])]);

    // A save still reading its photos' bytes is not overtaken by the next save.
    void saveDraft(KEY, slow);
    void saveDraft(KEY, quick);
    const latest = await loadDraft(KEY);
    expect(latest?.sources.map((photo) => photo.id)).toEqual(['quick']);

    // Nor by a clear: the draft of a started generation does not come back.
    void saveDraft(KEY, slow);
    void clearDraft(KEY);
    expect(await loadDraft(KEY)).toBeUndefined();
  });

  it("keeps each user's draft apart", async () => {
    installFakeIndexedDb({ refuseBlobs: true });
    await saveDraft('org-test/user-a', draft([draftPhoto('a', [1])]));
    await saveDraft('org-test/user-b', draft([draftPhoto('b', [2])]));

    expect((await loadDraft('org-test/user-a'))?.sources[0].id).toBe('a');
    expect((await loadDraft('org-test/user-b'))?.sources[0].id).toBe('b');
    await clearDraft('org-test/user-a');
    expect(await loadDraft('org-test/user-a')).toBeUndefined();
    expect((await loadDraft('org-test/user-b'))?.sources[0].id).toBe('b');
  });
});
