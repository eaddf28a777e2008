import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  type KeptQueryStore,
  persistQueries,
  RESTORE_WAIT_MS,
} from '@/lib/offline/query-persistence';
import { getSession, sessionOwner, signIn, signOut } from '@/lib/session/session';
import { createTestToken } from '@/testing/tokens';

/**
 * The query cache kept in IndexedDB (a store played here, given to `persistQueries` in place of
 * the device's): a store that does not answer never keeps the app waiting, and nothing is written
 * while the page goes into the browser's back/forward cache (WebKit keeps such a write's
 * transaction, and the store, locked: the next page of the app waited for the kept data forever).
 */

const entries = new Map<string, string>();
/** A read that never answers: the store locked by a frozen page's transaction. */
let locked = false;
const writes: string[] = [];

const store: KeptQueryStore = {
  get: (key) => (locked ? new Promise(() => undefined) : Promise.resolve(entries.get(key))),
  set: (key, value) => {
    writes.push(key);
    entries.set(key, value);
    return Promise.resolve();
  },
  del: (key) => {
    entries.delete(key);
    return Promise.resolve();
  },
};

let owner = '';

beforeEach(() => {
  entries.clear();
  writes.length = 0;
  locked = false;
  // The browser has IndexedDB (the store above plays it).
  vi.stubGlobal('indexedDB', {});
  // The persister spaces its writes a second apart, and the restore waits at most
  // RESTORE_WAIT_MS: the tests move the clock past those waits instead of waiting them out.
  vi.useFakeTimers();
  signIn(createTestToken());
  owner = sessionOwner(getSession());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
  // The page shown, with its own visibility again (the tests set theirs on the document), also
  // after a test that failed before it showed the page: the files after this one share the window
  // and the module.
  Reflect.deleteProperty(document, 'visibilityState');
  window.dispatchEvent(pageTransition('pageshow', false));
});

/** A pagehide event as browsers send it (happy-dom's leaves out `persisted`). */
function pageTransition(type: 'pagehide' | 'pageshow', persisted: boolean) {
  const event = new Event(type);
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

function pageHide(persisted: boolean) {
  window.dispatchEvent(pageTransition('pagehide', persisted));
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function pageShow() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.dispatchEvent(pageTransition('pageshow', true));
}

describe('the kept query cache', () => {
  it('does not keep the app waiting when the store does not answer: it goes on without it', async () => {
    locked = true;
    const client = new QueryClient();
    let done = false;
    const persisting = persistQueries(client, owner, store).then((stop) => {
      done = true;
      return stop;
    });
    await vi.advanceTimersByTimeAsync(RESTORE_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    (await persisting)();
  });

  it('writes nothing while the page goes into the back/forward cache, and again once it is shown', async () => {
    const client = new QueryClient();
    const stop = await persistQueries(client, owner, store);
    client.setQueryData(['customers'], { items: [] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(writes.length).toBeGreaterThan(0);
    writes.length = 0;

    pageHide(true);
    client.setQueryData(['projects'], { items: [] });
    // Past the persister's second between writes.
    await vi.advanceTimersByTimeAsync(1500);
    expect(writes).toEqual([]);

    pageShow();
    client.setQueryData(['projects'], { items: [{ name: 'Front yard' }] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(writes.length).toBeGreaterThan(0);
    stop();
  });

  it('writes the cache at once when the page is closed (not cached), within the second between writes', async () => {
    const client = new QueryClient();
    const stop = await persistQueries(client, owner, store);
    client.setQueryData(['customers'], { items: [] });
    // The write that takes it, a second after the one made when writing began.
    await vi.advanceTimersByTimeAsync(1000);
    expect(entries.get(`queries:${owner}`)).toContain('"customers"');

    // Less than a second after that write: the page (and its timers) may be gone before the next.
    client.setQueryData(['generations', 'detail', 'design-1'], { name: 'Natural Accent' });
    pageHide(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(entries.get(`queries:${owner}`)).toContain('"design-1"');
    pageShow();
    stop();
  });
});
