import { z } from 'zod/mini';

import '@/lib/api/zod-config';
import { EDITS_DATABASE } from '@/config/device-storage';
import {
  editOperationSchema,
  type EditOperation,
  type LayerId,
} from '@/entities/generation/edits/edit-operations';
import { generationSettingsSchema } from '@/entities/generation/api/generation-schemas';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import { onResult, transact, type DatabaseSchema } from '@/lib/offline/idb-transaction';

/**
 * Designs edited in 'Keep and mix', kept on the device in IndexedDB (`EDITS_DATABASE`), per
 * signed-in user and organization (`owner`, see `sessionOwner`): the API has no field for them.
 * One edit per design (`baseRef`): opening 'Keep and mix' on a design again changes its edit.
 * An edit keeps what it is made of (the operations, so it opens again and undoes step by step)
 * and its picture (a JPEG at the result's full size) for every screen that shows or sends it.
 *
 * Logout deletes the database (it is in `WORK_DATABASES`) after listing the edits never
 * downloaded; a 401 keeps it for the same user's return. Where the browser has no IndexedDB,
 * everything lives in this page's memory.
 */
export type DesignEdit = {
  owner: string;
  /** The design edited (its generation's ref). */
  baseRef: string;
  /** The project and customer of the design, for the screens that list a project's work. */
  projectRef?: string;
  customerRef?: string;
  /** The design's style and settings, as the API gave them: the edit's name in any language. */
  style?: { name: string; description?: string };
  settings?: Partial<GenerationSettings>;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** ISO 8601, UTC: the last save. */
  updatedAt: string;
  /** The result's size: the edit's picture and its operations' coordinates. */
  width: number;
  height: number;
  /** What the user drew, in order (the undone steps are not kept). */
  operations: EditOperation[];
  /** The layers the picture takes regions from, in first-use order. */
  layers: LayerId[];
  /** The edit's picture: a JPEG at the result's full size. */
  picture: ArrayBuffer;
  /** When the picture last left the device ('Download'); none: never. */
  downloadedAt?: string;
};

const isoDate = z.string().check(z.minLength(1));

/** The one schema of an edit, as kept (and, less what is the device's own, in a project file). */
export const designEditSchema = z.object({
  owner: z.string(),
  baseRef: z.string().check(z.minLength(1)),
  projectRef: z.optional(z.string()),
  customerRef: z.optional(z.string()),
  style: z.optional(z.object({ name: z.string(), description: z.optional(z.string()) })),
  settings: z.optional(z.partial(generationSettingsSchema)),
  createdAt: isoDate,
  updatedAt: isoDate,
  width: z.number().check(z.int(), z.minimum(1), z.maximum(20_000)),
  height: z.number().check(z.int(), z.minimum(1), z.maximum(20_000)),
  operations: z.array(editOperationSchema),
  layers: z.array(z.string()),
  picture: z.instanceof(ArrayBuffer),
  downloadedAt: z.optional(z.string()),
}) satisfies z.ZodMiniType<DesignEdit>;

/** Whether the edit's latest picture has never left the device (Logout lists those first). */
export function notDownloaded(edit: Pick<DesignEdit, 'updatedAt' | 'downloadedAt'>): boolean {
  return edit.downloadedAt === undefined || edit.downloadedAt < edit.updatedAt;
}

const EDITS = 'edits';
type StoredEdit = DesignEdit & { key: string };

const schema: DatabaseSchema = {
  name: EDITS_DATABASE,
  version: 1,
  upgrade: (db) => {
    if (!db.objectStoreNames.contains(EDITS)) {
      db.createObjectStore(EDITS, { keyPath: 'key' }).createIndex('owner', 'owner');
    }
  },
};

function editKey(owner: string, baseRef: string) {
  return `${owner}|${baseRef}`;
}

/** This page's copy where the browser has no IndexedDB. */
const inMemory = new Map<string, StoredEdit>();

function hasIndexedDb() {
  return typeof indexedDB !== 'undefined';
}

/**
 * Whether the database is there, asked without opening it: opening makes it, and a device with
 * no edit (Logout's check, a design's page) would make one only to read nothing, and Logout
 * would then delete it. Where the browser cannot tell, it is opened.
 */
async function databaseExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === EDITS_DATABASE);
  } catch {
    return true;
  }
}

function parsed(value: unknown): DesignEdit | undefined {
  const result = designEditSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** `owner`'s edit of the design `baseRef`, or none. */
export async function readEdit(owner: string, baseRef: string): Promise<DesignEdit | null> {
  const key = editKey(owner, baseRef);
  if (hasIndexedDb() && !(await databaseExists())) return null;
  const stored = hasIndexedDb()
    ? await transact<unknown>(schema, EDITS, 'readonly', (transaction, result) => {
        onResult(transaction.objectStore(EDITS).get(key), (value) => {
          result.value = value;
        });
      })
    : inMemory.get(key);
  return parsed(stored) ?? null;
}

/** Every edit of `owner`, the most recently saved first. */
export async function listEdits(owner: string): Promise<DesignEdit[]> {
  if (hasIndexedDb() && !(await databaseExists())) return [];
  const stored = hasIndexedDb()
    ? ((await transact<unknown[]>(schema, EDITS, 'readonly', (transaction, result) => {
        onResult(transaction.objectStore(EDITS).index('owner').getAll(owner), (value) => {
          result.value = value;
        });
      })) ?? [])
    : [...inMemory.values()].filter((edit) => edit.owner === owner);
  return stored
    .flatMap((value) => parsed(value) ?? [])
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Saves `edit` (replacing the design's earlier one). */
export async function writeEdit(edit: DesignEdit): Promise<void> {
  const stored: StoredEdit = {
    ...designEditSchema.parse(edit),
    key: editKey(edit.owner, edit.baseRef),
  };
  if (!hasIndexedDb()) {
    inMemory.set(stored.key, stored);
    return;
  }
  await transact(schema, EDITS, 'readwrite', (transaction) => {
    transaction.objectStore(EDITS).put(stored);
  });
}

/** Notes that the edit's picture has left the device (downloaded) now. */
export async function markEditDownloaded(owner: string, baseRef: string, at = new Date()) {
  const edit = await readEdit(owner, baseRef);
  if (edit) await writeEdit({ ...edit, downloadedAt: at.toISOString() });
}

/** Deletes the edit of `baseRef` (the screen asks first: nothing made is deleted by surprise). */
export async function deleteEdit(owner: string, baseRef: string): Promise<void> {
  const key = editKey(owner, baseRef);
  if (!hasIndexedDb()) {
    inMemory.delete(key);
    return;
  }
  await transact(schema, EDITS, 'readwrite', (transaction) => {
    transaction.objectStore(EDITS).delete(key);
  });
}
