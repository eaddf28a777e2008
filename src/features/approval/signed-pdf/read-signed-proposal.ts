import { sha256Hex } from '@/lib/files/sha256';
import {
  approvalRecordSchema,
  contentDigest,
  RECORD_FILE_NAME,
  RECORD_FORMAT,
  type ApprovalRecord,
} from '@/features/approval/model/approval-record';
import { readAttachment } from '@/features/approval/signed-pdf/read-pdf-attachment';

/**
 * 'Open a signed proposal': reads a PDF back and checks it against the approval record attached
 * to it. Intact means three things hold: the document before the record is byte for byte the one
 * the record describes (its length and SHA-256), the record's content gives the record's digest,
 * and nothing was added to the file after the record (the record is in its last update). This is
 * tamper evidence, not a certificate-based signature: a file made anew with a new record of its
 * own would check as intact, which is why both parties keep their copies.
 */

/** The largest file read: a signed proposal holds two pictures and a signature, a few MB. */
export const SIGNED_PDF_MAX_BYTES = 50 * 1024 * 1024;

export type SignedProposalCheck =
  | { status: 'intact'; record: ApprovalRecord }
  /** The file is a signed proposal, but not as signed; `record` undefined: its record is damaged. */
  | { status: 'changed'; record: ApprovalRecord | undefined }
  | { status: 'not-signed-proposal' }
  | { status: 'too-large' }
  | { status: 'unreadable' };

const PDF_HEADER = new TextEncoder().encode('%PDF-');
/** What every signed proposal says it is, in its document properties (the PDF's keywords). */
const MARKER = new TextEncoder().encode(RECORD_FORMAT);

function startsWith(bytes: Uint8Array, prefix: Uint8Array) {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** Whether `pattern` occurs in `bytes`. */
function contains(bytes: Uint8Array, pattern: Uint8Array) {
  const first = pattern[0];
  let at = bytes.indexOf(first);
  while (at !== -1 && at + pattern.length <= bytes.length) {
    let index = 1;
    while (index < pattern.length && bytes[at + index] === pattern[index]) index += 1;
    if (index === pattern.length) return true;
    at = bytes.indexOf(first, at + 1);
  }
  return false;
}

/** The record's JSON, if it is a record at all. */
function parseRecord(bytes: Uint8Array): ApprovalRecord | undefined {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  const parsed = approvalRecordSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Whether `file` is a signed proposal, and whether it is still as it was signed. */
export async function readSignedProposal(file: Blob): Promise<SignedProposalCheck> {
  // Before any byte is read: a file this large is no signed proposal, and would fill the memory.
  if (file.size > SIGNED_PDF_MAX_BYTES) return { status: 'too-large' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { status: 'unreadable' };
  }
  if (!startsWith(bytes, PDF_HEADER)) return { status: 'not-signed-proposal' };

  const attachment = readAttachment(bytes, RECORD_FILE_NAME);
  if (!attachment) {
    // A PDF that says it is a signed proposal but whose record cannot be found in its last update
    // (cut short, or saved again by another program) is one of ours, changed; any other PDF is
    // not a signed proposal.
    return contains(bytes, MARKER)
      ? { status: 'changed', record: undefined }
      : { status: 'not-signed-proposal' };
  }
  const record = parseRecord(attachment.bytes);
  if (!record) return { status: 'changed', record: undefined };

  const { byteLength, sha256 } = record.document;
  if (byteLength !== attachment.updateOffset) return { status: 'changed', record };
  if ((await sha256Hex(bytes.subarray(0, byteLength))) !== sha256) {
    return { status: 'changed', record };
  }
  if ((await contentDigest(record.content)) !== record.digest) {
    return { status: 'changed', record };
  }
  return { status: 'intact', record };
}
