// @vitest-environment node
import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

import {
  readEdit,
  writeEdit,
  type DesignEdit,
} from '@/entities/generation/edits/design-edit-store';
import { designLayerId, ORIGINAL_LAYER } from '@/entities/generation/edits/edit-operations';
import { makeEditsWorkPart } from '@/entities/generation/edits/edits-work-part';
import { readJpegInfo, type PixelSize } from '@/lib/images/image-header';
import { InvalidWorkItemError, jsonFile, type WorkItem } from '@/lib/project-work/project-work';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { TINY_JPEG } from '@/testing/tiny-jpeg';

const OWNER = 'org-1/user-1';
const scope = { owner: OWNER, projectRef: 'project-1', i18n };

/** The test DOM decodes no picture: this decoder reads the JPEG's header, as a browser would. */
const decodePicture = vi.fn((picture: Uint8Array): Promise<PixelSize> => {
  const size = readJpegInfo(picture);
  return size ? Promise.resolve(size) : Promise.reject(new Error('Not a picture.'));
});
const part = makeEditsWorkPart({ decodePicture });

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
    width: 16,
    height: 12,
    operations: [
      { kind: 'colour', mode: 'paint', layer: ORIGINAL_LAYER, x: 5, y: 6, tolerance: 20 },
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
    ],
    layers: [ORIGINAL_LAYER, designLayerId('design-2')],
    picture: TINY_JPEG.slice().buffer,
    downloadedAt: '2026-11-28T10:06:00.000Z',
    ...overrides,
  };
}

/** What only the device keeps of an edit: not in its file. */
const DEVICE_OWN = ['owner', 'updatedAt', 'downloadedAt', 'picture'];

/** What edit.json holds of `kept`. */
function content(kept: DesignEdit) {
  return Object.fromEntries(Object.entries(kept).filter(([key]) => !DEVICE_OWN.includes(key)));
}

async function refused(bad: WorkItem, reason: 'content' | 'picture') {
  const error = await part.check(scope, bad).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidWorkItemError);
  expect(error).toMatchObject({ part: 'edits', reason });
}

describe('the edits as a part of a project file', () => {
  it("reads the project's edits, one item per design, in the order of their refs", async () => {
    installFakeIndexedDb();
    await writeEdit(edit({ baseRef: 'design-3' }));
    await writeEdit(edit());
    await writeEdit(edit({ baseRef: 'design-4', projectRef: 'project-2' }));
    await writeEdit(edit({ baseRef: 'design-5', projectRef: undefined }));
    await writeEdit(edit({ baseRef: 'design-6', owner: 'org-2/user-9' }));

    const items = await part.read(scope);
    expect(items.map((item) => item.id)).toEqual(['design-1', 'design-3']);
    expect(items[0]).toEqual({
      id: 'design-1',
      updatedAt: '2026-11-28T10:05:00.000Z',
      title: 'Natural Accent, edited · Fall · Dusk',
      files: { 'edit.json': jsonFile(content(edit())), 'picture.jpg': TINY_JPEG },
      designRefs: ['design-1', 'design-2'],
    });
    const json = new TextDecoder().decode(items[0]?.files['edit.json']);
    for (const own of DEVICE_OWN) {
      expect(json).not.toContain(`"${own}"`);
    }
  });

  it('keeps a read item on another device as it was: its stamp, this owner, not downloaded', async () => {
    installFakeIndexedDb();
    await writeEdit(edit());
    const read = await part.read(scope);

    installFakeIndexedDb();
    const other = { ...scope, owner: 'org-1/user-2' };
    const [first] = read;
    const checked = await part.check(other, first);
    expect(checked.item).toEqual(first);
    await checked.write();
    expect(await part.read(other)).toEqual(read);
    expect(await readEdit('org-1/user-2', 'design-1')).toEqual({
      ...edit({ owner: 'org-1/user-2' }),
      downloadedAt: undefined,
    });
    expect(decodePicture).toHaveBeenCalled();
  });

  it('refuses an edit that breaks its schema, or of another project or design', async () => {
    installFakeIndexedDb();
    const item = (value: unknown, extra: Partial<WorkItem> = {}): WorkItem => ({
      id: 'design-1',
      updatedAt: '2026-11-28T10:05:00.000Z',
      files: { 'edit.json': jsonFile(value), 'picture.jpg': TINY_JPEG },
      ...extra,
    });
    await refused(item(content(edit({ projectRef: 'project-2' }))), 'content');
    await refused(item(content(edit({ projectRef: undefined }))), 'content');
    await refused(item(content(edit({ baseRef: 'design-2' }))), 'content');
    await refused(item(content(edit({ width: 0 }))), 'content');
    await refused(item({ ...content(edit()), operations: [{ kind: 'lasso' }] }), 'content');
    await refused(item(content(edit()), { updatedAt: 'today' }), 'content');
    await refused(item('not an edit'), 'content');
    expect(await part.read(scope)).toEqual([]);
  });

  it('refuses a picture missing, of another size, or that does not decode', async () => {
    installFakeIndexedDb();
    const withPicture = (files: Record<string, Uint8Array>, kept = edit()): WorkItem => ({
      id: 'design-1',
      updatedAt: '2026-11-28T10:05:00.000Z',
      files: { 'edit.json': jsonFile(content(kept)), ...files },
    });
    await refused(withPicture({}), 'picture');
    await refused(
      withPicture({ 'picture.jpg': new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }),
      'picture',
    );
    await refused(withPicture({ 'picture.jpg': TINY_JPEG }, edit({ width: 17 })), 'picture');
    decodePicture.mockRejectedValueOnce(new Error('Truncated.'));
    await refused(withPicture({ 'picture.jpg': TINY_JPEG }), 'picture');
    decodePicture.mockResolvedValueOnce({ width: 12, height: 16 });
    await refused(withPicture({ 'picture.jpg': TINY_JPEG }), 'picture');
  });

  it("gives the owner's edits' stamps, those of designs without a project left out", async () => {
    installFakeIndexedDb();
    await writeEdit(edit());
    await writeEdit(edit({ baseRef: 'design-4', projectRef: 'project-2' }));
    await writeEdit(edit({ baseRef: 'design-5', projectRef: undefined }));
    await writeEdit(edit({ baseRef: 'design-6', owner: 'org-2/user-9' }));

    expect((await part.stamps(OWNER)).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { projectRef: 'project-1', part: 'edits', id: 'design-1', updatedAt: edit().updatedAt },
      { projectRef: 'project-2', part: 'edits', id: 'design-4', updatedAt: edit().updatedAt },
    ]);
  });
});
