import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { persistQueries, RESTORE_WAIT_MS } from '@/lib/offline/query-persistence';
import { getSession, sessionOwner, signIn, signOut } from '@/lib/session/session';
import { createTestToken } from '@/testing/tokens';

/**
 * The query cache kept in IndexedDB (idb-keyval, played here): a store that does not answer
 * never keeps the app waiting, and nothing is written while the page goes into the browser's
 * back/forward cache (WebKit keeps such a write's transaction, and the store, locked: the next
 * page of the app waited for the kept data forever).
 */

const store = vi.hoisted(() => ({
  entries: new Map<string, string>(),
  /** A read that never answers: the store locked by a frozen page's transaction. */
  locked: false,
  writes: [] as string[],
}));

vi.mock('idb-keyval', () => ({
  createStore: () => 'queries',
  get: (key: string) =>
    store.locked ? new Promise(() => undefined) : Promise.resolve(store.entries.get(key)),
  set: (key: string, value: string) => {
    store.writes.push(key);
    store.entries.set(key, value);
    return Promise.resolve();
  },
  del: (key: string) => {
    store.entries.delete(key);
    return Promise.resolve();
  },
  clear: () => {
    store.entries.clear();
    return Promise.resolve();
  },
}));

let owner = '';

beforeEach(() => {
  store.entries.clear();
  store.writes.length = 0;
  store.locked = false;
  // The browser has IndexedDB (idb-keyval above plays it).
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
    store.locked = true;
    const client = new QueryClient();
    let done = false;
    const persisting = persistQueries(client, owner).then((stop) => {
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
    const stop = await persistQueries(client, owner);
    client.setQueryData(['customers'], { items: [] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.writes.length).toBeGreaterThan(0);
    store.writes.length = 0;

    pageHide(true);
    client.setQueryData(['projects'], { items: [] });
    // Past the persister's second between writes.
    await vi.advanceTimersByTimeAsync(1500);
    expect(store.writes).toEqual([]);

    pageShow();
    client.setQueryData(['projects'], { items: [{ name: 'Front yard' }] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.writes.length).toBeGreaterThan(0);
    stop();
  });

  it('writes what is pending when the page is closed (not cached)', async () => {
    const client = new QueryClient();
    const stop = await persistQueries(client, owner);
    client.setQueryData(['customers'], { items: [] });
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.writes.length).toBeGreaterThan(0);
    store.writes.length = 0;

    client.setQueryData(['projects'], { items: [] });
    pageHide(false);
    // The persister still spaces its writes a second apart.
    await vi.advanceTimersByTimeAsync(2000);
    expect(store.writes.length).toBeGreaterThan(0);
    pageShow();
    stop();
  });
});
