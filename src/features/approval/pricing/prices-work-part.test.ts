// @vitest-environment node
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { emptyPricing, withOption } from '@/features/approval/model/priced-proposal';
import { pricesWorkPart } from '@/features/approval/pricing/prices-work-part';
import { readStampedPricing, writePricing } from '@/features/approval/store/approval-store';
import { InvalidWorkItemError, jsonFile, type WorkItem } from '@/lib/project-work/project-work';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { TEST_OWNER } from '@/testing/signed-records';

const scope = { owner: TEST_OWNER, projectRef: 'project-1', i18n };
const SAVED_AT = '2026-11-28T10:00:00.000Z';

const PRICING = {
  ...withOption(emptyPricing('USD'), 'design-2', { priceCents: 1_240_000, scope: 'Sod, maples' }),
  addOns: [{ id: 'a1', name: 'Lighting', priceCents: 180_000 }],
  taxRate: 825,
  unpricedScopes: { 'design-3': 'Gravel garden' },
};

const item = (value: unknown, extra: Partial<WorkItem> = {}): WorkItem => ({
  id: 'prices',
  updatedAt: SAVED_AT,
  files: { 'prices.json': jsonFile(value) },
  ...extra,
});

async function refused(bad: WorkItem) {
  const error = await pricesWorkPart.check(scope, bad).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidWorkItemError);
  expect(error).toMatchObject({ part: 'prices', reason: 'content' });
}

describe('the prices as a part of a project file', () => {
  it("reads the project's priced proposal as one item, its designs those it names", async () => {
    installFakeIndexedDb();
    expect(await pricesWorkPart.read(scope)).toEqual([]);
    await writePricing(TEST_OWNER, 'project-1', PRICING, SAVED_AT);

    expect(await pricesWorkPart.read(scope)).toEqual([
      {
        id: 'prices',
        updatedAt: SAVED_AT,
        files: { 'prices.json': jsonFile(PRICING) },
        designRefs: ['design-2', 'design-3'],
      },
    ]);
    expect(await pricesWorkPart.read({ ...scope, projectRef: 'project-2' })).toEqual([]);
  });

  it('keeps a read item on another device as it was, with its stamp', async () => {
    installFakeIndexedDb();
    await writePricing(TEST_OWNER, 'project-1', PRICING, SAVED_AT);
    const read = await pricesWorkPart.read(scope);

    installFakeIndexedDb();
    const [first] = read;
    const checked = await pricesWorkPart.check(scope, first);
    expect(checked.item).toEqual(first);
    await checked.write();
    expect(await pricesWorkPart.read(scope)).toEqual(read);
    expect(await readStampedPricing(TEST_OWNER, 'project-1')).toEqual({
      value: PRICING,
      updatedAt: SAVED_AT,
    });
  });

  it('refuses an item that is not a priced proposal', async () => {
    installFakeIndexedDb();
    await refused({ id: 'prices', updatedAt: SAVED_AT, files: {} });
    await refused({
      id: 'prices',
      updatedAt: SAVED_AT,
      files: { 'prices.json': new TextEncoder().encode('{') },
    });
    await refused(item({ ...PRICING, taxRate: -5 }));
    await refused(item({ ...PRICING, currency: 'usd' }));
    await refused(item({ ...PRICING, unpricedScopes: { 'design-2': 'Also priced' } }));
    await refused(item(PRICING, { id: 'plan' }));
    await refused(item(PRICING, { updatedAt: 'now' }));
    expect(await pricesWorkPart.read(scope)).toEqual([]);
  });

  it("lists the owner's priced projects with their stamps", async () => {
    installFakeIndexedDb();
    await writePricing(TEST_OWNER, 'project-1', PRICING, SAVED_AT);
    await writePricing(TEST_OWNER, 'project-2', PRICING, '2026-11-29T08:00:00.000Z');
    await writePricing('org-2/user-9', 'project-3', PRICING, SAVED_AT);

    expect(await pricesWorkPart.stamps(TEST_OWNER)).toEqual([
      { projectRef: 'project-1', part: 'prices', id: 'prices', updatedAt: SAVED_AT },
      {
        projectRef: 'project-2',
        part: 'prices',
        id: 'prices',
        updatedAt: '2026-11-29T08:00:00.000Z',
      },
    ]);
  });
});
