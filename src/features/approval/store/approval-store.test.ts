// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { APPROVALS_DATABASE } from '@/config/device-storage';
import { emptyPricing, withOption } from '@/features/approval/model/priced-proposal';
import {
  addRecord,
  listRecords,
  markShared,
  pricingStamps,
  readPricing,
  readSettings,
  readStampedPricing,
  readStampedSettings,
  withUsedItems,
  writePricing,
  writeSettings,
} from '@/features/approval/store/approval-store';
import { findBlob, installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { signedRecord, TEST_OWNER } from '@/testing/signed-records';

const OWNER = TEST_OWNER;
const OTHER = 'org-2/user-9';

describe('the approval store on the device (IndexedDB)', () => {
  it('keeps a priced proposal per user and project, and reads none for others', async () => {
    installFakeIndexedDb({ refuseBlobs: true });
    const pricing = withOption(emptyPricing('USD'), 'design-2', {
      priceCents: 1_240_000,
      scope: 'Sod, three maples, drip irrigation',
    });
    await writePricing(OWNER, 'project-1', pricing);

    expect(await readPricing(OWNER, 'project-1')).toEqual(pricing);
    expect(await readPricing(OWNER, 'project-2')).toBeNull();
    expect(await readPricing(OTHER, 'project-1')).toBeNull();
  });

  it('keeps what is included in designs without a price beside the priced ones', async () => {
    installFakeIndexedDb();
    const pricing = {
      ...withOption(emptyPricing('USD'), 'design-2', { priceCents: 1_240_000, scope: 'Sod' }),
      unpricedScopes: { 'design-3': 'Gravel garden, steel edging' },
    };
    await writePricing(OWNER, 'project-1', pricing);
    expect(await readPricing(OWNER, 'project-1')).toEqual(pricing);
    // A proposal kept before there was a place for them reads as before.
    await writePricing(OWNER, 'project-2', emptyPricing('USD'));
    expect(await readPricing(OWNER, 'project-2')).toEqual(emptyPricing('USD'));
  });

  it('refuses to keep a priced proposal that breaks its schema, and keeps the one before', async () => {
    installFakeIndexedDb();
    const pricing = emptyPricing('USD');
    await writePricing(OWNER, 'project-1', pricing);
    await expect(writePricing(OWNER, 'project-1', { ...pricing, taxRate: -5 })).rejects.toThrow();
    expect(await readPricing(OWNER, 'project-1')).toEqual(pricing);
  });

  it('reads the default settings (USD, no price list) until some are kept', async () => {
    installFakeIndexedDb();
    expect(await readSettings(OWNER)).toEqual({ currency: 'USD', priceList: [] });
    await writeSettings(OWNER, {
      currency: 'EUR',
      priceList: [{ name: 'Lighting', priceCents: 180_000 }],
    });
    expect(await readSettings(OWNER)).toEqual({
      currency: 'EUR',
      priceList: [{ name: 'Lighting', priceCents: 180_000 }],
    });
    expect(await readSettings(OTHER)).toEqual({ currency: 'USD', priceList: [] });
  });

  it('keeps signed records with their PDF as bytes, lists them per user and project, oldest first', async () => {
    const fake = installFakeIndexedDb({ refuseBlobs: true });
    await addRecord(signedRecord('late', { signedAt: '2026-11-27T09:00:00.000Z' }));
    await addRecord(signedRecord('early'));
    await addRecord(signedRecord('other-project', { projectRef: 'project-2' }));
    await addRecord(signedRecord('other-user', { owner: OTHER }));

    expect((await listRecords(OWNER)).map((entry) => entry.id)).toEqual([
      'early',
      'other-project',
      'late',
    ]);
    const forProject = await listRecords(OWNER, 'project-1');
    expect(forProject.map((entry) => entry.id)).toEqual(['early', 'late']);
    expect(new Uint8Array(forProject[0]?.pdf ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([37, 80, 68, 70]),
    );
    const stored = await fake.stored(APPROVALS_DATABASE, 'records');
    expect(findBlob(stored.get('early'))).toBeUndefined();
  });

  it('notes the first time a record leaves the device, and only the first', async () => {
    installFakeIndexedDb();
    await addRecord(signedRecord('one'));
    expect((await listRecords(OWNER))[0]?.sharedAt).toBeUndefined();

    await markShared('one', new Date('2026-11-26T16:00:00.000Z'));
    await markShared('one', new Date('2026-11-28T10:00:00.000Z'));
    expect((await listRecords(OWNER))[0]?.sharedAt).toBe('2026-11-26T16:00:00.000Z');
    await expect(markShared('gone')).resolves.toBeUndefined();
  });
});

describe('when priced proposals and settings last changed', () => {
  const NOW = new Date('2026-11-28T10:00:00.000Z');

  it('stamps every change made here, and keeps a stamp it is given', async () => {
    installFakeIndexedDb();
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await writePricing(OWNER, 'project-1', emptyPricing('USD'));
    await writeSettings(OWNER, { currency: 'EUR', priceList: [] });
    expect(await readStampedPricing(OWNER, 'project-1')).toEqual({
      value: emptyPricing('USD'),
      updatedAt: NOW.toISOString(),
    });
    expect(await readStampedSettings(OWNER)).toEqual({
      value: { currency: 'EUR', priceList: [] },
      updatedAt: NOW.toISOString(),
    });

    await writePricing(OWNER, 'project-1', emptyPricing('EUR'), '2026-11-01T08:00:00.000Z');
    expect((await readStampedPricing(OWNER, 'project-1'))?.updatedAt).toBe(
      '2026-11-01T08:00:00.000Z',
    );
    // What the screens read has no stamp.
    expect(await readPricing(OWNER, 'project-1')).toEqual(emptyPricing('EUR'));
  });

  it('reads those kept before they were stamped as changed at the epoch', async () => {
    const fake = installFakeIndexedDb();
    await readSettings(OWNER);
    await fake.seed(APPROVALS_DATABASE, 'pricing', emptyPricing('USD'), `${OWNER}|project-1`);
    await fake.seed(APPROVALS_DATABASE, 'settings', { currency: 'EUR', priceList: [] }, OWNER);
    expect((await readStampedPricing(OWNER, 'project-1'))?.updatedAt).toBe(
      '1970-01-01T00:00:00.000Z',
    );
    expect((await readStampedSettings(OWNER))?.updatedAt).toBe('1970-01-01T00:00:00.000Z');
    expect(await readStampedSettings(OTHER)).toBeNull();
  });

  it("lists the owner's priced projects, in IndexedDB and in memory", async () => {
    for (const install of [
      () => installFakeIndexedDb(),
      () => vi.stubGlobal('indexedDB', undefined),
    ]) {
      install();
      await writePricing(OWNER, 'project-1', emptyPricing('USD'), '2026-11-01T08:00:00.000Z');
      await writePricing(OWNER, 'project-2', emptyPricing('USD'), '2026-11-02T08:00:00.000Z');
      await writePricing(OTHER, 'project-3', emptyPricing('USD'));
      expect(
        (await pricingStamps(OWNER)).sort((a, b) => a.projectRef.localeCompare(b.projectRef)),
      ).toEqual([
        { projectRef: 'project-1', updatedAt: '2026-11-01T08:00:00.000Z' },
        { projectRef: 'project-2', updatedAt: '2026-11-02T08:00:00.000Z' },
      ]);
    }
  });
});

describe('the price list', () => {
  it('puts the add-ons used now first, one per name whatever the case, at most 30', () => {
    const list = [
      { name: 'Lighting', priceCents: 150_000 },
      { name: 'Drip irrigation', priceCents: 90_000 },
    ];
    expect(withUsedItems(list, [{ name: 'lighting ', priceCents: 180_000 }])).toEqual([
      { name: 'lighting ', priceCents: 180_000 },
      { name: 'Drip irrigation', priceCents: 90_000 },
    ]);
    const many = Array.from({ length: 40 }, (_, index) => ({
      name: `Item ${index}`,
      priceCents: index,
    }));
    expect(withUsedItems([], many)).toHaveLength(30);
    expect(withUsedItems(list, [{ name: '  ', priceCents: 5 }])).toEqual(list);
  });
});
