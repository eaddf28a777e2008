import { z } from 'zod/mini';

import { planChanged } from '@/features/presentation/plan/plan-changes';
import {
  isEmptyPlan,
  presentationPlanKey,
  presentationPlanSchema,
  readStoredPlan,
  storedPlanKeys,
  writePresentationPlan,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
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
 * The presentation plan as a part of a project file: one item ('plan') when the project has a
 * plan on the device; `plan.json` holds the plan (its stamp is the item's `updatedAt`).
 */

const PLAN_ID = 'plan';
const PLAN_FILE = 'plan.json';

const isoDate = z.iso.datetime();

function planItem(plan: PresentationPlan, updatedAt: string): WorkItem {
  return {
    id: PLAN_ID,
    updatedAt,
    files: { [PLAN_FILE]: jsonFile(plan) },
    designRefs: [...plan.refs],
  };
}

/** The plan of `item` (from a file), checked; throws InvalidWorkItemError. */
function checkPlan(scope: WorkScope, item: WorkItem): CheckedWorkItem {
  const parsed = presentationPlanSchema.safeParse(readJsonFile('plan', item.files[PLAN_FILE]));
  // A plan of nothing is never stored: a file that carries one is not one this app wrote.
  if (
    item.id !== PLAN_ID ||
    !isoDate.safeParse(item.updatedAt).success ||
    !parsed.success ||
    isEmptyPlan(parsed.data)
  ) {
    throw new InvalidWorkItemError('plan', 'content');
  }
  const plan = parsed.data;
  const key = presentationPlanKey(scope.owner, scope.projectRef);
  return {
    item: planItem(plan, item.updatedAt),
    write: () => {
      if (!writePresentationPlan(key, plan, item.updatedAt)) {
        return Promise.reject(new Error('The browser would not keep the presentation plan.'));
      }
      // Every screen of this tab showing the plan reads it again (the other tabs hear the
      // browser's `storage` event).
      planChanged(key, true);
      return Promise.resolve();
    },
  };
}

export const planWorkPart: WorkPart = {
  name: 'plan',
  addOnly: false,
  read: (scope) => {
    const stored = readStoredPlan(presentationPlanKey(scope.owner, scope.projectRef));
    return Promise.resolve(
      stored && !isEmptyPlan(stored.plan) ? [planItem(stored.plan, stored.updatedAt)] : [],
    );
  },
  check: (scope, item) => Promise.resolve().then(() => checkPlan(scope, item)),
  stamps: (owner) =>
    Promise.resolve(
      storedPlanKeys(owner).flatMap(({ projectRef, key }) => {
        const stored = readStoredPlan(key);
        return stored && !isEmptyPlan(stored.plan)
          ? [{ projectRef, part: 'plan' as const, id: PLAN_ID, updatedAt: stored.updatedAt }]
          : [];
      }),
    ),
};
