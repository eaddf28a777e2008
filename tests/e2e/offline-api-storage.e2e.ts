import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { PICTURE_CACHE } from '@/config/device-storage';
import { STORAGE_PATH } from '@/demo/mock-api';

import { API, setupApiModeSite } from './api-mode-site';
import { waitFor } from './browser';
import { expectDesignShownOffline, openDesignBeforeTheWorker } from './offline-helpers';

/**
 * A storage served from the API's own origin (its presigned URLs on the API's address): the
 * pictures a design showed on a device's first visit, before the service worker controlled the
 * page, are kept all the same, and the design shows them offline.
 */

const site = setupApiModeSite({ storage: API });

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
    const { page, api, letTheWorkerIn } = await openDesignBeforeTheWorker(site);
    const shown = api.calls.filter((call) => call.path.startsWith(`${STORAGE_PATH}/`));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((call) => call.url.startsWith(`${API}/`))).toBe(true);
    await letTheWorkerIn();
    await waitFor(
      async () =>
        (await keptPictures(page)).some((url) => url.startsWith(`${API}${STORAGE_PATH}/`)),
      'the picture shown before the worker is kept',
    );

    await expectDesignShownOffline(page, api);
    // Nothing else of the API is kept: its answers are the page's to keep.
    expect(
      (await keptPictures(page)).filter((url) => !url.startsWith(`${API}${STORAGE_PATH}/`)),
    ).toEqual([]);
  });
});
