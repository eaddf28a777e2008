import {
  isBrowserOffline,
  reportNetworkAnswer,
  reportNetworkFailure,
} from '@/lib/network/network-status';

/**
 * Code that failed to load: a lazy screen, or another chunk the app imports on demand. Two
 * causes matter, and they need opposite answers:
 *
 * - The network is gone (a phone in a tunnel): wait, and import again once it is back. Never
 *   reload then: the browser would show its own offline page and the app, with whatever the
 *   user typed, would be gone.
 * - A new deploy removed the old build's files (the server answers 404): nothing but a reload
 *   brings the new build's code. It reloads once, guarded in sessionStorage, so a deploy that
 *   stays broken can never make the page reload over and over.
 *
 * Browsers now import a module again after a failed fetch (whatwg/html#10327: Chromium,
 * Firefox and Safari no longer keep the failure in the module map), so a retry is a plain
 * `import()` of the same address and every module keeps one instance. A browser that still
 * keeps the failure gets the guarded reload: the file answers, yet the import fails again.
 */

/** Why code failed to load, as far as the app can tell. */
type CodeLoadCause =
  /** The browser says it has no network. */
  | 'offline'
  /** The browser says online, but the server gave no answer (a dead Wi-Fi, the server down). */
  | 'unreachable'
  /** The server no longer has the file: a new build replaced the one this page runs. */
  | 'new-deploy'
  /** The file is there: the failure passed (a moment without network), a retry may work. */
  | 'passing';

/**
 * The messages browsers give a failed `import()` (Chromium, Firefox, Safari; Chromium's
 * "Failed to load module script" for a file of the wrong type), and Vite's for a stylesheet a
 * chunk needs.
 */
const CODE_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load module script/i,
  /Unable to preload CSS/i,
];

/** True for an error that says code (a chunk or its stylesheet) could not be loaded. */
export function isCodeLoadError(error: unknown): error is Error {
  return (
    error instanceof Error && CODE_LOAD_MESSAGES.some((message) => message.test(error.message))
  );
}

/** The address of the file that failed, when the message names it (Chromium, Firefox, Vite). */
export function failedCodeUrl(error: Error): string | undefined {
  const url = /(https?:\/\/[^\s'"]+)/.exec(error.message)?.[1];
  return url?.replace(/[.,)]+$/, '');
}

/**
 * Tells the causes apart. Offline needs no request. Otherwise it asks the server for the file
 * that failed (when the message does not name it, Safari's, for this module's own file: a new
 * deploy removes the old build's files together): 404 or 410 means a new deploy, any other
 * answer a passing failure, no answer an unreachable network (which the network status learns).
 */
export async function diagnoseCodeLoadFailure(error: Error): Promise<CodeLoadCause> {
  if (isBrowserOffline()) return 'offline';
  const url = failedCodeUrl(error) ?? import.meta.url;
  let status: number;
  try {
    ({ status } = await fetch(url, { method: 'HEAD', cache: 'no-store' }));
  } catch {
    if (isBrowserOffline()) return 'offline';
    reportNetworkFailure();
    return 'unreachable';
  }
  reportNetworkAnswer();
  return status === 404 || status === 410 ? 'new-deploy' : 'passing';
}

/** Where the tab remembers its reloads for a new deploy. */
const DEPLOY_RELOAD_STORAGE_KEY = 'yardvision:deploy-reload';

/** After a reload for a new deploy, none again for this long, whatever file fails. */
export const DEPLOY_RELOAD_INTERVAL_MS = 60_000;

type ReloadRecord = { at: number; urls: string[] };

function readReloads(): ReloadRecord {
  const stored = sessionStorage.getItem(DEPLOY_RELOAD_STORAGE_KEY);
  if (!stored) return { at: 0, urls: [] };
  try {
    const parsed = JSON.parse(stored) as Partial<ReloadRecord>;
    return {
      at: typeof parsed.at === 'number' ? parsed.at : Date.now(),
      urls: Array.isArray(parsed.urls) ? parsed.urls.filter((url) => typeof url === 'string') : [],
    };
  } catch {
    // Unreadable: as if a reload had just happened, so this one does not reload.
    return { at: Date.now(), urls: [] };
  }
}

/**
 * Where the app is heading, if a navigation waits for the code that failed (a path, e.g.
 * `/app/projects`): the page to load, rather than the one the user is leaving.
 */
type Destination = () => string | undefined;

/**
 * Reloads the page for a new deploy (at `destination`, when given), unless that could loop:
 * never while offline, never twice for the same file in this tab, never twice within
 * DEPLOY_RELOAD_INTERVAL_MS, and never when the tab cannot remember it (no sessionStorage).
 * Returns whether it reloads.
 */
function reloadForNewDeploy(failedUrl: string | undefined, destination?: Destination): boolean {
  if (isBrowserOffline()) return false;
  const url = failedUrl ?? 'unnamed';
  try {
    const { at, urls } = readReloads();
    if (urls.includes(url) || Date.now() - at < DEPLOY_RELOAD_INTERVAL_MS) return false;
    const record: ReloadRecord = { at: Date.now(), urls: [...urls, url].slice(-20) };
    sessionStorage.setItem(DEPLOY_RELOAD_STORAGE_KEY, JSON.stringify(record));
  } catch {
    return false;
  }
  const target = destination?.();
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (target && target !== here) window.location.assign(target);
  else window.location.reload();
  return true;
}

/** What became of a code-load failure: its cause, or `reloading` (the page is going away). */
type CodeLoadOutcome = CodeLoadCause | 'reloading';

/** One answer per failure: the route's loader and Vite's event see the same error object. */
const outcomes = new WeakMap<Error, Promise<CodeLoadOutcome>>();

/**
 * The one rule for code that failed to load: finds the cause, and for a new deploy reloads
 * once (reloadForNewDeploy), at `destination` when given. Waiting for the network is the
 * caller's part. The first call for an error decides (Vite's event comes before the caller).
 */
export function handleCodeLoadFailure(
  error: Error,
  destination?: Destination,
): Promise<CodeLoadOutcome> {
  let outcome = outcomes.get(error);
  if (!outcome) {
    outcome = diagnoseCodeLoadFailure(error).then((cause) =>
      cause === 'new-deploy' && reloadForNewDeploy(failedCodeUrl(error), destination)
        ? 'reloading'
        : cause,
    );
    outcomes.set(error, outcome);
  }
  return outcome;
}

type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * For Vite's `vite:preloadError` (listened for in src/app/start.tsx): its helper around every
 * `import()` of the build dispatches it on window when an import (or a stylesheet it needs)
 * fails, then rethrows unless the event was cancelled. This applies the same rule to every
 * import, also those outside the routes, and never cancels: the caller still sees the failure
 * (a cancelled event would hand it `undefined` instead of the module).
 */
export function onPreloadError(event: Event, destination?: Destination) {
  const { payload } = event as PreloadErrorEvent;
  if (isCodeLoadError(payload)) void handleCodeLoadFailure(payload, destination);
}
