// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';

import { signedRecordEntry } from '@/features/approval/approve/approved-proposal';
import { signedWorkPart } from '@/features/approval/records/signed-work-part';
import { buildSignedProposal } from '@/features/approval/signed-pdf/build-signed-proposal';
import type { SignedProposal } from '@/features/approval/signed-pdf/signed-proposal-types';
import {
  addRecord,
  listRecords,
  type SignedRecordEntry,
} from '@/features/approval/store/approval-store';
import { InvalidWorkItemError, jsonFile, type WorkItem } from '@/lib/project-work/project-work';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { downloadTinyJpeg, signedProposalSource } from '@/testing/signed-proposal-source';
import { TEST_OWNER } from '@/testing/signed-records';

const SOURCE = signedProposalSource();

const download = downloadTinyJpeg;

const scope = { owner: TEST_OWNER, projectRef: 'p_back', i18n };

let signed: SignedProposal;
/** The signed proposal as the device that signed it keeps it. */
let kept: SignedRecordEntry;

beforeAll(async () => {
  signed = await buildSignedProposal(SOURCE, i18n, { download, worker: false });
  kept = signedRecordEntry({ id: 'record-1', owner: TEST_OWNER, source: SOURCE, signed });
});

/** What only the device keeps of a signed record: not in its file. */
const DEVICE_OWN = ['id', 'owner', 'pdf', 'sharedAt'];

/** What record.json holds of `entry`. */
function recordJson(entry: SignedRecordEntry) {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !DEVICE_OWN.includes(key)));
}

async function signedItem(): Promise<WorkItem> {
  installFakeIndexedDb();
  await addRecord(kept);
  const [item] = await signedWorkPart.read(scope);
  installFakeIndexedDb();
  return item;
}

async function refused(bad: WorkItem, reason: 'content' | 'signature', at = scope) {
  const error = await signedWorkPart.check(at, bad).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidWorkItemError);
  expect(error).toMatchObject({ part: 'signed', reason });
}

describe('the signed proposals as a part of a project file', () => {
  it("reads the project's signed proposals: what the project page lists, and the PDF", async () => {
    installFakeIndexedDb();
    await addRecord(kept);
    await addRecord({ ...kept, id: 'record-2', projectRef: 'p_front', digest: 'f'.repeat(64) });

    expect(await signedWorkPart.read(scope)).toEqual([
      {
        id: signed.record.digest,
        updatedAt: '2026-03-08T16:30:00.000Z',
        title: signed.fileName,
        files: { 'record.json': jsonFile(recordJson(kept)), 'signed.pdf': signed.pdf },
      },
    ]);
    expect(signedWorkPart.addOnly).toBe(true);
  });

  it('adds a read item on another device: a new id, this owner, shared (it came in a file)', async () => {
    const item = await signedItem();
    const other = { ...scope, owner: 'org-1/user-2' };
    const checked = await signedWorkPart.check(other, item);
    expect(checked.item).toEqual(item);
    await checked.write();

    expect(await signedWorkPart.read(other)).toEqual([item]);
    const added = await listRecords('org-1/user-2');
    expect(added).toEqual([
      {
        ...kept,
        id: expect.not.stringMatching(/^record-1$/) as unknown,
        owner: 'org-1/user-2',
        sharedAt: expect.any(String) as unknown,
      },
    ]);
  });

  it('never replaces a signed proposal the device has', async () => {
    const item = await signedItem();
    const here = { ...kept, id: 'kept-here', fileName: 'kept-here.pdf' };
    await addRecord(here);
    const checked = await signedWorkPart.check(scope, item);
    await checked.write();
    expect(await listRecords(TEST_OWNER)).toEqual([here]);
  });

  it('refuses a PDF changed by a byte, or missing', async () => {
    const item = await signedItem();
    const pdf = new Uint8Array(signed.pdf);
    pdf[1_000] ^= 1;
    await refused({ ...item, files: { ...item.files, 'signed.pdf': pdf } }, 'signature');
    await refused({ ...item, files: { 'record.json': item.files['record.json'] } }, 'signature');
    expect(await listRecords(TEST_OWNER)).toEqual([]);
  });

  it('refuses a signed proposal of another project, or a record that is not its PDF’s', async () => {
    const item = await signedItem();
    const json = recordJson(kept);
    const withRecord = (record: object): WorkItem => ({
      ...item,
      files: { ...item.files, 'record.json': jsonFile(record) },
    });
    await refused(item, 'signature', { ...scope, projectRef: 'p_front' });
    await refused(withRecord({ ...json, projectRef: 'p_front' }), 'signature', {
      ...scope,
      projectRef: 'p_front',
    });
    await refused(withRecord({ ...json, totalCents: 1 }), 'signature');
    await refused(withRecord({ ...json, signerName: 'Someone else' }), 'signature');
    const digest = 'f'.repeat(64);
    await refused({ ...withRecord({ ...json, digest }), id: digest }, 'signature');
    await refused({ ...item, id: digest }, 'signature');
    await refused(withRecord({ ...json, totalCents: 'a lot' }), 'content');
    await refused({ ...item, updatedAt: '2026-03-09T00:00:00.000Z' }, 'content');
  });

  it('marks the records that left the device in a file as shared; only those never shared have stamps', async () => {
    installFakeIndexedDb();
    await addRecord(kept);
    await addRecord({ ...kept, id: 'record-2', projectRef: 'p_front', digest: 'f'.repeat(64) });
    await signedWorkPart.exported?.(scope, await signedWorkPart.read(scope));

    const records = await listRecords(TEST_OWNER);
    expect(records.find((record) => record.id === 'record-1')?.sharedAt).toEqual(
      expect.any(String),
    );
    expect(records.find((record) => record.id === 'record-2')?.sharedAt).toBeUndefined();
    expect(await signedWorkPart.stamps(TEST_OWNER)).toEqual([
      { projectRef: 'p_front', part: 'signed', id: 'f'.repeat(64), updatedAt: kept.signedAt },
    ]);
  });
});
