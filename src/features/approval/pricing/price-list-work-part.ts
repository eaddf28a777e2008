import { z } from 'zod/mini';

import { approvalChanged } from '@/features/approval/store/approval-changes';
import {
  approvalSettingsSchema,
  PRICE_LIST_MAX,
  readStampedSettings,
  writeSettings,
  type ApprovalSettings,
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
 * The business's currency and price list as a part of a project file: they are the owner's, not
 * a project's, and travel with every project. One item ('price-list') once settings were ever
 * kept on the device; `price-list.json` holds them (their stamp is the item's `updatedAt`).
 */

const PRICE_LIST_ID = 'price-list';
const PRICE_LIST_FILE = 'price-list.json';

const isoDate = z.iso.datetime();

function priceListItem(settings: ApprovalSettings, updatedAt: string): WorkItem {
  return { id: PRICE_LIST_ID, updatedAt, files: { [PRICE_LIST_FILE]: jsonFile(settings) } };
}

/** The settings of `item` (from a file), checked; throws InvalidWorkItemError. */
function checkPriceList(scope: WorkScope, item: WorkItem): CheckedWorkItem {
  const parsed = approvalSettingsSchema.safeParse(
    readJsonFile('price-list', item.files[PRICE_LIST_FILE]),
  );
  if (
    item.id !== PRICE_LIST_ID ||
    !isoDate.safeParse(item.updatedAt).success ||
    !parsed.success ||
    parsed.data.priceList.length > PRICE_LIST_MAX
  ) {
    throw new InvalidWorkItemError('price-list', 'content');
  }
  const settings = parsed.data;
  return {
    item: priceListItem(settings, item.updatedAt),
    write: async () => {
      await writeSettings(scope.owner, settings, item.updatedAt);
      // The Prices card open in this tab starts again from them.
      approvalChanged(scope.owner);
    },
  };
}

export const priceListWorkPart: WorkPart = {
  name: 'price-list',
  addOnly: false,
  read: async (scope) => {
    const stored = await readStampedSettings(scope.owner);
    return stored ? [priceListItem(stored.value, stored.updatedAt)] : [];
  },
  check: (scope, item) => Promise.resolve().then(() => checkPriceList(scope, item)),
  /**
   * The owner's one stamp, with `projectRef: ''`: the price list is no project's, so it never
   * says by itself that a project changed.
   */
  stamps: async (owner) => {
    const stored = await readStampedSettings(owner);
    return stored
      ? [{ projectRef: '', part: 'price-list', id: PRICE_LIST_ID, updatedAt: stored.updatedAt }]
      : [];
  },
};
