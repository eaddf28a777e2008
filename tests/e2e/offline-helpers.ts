import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { PICTURE_CACHE } from '@/config/device-storage';

import { persistedDesignContain, waitForServiceWorker, type ApiModeSite } from './api-mode-site';
import { DESKTOP, waitFor } from './browser';
import type { FakeApi } from './fake-api';

/**
 * Steps of the offline tests of an API-mode build (api-mode-site.ts) that more than one file
 * takes: a device's first visit, which opens a design before the service worker controls the
 * page, and that design opened again offline.
 */

/** The picture of the design the first visit opens. */
const DESIGN_PICTURE = /^Generated result: Natural Accent/;

/** Whether the image has loaded (decoded, with a size). */
export function imageLoaded(page: Page, name: string | RegExp) {
  return page
    .getByRole('img', { name })
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
}

/** The address the design's picture was loaded from. */
function designPictureUrl(page: Page) {
  return page
    .getByRole('img', { name: DESIGN_PICTURE })
    .first()
    .evaluate((image: HTMLImageElement) => image.currentSrc);
}

/** Whether the device keeps the picture at `url` (the service worker's picture cache). */
function pictureKept(page: Page, url: string) {
  return page.evaluate(
    async ({ name, url }) =>
      (await caches.has(name)) && (await (await caches.open(name)).match(url)) !== undefined,
    { name: PICTURE_CACHE, url },
  );
}

/**
 * A device's first visit (a fresh profile, signed in, on a desktop): the designs list, then the
 * design 'Natural Accent', until its picture shows. The service worker's install waits (its
 * download of the sign-in page, which this visit never asks for) until `letTheWorkerIn()`: the
 * picture shows with no worker, as on a slow first visit.
 *
 * `letTheWorkerIn()` checks that no worker has controlled the page so far, lets the install go
 * on, and resolves once the worker controls the page and the design and its picture are kept on
 * the device. (The worker keeps the pictures the page showed one after the other: a check that
 * found one of them kept, and then went offline, caught the design's own still on its way.)
 */
export async function openDesignBeforeTheWorker(site: ApiModeSite) {
  const opened = await site.openSignedIn(DESKTOP);
  const { context, page } = opened;
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
  await waitFor(() => imageLoaded(page, DESIGN_PICTURE), 'the design picture shows online', 20_000);

  const letTheWorkerIn = async () => {
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
    release();
    await waitForServiceWorker(page);
    await waitFor(
      () => persistedDesignContain(page, designPath),
      'the design is kept on the device',
    );
    const picture = await designPictureUrl(page);
    await waitFor(() => pictureKept(page, picture), 'the design picture is kept on the device');
  };
  return { ...opened, designPath, letTheWorkerIn };
}

/**
 * Offline, the design's page (the one `openDesignBeforeTheWorker` opened) reloaded: it opens
 * from the device and its picture shows, with no 'Image unavailable' in its place.
 */
export async function expectDesignShownOffline(page: Page, api: FakeApi) {
  await api.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
  await waitFor(() => imageLoaded(page, DESIGN_PICTURE), 'the design picture shows offline');
  expect(await page.getByText('Image unavailable').count()).toBe(0);
}
