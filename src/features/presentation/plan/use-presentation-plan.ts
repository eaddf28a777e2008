import { useCallback, useSyncExternalStore } from 'react';

import {
  presentationPlanKey,
  readPresentationPlan,
  writePresentationPlan,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { sessionOwner, useSession } from '@/lib/session/session';

const listeners = new Set<() => void>();
/** The last plan read per key, so that an unchanged plan is the same object (React's snapshot). */
const cache = new Map<string, { text: string | null; plan: PresentationPlan }>();
/** Keys whose last change the browser would not keep. */
const failedKeys = new Set<string>();

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

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this browser changed a plan: every screen showing one reads it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('yardvision:presentation:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
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
    subscribe,
    () => snapshot(key),
    () => snapshot(key),
  );
  const saved = useSyncExternalStore(
    subscribe,
    () => !failedKeys.has(key),
    () => true,
  );

  const update = useCallback(
    (change: (plan: PresentationPlan) => PresentationPlan) => {
      const next = change(snapshot(key));
      const ok = writePresentationPlan(key, next);
      if (ok) {
        failedKeys.delete(key);
        cache.delete(key);
      } else {
        // Not kept: the screen still shows the change for as long as it is open.
        failedKeys.add(key);
        cache.set(key, { text: storedText(key), plan: next });
      }
      for (const listener of listeners) listener();
    },
    [key],
  );

  return { plan, update, saved };
}
