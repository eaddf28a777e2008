import { z } from 'zod/mini';

import '@/lib/api/zod-config';
import { MAX_CENTS } from '@/features/approval/model/money';
import {
  ADD_ON_NAME_MAX_LENGTH,
  DEFAULT_CURRENCY,
  isCurrency,
  pricedProposalSchema,
  type PricedProposal,
} from '@/features/approval/model/priced-proposal';
import { PRICING, RECORDS, SETTINGS, values } from '@/features/approval/store/approval-database';

/**
 * What the approval feature keeps on the device, in IndexedDB (`APPROVALS_DATABASE`), per
 * signed-in user and organization (`owner`, see `sessionOwner`): the API has no field for prices
 * or signatures.
 *
 * - `pricing`: each project's priced proposal, by `owner|projectRef`, stamped (`updatedAt`).
 * - `settings`: the business's currency and its price list of add-ons, by `owner`, stamped.
 * - `records`: the signed proposals (the PDF both sides keep, and what the project page lists),
 *   by id, with whether the PDF has ever left the device (shared or downloaded).
 *
 * Logout deletes the database (it is in `WORK_DATABASES`); a 401 keeps it for the same user's
 * return. Where the browser has no IndexedDB, everything lives in this page's memory.
 */

/** An add-on the landscaper uses often, offered to pick from when pricing. */
export type PriceListItem = { name: string; priceCents: number };

export type ApprovalSettings = {
  /** ISO 4217: the currency of new proposals. */
  currency: string;
  /** Most recently used first. */
  priceList: PriceListItem[];
};

/** A signed proposal kept on the device. */
export type SignedRecordEntry = {
  id: string;
  owner: string;
  projectRef: string;
  projectName: string;
  signerName: string;
  /** ISO 8601, UTC. */
  signedAt: string;
  totalCents: number;
  currency: string;
  /** The proposal's language (its amounts and dates are written in it). */
  language: string;
  /** The content's SHA-256 (the record's digest). */
  digest: string;
  fileName: string;
  /** The signed PDF. */
  pdf: ArrayBuffer;
  /** When the PDF first left the device (shared or downloaded); none: never. */
  sharedAt?: string;
};

/** The most add-ons the price list keeps. */
export const PRICE_LIST_MAX = 30;

const currencySchema = z.string().check(z.refine(isCurrency));
const priceListSchema = z.array(
  z.object({
    name: z.string().check(z.minLength(1), z.maxLength(ADD_ON_NAME_MAX_LENGTH)),
    priceCents: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_CENTS)),
  }),
);

/**
 * The one schema of the settings, as a project file carries them; as stored, a field the device
 * cannot read reads as its default (`storedSettingsSchema`, made of the same fields).
 */
export const approvalSettingsSchema = z.object({
  currency: currencySchema,
  priceList: priceListSchema,
}) satisfies z.ZodMiniType<ApprovalSettings>;

/**
 * When a value stored here last changed (ISO 8601, UTC), kept beside it. Values stored before
 * they were stamped have none, and an unreadable stamp reads as none: `UNSTAMPED`.
 */
const stampField = z.catch(z.optional(z.iso.datetime()), undefined);
/** When a value stored without a stamp last changed: before anything stamped. */
const UNSTAMPED = new Date(0).toISOString();

/** A value kept on the device, and when it last changed (ISO 8601, UTC). */
export type Stamped<T> = { value: T; updatedAt: string };

/** The settings as stored: what the device cannot read of them reads as the default. */
const storedSettingsSchema = z.object({
  currency: z.catch(currencySchema, DEFAULT_CURRENCY),
  priceList: z.catch(priceListSchema, []),
  updatedAt: stampField,
});

/** A priced proposal as stored. */
const storedPricingSchema = z.extend(pricedProposalSchema, { updatedAt: stampField });

/** The one schema of a signed record kept on the device. */
export const signedRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  owner: z.string(),
  projectRef: z.string(),
  projectName: z.string(),
  signerName: z.string(),
  signedAt: z.string(),
  totalCents: z.number().check(z.int()),
  currency: z.string(),
  language: z.string(),
  digest: z.string(),
  fileName: z.string(),
  pdf: z.instanceof(ArrayBuffer),
  sharedAt: z.optional(z.string()),
}) satisfies z.ZodMiniType<SignedRecordEntry>;

const DEFAULT_SETTINGS: ApprovalSettings = { currency: DEFAULT_CURRENCY, priceList: [] };

function pricingKey(owner: string, projectRef: string) {
  return `${owner}|${projectRef}`;
}

/** The oldest first. */
function bySignedAt(a: SignedRecordEntry, b: SignedRecordEntry) {
  return a.signedAt.localeCompare(b.signedAt);
}

/** `projectRef`'s priced proposal, and when it last changed; none (never priced, or unreadable). */
export async function readStampedPricing(
  owner: string,
  projectRef: string,
): Promise<Stamped<PricedProposal> | null> {
  const parsed = storedPricingSchema.safeParse(
    await values().get(PRICING, pricingKey(owner, projectRef)),
  );
  if (!parsed.success) return null;
  const { updatedAt, ...pricing } = parsed.data;
  return { value: pricing, updatedAt: updatedAt ?? UNSTAMPED };
}

/** `projectRef`'s priced proposal, or none (never priced, or unreadable). */
export async function readPricing(
  owner: string,
  projectRef: string,
): Promise<PricedProposal | null> {
  return (await readStampedPricing(owner, projectRef))?.value ?? null;
}

/** Keeps `projectRef`'s priced proposal, stamped `updatedAt` (now, for a change made here). */
export async function writePricing(
  owner: string,
  projectRef: string,
  pricing: PricedProposal,
  updatedAt: string = new Date().toISOString(),
) {
  const stored = { ...pricedProposalSchema.parse(pricing), updatedAt };
  await values().put(PRICING, pricingKey(owner, projectRef), stored);
}

/** The projects `owner` has priced on this device, and when each pricing last changed. */
export async function pricingStamps(
  owner: string,
): Promise<{ projectRef: string; updatedAt: string }[]> {
  const prefix = pricingKey(owner, '');
  return (await values().entries(PRICING, prefix)).flatMap(([key, value]) => {
    const parsed = storedPricingSchema.safeParse(value);
    return parsed.success
      ? [{ projectRef: key.slice(prefix.length), updatedAt: parsed.data.updatedAt ?? UNSTAMPED }]
      : [];
  });
}

/** `owner`'s settings and when they last changed; none when none were ever kept here. */
export async function readStampedSettings(
  owner: string,
): Promise<Stamped<ApprovalSettings> | null> {
  const parsed = storedSettingsSchema.safeParse(await values().get(SETTINGS, owner));
  if (!parsed.success) return null;
  const { updatedAt, ...settings } = parsed.data;
  return { value: settings, updatedAt: updatedAt ?? UNSTAMPED };
}

export async function readSettings(owner: string): Promise<ApprovalSettings> {
  return (await readStampedSettings(owner))?.value ?? DEFAULT_SETTINGS;
}

/** Keeps `owner`'s settings, stamped `updatedAt` (now, for a change made here). */
export async function writeSettings(
  owner: string,
  settings: ApprovalSettings,
  updatedAt: string = new Date().toISOString(),
) {
  // As the device reads them: a field it could not read back is kept as its default.
  await values().put(SETTINGS, owner, { ...storedSettingsSchema.parse(settings), updatedAt });
}

/**
 * The price list with `items` used now: each moves to the top (one per name, whatever the
 * case), the list kept to PRICE_LIST_MAX.
 */
export function withUsedItems(
  priceList: readonly PriceListItem[],
  items: readonly PriceListItem[],
): PriceListItem[] {
  const key = (item: PriceListItem) => item.name.trim().toLocaleLowerCase();
  const used = items.filter((item) => item.name.trim() !== '');
  const usedKeys = new Set(used.map(key));
  return [...used, ...priceList.filter((item) => !usedKeys.has(key(item)))].slice(
    0,
    PRICE_LIST_MAX,
  );
}

/** `owner`'s signed records (of `projectRef` only, when given), the oldest first. */
export async function listRecords(
  owner: string,
  projectRef?: string,
): Promise<SignedRecordEntry[]> {
  const stored = await values().records(owner);
  return stored
    .flatMap((value) => {
      const parsed = signedRecordSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    })
    .filter((record) => projectRef === undefined || record.projectRef === projectRef)
    .sort(bySignedAt);
}

export async function addRecord(record: SignedRecordEntry) {
  await values().put(RECORDS, record.id, signedRecordSchema.parse(record));
}

/** Notes that the record's PDF has left the device (the first time counts). */
export async function markShared(id: string, at: Date = new Date()) {
  await values().updateRecord(id, (stored) => {
    const record = signedRecordSchema.parse(stored);
    return record.sharedAt ? record : { ...record, sharedAt: at.toISOString() };
  });
}

/** Deletes a record (the screen asks first: a signed proposal is never deleted by surprise). */
export async function deleteRecord(id: string) {
  await values().deleteRecord(id);
}
