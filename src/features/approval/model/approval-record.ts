import { z } from 'zod/mini';

import '@/lib/api/zod-config';
import { approvalDigest } from '@/features/approval/model/approval-digest';
import type { BasisPoints, Cents, Deposit, Totals } from '@/features/approval/model/money';
import { depositSchema } from '@/features/approval/model/priced-proposal';

/**
 * The record of one approval: what the customer was shown and chose, the totals, who signed,
 * when and on which device, and the SHA-256 digest of all of it. It is written into the signed
 * PDF twice: as its last page (for people) and as an attached JSON file (for YardVision, which
 * reads it back with 'Open a signed proposal' and checks the file against it). No React here.
 *
 * This is an approval record with tamper evidence, not a certificate-based digital signature.
 */

/** The attached file's name inside the PDF (`pdfdetach -list` shows it). */
export const RECORD_FILE_NAME = 'yardvision-approval-record.json';
export const RECORD_MIME_TYPE = 'application/json';
/** What the JSON says it is. */
export const RECORD_FORMAT = 'yardvision-signed-proposal';
export const RECORD_VERSION = 1;

/** A picture in the record: the bytes at signing, their SHA-256 once written down. */
export type PictureRef = Uint8Array | { sha256: string };

export type ApprovedLine = { name: string; priceCents: Cents };

export type ApprovedOption = {
  ref: string;
  styleName: string;
  scope: string;
  priceCents: Cents;
};

/** Everything the digest covers. */
export type ApprovedContent<Picture extends PictureRef = PictureRef> = {
  /** The proposal's language ('en', 'es') and the currency of its amounts. */
  language: string;
  currency: string;
  project: { ref: string; name: string };
  customer: { name: string };
  /** The site's address, one line per part. */
  site: string[];
  /** Every option the customer was shown, in order. */
  offered: ApprovedOption[];
  /**
   * The option chosen, with the two pictures it was shown with; for a design edited in 'Keep
   * and mix', the pictures its picture takes regions from, by name (`madeFrom`).
   */
  chosen: ApprovedOption & { before: Picture; after: Picture; madeFrom?: string[] };
  /** Every add-on offered, and those ticked. */
  addOnsOffered: ApprovedLine[];
  addOns: ApprovedLine[];
  taxRate: BasisPoints;
  deposit: Deposit;
  totals: Totals;
  signer: {
    name: string;
    /** The consent line the signer ticked, as it was written. */
    consent: string;
    /** The moment of 'Approve', in UTC (ISO 8601). */
    signedAt: string;
    /** The device's time zone ('America/Chicago') and its offset then, in minutes east of UTC. */
    timeZone: string;
    utcOffsetMinutes: number;
    /** The drawn signature as a PNG. */
    signature: Picture;
  };
  device: { userAgent: string; appVersion: string };
};

/** The record as attached to the PDF: pictures as digests. */
export type ApprovalRecord = {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  content: ApprovedContent<{ sha256: string }>;
  /** approvalDigest(content). */
  digest: string;
  /** The PDF as written before this record was attached to it: its length and SHA-256. */
  document: { byteLength: number; sha256: string };
};

const sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const pictureDigest = z.object({ sha256 });
const cents = z.number().check(z.int(), z.minimum(0));
const line = z.object({ name: z.string(), priceCents: cents });
const option = z.object({
  ref: z.string(),
  styleName: z.string(),
  scope: z.string(),
  priceCents: cents,
});

/** The one schema of a record read back from a PDF. */
export const approvalRecordSchema = z.object({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  content: z.object({
    language: z.string(),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    project: z.object({ ref: z.string(), name: z.string() }),
    customer: z.object({ name: z.string() }),
    site: z.array(z.string()),
    offered: z.array(option),
    chosen: z.extend(option, {
      before: pictureDigest,
      after: pictureDigest,
      madeFrom: z.optional(z.array(z.string())),
    }),
    addOnsOffered: z.array(line),
    addOns: z.array(line),
    taxRate: z.number().check(z.int(), z.minimum(0)),
    deposit: depositSchema,
    totals: z.object({
      subtotal: cents,
      tax: cents,
      total: cents,
      deposit: cents,
      balance: cents,
    }),
    signer: z.object({
      name: z.string(),
      consent: z.string(),
      signedAt: z.iso.datetime(),
      timeZone: z.string(),
      utcOffsetMinutes: z.number().check(z.int()),
      signature: pictureDigest,
    }),
    device: z.object({ userAgent: z.string(), appVersion: z.string() }),
  }),
  digest: sha256,
  document: z.object({ byteLength: z.number().check(z.int(), z.minimum(0)), sha256 }),
}) satisfies z.ZodMiniType<ApprovalRecord>;

/** The content's digest: the same for the bytes at signing and their digests read back. */
export function contentDigest(content: ApprovedContent): Promise<string> {
  return approvalDigest(content);
}
