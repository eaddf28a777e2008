import { ascii } from '@/features/approval/signed-pdf/pdf-bytes';

/**
 * The approval record travels inside the signed proposal PDF as an attached file, so that the
 * customer's copy carries its own evidence. The record holds the SHA-256 and the length of the
 * PDF as it was signed, so the file is attached in an incremental update appended after those
 * bytes (ISO 32000-1 §7.5.6): the signed document stays byte for byte at the start of the file,
 * and anyone can hash it again later. PDF readers list the file as an attachment (§7.11.4
 * embedded file streams, §7.7.4 /EmbeddedFiles), with PDF/A-3's /AF and /AFRelationship /Data.
 *
 * This file holds what the attachment is; `append-pdf-attachment.ts` writes it and
 * `read-pdf-attachment.ts` reads it back. Pure TypeScript on bytes: it runs on the main thread,
 * in the PDF worker and in Node tests. The PDF holds binary picture data, so everything is done
 * on bytes with exact byte offsets.
 */

export type PdfAttachmentInput = {
  /** The file name inside the PDF, printable ASCII, e.g. 'yardvision-approval-record.json'. */
  name: string;
  /** The file's media type, e.g. 'application/json'. */
  mimeType: string;
  /** The file's content. */
  bytes: Uint8Array;
  /** Shown by PDF readers next to the file; any text (non-ASCII is written as UTF-16). */
  description: string;
  modified: Date;
};

export type FoundAttachment = {
  name: string;
  bytes: Uint8Array;
  /** Where the update that attached it starts: the bytes before it are the document as it was. */
  updateOffset: number;
};

export class PdfAttachmentError extends Error {
  override name = 'PdfAttachmentError';
}

/** The bytes of a name we could have written (printable ASCII), or undefined. */
export function attachmentNameBytes(name: string): Uint8Array | undefined {
  return /^[\x20-\x7e]+$/.test(name) ? ascii(name) : undefined;
}
