import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the network: the browser's own online/offline state, plus what the
 * API client saw (a request that failed for network reasons while the browser still says it is
 * online: a dead Wi-Fi, a captive portal, the server down). One store for the offline banner,
 * the forms and the uploads. React Query's `onlineManager` follows the browser's events by
 * itself and pauses queries while offline.
 *
 * - `online`: nothing says otherwise.
 * - `offline`: the browser says it has no network.
 * - `unreachable`: the browser says online, but the last request failed for network reasons;
 *   the next request that gets any answer, or the browser coming back online, clears it.
 */
export type NetworkStatus = 'online' | 'offline' | 'unreachable';

/** Shown next to a form's button when it is saved while the browser is offline: nothing is sent. */
export const OFFLINE_SAVE_MESSAGE = msg`You are offline, so nothing was sent. What you typed is kept here: save again when you are back online.`;

/** Shown when a save got no answer: it may or may not have reached the server. */
export const NO_ANSWER_SAVE_MESSAGE = msg`The server could not be reached, so this may not have been saved. What you typed is kept here: check, then save again.`;

const listeners = new Set<() => void>();
let failing = false;

function browserOffline() {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

export function getNetworkStatus(): NetworkStatus {
  if (browserOffline()) return 'offline';
  return failing ? 'unreachable' : 'online';
}

function notify() {
  for (const listener of listeners) listener();
}

function onBrowserChange(event: Event) {
  // Coming back online starts afresh: whatever failed before gets its chance again.
  if (event.type === 'online') failing = false;
  notify();
}

/** Calls `listener` whenever the status may have changed; returns the unsubscribe. */
export function subscribeNetworkStatus(listener: () => void) {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
    }
  };
}

/** A request failed for network reasons (no answer at all). */
export function reportNetworkFailure() {
  if (failing) return;
  failing = true;
  notify();
}

/** A request got an answer (any status): the network works. */
export function reportNetworkAnswer() {
  if (!failing) return;
  failing = false;
  notify();
}

/** True when the browser says it has no network: sending anything now is pointless. */
export function isBrowserOffline() {
  return browserOffline();
}

/**
 * Resolves when the browser says it is online (at once if it already does); rejects with the
 * signal's reason when `signal` aborts first.
 */
export function whenBrowserOnline(signal?: AbortSignal): Promise<void> {
  if (!browserOffline()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('online', onOnline);
      signal?.removeEventListener('abort', onAbort);
    };
    const onOnline = () => {
      done();
      resolve();
    };
    const onAbort = () => {
      done();
      reject(
        signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    window.addEventListener('online', onOnline);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

const getServerStatus = (): NetworkStatus => 'online';

/** The network status; re-renders when it changes. A prerendered page starts `online`. */
export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribeNetworkStatus, getNetworkStatus, getServerStatus);
}
