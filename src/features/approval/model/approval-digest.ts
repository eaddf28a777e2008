import { sha256Hex } from '@/lib/files/sha256';

/**
 * The tamper evidence of a signed proposal, without React: a SHA-256 digest of everything the
 * customer approved (the lines, the totals, and the bytes of the pictures shown), computed the
 * same way on any device. This is an approval record with tamper evidence, not a certificate-
 * based digital signature: it shows that a file still holds what was approved, not who made it.
 *
 * The content is written as canonical JSON (object keys sorted, no spaces, numbers as integers)
 * with each picture replaced by the SHA-256 of its bytes; the digest is the SHA-256 of that text
 * in UTF-8, as lowercase hex.
 */

/** A value of approved content: JSON data, where pictures are bytes. */
export type ApprovedValue =
  | string
  | number
  | boolean
  | null
  | Uint8Array
  | readonly ApprovedValue[]
  | { readonly [key: string]: ApprovedValue };

/**
 * The content in canonical JSON, each picture as { "sha256": "<hex>" }. Refuses what JSON
 * cannot say exactly (fractions, NaN, infinities, undefined), so that no device writes it
 * differently.
 */
export async function canonicalJson(value: ApprovedValue): Promise<string> {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw new RangeError(`Approved content holds integers only: ${String(value)}`);
    }
    return String(value);
  }
  if (value instanceof Uint8Array) return `{"sha256":"${await sha256Hex(value)}"}`;
  if (Array.isArray(value)) {
    const items = await Promise.all((value as readonly ApprovedValue[]).map(canonicalJson));
    return `[${items.join(',')}]`;
  }
  const record = value as { readonly [key: string]: ApprovedValue };
  const keys = Object.keys(record).sort();
  const entries = await Promise.all(
    keys.map(async (key) => `${JSON.stringify(key)}:${await canonicalJson(record[key])}`),
  );
  return `{${entries.join(',')}}`;
}

/** The digest of approved content: SHA-256 of its canonical JSON, as lowercase hex. */
export async function approvalDigest(content: ApprovedValue): Promise<string> {
  return sha256Hex(new TextEncoder().encode(await canonicalJson(content)));
}
