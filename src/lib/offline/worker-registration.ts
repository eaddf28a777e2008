import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

import {
  cacheUrlsMessage,
  PICTURES_PER_MESSAGE,
  picturesShownBefore,
} from '@/lib/offline/pictures-seen';

/**
 * The page's side of the service worker (src/service-worker/service-worker.ts): registers it,
 * knows when a new deploy's worker waits to take over, and hands the page over to it. The
 * waiting worker never takes over by itself while a page of the app is open: the page lets it
 * at a safe moment (src/app/app-updates.tsx: a move to another screen, or the user's 'Update
 * now'), never in the middle of a form. Until then the running app keeps its own files,
 * precached.
 *
 * The hand-over: the page tells the waiting worker to skip waiting; the browser activates it
 * once the old worker has no event in flight (it stops the old one as soon as it is idle), and
 * the new one then controls the page (`controllerchange`). Only then does a page load get the
 * new version: loaded before, the old worker answers it from its cache with the old version.
 * The browser asks the old worker to stop only once, when told to skip waiting: a request of
 * the page that starts it again right after (a screen's call to the API, a picture) keeps it
 * running for its ordinary idle time (30 s in Chromium), and the new version waits that long.
 * So the page asks while it is quiet, and a move waits for the hand-over only a moment
 * (HAND_OVER_WAIT_MS): if it has not come by then, the move stays in this version, and a later
 * one finds the hand-over done.
 *
 * Only builds with an API register it (a demo build's site belongs to the mock API's worker),
 * and only where the browser has service workers and the page is a secure context.
 */

const SERVICE_WORKER_URL = '/sw.js';

/**
 * How long moves wait for the new version's worker to take over, from the first ask: a move
 * after that goes on at once in this version until the hand-over has come.
 */
export const HAND_OVER_WAIT_MS = 5000;

/** What the page tells a waiting worker to take over with (workbox-window's messageSkipWaiting). */
const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * After a worker first controls a page, how long the page still listens for pictures whose
 * download began before (and names them to the worker).
 */
const LATE_PICTURES_MS = 60_000;

/**
 * A page that opened without a worker (a device's first visit) shows its first pictures
 * without one: the worker never sees them, so it does not keep them for offline. Once a worker
 * controls the page, the page names them to it (src/lib/offline/pictures-seen.ts), and the
 * pictures whose download began before and ends after as they end.
 */
function namePicturesShownWithoutWorker() {
  if (typeof PerformanceObserver === 'undefined') return;
  let controlledAt = Number.POSITIVE_INFINITY;
  // Until then (a page a worker may never control: a reload that bypassed it), a bounded list.
  const shown = new Set<string>();
  const send = (urls: string[]) => {
    if (urls.length > 0) navigator.serviceWorker.controller?.postMessage(cacheUrlsMessage(urls));
  };
  const observer = new PerformanceObserver((list) => {
    const urls = picturesShownBefore(
      list.getEntries() as PerformanceResourceTiming[],
      controlledAt,
      window.location.origin,
    );
    if (controlledAt !== Number.POSITIVE_INFINITY) send(urls);
    else for (const url of urls) if (shown.size < PICTURES_PER_MESSAGE) shown.add(url);
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    return;
  }
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      controlledAt = performance.now();
      send([...shown]);
      shown.clear();
      window.setTimeout(() => observer.disconnect(), LATE_PICTURES_MS);
    },
    { once: true },
  );
}

/**
 * Whether a worker that waits brings a new version: only if another version's worker is active.
 * A device's first worker also waits a moment before it activates (workbox-window calls a worker
 * still 'installed' 200 ms on 'waiting'), and Firefox keeps a first worker 'installed' longer
 * than that, seen by a second page of the app loaded meanwhile: a first install is no update.
 */
function isUpdate(
  registration: ServiceWorkerRegistration | undefined,
  waitingWorker: ServiceWorker | undefined,
) {
  const active = registration?.active ?? null;
  return active !== null && active !== waitingWorker;
}

export type WorkerRegistration = ReturnType<typeof createWorkerRegistration>;

/** One page's registration of the worker (the app has one: below; a test makes its own). */
export function createWorkerRegistration() {
  let workbox: Workbox | undefined;
  let waiting = false;
  let handedOver = false;
  /** When the page first asked the waiting worker to take over (performance.now()). */
  let askedAt: number | undefined;
  const listeners = new Set<() => void>();
  const handOverListeners = new Set<() => void>();

  function notify() {
    for (const listener of listeners) listener();
  }

  function onControllerChange() {
    // A worker took over after a new version was seen waiting: the new one (asked by this page
    // or by another tab of the app). The first visit's worker taking control is no update.
    if (!waiting || handedOver) return;
    handedOver = true;
    for (const listener of handOverListeners) listener();
    handOverListeners.clear();
  }

  /** Asks the waiting worker to take over, once (asking again changes nothing in the browser). */
  function askToTakeOver() {
    if (askedAt !== undefined) return;
    askedAt = performance.now();
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.waiting?.postMessage(SKIP_WAITING_MESSAGE))
      .catch(() => undefined);
  }

  /** Registers the worker (once). Call it after the page has painted: it downloads the app. */
  function register() {
    if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    workbox = new Workbox(SERVICE_WORKER_URL);
    // A new deploy's worker has installed and waits (also when one waited before this page).
    workbox.addEventListener('waiting', ({ sw }) => {
      if (waiting) return;
      void navigator.serviceWorker
        .getRegistration()
        .then((registration) => {
          if (waiting || !isUpdate(registration, sw)) return;
          waiting = true;
          notify();
        })
        .catch(() => undefined);
    });
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    if (!navigator.serviceWorker.controller) namePicturesShownWithoutWorker();
    workbox.register().catch(() => {
      // No worker (private mode, storage off): the app works as a plain web page.
    });
  }

  /**
   * Whether a new version of the app waits to open here: its worker waits, or already controls
   * this page, which still runs the version it loaded with.
   */
  function isUpdateWaiting() {
    return waiting;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /**
   * Hands this page over to the new version's worker: resolves true once it controls the page,
   * at once if it already does; false when no new version waits, on `signal`'s abort, or when
   * the hand-over has not come within `waitMs` (by default: until HAND_OVER_WAIT_MS after the
   * first ask, so that moves do not each wait for a hand-over that is late). The hand-over
   * itself goes on after a false: a later call finds it done. Nothing here loads a page.
   */
  function handOver(signal?: AbortSignal, waitMs?: number): Promise<boolean> {
    if (handedOver) return Promise.resolve(true);
    if (!waiting || signal?.aborted) return Promise.resolve(false);
    askToTakeOver();
    const wait = waitMs ?? (askedAt ?? 0) + HAND_OVER_WAIT_MS - performance.now();
    if (wait <= 0) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const finish = (handed: boolean) => {
        window.clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
        handOverListeners.delete(controlled);
        resolve(handed);
      };
      const controlled = () => finish(true);
      const abort = () => finish(false);
      // How long this caller waits, not a load: nothing happens when it runs out.
      const timer = window.setTimeout(() => finish(false), wait);
      signal?.addEventListener('abort', abort, { once: true });
      handOverListeners.add(controlled);
    });
  }

  return { register, isUpdateWaiting, subscribe, handOver };
}

/** The app's registration of its worker. */
export const workerRegistration = createWorkerRegistration();

/** Registers the app's worker (once): see createWorkerRegistration. */
export function registerServiceWorker() {
  workerRegistration.register();
}

/** Whether a new version waits (re-renders when one comes). */
export function useUpdateWaiting(registration: WorkerRegistration = workerRegistration) {
  return useSyncExternalStore(registration.subscribe, registration.isUpdateWaiting, () => false);
}
