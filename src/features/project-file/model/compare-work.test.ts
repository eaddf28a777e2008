// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { jsonFile, type WorkItem, type WorkPartName } from '@/lib/project-work/project-work';
import { changesDevice, compareWork, itemDigest } from '@/features/project-file/model/compare-work';
import type { FileWorkItem } from '@/features/project-file/model/read-project-file';

const EARLIER = '2026-11-27T09:00:00.000Z';
const LATER = '2026-11-28T09:00:00.000Z';

const PLAN = { refs: ['g1', 'g2'], notes: {}, proposalNote: '' };

function planItem(value: unknown, updatedAt: string): WorkItem {
  return { id: 'plan', updatedAt, files: { 'plan.json': jsonFile(value) }, designRefs: ['g1'] };
}

function editItem(ref: string, updatedAt: string, picture = [1, 2, 3]): WorkItem {
  return {
    id: ref,
    updatedAt,
    title: 'Natural Accent, edited',
    files: { 'edit.json': jsonFile({ baseRef: ref }), 'picture.jpg': new Uint8Array(picture) },
    designRefs: [ref, 'g2'],
  };
}

function signedItem(digest: string, signedAt: string, pdf = [37, 80, 68, 70]): WorkItem {
  return {
    id: digest,
    updatedAt: signedAt,
    title: `signed-${digest.slice(0, 4)}.pdf`,
    files: { 'record.json': jsonFile({ digest }), 'signed.pdf': new Uint8Array(pdf) },
  };
}

const inFile = (part: WorkPartName, item: WorkItem): FileWorkItem => ({ part, ...item });

/** The statuses of `fileItems` against `device`, by `part:id`. */
async function statuses(
  fileItems: FileWorkItem[],
  device: Partial<Record<WorkPartName, WorkItem[]>>,
  designExists: (ref: string) => boolean = () => true,
) {
  const compared = await compareWork({
    fileItems,
    device,
    addOnly: new Set<WorkPartName>(['signed']),
    designExists,
  });
  return Object.fromEntries(
    compared.map(({ item, status }) => [`${item.part}:${item.id}`, status]),
  );
}

describe('comparing a file with the device', () => {
  it('an item the device lacks is new', async () => {
    expect(
      await statuses(
        [inFile('plan', planItem(PLAN, EARLIER)), inFile('edits', editItem('g1', EARLIER))],
        { plan: [], edits: [editItem('g9', LATER)] },
      ),
    ).toEqual({ 'plan:plan': 'new', 'edits:g1': 'new' });
    // A part the device did not read at all has nothing either.
    expect(await statuses([inFile('prices', planItem(PLAN, EARLIER))], {})).toEqual({
      'prices:plan': 'new',
    });
  });

  it('an item changed after the device’s is newer; changed before, or at the same moment, older', async () => {
    const device = { plan: [planItem(PLAN, EARLIER)] };
    const changed = { ...PLAN, proposalNote: 'For the Lees' };
    expect(await statuses([inFile('plan', planItem(changed, LATER))], device)).toEqual({
      'plan:plan': 'newer',
    });
    expect(
      await statuses([inFile('plan', planItem(changed, EARLIER))], {
        plan: [planItem(PLAN, LATER)],
      }),
    ).toEqual({ 'plan:plan': 'older' });
    // Both changed at the same moment: the device's stays.
    expect(await statuses([inFile('plan', planItem(changed, EARLIER))], device)).toEqual({
      'plan:plan': 'older',
    });
  });

  it('the same content is the same, whenever either was saved', async () => {
    const device = { plan: [planItem(PLAN, EARLIER)], edits: [editItem('g1', LATER)] };
    expect(
      await statuses(
        [inFile('plan', planItem(PLAN, LATER)), inFile('edits', editItem('g1', EARLIER))],
        device,
      ),
    ).toEqual({ 'plan:plan': 'same', 'edits:g1': 'same' });
  });

  it('a different picture of an edit is a different content', async () => {
    expect(
      await statuses([inFile('edits', editItem('g1', LATER, [1, 2, 4]))], {
        edits: [editItem('g1', EARLIER)],
      }),
    ).toEqual({ 'edits:g1': 'newer' });
  });

  it('compares each item with the device’s of the same part and id only', async () => {
    const changed = { ...PLAN, refs: ['g2'] };
    expect(
      await statuses(
        [
          inFile('edits', editItem('g1', LATER, [9])),
          inFile('edits', editItem('g2', EARLIER, [9])),
          inFile('plan', planItem(changed, LATER)),
        ],
        {
          edits: [editItem('g2', LATER), editItem('g1', EARLIER)],
          // An item of another part with the same id is not it.
          prices: [planItem(changed, LATER)],
          plan: [planItem(PLAN, EARLIER)],
        },
      ),
    ).toEqual({ 'edits:g1': 'newer', 'edits:g2': 'older', 'plan:plan': 'newer' });
  });

  it('an add-only item (a signed proposal) is new or the same by its id, never newer or older', async () => {
    const kept = signedItem('a'.repeat(64), EARLIER);
    expect(
      await statuses(
        [
          // The same id, other bytes and a later time: still the one the device has.
          inFile('signed', signedItem('a'.repeat(64), LATER, [1, 1, 1])),
          inFile('signed', signedItem('b'.repeat(64), EARLIER)),
        ],
        { signed: [kept] },
      ),
    ).toEqual({ [`signed:${'a'.repeat(64)}`]: 'same', [`signed:${'b'.repeat(64)}`]: 'new' });
  });

  it('an edit whose design the API lacks is missing instead of new or newer', async () => {
    expect(
      await statuses(
        [inFile('edits', editItem('g1', LATER, [7])), inFile('edits', editItem('g3', LATER, [7]))],
        { edits: [editItem('g3', EARLIER)] },
        (ref) => ref === 'g2',
      ),
    ).toEqual({ 'edits:g1': 'missing', 'edits:g3': 'missing' });
    // One the device has the same, or changed later, is not changed anyway: it says so.
    expect(
      await statuses(
        [inFile('edits', editItem('g1', EARLIER)), inFile('edits', editItem('g3', EARLIER, [7]))],
        { edits: [editItem('g1', LATER), editItem('g3', LATER)] },
        () => false,
      ),
    ).toEqual({ 'edits:g1': 'same', 'edits:g3': 'older' });
  });

  it('names the designs an item is about that the API lacks, whatever its status', async () => {
    const compared = await compareWork({
      fileItems: [
        inFile('plan', { ...planItem(PLAN, LATER), designRefs: ['g1', 'g2', 'g3'] }),
        inFile('edits', editItem('g1', LATER)),
        inFile('signed', signedItem('c'.repeat(64), LATER)),
      ],
      device: {},
      addOnly: new Set(['signed']),
      designExists: (ref) => ref === 'g1',
    });
    expect(
      compared.map(({ item, status, missingDesigns }) => [item.part, status, missingDesigns]),
    ).toEqual([
      // A plan of some missing designs is still opened: only those drop out of what is shown.
      ['plan', 'new', ['g2', 'g3']],
      ['edits', 'new', ['g2']],
      ['signed', 'new', []],
    ]);
  });

  it('keeps the file’s items in their order, each as the file has it', async () => {
    const items = [
      inFile('signed', signedItem('d'.repeat(64), EARLIER)),
      inFile('plan', planItem(PLAN, EARLIER)),
    ];
    const compared = await compareWork({
      fileItems: items,
      device: {},
      addOnly: new Set(['signed']),
      designExists: () => true,
    });
    expect(compared.map(({ item }) => item)).toEqual(items);
    expect(compared[0]?.item).toBe(items[0]);
  });

  it('only new and newer change the device', () => {
    expect(
      (['new', 'newer', 'same', 'older', 'missing'] as const).filter((status) =>
        changesDevice(status),
      ),
    ).toEqual(['new', 'newer']);
  });

  it('an item’s digest is of its entries’ names and bytes, not of their order or its stamp', async () => {
    const item = editItem('g1', EARLIER);
    const reordered = {
      files: { 'picture.jpg': item.files['picture.jpg'], 'edit.json': item.files['edit.json'] },
    };
    expect(await itemDigest(reordered)).toBe(await itemDigest(item));
    expect(await itemDigest(editItem('g1', LATER))).toBe(await itemDigest(item));
    expect(
      await itemDigest({
        files: { 'other.jpg': item.files['picture.jpg'], 'edit.json': item.files['edit.json'] },
      }),
    ).not.toBe(await itemDigest(item));
  });
});
