/**
 * Who in this tab shows a presentation plan, told when one changes: a change made here (a
 * screen's, or a project file's) fires no `storage` event in this tab, only in the others.
 * No React here (`usePresentationPlan` subscribes through it).
 */

const listeners = new Set<() => void>();
/** Keys whose last change the browser would not keep. */
const failedKeys = new Set<string>();

/** Calls `listener` on every change of a plan, in this tab or another; returns the unsubscribe. */
export function subscribeToPlans(listener: () => void): () => void {
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

/** Whether the last change of the plan under `key` was kept (true until one was not). */
export function isPlanKept(key: string): boolean {
  return !failedKeys.has(key);
}

/** Tells every screen of this tab that the plan under `key` changed, and whether it was kept. */
export function planChanged(key: string, kept: boolean) {
  if (kept) failedKeys.delete(key);
  else failedKeys.add(key);
  for (const listener of listeners) listener();
}
