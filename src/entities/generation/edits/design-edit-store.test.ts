// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  deleteEdit,
  listEdits,
  markEditDownloaded,
  notDownloaded,
  readEdit,
  writeEdit,
  type DesignEdit,
} from '@/entities/generation/edits/design-edit-store';
import { ORIGINAL_LAYER, designLayerId } from '@/entities/generation/edits/edit-operations';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';

const OWNER = 'org-1/user-1';
const OTHER = 'org-2/user-9';

function edit(overrides: Partial<DesignEdit> = {}): DesignEdit {
  return {
    owner: OWNER,
    baseRef: 'design-1',
    projectRef: 'project-1',
    customerRef: 'customer-1',
    style: { name: 'Natural Accent', description: 'Native grasses.' },
    settings: { season: 'fall', timeOfDay: 'dusk' },
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:05:00.000Z',
    width: 1600,
    height: 1200,
    operations: [
      {
        kind: 'stroke',
        mode: 'paint',
        layer: ORIGINAL_LAYER,
        size: 40,
        edge: 'soft',
        points: [
          [10, 20, 0.5],
          [30, 40, 0.7],
        ],
      },
      {
        kind: 'lasso',
        mode: 'paint',
        layer: designLayerId('design-2'),
        points: [
          [0, 0],
          [9, 0],
          [9, 9],
        ],
      },
      { kind: 'colour', mode: 'paint', layer: ORIGINAL_LAYER, x: 5, y: 6, tolerance: 20 },
      {
        kind: 'stroke',
        mode: 'erase',
        layer: ORIGINAL_LAYER,
        size: 8,
        edge: 'hard',
        points: [[1, 1, 0.5]],
      },
      { kind: 'clear' },
    ],
    layers: [ORIGINAL_LAYER, designLayerId('design-2')],
    picture: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer,
    ...overrides,
  };
}

describe('the edits kept on the device (IndexedDB)', () => {
  it('keeps an edit with what it is made of and its picture, per user and design', async () => {
    installFakeIndexedDb({ refuseBlobs: true });
    const stored = edit();
    await writeEdit(stored);

    const read = await readEdit(OWNER, 'design-1');
    expect(read).toEqual(stored);
    expect(new Uint8Array(read?.picture ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
    );
    expect(await readEdit(OWNER, 'design-2')).toBeNull();
    expect(await readEdit(OTHER, 'design-1')).toBeNull();
  });

  it('lists the user’s edits, the most recently saved first, and none of another user', async () => {
    installFakeIndexedDb();
    await writeEdit(edit({ baseRef: 'design-1', updatedAt: '2026-11-28T10:00:00.000Z' }));
    await writeEdit(edit({ baseRef: 'design-2', updatedAt: '2026-11-28T11:00:00.000Z' }));
    await writeEdit(edit({ owner: OTHER, baseRef: 'design-3' }));

    expect((await listEdits(OWNER)).map((kept) => kept.baseRef)).toEqual(['design-2', 'design-1']);
    expect((await listEdits(OTHER)).map((kept) => kept.baseRef)).toEqual(['design-3']);
  });

  it('replaces the design’s edit on a new save, and deletes it', async () => {
    installFakeIndexedDb();
    await writeEdit(edit());
    await writeEdit(edit({ operations: [], updatedAt: '2026-11-28T12:00:00.000Z' }));
    expect(await listEdits(OWNER)).toHaveLength(1);
    expect((await readEdit(OWNER, 'design-1'))?.operations).toEqual([]);

    await deleteEdit(OWNER, 'design-1');
    expect(await readEdit(OWNER, 'design-1')).toBeNull();
  });

  it('refuses an edit that breaks its schema and keeps the one before', async () => {
    installFakeIndexedDb();
    await writeEdit(edit());
    await expect(writeEdit(edit({ width: 0 }))).rejects.toThrow();
    await expect(
      writeEdit(
        edit({ operations: [{ kind: 'lasso', mode: 'paint', layer: 'x', points: [[0, 0]] }] }),
      ),
    ).rejects.toThrow();
    expect(await readEdit(OWNER, 'design-1')).toEqual(edit());
  });

  it('knows which edits were never downloaded since they last changed', async () => {
    installFakeIndexedDb();
    await writeEdit(edit());
    expect(notDownloaded((await readEdit(OWNER, 'design-1')) ?? edit())).toBe(true);

    await markEditDownloaded(OWNER, 'design-1', new Date('2026-11-28T10:06:00.000Z'));
    const downloaded = await readEdit(OWNER, 'design-1');
    expect(downloaded?.downloadedAt).toBe('2026-11-28T10:06:00.000Z');
    expect(notDownloaded(downloaded ?? edit())).toBe(false);
    // Changed again after the download: the device holds work not downloaded.
    expect(
      notDownloaded({
        ...edit(),
        downloadedAt: '2026-11-28T10:06:00.000Z',
        updatedAt: '2026-11-28T10:07:00.000Z',
      }),
    ).toBe(true);
  });

  it('reads nothing without making the database where there is none', async () => {
    installFakeIndexedDb();
    expect(await listEdits(OWNER)).toEqual([]);
    expect(await readEdit(OWNER, 'design-1')).toBeNull();
    expect((await indexedDB.databases()).map((database) => database.name)).toEqual([]);
    await writeEdit(edit());
    expect((await indexedDB.databases()).map((database) => database.name)).toEqual([
      'yardvision-edits',
    ]);
  });
});
