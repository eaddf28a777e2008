import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { test } from 'vitest';

import { DEMO_ORGANIZATION } from '@/demo/seed-demo-data';

import { setupApiModeSite } from '../e2e/api-mode-site';
import { DESKTOP, waitFor } from '../e2e/browser';

/**
 * Figures for working offline (`npm run measure:offline`; not a test: it prints, and fails only
 * when it cannot measure). A build with an API, served by deploy/'s nginx site, against the fake
 * API of the browser tests, in Chromium at 1280 x 800:
 *
 * 1. Time from an offline load of /app/projects to the project list shown (target: under 1 s),
 *    after one visit online: from the navigation's start (performance.now() = 0) to the first
 *    frame with the project's link in it, ten loads, median and worst.
 * 2. Bytes the service worker precaches (the app: pages, code, styles, icons), as stored.
 * 3. Bytes stored for a presentation of 6 designs made ready offline (their before and after
 *    pictures, the demo's photos of 1600 px), and the origin's whole usage as the browser
 *    counts it (navigator.storage.estimate()).
 */

const LOADS = 10;
const TARGET_MS = 1000;

const site = setupApiModeSite();

/** Sizes of what a Cache Storage cache holds, as stored (bodies read back). */
function cacheBytes(page: Page, name: string) {
  return page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    let bytes = 0;
    const requests = await cache.keys();
    for (const request of requests) {
      const response = await cache.match(request);
      if (response) bytes += (await response.arrayBuffer()).byteLength;
    }
    return { entries: requests.length, bytes };
  }, name);
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

test('offline figures', async () => {
  const baseURL = site.baseURL();
  const { context, page, api } = await site.openSignedIn(DESKTOP);

  // Five more designs in the project (it has one): a presentation of six.
  const { mockApi } = api;
  const org = mockApi.organization(DEMO_ORGANIZATION);
  const project = org.projects.at(0);
  if (!project) throw new Error('The demo data has no project.');
  const photo = new Blob([
    readFileSync(new URL('../../public/demo/yard-back.jpg', import.meta.url)),
  ]);
  for (const name of [
    'Modern Minimalist',
    'Desert Oasis',
    'Cottage Garden',
    'Zen Retreat',
    'Coastal Breeze',
  ]) {
    const generation = await mockApi.addGeneration(DEMO_ORGANIZATION, {
      style: { name },
      fileInfo: [{ name: 'yard.jpg', contentType: 'image/jpeg' }],
      projectRef: project.sk,
      customerRef: project.customerRef,
    });
    const slot = generation.sources.at(0);
    if (slot) await mockApi.storeUpload(slot, { contentType: 'image/jpeg', bytes: photo });
    await mockApi.startGenerating(generation, {});
    generation.completesAt = mockApi.now();
  }
  await mockApi.save();

  // Online, once: the project list, then the project with all six chosen for the presentation.
  await page.goto(`${baseURL}/app/projects`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('link', { name: 'Front yard refresh' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
  await waitFor(
    async () => (await page.getByRole('checkbox').count()) >= 6,
    'the six designs are listed',
    30_000,
  );
  for (const checkbox of await page.getByRole('checkbox').all()) {
    if (!(await checkbox.isChecked())) await checkbox.click();
  }
  await page.getByText(/^Ready offline: /).waitFor({ timeout: 60_000 });
  await page.goto(`${baseURL}/app/projects`);
  await page.getByRole('link', { name: 'Front yard refresh' }).first().waitFor();
  await page.waitForTimeout(1500); // the persisted cache's throttled write

  const precache = await page.evaluate(async () =>
    (await caches.keys()).find((name) => name.startsWith('yardvision-app-precache')),
  );
  const app = await cacheBytes(page, precache ?? 'yardvision-app-precache');
  const presentation = await cacheBytes(page, 'yardvision-presentation');
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

  // Offline loads of the project list.
  await api.setOffline(true);
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('a[href^="/app/projects/"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => Object.assign(window, { listShownAt: performance.now() }));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const times: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    await page.goto(`${baseURL}/app/projects`);
    await page.waitForFunction(() => 'listShownAt' in window);
    times.push(await page.evaluate(() => (window as { listShownAt?: number }).listShownAt ?? NaN));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  const worst = times.at(-1) ?? NaN;

  console.log(
    [
      '',
      'Offline figures (a build with an API, nginx, Chromium, 1280 x 800)',
      `  offline load of /app/projects to the list shown: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${LOADS} loads (target < ${TARGET_MS} ms): ${median < TARGET_MS ? 'TARGET MET' : 'TARGET MISSED'}`,
      `  precached by the service worker: ${app.entries} files, ${kB(app.bytes)}`,
      `  a 6-design presentation ready offline: ${presentation.entries} pictures, ${kB(presentation.bytes)}`,
      `  the origin's storage in all (navigator.storage.estimate, before the offline loads): ${kB(usage)}`,
      '',
    ].join('\n'),
  );
}, 240_000);
