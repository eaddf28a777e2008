import { sha256Hex } from '@/lib/files/sha256';
import { jsonFile, type WorkItem, type WorkPartName } from '@/lib/project-work/project-work';
import type { FileWorkItem } from '@/features/project-file/model/read-project-file';

/**
 * What opening a file would do, item by item, before anything changes. No React here.
 *
 * - `new`: the device has no such item: added.
 * - `newer`: the file's changed after the device's: it replaces the device's.
 * - `same`: the same content: nothing to do.
 * - `older`: the device's changed after the file's (or at the same moment): the device's stays.
 * - `missing`: an edited design whose design the API does not have: not opened.
 *
 * Signed proposals (an add-only part) are new or the same, never newer: one is known by its
 * digest (its id), and one on the device is never replaced or removed.
 */
export type ItemStatus = 'new' | 'newer' | 'same' | 'older' | 'missing';

export type ComparedItem = {
  item: FileWorkItem;
  status: ItemStatus;
  /** The designs it is about that the API does not have (they drop out of what is shown). */
  missingDesigns: string[];
};

/** The statuses that change the device when applied. */
export function changesDevice(status: ItemStatus): boolean {
  return status === 'new' || status === 'newer';
}

/** One digest for an item's content: its entries' names and SHA-256s, in name order. */
export async function itemDigest(item: Pick<WorkItem, 'files'>): Promise<string> {
  const names = Object.keys(item.files).sort();
  const digests = await Promise.all(names.map((name) => sha256Hex(item.files[name])));
  return sha256Hex(jsonFile(names.map((name, index) => [name, digests[index]])));
}

export type CompareInput = {
  fileItems: readonly FileWorkItem[];
  /** The device's items, by part. */
  device: Partial<Record<WorkPartName, readonly WorkItem[]>>;
  /** Parts whose items are never replaced. */
  addOnly: ReadonlySet<WorkPartName>;
  /** Whether the API has the design `ref` (an edited design's ref counts as its design's). */
  designExists: (ref: string) => boolean;
};

async function statusOf(
  item: FileWorkItem,
  deviceItem: WorkItem | undefined,
  addOnly: boolean,
): Promise<Exclude<ItemStatus, 'missing'>> {
  if (!deviceItem) return 'new';
  if (addOnly) return 'same';
  if ((await itemDigest(item)) === (await itemDigest(deviceItem))) return 'same';
  return Date.parse(item.updatedAt) > Date.parse(deviceItem.updatedAt) ? 'newer' : 'older';
}

export async function compareWork({
  fileItems,
  device,
  addOnly,
  designExists,
}: CompareInput): Promise<ComparedItem[]> {
  return Promise.all(
    fileItems.map(async (item) => {
      const deviceItem = device[item.part]?.find((candidate) => candidate.id === item.id);
      const missingDesigns = (item.designRefs ?? []).filter((ref) => !designExists(ref));
      const status = await statusOf(item, deviceItem, addOnly.has(item.part));
      // An edit of a design the API lacks shows nowhere: it is not opened (the file keeps it).
      const editOfMissing = item.part === 'edits' && !designExists(item.id);
      return {
        item,
        status: editOfMissing && changesDevice(status) ? 'missing' : status,
        missingDesigns,
      };
    }),
  );
}
