import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { buildWithApi, type ApiBuild } from './api-build';
import {
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  setupBrowser,
  signIn,
  waitFor,
  type Viewport,
} from './browser';
import { serveFakeApi } from './fake-api';
import { serveWithNginx, type Site } from './nginx-server';

/**
 * Working without signal, in a build with an API, served as in production (deploy/'s nginx
 * site, whose Content-Security-Policy the pages and the service worker run under): after one
 * visit online, the app's pages open offline with the data and pictures the user saw.
 */

const browser = setupBrowser();

const API = 'https://api.example.test';
const STORAGE = 'https://storage.example.test';

let build: ApiBuild | undefined;
let site: Site | undefined;
let baseURL = '';

beforeAll(async () => {
  build = buildWithApi(API);
  site = await serveWithNginx({ dist: build.outDir, apiOrigin: API, storageOrigins: [STORAGE] });
  baseURL = site.url;
}, 120_000);

afterAll(async () => {
  await site?.close();
  build?.remove();
});

const OFFLINE_BANNER = /^You are offline\. What you see is what this device kept/;

/** A signed-in tab of the demo account against the fake API. */
async function openSignedIn(viewport: Viewport) {
  const opened = await browser.open({
    viewport,
    // Offline, the browser itself logs each request it could not send.
    expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
  });
  const api = await serveFakeApi(opened.context, { api: API, storage: STORAGE, site: baseURL });
  await signIn(opened.context, api.token());
  return { ...opened, api };
}

/** Resolves once the service worker controls the page and has precached the app. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    });
  });
}

/** Whether the persisted query cache holds an entry with `text` in it. */
function persistedQueriesContain(page: Page, text: string) {
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

/** Whether the image has loaded (decoded, with a size). */
function imageLoaded(page: Page, name: string | RegExp) {
  return page
    .getByRole('img', { name })
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

describe.each([
  { device: 'desktop', viewport: DESKTOP },
  { device: 'phone', viewport: PHONE },
])('after one visit online ($device)', ({ viewport }) => {
  test('projects, customers and a design open offline with their data and pictures', async () => {
    const { page, api } = await openSignedIn(viewport);

    // Online: the pages the landscaper looks at in the office.
    await page.goto(`${baseURL}/app/projects`);
    await page.getByRole('link', { name: 'Front yard refresh' }).first().waitFor();
    await waitForServiceWorker(page);
    await page.goto(`${baseURL}/app/generations`);
    const designLink = page.getByRole('link', { name: /Natural Accent/ }).first();
    await designLink.waitFor();
    await designLink.click();
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    const designPath = new URL(page.url()).pathname;
    await waitFor(
      () => imageLoaded(page, /^Generated result: Natural Accent/),
      'the design picture shows online',
      20_000,
    );
    await waitFor(
      () => persistedQueriesContain(page, designPath.split('/').pop() ?? designPath),
      'the design is kept on the device',
    );
    // Last, a screen that asks nothing more once shown (a design's page asks while it runs).
    await page.goto(`${baseURL}/app/customers`);
    await page.getByRole('link', { name: 'Maria Gonzalez' }).first().waitFor();
    await waitFor(
      () => persistedQueriesContain(page, 'Maria Gonzalez'),
      'what was seen is kept on the device',
    );
    expect(await persistedQueriesContain(page, 'Front yard refresh')).toBe(true);
    const callsOnline = api.calls.length;

    // No signal: every address opens from the device.
    await api.setOffline(true);
    await page.goto(`${baseURL}/app/projects`);
    await page.getByRole('link', { name: 'Front yard refresh' }).first().waitFor();
    await page.getByText(OFFLINE_BANNER).waitFor();
    await expectNoAxeViolations(page, 'projects offline');

    await page.reload();
    await page.getByRole('link', { name: 'Front yard refresh' }).first().waitFor();

    await page.goto(`${baseURL}/app/customers`);
    await page.getByRole('link', { name: 'Maria Gonzalez' }).first().waitFor();
    await expectNoAxeViolations(page, 'customers offline');

    await page.goto(`${baseURL}${designPath}`);
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    await waitFor(
      () => imageLoaded(page, /^Generated result: Natural Accent/),
      'the design picture shows offline',
    );
    await expectNoAxeViolations(page, 'a design offline');

    // Nothing reached the API or the storage while offline.
    expect(api.calls.slice(callsOnline).map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });
});
