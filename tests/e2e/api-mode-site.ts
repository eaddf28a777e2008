import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { sharedApiBuild, type ApiBuild } from './api-build';
import { setupBrowser, signIn, type Viewport } from './browser';
import { serveFakeApi, type FakeApi } from './fake-api';
import { serveWithNginx, type Site } from './nginx-server';

/**
 * A test file's build with an API, served as in production (deploy/'s nginx site, whose
 * Content-Security-Policy the pages and the service worker run under), against demo mode's mock
 * API as another origin (fake-api.ts), and what the offline tests of such a build wait for.
 */

export const API = 'https://api.example.test';
/** Where the fake API's presigned URLs point: another origin, as an S3 bucket is. */
export const STORAGE = 'https://storage.example.test';

/**
 * Builds the app with the API for this file's tests and serves it (built once, before the
 * first test); `openSignedIn` opens a tab signed in with the demo account against the fake API.
 * `storage`: the origin the fake API's presigned URLs point to (STORAGE unless told; the API's
 * own origin for a storage served from it).
 */
export function setupApiModeSite({ storage = STORAGE }: { storage?: string } = {}) {
  const browser = setupBrowser();
  let build: ApiBuild | undefined;
  let site: Site | undefined;

  beforeAll(async () => {
    build = await sharedApiBuild(API);
    site = await serveWithNginx({ dist: build.outDir, apiOrigin: API, storageOrigins: [storage] });
  }, 300_000);

  afterAll(async () => {
    await site?.close();
    build?.remove();
  });

  const baseURL = () => {
    if (!site) throw new Error('The site is served from the first test on.');
    return site.url;
  };

  return {
    browser,
    baseURL,
    /** The build's folder (a test may change a file of it, as a new deploy does). */
    outDir: () => {
      if (!build) throw new Error('The build is made before the first test.');
      return build.outDir;
    },
    /**
     * `sameServerAs`: the API of another device of the test, whose data (the account's projects
     * and designs) this one's API serves too, as one real API serves a user's every device;
     * each device keeps its own calls and its own signal.
     */
    openSignedIn: async (viewport: Viewport, { sameServerAs }: { sameServerAs?: FakeApi } = {}) => {
      const opened = await browser.open({
        viewport,
        // Offline, the browser itself logs each request it could not send.
        expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
      });
      const api = await serveFakeApi(opened.context, {
        api: API,
        storage,
        site: baseURL(),
        mockApi: sameServerAs?.mockApi,
      });
      await signIn(opened.context, api.token());
      return { ...opened, api };
    },
  };
}

/** A test file's API-mode site, as `setupApiModeSite` sets it up. */
export type ApiModeSite = ReturnType<typeof setupApiModeSite>;

/** Resolves once the service worker controls the page (it has precached the app). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    });
  });
}

/**
 * Whether the persisted query cache holds the design at `designPath` (/app/generations/{id}) as
 * its page asked for it: its id alone is also in the designs list.
 */
export function persistedDesignContain(page: Page, designPath: string) {
  const id = designPath.split('/').pop() ?? designPath;
  return persistedQueriesContain(page, JSON.stringify(['detail', id]).slice(1, -1));
}

/** Whether the persisted query cache holds an entry with `text` in it. */
export function persistedQueriesContain(page: Page, text: string) {
  return page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('yardvision-query-cache');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('queries')) return false;
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction('queries').objectStore('queries').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
      return values.some((value) => typeof value === 'string' && value.includes(wanted));
    } finally {
      db.close();
    }
  }, text);
}
