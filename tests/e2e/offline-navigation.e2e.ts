import { readFileSync } from 'node:fs';

import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import {
  currentPath,
  expectNoAxeViolations,
  PHONE,
  VIEWPORTS,
  waitFor,
  type Viewport,
} from './browser';
import { setupDemoBrowser, waitForDemoApi } from './demo-helpers';

/**
 * A screen whose code could not be loaded (issue 13): offline, the app says so and opens the
 * screen by itself when the network is back, without reloading; after a new deploy (the old
 * build's files are gone) it reloads once, and never in a loop.
 */

const browser = setupDemoBrowser();

const SEEDED_PROJECT = 'Front yard refresh';
const OFFLINE_TITLE = 'You are offline';
const OFFLINE_DESCRIPTION = 'This page opens by itself when your connection is back.';
const CODE_LOAD_FAILED_TITLE = 'This page could not be loaded';
const NO_RELOAD_MARKER = 'e2eNoReload';

/** The browser's log lines of a request that failed on purpose here. */
const EXPECTED_NETWORK_ERRORS = [
  /ERR_INTERNET_DISCONNECTED/,
  /net::ERR_FAILED/,
  /status of 404/,
  /Failed to fetch dynamically imported module/,
];

/** The address of the projects list's own chunk in the build under test (Vite's manifest). */
function projectsChunk(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string } | undefined>;
  const chunk = manifest['src/app/routes/app/projects/projects-list-route.tsx'];
  if (!chunk) throw new Error('The build has no chunk for the projects list.');
  return `/${chunk.file}`;
}

async function openCustomers(viewport: Viewport) {
  const opened = await browser.openSignedIn({
    viewport,
    expectedConsoleErrors: EXPECTED_NETWORK_ERRORS,
  });
  const { page } = opened;
  await page.goto(new URL('/app/customers', page.url()).href);
  await page.getByRole('heading', { level: 1, name: 'Customers', exact: true }).waitFor();
  await page.getByText('Maria Gonzalez', { exact: true }).first().waitFor();
  return opened;
}

/** Follows the sidebar's link (on a phone, from the sheet the menu button opens). */
async function followSidebarLink(page: Page, viewport: Viewport, name: string) {
  if (viewport === PHONE) {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  }
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Marks the document: the mark is gone if the page reloads. */
async function markDocument(page: Page) {
  await page.evaluate((marker) => Object.assign(window, { [marker]: true }), NO_RELOAD_MARKER);
}

async function isSameDocument(page: Page) {
  return page.evaluate((marker) => marker in window, NO_RELOAD_MARKER);
}

async function expectProjectsList(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Projects', exact: true }).waitFor();
  await page.getByRole('heading', { level: 2, name: SEEDED_PROJECT }).waitFor();
}

/** Counts the loads of the page's document from now on (a reload is one). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await waitFor(() => page.evaluate(() => !navigator.onLine), 'the page sees it is offline');
}

describe.each(VIEWPORTS)('a screen whose code could not load ($device)', ({ viewport }) => {
  test('offline, Projects says so; back online, it opens by itself without a reload', async () => {
    const { context, page } = await openCustomers(viewport);
    await markDocument(page);
    const loads = countLoads(page);

    await goOffline(context, page);
    await followSidebarLink(page, viewport, 'Projects');

    const message = page.getByRole('alert').filter({ hasText: OFFLINE_TITLE });
    await message.getByRole('heading', { name: OFFLINE_TITLE }).waitFor();
    await message.getByText(OFFLINE_DESCRIPTION).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(currentPath(page)).toBe('/app/projects');
    // The app frame stays: its navigation still works.
    await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
    await expectNoAxeViolations(page, 'offline, projects could not load');

    await context.setOffline(false);
    await expectProjectsList(page);
    expect(await isSameDocument(page)).toBe(true);
    expect(loads.count).toBe(0);
    await expectNoAxeViolations(page, 'back online, projects');
  });
});

describe('a screen whose code is gone after a new deploy', () => {
  test('reloads once, never again; then the screen tells and retries without a reload', async () => {
    const { context, page } = await openCustomers(VIEWPORTS[0].viewport);
    const chunk = projectsChunk();
    // The file is gone for good: a broken deploy, the case a reload must not loop on.
    const gone = { requests: 0 };
    await context.route(`**${chunk}`, async (route) => {
      gone.requests += 1;
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found\n' });
    });
    const loads = countLoads(page);

    await followSidebarLink(page, VIEWPORTS[0].viewport, 'Projects');
    await waitFor(() => Promise.resolve(loads.count === 1), 'the page reloads once');
    await page.getByRole('heading', { name: CODE_LOAD_FAILED_TITLE }).waitFor();
    expect(currentPath(page)).toBe('/app/projects');
    // Long enough for a second reload to have started, had there been one.
    await page.waitForTimeout(2_000);
    expect(loads.count).toBe(1);
    expect(await page.getByRole('heading', { name: CODE_LOAD_FAILED_TITLE }).count()).toBe(1);
    expect(gone.requests).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page, 'projects code gone');

    // The file is back: 'Try again' loads it, without a reload.
    await markDocument(page);
    await context.unroute(`**${chunk}`);
    await waitForDemoApi(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectProjectsList(page);
    expect(await isSameDocument(page)).toBe(true);
    expect(loads.count).toBe(1);
  });
});
