import { vi, type MockInstance } from 'vitest';

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

/** After each test: the real `navigator.onLine`, and everyone told the network is there. */
export function restoreNetwork() {
  onLine?.mockRestore();
  onLine = undefined;
  window.dispatchEvent(new Event('online'));
}
