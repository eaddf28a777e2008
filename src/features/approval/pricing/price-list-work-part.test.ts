// @vitest-environment node
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { priceListWorkPart } from '@/features/approval/pricing/price-list-work-part';
import { readStampedSettings, writeSettings } from '@/features/approval/store/approval-store';
import { InvalidWorkItemError, jsonFile, type WorkItem } from '@/lib/project-work/project-work';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { TEST_OWNER } from '@/testing/signed-records';

const scope = { owner: TEST_OWNER, projectRef: 'project-1', i18n };
const SAVED_AT = '2026-11-28T10:00:00.000Z';

const SETTINGS = {
  currency: 'EUR',
  priceList: [
    { name: 'Lighting', priceCents: 180_000 },
    { name: 'Drip irrigation', priceCents: 90_000 },
  ],
};

const item = (value: unknown, extra: Partial<WorkItem> = {}): WorkItem => ({
  id: 'price-list',
  updatedAt: SAVED_AT,
  files: { 'price-list.json': jsonFile(value) },
  ...extra,
});

describe('the price list as a part of a project file', () => {
  it("reads the owner's settings as one item, for any project, once some were kept", async () => {
    installFakeIndexedDb();
    expect(await priceListWorkPart.read(scope)).toEqual([]);
    expect(await priceListWorkPart.stamps(TEST_OWNER)).toEqual([]);
    await writeSettings(TEST_OWNER, SETTINGS, SAVED_AT);

    const expected = [
      { id: 'price-list', updatedAt: SAVED_AT, files: { 'price-list.json': jsonFile(SETTINGS) } },
    ];
    expect(await priceListWorkPart.read(scope)).toEqual(expected);
    expect(await priceListWorkPart.read({ ...scope, projectRef: 'project-2' })).toEqual(expected);
    // The owner's stamp, no project's.
    expect(await priceListWorkPart.stamps(TEST_OWNER)).toEqual([
      { projectRef: '', part: 'price-list', id: 'price-list', updatedAt: SAVED_AT },
    ]);
    expect(await priceListWorkPart.stamps('org-2/user-9')).toEqual([]);
  });

  it('keeps a read item on another device as it was, with its stamp', async () => {
    installFakeIndexedDb();
    await writeSettings(TEST_OWNER, SETTINGS, SAVED_AT);
    const read = await priceListWorkPart.read(scope);

    installFakeIndexedDb();
    const [first] = read;
    const checked = await priceListWorkPart.check(scope, first);
    expect(checked.item).toEqual(first);
    await checked.write();
    expect(await priceListWorkPart.read(scope)).toEqual(read);
    expect(await readStampedSettings(TEST_OWNER)).toEqual({ value: SETTINGS, updatedAt: SAVED_AT });
  });

  it('refuses an item that is not a price list', async () => {
    installFakeIndexedDb();
    const refused = async (bad: WorkItem) => {
      const error = await priceListWorkPart.check(scope, bad).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InvalidWorkItemError);
      expect(error).toMatchObject({ part: 'price-list', reason: 'content' });
    };
    await refused({ id: 'price-list', updatedAt: SAVED_AT, files: {} });
    // What the device would read as its default is not taken from a file.
    await refused(item({ ...SETTINGS, currency: 'euro' }));
    await refused(item({ ...SETTINGS, priceList: [{ name: '', priceCents: 5 }] }));
    const many = Array.from({ length: 31 }, (_, index) => ({
      name: `Item ${index}`,
      priceCents: 1,
    }));
    await refused(item({ ...SETTINGS, priceList: many }));
    await refused(item(SETTINGS, { updatedAt: '' }));
    expect(await priceListWorkPart.read(scope)).toEqual([]);
  });
});
