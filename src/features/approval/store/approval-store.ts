import { z } from 'zod/mini';

import '@/lib/api/zod-config';
import { APPROVALS_DATABASE } from '@/config/device-storage';
import { MAX_CENTS } from '@/features/approval/model/money';
import {
  ADD_ON_NAME_MAX_LENGTH,
  DEFAULT_CURRENCY,
  isCurrency,
  pricedProposalSchema,
  type PricedProposal,
} from '@/features/approval/model/priced-proposal';
import { onResult, transact, type DatabaseSchema } from '@/lib/offline/idb-transaction';

/**
 * What the approval feature keeps on the device, in IndexedDB (`APPROVALS_DATABASE`), per
 * signed-in user and organization (`owner`, see `sessionOwner`): the API has no field for prices
 * or signatures.
 *
 * - `pricing`: each project's priced proposal, by `owner|projectRef`.
 * - `settings`: the business's currency and its price list of add-ons, by `owner`.
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

const settingsSchema = z.object({
  currency: z.catch(z.string().check(z.refine(isCurrency)), DEFAULT_CURRENCY),
  priceList: z.catch(
    z.array(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(ADD_ON_NAME_MAX_LENGTH)),
        priceCents: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_CENTS)),
      }),
    ),
    [],
  ),
}) satisfies z.ZodMiniType<ApprovalSettings>;

const recordSchema = z.object({
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

const PRICING = 'pricing';
const SETTINGS = 'settings';
const RECORDS = 'records';

const schema: DatabaseSchema = {
  name: APPROVALS_DATABASE,
  version: 1,
  upgrade: (db) => {
    if (!db.objectStoreNames.contains(PRICING)) db.createObjectStore(PRICING);
    if (!db.objectStoreNames.contains(SETTINGS)) db.createObjectStore(SETTINGS);
    if (!db.objectStoreNames.contains(RECORDS)) {
      db.createObjectStore(RECORDS, { keyPath: 'id' }).createIndex('owner', 'owner');
    }
  },
};

function pricingKey(owner: string, projectRef: string) {
  return `${owner}|${projectRef}`;
}

/** The oldest first. */
function bySignedAt(a: SignedRecordEntry, b: SignedRecordEntry) {
  return a.signedAt.localeCompare(b.signedAt);
}

/** The values of one store: IndexedDB, or this page's memory without it. */
type KeyValues = {
  get: (store: string, key: string) => Promise<unknown>;
  put: (store: string, key: string, value: unknown) => Promise<void>;
  /** Every record of `owner`. */
  records: (owner: string) => Promise<unknown[]>;
  /** Changes the record `id` in one transaction; resolves with what was stored. */
  updateRecord: (id: string, change: (stored: unknown) => unknown) => Promise<unknown>;
  deleteRecord: (id: string) => Promise<void>;
};

const indexedDbValues: KeyValues = {
  get: (store, key) =>
    transact<unknown>(schema, store, 'readonly', (transaction, result) => {
      onResult(transaction.objectStore(store).get(key), (value) => {
        result.value = value;
      });
    }),
  put: async (store, key, value) => {
    await transact(schema, store, 'readwrite', (transaction) => {
      const target = transaction.objectStore(store);
      if (store === RECORDS) target.put(value);
      else target.put(value, key);
    });
  },
  records: async (owner) =>
    (await transact<unknown[]>(schema, RECORDS, 'readonly', (transaction, result) => {
      const index = transaction.objectStore(RECORDS).index('owner');
      onResult(index.getAll(owner), (value) => {
        result.value = value;
      });
    })) ?? [],
  updateRecord: (id, change) =>
    transact<unknown>(schema, RECORDS, 'readwrite', (transaction, result) => {
      const store = transaction.objectStore(RECORDS);
      onResult(store.get(id), (stored) => {
        if (stored === undefined) return;
        const next = change(stored);
        store.put(next);
        result.value = next;
      });
    }),
  deleteRecord: async (id) => {
    await transact(schema, RECORDS, 'readwrite', (transaction) => {
      transaction.objectStore(RECORDS).delete(id);
    });
  },
};

function memoryValues(): KeyValues {
  const stores = new Map<string, Map<string, unknown>>();
  const of = (store: string) => {
    let values = stores.get(store);
    if (!values) {
      values = new Map();
      stores.set(store, values);
    }
    return values;
  };
  return {
    get: (store, key) => Promise.resolve(of(store).get(key)),
    put: (store, key, value) => {
      of(store).set(key, value);
      return Promise.resolve();
    },
    records: (owner) =>
      Promise.resolve(
        [...of(RECORDS).values()].filter(
          (value) => recordSchema.safeParse(value).data?.owner === owner,
        ),
      ),
    updateRecord: (id, change) => {
      const stored = of(RECORDS).get(id);
      if (stored === undefined) return Promise.resolve(undefined);
      const next = change(stored);
      of(RECORDS).set(id, next);
      return Promise.resolve(next);
    },
    deleteRecord: (id) => {
      of(RECORDS).delete(id);
      return Promise.resolve();
    },
  };
}

const inMemory = memoryValues();

function values(): KeyValues {
  return typeof indexedDB === 'undefined' ? inMemory : indexedDbValues;
}

/** `projectRef`'s priced proposal, or none (never priced, or unreadable). */
export async function readPricing(
  owner: string,
  projectRef: string,
): Promise<PricedProposal | null> {
  const stored = await values().get(PRICING, pricingKey(owner, projectRef));
  return pricedProposalSchema.safeParse(stored).data ?? null;
}

export async function writePricing(owner: string, projectRef: string, pricing: PricedProposal) {
  await values().put(PRICING, pricingKey(owner, projectRef), pricedProposalSchema.parse(pricing));
}

export async function readSettings(owner: string): Promise<ApprovalSettings> {
  const stored = await values().get(SETTINGS, owner);
  return settingsSchema.safeParse(stored).data ?? DEFAULT_SETTINGS;
}

export async function writeSettings(owner: string, settings: ApprovalSettings) {
  await values().put(SETTINGS, owner, settingsSchema.parse(settings));
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
      const parsed = recordSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    })
    .filter((record) => projectRef === undefined || record.projectRef === projectRef)
    .sort(bySignedAt);
}

export async function addRecord(record: SignedRecordEntry) {
  await values().put(RECORDS, record.id, recordSchema.parse(record));
}

/** Notes that the record's PDF has left the device (the first time counts). */
export async function markShared(id: string, at: Date = new Date()) {
  await values().updateRecord(id, (stored) => {
    const record = recordSchema.parse(stored);
    return record.sharedAt ? record : { ...record, sharedAt: at.toISOString() };
  });
}

/** Deletes a record (the screen asks first: a signed proposal is never deleted by surprise). */
export async function deleteRecord(id: string) {
  await values().deleteRecord(id);
}
