import { z } from 'zod/mini';

import type { ApprovalRecord } from '@/features/approval/model/approval-record';
import { readSignedProposal } from '@/features/approval/signed-pdf/read-signed-proposal';
import {
  addRecord,
  listRecords,
  markShared,
  signedRecordSchema,
  type SignedRecordEntry,
} from '@/features/approval/store/approval-store';
import {
  InvalidWorkItemError,
  jsonFile,
  readJsonFile,
  type CheckedWorkItem,
  type WorkItem,
  type WorkPart,
  type WorkScope,
} from '@/lib/project-work/project-work';

/**
 * The signed proposals as a part of a project file: one item per signed proposal of the project,
 * by its content digest. `record.json` holds what the project page lists of it, `signed.pdf` the
 * PDF byte for byte. A signed proposal is only ever added: one the device has is never replaced.
 */

const RECORD_FILE = 'record.json';
const PDF_FILE = 'signed.pdf';

/** What a file carries of a signed record: not whose it is, its id on a device, or its sharing. */
const recordFileSchema = z.pick(signedRecordSchema, {
  projectRef: true,
  projectName: true,
  signerName: true,
  signedAt: true,
  totalCents: true,
  currency: true,
  language: true,
  digest: true,
  fileName: true,
});
type RecordFile = z.infer<typeof recordFileSchema>;

function signedItem(record: RecordFile, pdf: Uint8Array): WorkItem {
  return {
    id: record.digest,
    updatedAt: record.signedAt,
    title: record.fileName,
    files: { [RECORD_FILE]: jsonFile(recordFileSchema.parse(record)), [PDF_FILE]: pdf },
  };
}

/** Whether `record` (from a file) says what the signed PDF's own record says, of `projectRef`. */
function matches(record: RecordFile, signed: ApprovalRecord, projectRef: string): boolean {
  const { content } = signed;
  return (
    signed.digest === record.digest &&
    content.project.ref === projectRef &&
    record.projectRef === projectRef &&
    record.projectName === content.project.name &&
    record.signerName === content.signer.name &&
    record.signedAt === content.signer.signedAt &&
    record.totalCents === content.totals.total &&
    record.currency === content.currency &&
    record.language === content.language
  );
}

async function checkSigned(scope: WorkScope, item: WorkItem): Promise<CheckedWorkItem> {
  const parsed = recordFileSchema.safeParse(readJsonFile('signed', item.files[RECORD_FILE]));
  if (
    !parsed.success ||
    parsed.data.fileName.trim() === '' ||
    item.updatedAt !== parsed.data.signedAt
  ) {
    throw new InvalidWorkItemError('signed', 'content');
  }
  const record = parsed.data;
  const pdf = Object.hasOwn(item.files, PDF_FILE) ? item.files[PDF_FILE] : undefined;
  // As 'Open a signed proposal' checks a PDF: its attached record read back, the document's
  // SHA-256 and the content's digest recomputed.
  const check = pdf ? await readSignedProposal(new Blob([pdf.slice()])) : undefined;
  if (
    !pdf ||
    check?.status !== 'intact' ||
    item.id !== record.digest ||
    !matches(record, check.record, scope.projectRef)
  ) {
    throw new InvalidWorkItemError('signed', 'signature');
  }
  return {
    item: signedItem(record, pdf),
    write: async () => {
      const kept = await listRecords(scope.owner);
      if (kept.some((entry) => entry.digest === record.digest)) return;
      const entry: SignedRecordEntry = {
        ...record,
        id: crypto.randomUUID(),
        owner: scope.owner,
        pdf: pdf.slice().buffer,
        // The PDF exists off this device: it came in a file.
        sharedAt: new Date().toISOString(),
      };
      await addRecord(entry);
    },
  };
}

/** `records` one per digest, the oldest first (by signing, then digest: the same on any device). */
function byDigest(records: readonly SignedRecordEntry[]): SignedRecordEntry[] {
  const unique = new Map<string, SignedRecordEntry>();
  for (const record of records) if (!unique.has(record.digest)) unique.set(record.digest, record);
  return [...unique.values()].sort(
    (a, b) => a.signedAt.localeCompare(b.signedAt) || a.digest.localeCompare(b.digest),
  );
}

export const signedWorkPart: WorkPart = {
  name: 'signed',
  addOnly: true,
  read: async (scope) =>
    byDigest(await listRecords(scope.owner, scope.projectRef)).map((record) =>
      signedItem(record, new Uint8Array(record.pdf)),
    ),
  check: checkSigned,
  // Only those never shared: a signed PDF that left the device (shared, downloaded, exported)
  // is kept elsewhere, as the record both sides keep.
  stamps: async (owner) =>
    byDigest(await listRecords(owner))
      .filter((record) => record.sharedAt === undefined)
      .map((record) => ({
        projectRef: record.projectRef,
        part: 'signed' as const,
        id: record.digest,
        updatedAt: record.signedAt,
      })),
  // The PDFs left the device in the file: they are shared now.
  exported: async (scope, items) => {
    const digests = new Set(items.map((item) => item.id));
    const records = await listRecords(scope.owner, scope.projectRef);
    for (const record of records) {
      if (digests.has(record.digest)) await markShared(record.id);
    }
  },
};
