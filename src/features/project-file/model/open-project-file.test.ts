// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { PROJECT_WORK_PARTS } from '@/app/project-file/project-work-parts';
import { signedRecordEntry } from '@/features/approval/approve/approved-proposal';
import { emptyPricing, withOption } from '@/features/approval/model/priced-proposal';
import { buildSignedProposal } from '@/features/approval/signed-pdf/build-signed-proposal';
import type {
  SignedProposal,
  SignedProposalSource,
} from '@/features/approval/signed-pdf/signed-proposal-types';
import {
  addRecord,
  listRecords,
  readStampedPricing,
  readStampedSettings,
  writePricing,
  writeSettings,
  type SignedRecordEntry,
} from '@/features/approval/store/approval-store';
import {
  presentationPlanKey,
  readStoredPlan,
  writePresentationPlan,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import {
  readEdit,
  writeEdit,
  type DesignEdit,
} from '@/entities/generation/edits/design-edit-store';
import { designLayerId, ORIGINAL_LAYER } from '@/entities/generation/edits/edit-operations';
import { makeEditsWorkPart } from '@/entities/generation/edits/edits-work-part';
import { readJpegInfo } from '@/lib/images/image-header';
import { jsonFile, type WorkPart, type WorkScope } from '@/lib/project-work/project-work';
import { projectsNotExported } from '@/features/project-file/model/export-marks';
import { exportProject, markExported } from '@/features/project-file/model/export-project';
import {
  applyProjectFile,
  deviceWork,
  openProjectFile,
  type OpenContext,
} from '@/features/project-file/model/open-project-file';
import { ProjectFileError } from '@/features/project-file/model/project-file-error';
import {
  writeProjectFile,
  type ProjectFileOrigin,
} from '@/features/project-file/model/write-project-file';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { downloadTinyJpeg, signedProposalSource } from '@/testing/signed-proposal-source';
import { TEST_OWNER } from '@/testing/signed-records';
import { TINY_JPEG } from '@/testing/tiny-jpeg';
import { TEST_USER } from '@/testing/tokens';

/*
 * A project's work carried from one device to another in a project file, with the parts the app
 * uses (the edits' with a decoder of the JPEG's header: this environment decodes no picture),
 * each device an IndexedDB and a localStorage of its own, for the same user.
 */

const OWNER = TEST_OWNER;
const ORG = TEST_USER.organizationRef;
const PROJECT = 'p_back';
const scope: WorkScope = { owner: OWNER, projectRef: PROJECT, i18n };

const PARTS: readonly WorkPart[] = PROJECT_WORK_PARTS.map((part) =>
  part.name === 'edits'
    ? makeEditsWorkPart({
        decodePicture: (picture) => {
          const size = readJpegInfo(picture);
          return size ? Promise.resolve(size) : Promise.reject(new Error('Not a picture.'));
        },
      })
    : part,
);

const context: OpenContext = {
  parts: PARTS,
  organizationRef: ORG,
  scopeOf: (projectRef) => ({ owner: OWNER, projectRef, i18n }),
  designExists: () => true,
};

const T1 = '2026-03-01T10:00:00.000Z';
const T2 = '2026-03-02T10:00:00.000Z';
const T3 = '2026-03-03T10:00:00.000Z';
const T4 = '2026-03-04T10:00:00.000Z';

const PLAN: PresentationPlan = {
  refs: ['g7', 'g8'],
  notes: { g7: 'Keep the olive tree' },
  proposalNote: 'For Sam and Alex',
};
const PRICING = {
  ...withOption(emptyPricing('USD'), 'g7', { priceCents: 987_654, scope: 'Pavers, agaves' }),
  taxRate: 825,
};
const SETTINGS = { currency: 'USD', priceList: [{ name: 'Lighting', priceCents: 180_000 }] };

const EDIT: DesignEdit = {
  owner: OWNER,
  baseRef: 'g7',
  projectRef: PROJECT,
  customerRef: 'customer-1',
  style: { name: 'Desert Calm' },
  settings: { season: 'fall' },
  createdAt: T1,
  updatedAt: T1,
  width: 16,
  height: 12,
  operations: [
    { kind: 'colour', mode: 'paint', layer: designLayerId('g8'), x: 5, y: 6, tolerance: 20 },
  ],
  layers: [ORIGINAL_LAYER, designLayerId('g8')],
  picture: TINY_JPEG.slice().buffer,
};

/** A proposal of the project signed by `signer` at `signedAt`. */
function signedSource(signer: string, signedAt: string): SignedProposalSource {
  return signedProposalSource({ signer, signedAt });
}

/** The signed proposal kept on device A (Sam's), and one signed later on device B (Alex's). */
let signedOnA: SignedRecordEntry;
let signedOnB: SignedRecordEntry;

beforeAll(async () => {
  const make = async (id: string, source: SignedProposalSource) => {
    const signed: SignedProposal = await buildSignedProposal(source, i18n, {
      download: downloadTinyJpeg,
      worker: false,
    });
    return signedRecordEntry({ id, owner: OWNER, source, signed });
  };
  signedOnA = await make('record-a', signedSource('Sam Lee', T1));
  signedOnB = await make('record-b', signedSource('Alex Kim', T3));
});

/** A localStorage of a device of its own. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

type Device = { indexedDB: IDBFactory; localStorage: Storage };

/** The app now runs on `device`. */
function onDevice(device: Device) {
  vi.stubGlobal('indexedDB', device.indexedDB);
  vi.stubGlobal('localStorage', device.localStorage);
}

/** A device with nothing on it (the same user signs in on another device), the app on it. */
function newDevice(): Device {
  installFakeIndexedDb();
  const device = { indexedDB: globalThis.indexedDB, localStorage: memoryStorage() };
  onDevice(device);
  return device;
}

/** Device A: the project's plan, prices, price list, an edited design and a signed proposal. */
async function deviceWithWork(): Promise<Device> {
  const device = newDevice();
  writePresentationPlan(presentationPlanKey(OWNER, PROJECT), PLAN, T1);
  await writePricing(OWNER, PROJECT, PRICING, T1);
  await writeSettings(OWNER, SETTINGS, T1);
  await writeEdit(EDIT);
  await addRecord(signedOnA);
  return device;
}

function origin(exportedAt: string): ProjectFileOrigin {
  return {
    appVersion: '0.1.0+test',
    organizationRef: ORG,
    project: { ref: PROJECT, name: 'Back patio' },
    exportedAt,
    exportedBy: { userRef: TEST_USER.sub, name: TEST_USER.name },
  };
}

/** Exports the project on the device the app runs on, as 'Export project' does. */
async function exportHere(exportedAt: string) {
  const exported = await exportProject(PARTS, scope, origin(exportedAt));
  await markExported(PARTS, scope, exported);
  return new Uint8Array(await exported.file.arrayBuffer());
}

/** What opening `bytes` would do: part, id and status, in the file's order. */
async function preview(bytes: Uint8Array) {
  const opened = await openProjectFile(bytes, context);
  return {
    opened,
    statuses: opened.compared.map(({ item, status }) => [item.part, item.id, status]),
  };
}

/** Every stamp of the device's work, of every part. */
async function stamps() {
  return (await Promise.all(PARTS.map((part) => part.stamps(OWNER)))).flat();
}

/** Everything the device holds: its localStorage, and what each part reads of the project. */
async function everything(device: Device) {
  const storage = device.localStorage;
  const stored = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '')
    .sort()
    .map((key) => [key, storage.getItem(key)]);
  return {
    stored,
    work: await deviceWork(PARTS, scope),
    records: await listRecords(OWNER),
    edit: await readEdit(OWNER, 'g7'),
  };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProjectFileError);
  return (error as ProjectFileError).problem;
}

describe('opening a project file on another device', () => {
  it('adds every item of the work to a device without it, as it was, and counts it as exported', async () => {
    await deviceWithWork();
    const onA = await deviceWork(PARTS, scope);
    const file = await exportHere(T2);

    newDevice();
    const { opened, statuses } = await preview(file);
    expect(statuses).toEqual([
      ['plan', 'plan', 'new'],
      ['prices', 'prices', 'new'],
      ['price-list', 'price-list', 'new'],
      ['edits', 'g7', 'new'],
      ['signed', signedOnA.digest, 'new'],
    ]);
    expect(opened.manifest.project).toEqual({ ref: PROJECT, name: 'Back patio' });
    // Nothing changes until it is applied.
    expect(await stamps()).toEqual([]);
    expect(localStorage.length).toBe(0);

    expect(await applyProjectFile(opened, context)).toBe(5);

    // The device reads the same work as the one it came from, each item with its stamp.
    expect(await deviceWork(PARTS, scope)).toEqual(onA);
    expect(readStoredPlan(presentationPlanKey(OWNER, PROJECT))).toEqual({
      plan: PLAN,
      updatedAt: T1,
    });
    expect(await readStampedPricing(OWNER, PROJECT)).toEqual({ value: PRICING, updatedAt: T1 });
    expect(await readStampedSettings(OWNER)).toEqual({ value: SETTINGS, updatedAt: T1 });
    expect(await readEdit(OWNER, 'g7')).toEqual({ ...EDIT, downloadedAt: undefined });
    expect(await listRecords(OWNER)).toEqual([
      {
        ...signedOnA,
        id: expect.any(String) as unknown,
        sharedAt: expect.any(String) as unknown,
      },
    ]);
    // The file holds all of it: Logout has nothing to ask about the project.
    expect(projectsNotExported(OWNER, await stamps())).toEqual([]);

    // Opened again, it has nothing left to change.
    const again = await preview(file);
    expect(again.statuses.map(([, , status]) => status)).toEqual([
      'same',
      'same',
      'same',
      'same',
      'same',
    ]);
    expect(await applyProjectFile(again.opened, context)).toBe(0);
  });

  it('replaces item by item what changed later elsewhere, keeps what changed later here, and adds the signed proposals', async () => {
    const deviceA = await deviceWithWork();
    const fromA = await exportHere(T2);
    expect(projectsNotExported(OWNER, await stamps())).toEqual([]);

    // Device B opens A's file, then changes the plan and the prices, and a proposal is signed.
    newDevice();
    await applyProjectFile((await preview(fromA)).opened, context);
    const planOnB = { ...PLAN, refs: ['g8', 'g7'], proposalNote: 'Changed on B' };
    writePresentationPlan(presentationPlanKey(OWNER, PROJECT), planOnB, T3);
    const pricingOnB = { ...PRICING, taxRate: 700 };
    await writePricing(OWNER, PROJECT, pricingOnB, T2);
    await addRecord(signedOnB);
    const fromB = await exportHere(T3);

    // Meanwhile A changed the prices, after B did.
    onDevice(deviceA);
    const pricingOnA = { ...PRICING, taxRate: 900 };
    await writePricing(OWNER, PROJECT, pricingOnA, T4);
    expect(projectsNotExported(OWNER, await stamps())).toEqual([PROJECT]);

    const { opened, statuses } = await preview(fromB);
    expect(statuses).toEqual([
      ['plan', 'plan', 'newer'],
      ['prices', 'prices', 'older'],
      ['price-list', 'price-list', 'same'],
      ['edits', 'g7', 'same'],
      ['signed', signedOnA.digest, 'same'],
      ['signed', signedOnB.digest, 'new'],
    ]);
    expect(await applyProjectFile(opened, context)).toBe(2);

    expect(readStoredPlan(presentationPlanKey(OWNER, PROJECT))).toEqual({
      plan: planOnB,
      updatedAt: T3,
    });
    expect(await readStampedPricing(OWNER, PROJECT)).toEqual({
      value: pricingOnA,
      updatedAt: T4,
    });
    expect(await readEdit(OWNER, 'g7')).toEqual(EDIT);
    // A's signed proposal stays as it was kept; B's is added beside it.
    const records = await listRecords(OWNER);
    expect(records).toEqual([
      { ...signedOnA, sharedAt: expect.any(String) as unknown },
      {
        ...signedOnB,
        id: expect.not.stringMatching(/^record-b$/) as unknown,
        sharedAt: expect.any(String) as unknown,
      },
    ]);
    // A's prices are in no file: the project still has work to export.
    expect(projectsNotExported(OWNER, await stamps())).toEqual([PROJECT]);
  });

  it('refuses a file with an item its part refuses, and changes nothing on the device', async () => {
    await deviceWithWork();
    const work = await deviceWork(PARTS, scope);

    // Device B has a plan and prices of its own, older than the file's.
    const deviceB = newDevice();
    writePresentationPlan(presentationPlanKey(OWNER, PROJECT), { ...PLAN, refs: ['g8'] }, T1);
    await writePricing(OWNER, PROJECT, { ...PRICING, taxRate: 0 }, T1);
    const before = await everything(deviceB);

    // A plan that is not one, in a file whose manifest names its bytes rightly: the rest is new
    // or newer.
    const badPlan = {
      ...work,
      plan: [
        {
          id: 'plan',
          updatedAt: T4,
          files: { 'plan.json': jsonFile({ ...PLAN, refs: 'g7' }) },
          designRefs: ['g7'],
        },
      ],
      prices: work.prices?.map((item) => ({ ...item, updatedAt: T4 })),
    };
    const { bytes: withBadPlan } = await writeProjectFile(origin(T4), badPlan);
    expect(await refusal(openProjectFile(withBadPlan, context))).toEqual({
      kind: 'invalid-item',
      part: 'plan',
      reason: 'content',
    });
    expect(await everything(deviceB)).toEqual(before);

    // A signed PDF changed by a byte, the file's last item: refused though all before it are good.
    const pdf = new Uint8Array(signedOnA.pdf);
    pdf[1_000] ^= 1;
    const badSigned = {
      ...work,
      signed: work.signed?.map((item) => ({
        ...item,
        files: { ...item.files, 'signed.pdf': pdf },
      })),
    };
    const { bytes: withBadSigned } = await writeProjectFile(origin(T4), badSigned);
    expect(await refusal(openProjectFile(withBadSigned, context))).toEqual({
      kind: 'invalid-item',
      part: 'signed',
      reason: 'signature',
    });
    expect(await everything(deviceB)).toEqual(before);
  });
});
