import { DESIGN_QUEUE_LOCK } from '@/features/generate/design-queue/design-queue';

/**
 * Says when the queue of designs made offline changed: in this tab (to its listeners) and in the
 * app's other tabs (a BroadcastChannel, where the browser has one). The sender and the list
 * listen; the store tells after each write. Tiny on purpose: the signed-in layout imports it
 * without the store.
 */

const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function openChannel() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(DESIGN_QUEUE_LOCK);
  channel.onmessage = () => {
    for (const listener of listeners) listener();
  };
}

/** Calls `listener` whenever the queue may have changed (here or in another tab). */
export function subscribeDesignQueue(listener: () => void) {
  listeners.add(listener);
  openChannel();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = undefined;
    }
  };
}

/** Tells this tab's listeners and the other tabs that the queue changed. */
export function notifyDesignQueue() {
  for (const listener of [...listeners]) listener();
  if (channel) {
    // A channel never hears its own messages: this tab's listeners were told just now.
    channel.postMessage('changed');
    return;
  }
  if (typeof BroadcastChannel === 'undefined') return;
  const sender = new BroadcastChannel(DESIGN_QUEUE_LOCK);
  sender.postMessage('changed');
  sender.close();
}
