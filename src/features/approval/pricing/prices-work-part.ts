import { z } from 'zod/mini';

import {
  pricedProposalSchema,
  type PricedProposal,
} from '@/features/approval/model/priced-proposal';
import { approvalChanged } from '@/features/approval/store/approval-changes';
import {
  pricingStamps,
  readStampedPricing,
  writePricing,
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
 * A project's priced proposal as a part of a project file: one item ('prices') when the project
 * is priced on the device; `prices.json` holds the proposal (its stamp is the item's
 * `updatedAt`), and its designs are those priced or with a scope typed.
 */

const PRICES_ID = 'prices';
const PRICES_FILE = 'prices.json';

const isoDate = z.iso.datetime();

function pricesItem(pricing: PricedProposal, updatedAt: string): WorkItem {
  return {
    id: PRICES_ID,
    updatedAt,
    files: { [PRICES_FILE]: jsonFile(pricing) },
    designRefs: [...Object.keys(pricing.options), ...Object.keys(pricing.unpricedScopes ?? {})],
  };
}

/** The proposal of `item` (from a file), checked; throws InvalidWorkItemError. */
function checkPrices(scope: WorkScope, item: WorkItem): CheckedWorkItem {
  const parsed = pricedProposalSchema.safeParse(readJsonFile('prices', item.files[PRICES_FILE]));
  // A design is priced or has a scope typed without a price, never both (`withOption`).
  const both =
    parsed.success &&
    Object.keys(parsed.data.unpricedScopes ?? {}).some((ref) =>
      Object.hasOwn(parsed.data.options, ref),
    );
  if (
    item.id !== PRICES_ID ||
    !isoDate.safeParse(item.updatedAt).success ||
    !parsed.success ||
    both
  ) {
    throw new InvalidWorkItemError('prices', 'content');
  }
  const pricing = parsed.data;
  return {
    item: pricesItem(pricing, item.updatedAt),
    write: async () => {
      await writePricing(scope.owner, scope.projectRef, pricing, item.updatedAt);
      // The Prices card open in this tab starts again from them.
      approvalChanged(scope.owner);
    },
  };
}

export const pricesWorkPart: WorkPart = {
  name: 'prices',
  addOnly: false,
  read: async (scope) => {
    const stored = await readStampedPricing(scope.owner, scope.projectRef);
    return stored ? [pricesItem(stored.value, stored.updatedAt)] : [];
  },
  check: (scope, item) => Promise.resolve().then(() => checkPrices(scope, item)),
  stamps: async (owner) =>
    (await pricingStamps(owner)).map(({ projectRef, updatedAt }) => ({
      projectRef,
      part: 'prices' as const,
      id: PRICES_ID,
      updatedAt,
    })),
};
