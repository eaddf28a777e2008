import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/** How long a page waits for the new worker to take over before it loads again anyway. */
const TAKE_OVER_TIMEOUT_MS = 3000;

/**
 * The page's side of the service worker (src/service-worker/service-worker.ts): registers it,
 * and knows when a new deploy's worker waits to take over. The waiting worker never takes over
 * by itself while a page of the app is open: the page lets it, and reloads, at a safe moment
 * (src/app/app-updates.ts: the next move to another screen, or the user's 'Update now'), never
 * in the middle of a form. Until then the running app keeps its own files, precached.
 *
 * Only builds with an API register it (a demo build's site belongs to the mock API's worker),
 * and only where the browser has service workers and the page is a secure context.
 */

export const SERVICE_WORKER_URL = '/sw.js';

let workbox: Workbox | undefined;
let waiting = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Registers the worker (once). Call it after the page has painted: it downloads the app. */
export function registerServiceWorker() {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(SERVICE_WORKER_URL);
  // A new deploy's worker has installed and waits (also when one waited before this page).
  workbox.addEventListener('waiting', () => {
    waiting = true;
    notify();
  });
  workbox.register().catch(() => {
    // No worker (private mode, storage off): the app works as a plain web page.
  });
}

/** Whether a new version of the app waits to take over. */
export function isUpdateWaiting() {
  return waiting;
}

export function subscribeUpdateWaiting(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateWaiting() {
  return useSyncExternalStore(subscribeUpdateWaiting, isUpdateWaiting, () => false);
}

/**
 * Lets the waiting worker take over, then loads `destination` (default: this page) with the new
 * version. Returns false when there is nothing to apply. The load does not wait for the new
 * worker to take control: leaving this page is what lets it (the browser activates it once the
 * old one has nothing in flight for this page), and the load goes to it.
 */
export function applyUpdate(destination?: string) {
  if (!workbox || !waiting) return false;
  waiting = false;
  const go = () => {
    if (destination) window.location.assign(destination);
    else window.location.reload();
  };
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const next = registration?.waiting;
      if (!next) return;
      // The page loads again once the new worker is active: loaded before, it would be the old
      // version, answered by the old worker from its cache. Should the hand-over not come
      // (a browser that never says), the page goes all the same after a moment.
      const activated = new Promise<void>((resolve) => {
        next.addEventListener('statechange', () => {
          if (next.state === 'activated') resolve();
        });
        window.setTimeout(resolve, TAKE_OVER_TIMEOUT_MS);
      });
      next.postMessage({ type: 'SKIP_WAITING' });
      return activated;
    })
    .catch(() => undefined)
    .then(go);
  return true;
}
