/**
 * Who in this tab shows the prices or the price list kept on the device, told when they were
 * changed other than by the screen that shows them: a project file opened writes them while
 * the Prices card is open, and the card starts again from what the device has then. The card's
 * own saves tell no one (its fields are what it saved). No React here.
 */

const listeners = new Set<(owner: string) => void>();

/** Calls `listener` with the owner whose prices or price list changed; returns the unsubscribe. */
export function subscribeToApprovalChanges(listener: (owner: string) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every screen of this tab that `owner`'s prices or price list changed on the device. */
export function approvalChanged(owner: string) {
  for (const listener of listeners) listener(owner);
}
