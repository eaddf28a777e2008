/**
 * When requests may go out. Apart from the API client so that the app's entry can register its
 * set-up (demo mode's in-browser API) without loading the client and the session code with it.
 */

let beforeFirstRequest: (() => Promise<void>) | undefined;
let ready: Promise<void> | undefined;

/**
 * Work that must finish before the first request goes out, run once (demo mode starts its
 * in-browser API this way, so public pages never wait for it).
 */
export function runBeforeFirstRequest(prepare: () => Promise<void>) {
  beforeFirstRequest = prepare;
  ready = undefined;
}

/** Resolves once requests can go out (demo mode: once its API runs). Screens that will call the
 * API anyway may start this early. */
export function whenApiReady() {
  if (!beforeFirstRequest) return Promise.resolve();
  ready ??= beforeFirstRequest().catch((error: unknown) => {
    // Let the next request try again rather than failing forever.
    ready = undefined;
    throw error;
  });
  return ready;
}
