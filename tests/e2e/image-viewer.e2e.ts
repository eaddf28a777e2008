import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { appUrl, expectNoAxeViolations, setupBrowser, VIEWPORTS, waitFor } from './browser';
import { createGeneration, enterDemo, seededDesignRefs } from './demo-helpers';
import { pinchOut, swipe } from './touch';

/** The zoomable image viewer (the detail screen's Generated Result) in demo mode. */

const browser = setupBrowser();

const REFINED = 'Refined Traditional';

/** Signs in with the demo account and opens the seeded completed design's detail screen. */
async function openRefinedDesign(page: Page) {
  await enterDemo(page);
  const sk = (await seededDesignRefs(page))(REFINED);
  await page.goto(appUrl(`/app/generations/${sk}`));
  await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
}

/** The scale of the image's computed transform (1 when it has none). */
function imageScale(image: Locator) {
  return image.evaluate((element) => {
    const { transform } = getComputedStyle(element);
    return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
  });
}

/** The horizontal translation of the image's computed transform, in px. */
function imageTranslateX(image: Locator) {
  return image.evaluate((element) => {
    const { transform } = getComputedStyle(element);
    return transform === 'none' ? 0 : new DOMMatrixReadOnly(transform).e;
  });
}

describe.each(VIEWPORTS)('image viewer ($device)', ({ device, viewport }) => {
  test('the Generated Result zooms by wheel and keys, and the page behind stays put', async () => {
    const { page } = await browser.open({ viewport });
    await openRefinedDesign(page);

    const thumbnail = page.getByRole('button', { name: 'Open Generated Result larger' });
    await thumbnail.scrollIntoViewIfNeeded();
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: 'Generated Result' });
    await viewer.waitFor();
    const frame = viewer.getByRole('group', { name: `Zoom Generated result: ${REFINED}` });
    const image = frame.getByRole('img', { name: `Generated result: ${REFINED}` });
    await waitFor(
      () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the picture loads',
    );
    // The full picture, not a thumbnail: at least as many pixels as the frame shows.
    const { natural, shown } = await image.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth,
      shown: img.getBoundingClientRect().width * devicePixelRatio,
    }));
    expect(natural).toBeGreaterThanOrEqual(shown);
    await expectNoAxeViolations(page, 'viewer open');

    // Every wheel event that reaches the window, and whether it was taken.
    await page.evaluate(() => {
      const seen: boolean[] = [];
      Object.assign(window, { e2eWheels: seen });
      addEventListener('wheel', (event) => seen.push(event.defaultPrevented), { passive: true });
    });
    const scrollBefore = await page.evaluate(() => window.scrollY);

    // The wheel over the picture zooms it.
    const box = await frame.boundingBox();
    if (!box) throw new Error('The viewer has no box.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let notch = 0; notch < 3; notch += 1) await page.mouse.wheel(0, -100);
    await waitFor(async () => (await imageScale(image)) > 1.2, 'the wheel zooms in');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    const wheels = await page.evaluate(
      () => (window as unknown as { e2eWheels: boolean[] }).e2eWheels,
    );
    expect(wheels.length).toBeGreaterThan(0);
    expect(wheels.every(Boolean), 'every wheel event was taken by the viewer').toBe(true);
    // The hint of what a drag does now.
    expect(await frame.evaluate((element) => getComputedStyle(element).cursor)).toBe('grab');
    expect(await frame.evaluate((element) => getComputedStyle(element).touchAction)).toBe('none');

    // Zoomed in, a drag pans (a mouse here; a finger on a phone) and does not switch pictures.
    if (device === 'desktop') {
      const before = await imageTranslateX(image);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      await waitFor(async () => (await imageTranslateX(image)) > before + 30, 'the drag pans');
    }

    // 0 on the picture resets, + zooms in; the buttons too.
    await frame.focus();
    await page.keyboard.press('0');
    await waitFor(async () => (await imageScale(image)) === 1, '0 resets');
    await page.keyboard.press('+');
    await waitFor(async () => (await imageScale(image)) > 1.4, '+ zooms in');
    await expectNoAxeViolations(page, 'viewer zoomed in');
    await viewer.getByRole('button', { name: 'Reset zoom' }).click();
    await waitFor(async () => (await imageScale(image)) === 1, 'Reset zoom resets');
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await waitFor(async () => (await imageScale(image)) > 1.4, 'Zoom in zooms in');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // A two-finger pinch (touch, through the DevTools protocol) zooms too.
    await viewer.getByRole('button', { name: 'Reset zoom' }).click();
    await waitFor(async () => (await imageScale(image)) === 1, 'reset before the pinch');
    await pinchOut(page, box);
    await waitFor(async () => (await imageScale(image)) > 1.3, 'the pinch zooms in');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // Closing and opening again starts from the whole picture.
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await thumbnail.click();
    await viewer.waitFor();
    await waitFor(async () => (await imageScale(image)) === 1, 'the viewer opens unzoomed');
  });
});

describe('image viewer on a phone, several pictures', () => {
  test('a swipe moves to the next picture at the whole picture, and pans it when zoomed in', async () => {
    const { page } = await browser.open({ viewport: VIEWPORTS[1].viewport });
    // A touch screen from the first page on (so the pages know touch events), as a phone has.
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await enterDemo(page);
    const sk = await createGeneration(page, {
      style: { name: 'Harmonious Blend', description: 'Three views of one yard.' },
      sources: ['front', 'back', 'front'],
    });
    await page.goto(appUrl(`/app/generations/${sk}`));
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    await page.getByRole('button', { name: 'Open Source Image 1 of 3 larger' }).click();
    const viewer = page.getByRole('dialog', { name: 'Source Image' });
    await viewer.waitFor();
    const position = viewer.getByRole('status');
    const frame = viewer.locator(
      '[data-slot="carousel-item"][data-current] [data-slot="zoom-viewport"]',
    );
    await waitFor(async () => (await position.innerText()) === 'Image 1 of 3', 'at 1');
    const box = await frame.boundingBox();
    if (!box) throw new Error('The viewer has no box.');

    // At the whole picture the swipe is the carousel's. Most of the width, so that even a slow
    // swipe (a busy machine delivers the moves late) goes past the half-way point.
    await swipe(page, box, -box.width * 0.6, 0.75);
    await waitFor(
      async () => (await position.innerText()) === 'Image 2 of 3',
      'the swipe moves on',
    );

    // Zoomed in, it pans the picture and stays on it.
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    const image = frame.locator('img');
    await waitFor(async () => (await imageScale(image)) > 1.4, 'zoomed in');
    const before = await imageTranslateX(image);
    await swipe(page, box, -80);
    await waitFor(async () => (await imageTranslateX(image)) < before - 20, 'the swipe pans');
    expect(await position.innerText()).toBe('Image 2 of 3');
    await expectNoAxeViolations(page, 'phone viewer zoomed in');
  });
});
