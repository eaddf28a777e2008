import { useCallback, useSyncExternalStore } from 'react';

import {
  isPlanKept,
  planChanged,
  subscribeToPlans,
} from '@/features/presentation/plan/plan-changes';
import {
  presentationPlanKey,
  readPresentationPlan,
  writePresentationPlan,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { sessionOwner, useSession } from '@/lib/session/session';

/** The last plan read per key, so that an unchanged plan is the same object (React's snapshot). */
const cache = new Map<string, { text: string | null; plan: PresentationPlan }>();

function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function snapshot(key: string): PresentationPlan {
  const text = storedText(key);
  const cached = cache.get(key);
  if (cached && cached.text === text) return cached.plan;
  const plan = readPresentationPlan(key);
  cache.set(key, { text, plan });
  return plan;
}

export type PresentationPlanState = {
  plan: PresentationPlan;
  /** Changes the plan (e.g. `update((plan) => togglePlanned(plan, ref))`); kept at once. */
  update: (change: (plan: PresentationPlan) => PresentationPlan) => void;
  /** False once the browser refused to keep a change (storage full or switched off). */
  saved: boolean;
};

/**
 * The signed-in user's presentation plan of `projectRef`, kept in this browser, shared by every
 * screen (the project page, presentation mode, the PDF) and by the browser's other tabs.
 */
export function usePresentationPlan(projectRef: string): PresentationPlanState {
  const key = presentationPlanKey(sessionOwner(useSession()), projectRef);
  const plan = useSyncExternalStore(
    subscribeToPlans,
    () => snapshot(key),
    () => snapshot(key),
  );
  const saved = useSyncExternalStore(
    subscribeToPlans,
    () => isPlanKept(key),
    () => true,
  );

  const update = useCallback(
    (change: (plan: PresentationPlan) => PresentationPlan) => {
      const next = change(snapshot(key));
      const ok = writePresentationPlan(key, next);
      if (ok) {
        cache.delete(key);
      } else {
        // Not kept: the screen still shows the change for as long as it is open.
        cache.set(key, { text: storedText(key), plan: next });
      }
      planChanged(key, ok);
    },
    [key],
  );

  return { plan, update, saved };
}
