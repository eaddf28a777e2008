import { fileURLToPath } from 'node:url';

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { appUrl, DESKTOP, expectNoAxeViolations, VIEWPORTS, waitFor } from './browser';
import { callApi, setupDemoBrowser } from './demo-helpers';

/**
 * Variations in one go, in demo mode on the production build: from a design's page ('Try
 * variations') and from the generate wizard (Step 5), to the compare studio.
 */

const browser = setupDemoBrowser();

const LIST_PATH = '/app/generations';
const GENERATIONS_API = '/api/{org}/yard-vision-generation';

type Generation = {
  sk: string;
  currentStep?: string;
  style?: { name: string };
  settings?: { season?: string };
};

async function generations(page: Page) {
  const list = await callApi(page, 'GET', GENERATIONS_API);
  return (list.body as { items: Generation[] }).items;
}

function fixture(name: string) {
  return fileURLToPath(new URL(`../../../shared/fixtures/images/${name}`, import.meta.url));
}

describe.each(VIEWPORTS)('variations of a design ($device)', ({ viewport }) => {
  test('turns a design into its other seasons and opens the studio with them', async () => {
    const { page } = await browser.openSignedIn({ viewport });
    const before = await generations(page);
    const design = before.find((generation) => generation.currentStep === 'completed');
    if (!design) throw new Error('The demo has no completed design.');

    await page.goto(appUrl(`${LIST_PATH}/${design.sk}`));
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    await page.getByRole('link', { name: 'Try variations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Try variations' }).waitFor();

    await page.getByRole('radio', { name: 'Seasons' }).click();
    const season = design.settings?.season ?? 'spring';
    const others = ['spring', 'summer', 'fall', 'winter'].filter((value) => value !== season);
    await page.getByRole('button', { name: 'Generate 3 variations' }).waitFor();
    await expectNoAxeViolations(page, 'variations chosen');

    await page.getByRole('button', { name: 'Generate 3 variations' }).click();
    await page.waitForURL((url) => url.pathname === `${LIST_PATH}/compare`, { timeout: 30_000 });
    const ids = (new URL(page.url()).searchParams.get('ids') ?? '').split(',');
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(design.sk);

    const after = await generations(page);
    const variants = ids.slice(1).map((ref) => after.find((generation) => generation.sk === ref));
    expect(variants.map((variant) => variant?.settings?.season)).toEqual(others);
    expect(variants.every((variant) => variant?.style?.name === design.style?.name)).toBe(true);
    expect(variants.every((variant) => variant?.currentStep !== 'uploading')).toBe(true);
  });
});

describe('variations from the wizard', () => {
  test('makes variations from the wizard and keeps the choice across a reload', async () => {
    const { page } = await browser.openSignedIn({ viewport: DESKTOP });
    const before = new Set((await generations(page)).map((generation) => generation.sk));

    await page.goto(appUrl(`${LIST_PATH}/generate`));
    await page.getByRole('heading', { level: 1, name: 'Generate New Landscape Design' }).waitFor();
    await page.locator('input[name="sourceImages"]').setInputFiles(fixture('yard-front.jpg'));
    await page.getByRole('radio', { name: 'Enhanced Existing' }).click();
    await page.getByRole('radio', { name: 'Times of day' }).click();
    await page.getByRole('checkbox', { name: 'Dawn' }).click();
    await page.getByRole('checkbox', { name: 'Afternoon' }).click();
    // Dusk and Night stay ticked.
    await page.getByRole('button', { name: 'Generate 2 variations' }).waitFor();

    // The draft is saved a moment after the last change; a reload brings the choice back.
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Generate New Landscape Design' }).waitFor();
    await waitFor(
      () => page.getByRole('checkbox', { name: 'Night' }).isChecked(),
      'the variations are back',
    );
    expect(await page.getByRole('checkbox', { name: 'Dusk' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Dawn' }).isChecked()).toBe(false);

    const generate = page.getByRole('button', { name: 'Generate 2 variations' });
    await waitFor(() => generate.isEnabled(), 'the photos are uploaded');
    await expectNoAxeViolations(page, 'wizard with variations');
    await generate.click();
    await page.waitForURL((url) => url.pathname === `${LIST_PATH}/compare`, { timeout: 30_000 });
    await page.getByText('Comparing 2 designs.', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'the studio with the variants');
    const ids = (new URL(page.url()).searchParams.get('ids') ?? '').split(',');
    expect(ids).toHaveLength(2);
    const made = (await generations(page)).filter((generation) => !before.has(generation.sk));
    expect(made.map((generation) => generation.sk).sort()).toEqual([...ids].sort());
  });
});
