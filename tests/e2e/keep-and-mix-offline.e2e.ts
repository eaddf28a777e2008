import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import {
  persistedDesignContain,
  persistedQueriesContain,
  setupApiModeSite,
  waitForServiceWorker,
} from './api-mode-site';
import { DESKTOP, expectNoAxeViolations, waitFor } from './browser';
import { imageLoaded } from './offline-helpers';

/**
 * 'Keep and mix' in a build with an API, served as in production (deploy/'s nginx site and its
 * Content-Security-Policy): an edit made online opens again without signal, the pictures read
 * from the device. (A storage that refuses CORS: load-edit-pictures.test.ts; Playwright's routes
 * answer with CORS whatever the test asks.)
 */

const site = setupApiModeSite();
const { openSignedIn } = site;

/** Opens the demo data's 'Natural Accent' design from the designs list; resolves with its path. */
async function openDesign(page: Page) {
  await page.goto(`${site.baseURL()}/app/generations`);
  const link = page.getByRole('link', { name: /Natural Accent/ }).first();
  await link.waitFor();
  await link.click();
  await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
  return new URL(page.url()).pathname;
}

async function canUndo(page: Page) {
  return (
    (await page.getByRole('button', { name: 'Undo' }).getAttribute('aria-disabled')) !== 'true'
  );
}

describe('keep and mix with an API', () => {
  test('an edit made online opens again offline, its pictures read from the device', async () => {
    const { page, api } = await openSignedIn(DESKTOP);
    const designPath = await openDesign(page);
    await waitForServiceWorker(page);
    await waitFor(
      () => imageLoaded(page, /^Generated result: Natural Accent/),
      'the design picture shows online',
      20_000,
    );
    await waitFor(() => persistedDesignContain(page, designPath), 'the design is kept');
    await waitFor(() => persistedQueriesContain(page, 'finalImageUrl'), 'the designs are kept');

    await page.getByRole('link', { name: 'Keep and mix' }).click();
    const stage = page.getByTestId('edit-stage');
    await stage.waitFor();
    await page.getByRole('button', { name: 'Lasso' }).click();
    const box = await stage.boundingBox();
    if (!box) throw new Error('No stage.');
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    await page.mouse.move(...at(0.1, 0.1));
    await page.mouse.down();
    for (const [x, y] of [at(0.5, 0.1), at(0.5, 0.5), at(0.1, 0.5), at(0.1, 0.1)]) {
      await page.mouse.move(x, y, { steps: 4 });
    }
    await page.mouse.up();
    await waitFor(() => canUndo(page), 'the lasso is an operation');
    await page.getByRole('button', { name: 'Save edit' }).click();
    await page.getByText(/^Saved as /).waitFor();
    // A query refetched as the last page opened (its data older than 30 s) is answered first.
    await api.settled();
    const callsOnline = api.calls.length;

    // No signal: the design's page shows the edit, and the editor opens it again.
    await api.setOffline(true);
    await page.goto(`${site.baseURL()}${designPath}`);
    await page.getByRole('heading', { name: /^Natural Accent, edited/ }).waitFor();
    await waitFor(
      () => imageLoaded(page, /^Natural Accent, edited/),
      'the edit picture shows offline',
    );
    await page.getByRole('link', { name: 'Change the edit' }).click();
    await stage.waitFor();
    await waitFor(() => canUndo(page), 'the edit opens with what it was made of');
    await expectNoAxeViolations(page, 'keep and mix offline');
    expect(api.calls.slice(callsOnline).filter((call) => !call.offline)).toEqual([]);
  });
});
