import { onlineManager } from '@tanstack/react-query';
import { vi, type MockInstance } from 'vitest';

import { reportNetworkAnswer } from '@/lib/network/network-status';

/**
 * The browser going offline and back, as the app sees it: `navigator.onLine` and the window's
 * `offline` / `online` events (which React Query's online manager also follows). Wrap calls in
 * `act()` when a rendered app reacts. `setup-tests.ts` puts the network back after each test.
 */
let onLine: MockInstance<() => boolean> | undefined;

export function goOffline() {
  onLine ??= vi.spyOn(navigator, 'onLine', 'get');
  onLine.mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

export function goOnline() {
  onLine?.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

/**
 * After each test: the real `navigator.onLine`, everyone told the network is there, and the
 * network status rid of a request that got no answer ('unreachable'). The `online` event alone
 * does not clear that: the status hears the window's events only while something subscribes to
 * it, and after `cleanup()` nothing does. Left as it was, the next test files of this worker
 * (which share the module) would start 'unreachable' until one of their requests got an answer:
 * a NetworkBanner rendered alone would say 'The server cannot be reached.'
 */
export function restoreNetwork() {
  onLine?.mockRestore();
  onLine = undefined;
  window.dispatchEvent(new Event('online'));
  // React Query's online manager hears the window's events only while a client is mounted:
  // after `cleanup()` it would miss the one above and keep the next test's queries paused.
  onlineManager.setOnline(true);
  reportNetworkAnswer();
}
