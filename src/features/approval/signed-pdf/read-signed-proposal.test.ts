// @vitest-environment node
import { i18n } from '@lingui/core';
import { jsPDF } from 'jspdf';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { ApprovalRecord } from '@/features/approval/model/approval-record';
import { buildSignedProposal } from '@/features/approval/signed-pdf/build-signed-proposal';
import { appendAttachment } from '@/features/approval/signed-pdf/append-pdf-attachment';
import {
  readSignedProposal,
  SIGNED_PDF_MAX_BYTES,
} from '@/features/approval/signed-pdf/read-signed-proposal';
import { downloadTinyJpeg, signedProposalSource, TINY_PNG } from '@/testing/signed-proposal-source';

const SOURCE = signedProposalSource();
const download = downloadTinyJpeg;

const latin1 = new TextDecoder('latin1');
const encoder = new TextEncoder();

/** Where `text` first occurs in `bytes` (at or after `from`), which must hold it. */
function offsetOf(bytes: Uint8Array, text: string, from = 0): number {
  const at = latin1.decode(bytes).indexOf(text, from);
  if (at < 0) throw new Error(`'${text}' is not in the bytes.`);
  return at;
}

/** A copy of `bytes` with `text` at `at` (the same length) written in place of what was there. */
function withBytes(bytes: Uint8Array, at: number, text: string): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy.set(encoder.encode(text), at);
  return copy;
}

const check = (bytes: Uint8Array) => readSignedProposal(new Blob([new Uint8Array(bytes)]));

let pdf: Uint8Array;
let record: ApprovalRecord;

beforeAll(async () => {
  ({ pdf, record } = await buildSignedProposal(SOURCE, i18n, { download, worker: false }));
});

describe('reading a signed proposal back', () => {
  it('finds it intact, with the record it was signed with', async () => {
    expect(await check(pdf)).toEqual({ status: 'intact', record });
    expect(record.content.chosen.styleName).toBe('Desert Calm');
  });

  it('finds a byte changed in the signed document (a price on the page)', async () => {
    // '$9,876.54' on page 2 becomes '$9,876.55': the record is right, the document is not.
    const at = offsetOf(pdf, '$9,876.54');
    expect(at).toBeLessThan(record.document.byteLength);
    expect(await check(withBytes(pdf, at + 8, '5'))).toEqual({ status: 'changed', record });
  });

  it('finds a byte changed in the attached record', async () => {
    const chosen = offsetOf(pdf, '"chosen"', record.document.byteLength);
    const json = offsetOf(pdf, '"priceCents": 987654', chosen);
    // Still a valid record, but its content no longer gives its digest.
    const price = await check(withBytes(pdf, json + '"priceCents": 98765'.length, '5'));
    expect(price.status).toBe('changed');
    expect(price.status === 'changed' && price.record?.content.chosen.priceCents).toBe(987_655);
    // No longer JSON: the file is ours, its record damaged.
    expect(await check(withBytes(pdf, json, "'"))).toEqual({
      status: 'changed',
      record: undefined,
    });
  });

  it('finds a record that describes another document', async () => {
    const json = offsetOf(pdf, `"byteLength": ${String(record.document.byteLength)}`);
    const shorter = String(record.document.byteLength - 1).padStart(
      String(record.document.byteLength).length,
      ' ',
    );
    const changed = await check(withBytes(pdf, json + '"byteLength": '.length, shorter));
    expect(changed.status).toBe('changed');
  });

  it('finds a file saved again after signing (an update appended after the record)', async () => {
    const annotated = appendAttachment(pdf, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      bytes: encoder.encode('Looks good.'),
      description: 'A note',
      modified: new Date('2026-03-09T10:00:00.000Z'),
    });
    expect(await check(annotated)).toEqual({ status: 'changed', record: undefined });
  });

  it('says a PDF without a record, or a picture, is not a signed proposal', async () => {
    const plain = new jsPDF({ unit: 'pt', format: 'letter' });
    plain.text('A proposal, not signed', 72, 72);
    expect(await check(new Uint8Array(plain.output('arraybuffer')))).toEqual({
      status: 'not-signed-proposal',
    });
    expect(await check(TINY_PNG)).toEqual({ status: 'not-signed-proposal' });
    expect(await check(new Uint8Array())).toEqual({ status: 'not-signed-proposal' });
  });

  it('says a cut file is a changed signed proposal while its properties still say what it is', async () => {
    // The end (the record's update) is gone, but the document's keywords, near the end of the
    // document itself, still say it is a signed proposal: 'changed', and its record is lost.
    const cut = pdf.subarray(0, pdf.length - 200);
    expect(await check(cut)).toEqual({ status: 'changed', record: undefined });
    // Cut inside the record's update: the same.
    expect(await check(pdf.subarray(0, record.document.byteLength + 50))).toEqual({
      status: 'changed',
      record: undefined,
    });
    // Only the first pages' bytes left: nothing says what the file was.
    expect(await check(pdf.subarray(0, 1_000))).toEqual({ status: 'not-signed-proposal' });
  });

  it('refuses a file over the limit before reading it', async () => {
    const arrayBuffer = vi.fn(() => Promise.resolve(new ArrayBuffer(0)));
    const huge = { size: SIGNED_PDF_MAX_BYTES + 1, type: 'application/pdf', arrayBuffer };
    expect(await readSignedProposal(huge as unknown as Blob)).toEqual({ status: 'too-large' });
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it('says a file that cannot be read is unreadable', async () => {
    const gone = {
      size: 1_000,
      type: 'application/pdf',
      arrayBuffer: () => Promise.reject(new DOMException('The file changed.', 'NotReadableError')),
    };
    expect(await readSignedProposal(gone as unknown as Blob)).toEqual({ status: 'unreadable' });
  });
});
