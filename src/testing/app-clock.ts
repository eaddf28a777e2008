import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Time in tests without waiting on it: a fake clock for the app's own delays (upload backoff, a
 * pause after typing, a look at the queue a moment after opening), and a way to let the app finish
 * what it has under way before checking that something did NOT happen.
 */

// Node's, not in the DOM's types. Never faked here (see fakeAppClock).
declare const setImmediate: (callback: () => void) => unknown;

/** The timers the app's delays use. */
const APP_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;

/**
 * Fakes the clock of the app's own delays; it still moves with real time, so waits of Testing
 * Library go on as usual. setImmediate stays real: the test DOM's IndexedDB (fake-indexeddb),
 * its animation frames and parts of React answer on it, and on a fake one each would wait for the
 * clock to move. The clock moves in steps of 2 ms of real time (Vitest's default, 20 ms, left the
 * tests idle up to 20 ms at each of the app's 0 ms timers: TanStack Query's updates, user-event's
 * pauses; three files' tests took 10.6-11.0 s instead of 9.4-9.6). The setup resets the clock
 * after each test.
 */
export function fakeAppClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 2, toFake: [...APP_TIMERS] });
}

/** Real timers, taken before any test fakes them. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** What I/O answered meanwhile (a turn of the real event loop, without a timer's 1 ms). */
function nextTurn() {
  return new Promise<void>((resolve) => {
    setImmediate(resolve);
  });
}

/** As nextTurn, after the app's own timers of 0 ms on a real clock. */
function realTurn() {
  return new Promise<void>((resolve) => {
    realSetTimeout(() => setImmediate(resolve), 0);
  });
}

/** The turns settle lets the app take: a request to the mock API and its answer take a few. */
const SETTLE_TURNS = 20;
const STEP_MS = 50;

/**
 * Lets the app finish what it has under way, to show that something did NOT happen, without
 * waiting on real time: 20 turns of the event loop (promise callbacks, timers of 0 ms, requests
 * to the mock API and their answers, React's renders and effects). With a fake clock
 * (fakeAppClock) each turn also moves it on 50 ms, and `passMs` says how far in all, so the
 * app's own delays up to then pass as well (a retry's backoff, a pause after typing).
 *
 * Call it once the app has shown that it reached the point where it would act (a text, a
 * request, a state): it then gets every chance to act wrongly. What the app would act with must
 * be loaded already: a module's first load takes real time, which settle does not wait for (the
 * shared workers load the lazily loaded parts first: setup-screens.ts).
 */
export async function settle({ passMs = 0 } = {}) {
  const fake = vi.isFakeTimers();
  if (passMs > 0 && !fake) throw new Error('settle({ passMs }) moves a fake clock: fakeAppClock()');
  const turns = Math.max(SETTLE_TURNS, Math.ceil(passMs / STEP_MS));
  for (let turn = 0; turn < turns; turn += 1) {
    await act(async () => {
      if (fake) {
        await vi.advanceTimersByTimeAsync(STEP_MS);
        await nextTurn();
      } else {
        await realTurn();
      }
    });
  }
}

/**
 * With a fake clock (fakeAppClock): moves it on `ms` at once, so that a delay of the app (the
 * pause after typing before a search reaches the address or prices are kept) passes in no real
 * time. The app's timers due by then run, inside act.
 */
export async function passTime(ms: number) {
  if (!vi.isFakeTimers()) throw new Error('passTime(ms) moves a fake clock: fakeAppClock()');
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * With a fake clock (fakeAppClock): moves it on in small steps until `check` passes, so waits the
 * app makes on purpose (upload backoff) take no real time while requests and file reads still
 * run. Like Testing Library's waitFor, `check` runs again when the page changed (a failing query
 * of the whole page costs tens of ms), and at least every 10 steps. Returns what `check` returned
 * when it passed.
 */
export async function advanceUntil<T>(
  check: () => T,
  { stepMs = STEP_MS, maxMs = 10_000 } = {},
): Promise<T> {
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  try {
    for (let step = 0; ; step += 1) {
      const last = step * stepMs >= maxMs;
      if (changed || step % 10 === 0 || last) {
        changed = false;
        try {
          return check();
        } catch (error) {
          if (last) throw error;
        }
      }
      await act(async () => {
        await vi.advanceTimersByTimeAsync(stepMs);
        await nextTurn();
      });
    }
  } finally {
    observer.disconnect();
  }
}
