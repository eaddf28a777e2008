import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { PICTURE_CACHE } from '@/config/device-storage';
import { STORAGE_PATH } from '@/demo/mock-api';

import {
  API,
  persistedQueriesContain,
  setupApiModeSite,
  waitForServiceWorker,
} from './api-mode-site';
import { DESKTOP, waitFor } from './browser';

/**
 * A storage served from the API's own origin (its presigned URLs on the API's address): the
 * pictures a design showed on a device's first visit, before the service worker controlled the
 * page, are kept all the same, and the design shows them offline.
 */

const site = setupApiModeSite({ storage: API });
const { openSignedIn } = site;

/** Whether the image has loaded (decoded, with a size). */
function imageLoaded(page: Page, name: string | RegExp) {
  return page
    .getByRole('img', { name })
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

/** The addresses of the pictures the device keeps (the service worker's picture cache). */
function keptPictures(page: Page) {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, PICTURE_CACHE);
}

describe('a first visit, with the storage on the API’s origin', () => {
  test('keeps the pictures shown before the service worker took control: the design shows them offline', async () => {
    const { context, page, api } = await openSignedIn(DESKTOP);
    // The worker's install waits (its download of the sign-in page, which this visit never asks
    // for) until the design's picture has shown: shown with no worker, as on a slow first visit.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(
      (url) => url.pathname === '/login' && url.searchParams.has('__WB_REVISION__'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(`${site.baseURL()}/app/generations`);
    await page
      .getByRole('link', { name: /Natural Accent/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    const designPath = new URL(page.url()).pathname;
    await waitFor(
      () => imageLoaded(page, /^Generated result: Natural Accent/),
      'the design picture shows online',
      20_000,
    );
    const shown = api.calls.filter((call) => call.path.startsWith(`${STORAGE_PATH}/`));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((call) => call.url.startsWith(`${API}/`))).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
    release();
    await waitForServiceWorker(page);
    await waitFor(
      () => persistedQueriesContain(page, designPath.split('/').pop() ?? designPath),
      'the design is kept on the device',
    );
    await waitFor(
      async () =>
        (await keptPictures(page)).some((url) => url.startsWith(`${API}${STORAGE_PATH}/`)),
      'the picture shown before the worker is kept',
    );

    await api.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    await waitFor(
      () => imageLoaded(page, /^Generated result: Natural Accent/),
      'the design picture shows offline',
    );
    expect(await page.getByText('Image unavailable').count()).toBe(0);
    // Nothing else of the API is kept: its answers are the page's to keep.
    expect(
      (await keptPictures(page)).filter((url) => !url.startsWith(`${API}${STORAGE_PATH}/`)),
    ).toEqual([]);
  });
});
