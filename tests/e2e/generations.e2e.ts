import { stat } from 'node:fs/promises';

import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import {
  appUrl,
  currentPath,
  DESKTOP,
  expectNoAxeViolations,
  VIEWPORTS,
  waitFor,
  type Viewport,
} from './browser';
import { createGeneration, seededDesignRefs, setupDemoBrowser } from './demo-helpers';

/** The generation list and detail screens (spec §2 'Generations') in demo mode. */

const browser = setupDemoBrowser();

const LIST_PATH = '/app/generations';
const REFINED = 'Refined Traditional';
const NATURAL = 'Natural Accent';
const DELETE_DESCRIPTION =
  'This action cannot be undone. This will permanently delete the YardVision generation and all associated data.';

/**
 * A new context signed in with the demo account, its API answering. Resolves with the page and
 * the `sk` of each seeded design by style name.
 */
async function openSignedIn(viewport: Viewport, expectedConsoleErrors: RegExp[] = []) {
  const { page } = await browser.openSignedIn({ viewport, expectedConsoleErrors });
  return { page, refOf: await seededDesignRefs(page) };
}

/** Opens a generation's detail screen and waits for its content. */
async function openDetail(page: Page, sk: string) {
  await page.goto(appUrl(`${LIST_PATH}/${sk}`));
  await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
}

/** Opens the list and waits until its rows (table or stack) are there. */
async function openList(page: Page) {
  await page.goto(appUrl(LIST_PATH));
  await page.getByRole('heading', { level: 1, name: 'YardVision' }).waitFor();
  await designs(page).first().waitFor();
}

/** The list's entries: table body rows on a desktop, list items on a phone. */
function designs(page: Page): Locator {
  return page
    .locator('table tbody tr')
    .or(page.getByRole('list', { name: 'Your designs, newest first' }).getByRole('listitem'));
}

/** The card whose title (an h2) is `title`. */
function card(page: Page, title: string): Locator {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** The accessible name of the focused element (its aria-label or text). */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
  });
}

/** True once every image inside `scope` has loaded with real pixels. */
function imagesLoaded(scope: Locator) {
  return scope.evaluate((element) => {
    const images = [...element.querySelectorAll('img')];
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
}

describe.each(VIEWPORTS)('generation list ($device)', ({ device, viewport }) => {
  test('shows both sample designs newest first with their pictures; search narrows it; a click opens one', async () => {
    const { page, refOf } = await openSignedIn(viewport);
    await openList(page);

    const entries = designs(page);
    await waitFor(async () => (await entries.count()) === 2, 'two designs are listed');
    const texts = await entries.allInnerTexts();
    expect(texts[0]).toContain(REFINED);
    expect(texts[1]).toContain(NATURAL);
    for (const text of texts) expect(text).toContain('Completed');

    if (device === 'desktop') {
      await page.getByRole('table').waitFor();
      const headers = await page.getByRole('columnheader').allInnerTexts();
      expect(headers).toEqual([
        'Select',
        'Created At',
        'Style',
        'Description',
        'Status',
        'Source Image',
        'Final Image',
      ]);
    } else {
      // A stacked list that fits the screen: no table, nothing to scroll sideways.
      expect(await page.getByRole('table').count()).toBe(0);
      const overflow = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);
    }

    // Every entry has its source and final thumbnails, and they load.
    for (const name of [REFINED, NATURAL]) {
      await expect
        .poll(() => page.getByRole('img', { name: `Source image of ${name}` }).count())
        .toBe(1);
      await expect
        .poll(() => page.getByRole('img', { name: `Final image of ${name}` }).count())
        .toBe(1);
    }
    await waitFor(() => imagesLoaded(page.locator('main')), 'the thumbnails load');
    await expectNoAxeViolations(page, 'list');

    // Search matches the description, case-insensitively, and lives in the URL.
    const search = page.getByRole('searchbox', { name: 'Search YardVision' });
    await search.fill('BOXWOOD');
    await waitFor(async () => (await entries.count()) === 1, 'the search leaves one design');
    expect(await entries.first().innerText()).toContain(REFINED);
    // The address follows once typing pauses.
    await waitFor(
      () => Promise.resolve(currentPath(page) === `${LIST_PATH}?q=BOXWOOD`),
      'the search in the URL',
    );

    await search.fill('native grasses');
    await waitFor(
      async () =>
        (await entries.count()) === 1 && (await entries.first().innerText()).includes(NATURAL),
      'the search finds the other design',
    );

    await search.fill('no such design');
    await page.getByText('No YardVision found.').waitFor();
    expect(await entries.count()).toBe(0);
    await expectNoAxeViolations(page, 'list, nothing found');

    await search.fill('');
    await waitFor(async () => (await entries.count()) === 2, 'clearing the search shows both');
    await waitFor(
      () => Promise.resolve(currentPath(page) === LIST_PATH),
      'the search leaves the URL',
    );

    // Clicking a design opens it: anywhere on a table row, or the entry of the stack.
    if (device === 'desktop') {
      await page
        .getByRole('row', { name: new RegExp(NATURAL) })
        .getByText(/native grasses/)
        .click();
    } else {
      await page.getByRole('link', { name: new RegExp(NATURAL) }).click();
    }
    await page.waitForURL((url) => url.pathname === `${LIST_PATH}/${refOf(NATURAL)}`);
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    await card(page, 'Target Style').getByText(NATURAL, { exact: true }).waitFor();
  });
});

describe.each(VIEWPORTS)('generation detail ($device)', ({ viewport }) => {
  test(`'${REFINED}': its cards, and the source picture opens and closes by keyboard`, async () => {
    const { page, refOf } = await openSignedIn(viewport);
    await openDetail(page, refOf(REFINED));

    const titles = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(titles).toEqual(
      expect.arrayContaining([
        'Generated Result',
        'Before and After',
        'Source Image(s)',
        'Inspiration Image(s)',
        'Generation Status',
        'Target Style',
        'Create New Generation',
        'Delete Generation',
      ]),
    );
    expect(titles).not.toContain('Error Details');
    await card(page, 'Generated Result').getByText('Complete', { exact: true }).waitFor();
    await card(page, 'Generation Status').getByText('Completed', { exact: true }).waitFor();
    await card(page, 'Target Style').getByText(REFINED, { exact: true }).waitFor();
    await card(page, 'Target Style')
      .getByText(/clipped boxwood/)
      .waitFor();
    await card(page, 'Inspiration Image(s)')
      .getByRole('button', { name: 'Open Inspiration Image larger' })
      .waitFor();
    await waitFor(() => imagesLoaded(page.locator('main')), 'the pictures load');
    await expectNoAxeViolations(page, 'detail');

    // By keyboard: focus the thumbnail, Enter opens the viewer, Escape closes it.
    const thumbnail = page.getByRole('button', { name: 'Open Source Image larger' });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Source Image' });
    await viewer.waitFor();
    await viewer.getByRole('img', { name: `Source image 1 of ${REFINED}` }).waitFor();
    await waitFor(() => imagesLoaded(viewer), 'the large picture loads');
    // A single picture: no buttons to move.
    expect(await viewer.getByRole('button', { name: 'Next image' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'source viewer open');

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await waitFor(
      async () => (await focusedName(page)) === 'Open Source Image larger',
      'focus is back on the thumbnail',
    );
  });

  test('the before/after slider moves by keyboard', async () => {
    const { page, refOf } = await openSignedIn(viewport);
    await openDetail(page, refOf(REFINED));

    const slider = page.getByRole('slider', { name: 'Compare before and after' });
    const frame = page.locator('[data-slot="compare-slider"]');
    const divider = page.locator('[data-slot="compare-divider"]');
    await waitFor(() => imagesLoaded(frame), 'both pictures load');

    /** Where the divider is, in percent of the frame's width from its left edge. */
    const dividerAt = async () => {
      const [outer, line] = await Promise.all([frame.boundingBox(), divider.boundingBox()]);
      if (!outer || !line) throw new Error('The compare slider is not laid out.');
      return ((line.x + line.width / 2 - outer.x) / outer.width) * 100;
    };
    const state = async () => ({
      value: await slider.inputValue(),
      text: await slider.getAttribute('aria-valuetext'),
    });

    expect(await state()).toEqual({ value: '50', text: '50% after' });
    expect(await dividerAt()).toBeCloseTo(50, 0);

    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await state()).toEqual({ value: '49', text: '51% after' });
    expect(await dividerAt()).toBeCloseTo(49, 0);

    await page.keyboard.press('Home');
    expect(await state()).toEqual({ value: '0', text: '100% after' });
    expect(await dividerAt()).toBeCloseTo(0, 0);
    expect(await frame.locator('img').nth(1).getAttribute('style')).toContain(
      'inset(0px 0px 0px 0%)',
    );

    await page.keyboard.press('End');
    expect(await state()).toEqual({ value: '100', text: '0% after' });
    expect(await dividerAt()).toBeCloseTo(100, 0);
  });

  test(`'Create New Generation' offers only what the design has`, async () => {
    const { page, refOf } = await openSignedIn(viewport);
    const menuItem = (name: string) => page.getByRole('menuitem', { name });
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Create New Generation' }).click();
      await page.getByRole('menu').waitFor();
    };

    await openDetail(page, refOf(NATURAL));
    await openMenu();
    expect(await menuItem('From Source Image(s)').getAttribute('aria-disabled')).toBeNull();
    expect(await menuItem('From Inspiration Image(s)').getAttribute('aria-disabled')).toBe('true');
    expect(await menuItem('From Final Result').getAttribute('aria-disabled')).toBeNull();
    await expectNoAxeViolations(page, 'create-from menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await openDetail(page, refOf(REFINED));
    await openMenu();
    expect(await menuItem('From Inspiration Image(s)').getAttribute('aria-disabled')).toBeNull();
  });
});

describe('generation detail (desktop only)', () => {
  test("'Download' saves the result as yardvision-….jpg", async () => {
    const { page, refOf } = await openSignedIn(DESKTOP);
    await openDetail(page, refOf(REFINED));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    const name = download.suggestedFilename();
    expect(name.startsWith('yardvision-')).toBe(true);
    expect(name.endsWith('.jpg')).toBe(true);
    expect(name).toMatch(/^yardvision-refined-traditional-\d{4}-\d{2}-\d{2}\.jpg$/);
    expect((await stat(await download.path())).size).toBeGreaterThan(1000);
  });

  test("'Generation not found' for an unknown id", async () => {
    const { page } = await openSignedIn(DESKTOP, [/status of 404/]);
    await page.goto(appUrl(`${LIST_PATH}/does-not-exist`));
    await page.getByRole('heading', { level: 1, name: 'Generation not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to your designs' }).waitFor();
    await expectNoAxeViolations(page, 'not found');
  });

  test('a design that is generating while open shows when it is ready, without a reload', async () => {
    const { page } = await openSignedIn(DESKTOP);
    const sk = await createGeneration(page, {
      style: { name: 'Gentle Modern', description: 'Clean lines with soft planting.' },
      sources: ['back'],
      start: true,
    });
    await openDetail(page, sk);
    const status = card(page, 'Generation Status');
    await status.getByText('Generating', { exact: true }).waitFor();
    await status.getByText('Your design is being made. This page updates by itself.').waitFor();
    expect(await card(page, 'Generated Result').count()).toBe(0);
    await expectNoAxeViolations(page, 'detail while generating');

    // The page asks again every 10 s; the demo API finishes after about 4 s.
    await page.getByText('Your design is ready').waitFor({ timeout: 20_000 });
    await status.getByText('Completed', { exact: true }).waitFor();
    await card(page, 'Generated Result').waitFor();
    expect(await page.title()).toContain('Design ready');
  }, 120_000);
});

describe.each(VIEWPORTS)('generation with several pictures ($device)', ({ viewport }) => {
  test('the viewer moves between the source pictures with keys and buttons', async () => {
    const { page } = await openSignedIn(viewport);
    const sk = await createGeneration(page, {
      style: { name: 'Harmonious Blend', description: 'Three views of one yard.' },
      sources: ['front', 'back', 'front'],
    });
    await openDetail(page, sk);

    const thumbnails = card(page, 'Source Image(s)').getByRole('button');
    expect(await thumbnails.count()).toBe(3);
    const first = page.getByRole('button', { name: 'Open Source Image 1 of 3 larger' });
    await first.focus();
    await page.keyboard.press('Enter');

    const viewer = page.getByRole('dialog', { name: 'Source Image' });
    await viewer.waitFor();
    const position = viewer.getByRole('status');
    const previous = viewer.getByRole('button', { name: 'Previous image' });
    const next = viewer.getByRole('button', { name: 'Next image' });
    /** The slide that is in view, by its label ('2 of 3'), once embla has scrolled to it. */
    const shown = () =>
      viewer.evaluate((dialog) => {
        const box = dialog.getBoundingClientRect();
        const visible = [...dialog.querySelectorAll('[data-slot="carousel-item"]')].filter(
          (slide) => {
            const rect = slide.getBoundingClientRect();
            return Math.abs(rect.left + rect.width / 2 - (box.left + box.width / 2)) < 24;
          },
        );
        return visible.map((slide) => slide.getAttribute('aria-label')).join(',');
      });
    const expectAt = async (n: number) => {
      await waitFor(async () => (await position.innerText()) === `Image ${n} of 3`, `at ${n}`);
      await waitFor(async () => (await shown()) === `${n} of 3`, `slide ${n} in view`);
    };

    await expectAt(1);
    expect(await previous.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'viewer with several pictures');

    // The arrow keys work as soon as the viewer opens.
    await page.keyboard.press('ArrowRight');
    await expectAt(2);
    await next.click();
    await expectAt(3);
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await expectAt(2);
    await page.keyboard.press('ArrowLeft');
    await expectAt(1);
    await page.keyboard.press('ArrowLeft');
    await expectAt(1);

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await waitFor(
      async () => (await focusedName(page)) === 'Open Source Image 1 of 3 larger',
      'focus is back on the first thumbnail',
    );
  });

  test('deleting asks first, then goes back to the list without it', async () => {
    const { page } = await openSignedIn(viewport);
    const style = { name: 'Subtle Structure', description: 'A design made to be deleted.' };
    const sk = await createGeneration(page, { style });
    await openDetail(page, sk);

    // Cancel keeps it.
    await page.getByRole('button', { name: 'Delete Generation' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    expect(await dialog.getByText(DELETE_DESCRIPTION, { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page, 'delete dialog open');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(currentPath(page)).toBe(`${LIST_PATH}/${sk}`);

    // Every main heading shown from now on, to catch a flash of another state.
    await page.evaluate(() => {
      const headings: string[] = [];
      Object.assign(window, { e2eHeadings: headings });
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent ?? '';
        if (text && headings.at(-1) !== text) headings.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Delete Generation' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL((url) => url.pathname === LIST_PATH);
    await designs(page).first().waitFor();
    await waitFor(async () => (await designs(page).count()) === 2, 'the list has the samples');
    expect((await designs(page).allInnerTexts()).join('\n')).not.toContain(style.name);
    const headings = await page.evaluate(
      () => (window as unknown as { e2eHeadings: string[] }).e2eHeadings,
    );
    expect(headings, 'the detail screen does not report its own deletion').not.toContain(
      'Generation not found',
    );
  });
});
