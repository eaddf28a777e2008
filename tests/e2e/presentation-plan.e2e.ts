import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { appUrl, expectNoAxeViolations, VIEWPORTS, waitFor } from './browser';
import {
  callApi,
  createGeneration,
  demoProject,
  finishedDesigns,
  setupDemoBrowser,
  type DemoProject,
} from './demo-helpers';
import { touchSession, untouch } from './touch';

/**
 * Choosing what a customer is shown (issue 15), in demo mode on the production build: on the
 * project page, tick three designs, order them (Move up, a keyboard drag, a pointer or touch
 * drag), write their notes and the proposal's, reload and find it all kept; then the customer's
 * page shows the project's thumbnails and 'Present'.
 */

const browser = setupDemoBrowser();

const KEPT_IN_BROWSER =
  'Your choice, order and notes are kept in this browser for you only; they are not saved to your account.';

/** Two more finished designs in the demo's project, made through the demo API (as the app does). */
async function addDesigns(page: Page, project: DemoProject) {
  const designs = [
    { name: 'Gentle Modern', photo: 'back' as const, season: 'summer' as const },
    { name: 'English Cottage', photo: 'front' as const, season: 'winter' as const },
  ];
  // The demo's own design of the project too: all of them finished before the page opens.
  const path = `/api/{org}/customers/${project.customerRef ?? ''}/projects/${project.sk}/yard-vision-generation`;
  const seeded = (await callApi(page, 'GET', path)).body as { items: { sk: string }[] };
  const refs = seeded.items.map((item) => item.sk);
  for (const design of designs) {
    refs.push(
      await createGeneration(page, {
        style: { name: design.name, description: `${design.name}, made for the test.` },
        sources: [design.photo],
        start: true,
        settings: {
          season: design.season,
          weather: 'sunny',
          timeOfDay: 'afternoon',
          atmosphericEffect: 'calm',
        },
        project,
      }),
    );
  }
  await finishedDesigns(page, project, refs);
}

function orderList(page: Page) {
  return page.getByRole('list', { name: 'Order of the presentation' });
}

/** The chosen designs' style names in the order the list shows them. */
async function order(page: Page) {
  const items = await orderList(page).getByRole('listitem').all();
  return Promise.all(
    items.map(async (item) => {
      const text = (await item.textContent()) ?? '';
      return /^\d+\.(.+?) ·/.exec(text)?.[1] ?? text;
    }),
  );
}

async function expectOrder(page: Page, expected: string[], message: string) {
  await waitFor(async () => (await order(page)).join('|') === expected.join('|'), message);
}

/** Waits until the list has announced `words` (its live region, read by screen readers). */
async function said(page: Page, words: RegExp) {
  await page.getByText(words).waitFor({ state: 'attached' });
}

function handle(page: Page, style: string) {
  return page.getByRole('button', { name: new RegExp(`^Drag to reorder: ${style}`) });
}

async function focusedName(page: Page) {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
}

function note(page: Page, style: string) {
  return page.getByRole('textbox', { name: new RegExp(`^Note for the customer about ${style}`) });
}

async function center(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags `from`'s handle onto `to` with the mouse, in small steps, as a hand would. */
async function mouseDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = await center(from);
  const end = await center(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(start.x, start.y + ((end.y - start.y + 20) * step) / 20);
  }
  await page.mouse.up();
}

/** The same with one finger: hold a moment (the touch sensor waits), then move and lift. */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = await center(from);
  const end = await center(to);
  const session = await touchSession(page);
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ ...start, id: 1 }],
  });
  await page.waitForTimeout(300);
  for (let step = 1; step <= 20; step += 1) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start.x, y: start.y + ((end.y - start.y + 20) * step) / 20, id: 1 }],
    });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await untouch(session);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${where}`).toBeLessThanOrEqual(innerWidth);
}

async function openProjectPage(page: Page, project: DemoProject) {
  await page.goto(appUrl(`/app/projects/${project.sk}`));
  await page.getByRole('heading', { level: 2, name: 'Presentation' }).waitFor();
}

describe.each(VIEWPORTS)('choosing designs to present ($device)', ({ device, viewport }) => {
  test('ticks, orders and annotates designs, keeps them across a reload, and presents from the customer', async () => {
    const { page } = await browser.openSignedIn({ viewport });
    const project = await demoProject(page);
    await addDesigns(page, project);

    await openProjectPage(page, project);
    await page.getByText(KEPT_IN_BROWSER).waitFor();
    const presentButton = page.getByRole('button', { name: 'Present' });
    expect(await presentButton.isDisabled()).toBe(true);

    for (const style of ['Natural Accent', 'Gentle Modern', 'English Cottage']) {
      await page.getByRole('checkbox', { name: new RegExp(`^${style}`) }).click();
    }
    await expectOrder(
      page,
      ['Natural Accent', 'Gentle Modern', 'English Cottage'],
      'the three designs are chosen in the order they were ticked',
    );

    // Move up, by its button: the focus stays on the design's button.
    await page.getByRole('button', { name: /^Move up: English Cottage/ }).click();
    await expectOrder(
      page,
      ['Natural Accent', 'English Cottage', 'Gentle Modern'],
      'Move up moves English Cottage up',
    );
    expect(await focusedName(page)).toMatch(/^Move up: English Cottage/);

    // A keyboard drag with the handle: Space, ArrowUp, Space, each once the list has said what
    // it did (its words for a screen reader).
    await handle(page, 'Gentle Modern').focus();
    await page.keyboard.press('Space');
    // Picked up, over its own place.
    await said(page, /^Gentle Modern .* would go to number 3 of 3\.$/);
    await page.keyboard.press('ArrowUp');
    await said(page, /^Gentle Modern .* would go to number 2 of 3\.$/);
    await page.keyboard.press('Space');
    await expectOrder(
      page,
      ['Natural Accent', 'Gentle Modern', 'English Cottage'],
      'the keyboard drag moves Gentle Modern up',
    );

    // A drag with the pointer (mouse on a desktop, a finger on a phone): the first to the last.
    const items = orderList(page).getByRole('listitem');
    if (device === 'desktop') {
      await mouseDrag(page, handle(page, 'Natural Accent'), items.nth(2));
    } else {
      await touchDrag(page, handle(page, 'Natural Accent'), items.nth(2));
    }
    await expectOrder(
      page,
      ['Gentle Modern', 'English Cottage', 'Natural Accent'],
      'the drag moves Natural Accent to the end',
    );

    // Each field holds what was written in it before the reload (so that a note missing after
    // it tells whether the field or the plan lost it).
    await note(page, 'Gentle Modern').fill('Clean lines, low upkeep.');
    expect(await note(page, 'Gentle Modern').inputValue()).toBe('Clean lines, low upkeep.');
    await note(page, 'Natural Accent').click();
    await page.keyboard.type('Native grasses – little water.', { delay: 5 });
    await page.getByRole('textbox', { name: 'Proposal note' }).fill('Three ideas for the front.');
    expect(await note(page, 'Gentle Modern').inputValue()).toBe('Clean lines, low upkeep.');
    expect(await note(page, 'Natural Accent').inputValue()).toBe('Native grasses – little water.');
    expect(await page.getByRole('textbox', { name: 'Proposal note' }).inputValue()).toBe(
      'Three ideas for the front.',
    );

    const present = page.getByRole('link', { name: 'Present' });
    expect(await present.getAttribute('href')).toBe(`/app/projects/${project.sk}/present`);
    await expectNoAxeViolations(page, 'presentation card filled in');
    await expectNoSidewaysScroll(page, 'presentation card filled in');

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Presentation' }).waitFor();
    await orderList(page).waitFor();
    expect(await order(page)).toEqual(['Gentle Modern', 'English Cottage', 'Natural Accent']);
    expect(await note(page, 'Gentle Modern').inputValue()).toBe('Clean lines, low upkeep.');
    expect(await note(page, 'Natural Accent').inputValue()).toBe('Native grasses – little water.');
    expect(await note(page, 'English Cottage').inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Proposal note' }).inputValue()).toBe(
      'Three ideas for the front.',
    );

    // Present, then Escape: back on the project page's own history entry, so the browser's Back
    // from there does not reopen the presentation.
    const entry = () => page.evaluate(() => (window.history.state as { idx: number }).idx);
    const projectEntry = await entry();
    await page.getByRole('link', { name: 'Present' }).click();
    await page.getByRole('main', { name: 'Presentation' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 2, name: 'Presentation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/projects/${project.sk}`);
    expect(await entry()).toBe(projectEntry);

    // The customer's page: the project's thumbnails and Present.
    await page.goto(appUrl(`/app/customers/${project.customerRef ?? ''}`));
    const thumbnails = page.getByRole('list', { name: `Designs of ${project.name}` });
    await thumbnails.waitFor();
    expect(await thumbnails.getByRole('img').count()).toBe(3);
    await waitFor(
      () =>
        thumbnails
          .getByRole('img')
          .evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
      'the thumbnails load',
    );
    const own = page.getByRole('list', { name: 'Projects of this customer' });
    const presentLink = own.getByRole('link', { name: 'Present', exact: true });
    expect(await presentLink.getAttribute('href')).toBe(`/app/projects/${project.sk}/present`);
    await expectNoAxeViolations(page, 'customer with a project to present');
    await expectNoSidewaysScroll(page, 'customer with a project to present');
  });
});
