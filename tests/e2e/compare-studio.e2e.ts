import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { COMPARE_IDS_PARAM, paths } from '@/config/paths';

import {
  appUrl,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  VIEWPORTS,
  waitFor,
  type Viewport,
} from './browser';
import {
  callApi,
  createGeneration,
  seededDesignRefs,
  setupDemoBrowser,
  enterDemo,
} from './demo-helpers';
import { swipe } from './touch';

/** The compare studio and the history list's selection, in demo mode with its two designs. */

const browser = setupDemoBrowser();

const REFINED = 'Refined Traditional';
const NATURAL = 'Natural Accent';

type Generation = { sk: string; style?: { name: string } };

/** A new context signed in with the demo account; the `sk` of each seeded design by style. */
async function openSignedIn(viewport: Viewport) {
  const { page } = await browser.openSignedIn({ viewport });
  return { page, refOf: await seededDesignRefs(page) };
}

/** True once every image inside `scope` has loaded with real pixels. */
function imagesLoaded(scope: Locator) {
  return scope.evaluate((element) => {
    const images = [...element.querySelectorAll('img')];
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
}

/**
 * The zoom of every pane's picture in the document (the phone's other panes too), from its
 * computed transform matrix.
 */
function paneScales(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll('[data-slot="compare-pane"] [data-slot="zoom-viewport"] img'),
    ].map((image) => new DOMMatrixReadOnly(getComputedStyle(image).transform).a),
  );
}

function selectBox(page: Page, name: string) {
  return page.getByRole('checkbox', { name: new RegExp(`^Select ${name} created `) });
}

/** The pane of the design whose heading is `name`. */
function pane(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

describe.each(VIEWPORTS)('compare studio ($device)', ({ device, viewport }) => {
  test('select two designs in the history, compare them, and show the photo before', async () => {
    const { page, refOf } = await openSignedIn(viewport);
    await page.goto(appUrl(paths.app.generations));
    await page.getByRole('heading', { level: 1, name: 'YardVision' }).waitFor();
    await selectBox(page, REFINED).waitFor();

    const compare = (count: number) =>
      page.getByRole('button', { name: `Compare (${count})`, exact: true });
    expect(await compare(0).isDisabled()).toBe(true);
    await selectBox(page, REFINED).click();
    await compare(1).waitFor();
    expect(await compare(1).isDisabled()).toBe(true);
    // Choosing does not open the design.
    expect(new URL(page.url()).pathname).toBe(paths.app.generations);
    await selectBox(page, NATURAL).click();
    await compare(2).waitFor();
    expect(await compare(2).isEnabled()).toBe(true);
    await waitFor(
      () =>
        Promise.resolve(
          new URL(page.url()).searchParams.get('selected') ===
            `${refOf(REFINED)},${refOf(NATURAL)}`,
        ),
      'the selection in the address',
    );
    await expectNoAxeViolations(page, 'list with a selection');

    await compare(2).click();
    await page.waitForURL((url) => url.pathname === paths.app.compareGenerations);
    expect(new URL(page.url()).searchParams.get(COMPARE_IDS_PARAM)).toBe(
      `${refOf(REFINED)},${refOf(NATURAL)}`,
    );
    await page.getByRole('heading', { level: 1, name: 'Compare designs' }).waitFor();
    expect(await page.title()).toBe('Compare designs · YardVision');

    const refined = pane(page, REFINED);
    await refined.waitFor();
    await refined.getByText('Completed', { exact: true }).waitFor();
    await refined.getByText('Fall · Cloudy · Dusk · Golden Hour', { exact: true }).waitFor();
    await waitFor(() => imagesLoaded(refined), 'the first design’s picture loads');

    if (device === 'desktop') {
      // Side by side, the same size, both in the first screenful.
      const natural = pane(page, NATURAL);
      await natural.getByText('Spring · Sunny · Morning · Calm', { exact: true }).waitFor();
      await waitFor(() => imagesLoaded(natural), 'the second design’s picture loads');
      const [a, b] = await Promise.all([refined.boundingBox(), natural.boundingBox()]);
      if (!a || !b) throw new Error('The panes are not laid out.');
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      // The pictures fit the screen's height.
      const frame = await refined.locator('[data-slot="zoom-viewport"]').boundingBox();
      if (!frame) throw new Error('The picture is not laid out.');
      expect(frame.y + frame.height).toBeLessThanOrEqual(viewport.height);
    } else {
      // One design at a time.
      expect(await pane(page, NATURAL).count()).toBe(0);
      await page.locator('p').getByText('Design 1 of 2', { exact: true }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page, 'studio');

    // Zoom is synchronised: '+' in one pane zooms every pane alike; the shared Reset undoes it.
    await refined.getByRole('group', { name: new RegExp(`^Zoom ${REFINED}`) }).focus();
    await page.keyboard.press('+');
    await waitFor(async () => {
      const scales = await paneScales(page);
      return scales.length === 2 && scales.every((scale) => scale > 1 && scale === scales[0]);
    }, 'every pane zooms in');
    await page.getByRole('group', { name: 'Zoom', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    await waitFor(
      async () => (await paneScales(page)).every((scale) => scale === 1),
      'every pane is back at the whole picture',
    );

    // 'Show before': the source photo in place of the result.
    const before = page.getByRole('button', { name: 'Show before' });
    await before.click();
    expect(await before.getAttribute('aria-pressed')).toBe('true');
    await refined.getByRole('img', { name: `Before: source photo of ${REFINED}` }).waitFor();
    await waitFor(() => imagesLoaded(refined), 'the source photo loads');
    await page.getByText('Before shows each design’s own source photo.').waitFor();
    await expectNoAxeViolations(page, 'studio showing before');
    await before.click();
    await refined.getByRole('img', { name: new RegExp(`^${REFINED} · Fall`) }).waitFor();

    if (device === 'phone') {
      await page.getByRole('button', { name: 'Next design' }).click();
      const natural = pane(page, NATURAL);
      await natural.waitFor();
      await page.locator('p').getByText('Design 2 of 2', { exact: true }).waitFor();
      await waitFor(() => imagesLoaded(natural), 'the second design’s picture loads');
      await waitFor(
        async () => (await pane(page, REFINED).count()) === 0,
        'the first design is off screen',
      );
      await expectNoAxeViolations(page, 'studio, second design');

      // The arrow keys move back while the focus is in the carousel.
      await page.getByRole('region', { name: 'Designs' }).focus();
      await page.keyboard.press('ArrowLeft');
      await pane(page, REFINED).waitFor();
    }

    // A design opens from its pane.
    const current = device === 'phone' ? REFINED : NATURAL;
    await pane(page, current)
      .getByRole('link', { name: /^Open design/ })
      .click();
    await page.waitForURL((url) => url.pathname === `${paths.app.generations}/${refOf(current)}`);
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
  });
});

describe('compare studio (desktop only)', () => {
  test('an address with one design says what to do, with the way back', async () => {
    const { page, refOf } = await openSignedIn(VIEWPORTS[0].viewport);
    await page.goto(
      appUrl(`${paths.app.compareGenerations}?${COMPARE_IDS_PARAM}=${refOf(NATURAL)}`),
    );
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'Choose at least 2 designs to compare' }).waitFor();
    await expectNoAxeViolations(page, 'studio with one design');
    await alert.getByRole('link', { name: 'Choose designs to compare' }).click();
    await page.waitForURL((url) => url.pathname === paths.app.generations);
    await page.getByRole('button', { name: 'Compare (1)', exact: true }).waitFor();
  });
});

describe('compare studio, more', () => {
  test('a design still being made says so and appears when ready, without a reload', async () => {
    const { page, refOf } = await openSignedIn(DESKTOP);
    const running = await createGeneration(page, {
      style: { name: 'Gentle Modern', description: 'Clean lines with soft planting.' },
      sources: ['back'],
      start: true,
    });
    await page.goto(
      appUrl(`${paths.app.compareGenerations}?${COMPARE_IDS_PARAM}=${refOf(NATURAL)},${running}`),
    );
    const gentle = pane(page, 'Gentle Modern');
    await gentle.getByText('Generating', { exact: true }).waitFor();
    await gentle
      .getByText('This design is still being made. It appears here by itself when it is ready.')
      .waitFor();
    await expectNoAxeViolations(page, 'studio with a design being made');

    // The studio asks again every 10 s; the demo API finishes after about 4 s.
    await gentle.getByText('Completed', { exact: true }).waitFor({ timeout: 20_000 });
    await gentle.getByRole('img', { name: /^Gentle Modern · Summer/ }).waitFor();
    await waitFor(() => imagesLoaded(gentle), 'the new picture loads');
  }, 120_000);

  test('on a phone a swipe moves to the next design, and pans a zoomed-in one instead', async () => {
    const { page } = await browser.open({ viewport: PHONE });
    // A touch screen from the first page on, as a phone has.
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await enterDemo(page);
    const list = await callApi(page, 'GET', '/api/{org}/yard-vision-generation');
    const refs = (list.body as { items: Generation[] }).items.map((g) => g.sk);
    await page.goto(
      appUrl(`${paths.app.compareGenerations}?${COMPARE_IDS_PARAM}=${refs.join(',')}`),
    );
    const indicator = (n: number) =>
      page.locator('p').getByText(`Design ${n} of 2`, { exact: true });
    await indicator(1).waitFor();
    const frame = page.locator(
      '[data-slot="carousel-item"][data-current] [data-slot="zoom-viewport"]',
    );
    await waitFor(() => imagesLoaded(frame), 'the picture loads');
    const box = await frame.boundingBox();
    if (!box) throw new Error('The pane has no box.');

    await swipe(page, box, -box.width * 0.6, 0.75);
    await indicator(2).waitFor();

    // Zoomed in, a swipe pans the picture and stays on the design.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await waitFor(async () => (await paneScales(page)).every((scale) => scale > 1), 'zoomed in');
    await swipe(page, box, 150);
    await page.waitForTimeout(500);
    expect(await indicator(2).count()).toBe(1);
    await expectNoAxeViolations(page, 'phone studio zoomed in');
  });
});
