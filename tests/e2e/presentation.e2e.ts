import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import type { PresentationPlan } from '@/features/presentation/plan/presentation-plan';

import { appUrl, DESKTOP, expectNoAxeViolations, PHONE, waitFor, type Viewport } from './browser';
import {
  createGeneration,
  demoProject,
  finishedDesigns,
  setupDemoBrowser,
  enterDemo,
  storePresentationPlan,
  type DemoPhoto,
} from './demo-helpers';
import { swipe, type Box } from './touch';

/**
 * Presentation mode on the production build, in demo mode: three finished designs of the demo
 * project chosen (the plan put into this browser's storage as the project page keeps it), shown
 * by keyboard on a laptop and by swipe on a phone held both ways.
 */

const browser = setupDemoBrowser();

const SETTINGS = {
  season: 'fall',
  weather: 'cloudy',
  timeOfDay: 'dusk',
  atmosphericEffect: 'calm',
} as const;

type Design = { ref: string; styleName: string; beforeUrl: string; afterUrl: string };

const STYLES = [
  {
    name: 'Gentle Modern',
    description: 'Clean lines, gravel and a few bold plants.',
    photo: 'front',
  },
  { name: 'Cottage Charm', description: 'Roses along the fence.', photo: 'back' },
  { name: 'Natural Accent', description: 'Native grasses soften the edges.', photo: 'front' },
] as const satisfies readonly { name: string; description: string; photo: DemoPhoto }[];

/**
 * Signs in to the demo, makes three finished designs in its project and chooses them (in the
 * order made) with notes. Resolves with the project and the designs as the slides show them.
 */
async function prepareProposal(page: Page) {
  await enterDemo(page);
  const project = await demoProject(page);

  const refs: string[] = [];
  for (const style of STYLES) {
    const { photo, ...named } = style;
    refs.push(
      await createGeneration(page, {
        style: named,
        sources: [photo],
        start: true,
        settings: SETTINGS,
        project,
      }),
    );
  }
  const made = await finishedDesigns(page, project, refs);
  const designs: Design[] = made.map((generation) => ({
    ref: generation.sk,
    styleName: generation.style?.name ?? '',
    beforeUrl: generation.sourceImages?.[0] ?? '',
    afterUrl: generation.finalImageUrl ?? '',
  }));

  const plan: PresentationPlan = {
    refs,
    notes: { [refs[1] ?? '']: 'Roses need sun: the back fence gets it all afternoon.' },
    proposalNote: 'Three ways to make the front of the house welcoming.',
  };
  await storePresentationPlan(page, project.sk, plan);
  return { project, designs };
}

function presentPath(projectRef: string) {
  return `/app/projects/${projectRef}/present`;
}

function deck(page: Page) {
  return page.getByRole('main', { name: 'Presentation' });
}

async function counterText(page: Page) {
  return (await deck(page).getByRole('status').textContent()) ?? '';
}

async function expectSlide(page: Page, position: number, count: number, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await waitFor(
    async () => (await counterText(page)).startsWith(`${position} / ${count}`),
    `slide ${position} of ${count}`,
  );
  expect(await counterText(page)).toContain(`Slide ${position} of ${count}: ${heading}`);
}

/** Both pictures of the slide on screen have loaded (decoded, with their natural size). */
async function expectPicturesLoaded(page: Page, design: Design) {
  const pictures = deck(page).locator('img');
  await waitFor(
    async () =>
      (
        await pictures.evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).naturalWidth),
        )
      ).every((width) => width > 0),
    'the pictures have loaded',
  );
  const sources = await pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).src),
  );
  expect(sources).toEqual([design.beforeUrl, design.afterUrl]);
}

/** The browser has fetched the pictures of `design` (before its slide is shown). */
async function expectPreloaded(page: Page, design: Design) {
  await waitFor(async () => {
    // As images (not the background fetch that keeps the presentation for offline use).
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
        .map((entry) => entry.name),
    );
    return fetched.includes(design.beforeUrl) && fetched.includes(design.afterUrl);
  }, `the pictures of ${design.styleName} are loaded ahead`);
}

/**
 * No slide has shown the pictures of `design` yet (as images). Keeping the presentation for
 * offline use fetches every chosen picture in the background (into Cache Storage, with
 * `fetch`), which is not what this is about.
 */
async function expectNotFetched(page: Page, design: Design) {
  const shown = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'fetch')
      .map((entry) => entry.name),
  );
  expect(shown).not.toContain(design.afterUrl);
}

async function boxOf(page: Page, selector: Parameters<Page['locator']>[0]): Promise<Box> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
}

/** The before/after frame fits the screen above the controls. */
async function expectFrameFits(page: Page, viewport: Viewport) {
  const frame = await boxOf(page, '[data-slot="compare-slider"]');
  expect(frame.width).toBeGreaterThan(100);
  expect(frame.height).toBeGreaterThan(80);
  expect(frame.x).toBeGreaterThanOrEqual(0);
  expect(frame.y).toBeGreaterThanOrEqual(0);
  expect(frame.x + frame.width).toBeLessThanOrEqual(viewport.width + 0.5);
  const controls = await deck(page).getByRole('button', { name: 'Exit' }).boundingBox();
  expect(frame.y + frame.height).toBeLessThanOrEqual((controls?.y ?? viewport.height) + 0.5);
}

/**
 * The phone turned sideways, the deck still full screen (a tap on a phone's deck asks for it):
 * the screen's size changes under the page, as the device's metrics do when a phone turns.
 * Playwright's setViewportSize resizes the window instead, which Chromium refuses for a
 * full-screen one. The session stays open: its metrics last as long as it does.
 */
async function turnSideways(page: Page, screen: Viewport) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width: screen.width,
    height: screen.height,
    deviceScaleFactor: 1,
    mobile: false,
    screenOrientation: { type: 'landscapePrimary', angle: 90 },
  });
}

describe('presentation mode', () => {
  test('a laptop: through the slides by keyboard, full screen, and out with Escape', async () => {
    const { page } = await browser.open({ viewport: DESKTOP });
    const { project, designs } = await prepareProposal(page);
    const [first, second, third] = designs;

    await page.goto(appUrl(presentPath(project.sk)));
    await expectSlide(page, 1, 4, project.name);
    const title = deck(page).locator('section');
    expect(await title.textContent()).toContain('Prepared for Maria Gonzalez');
    expect(await title.textContent()).toContain('1408 Live Oak Lane');
    expect(await title.textContent()).toContain('Three ways to make the front of the house');
    // No app frame: no sidebar, no top bar.
    expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    // The first design's pictures come ahead; the last one's wait their turn.
    await expectPreloaded(page, first);
    await expectNotFetched(page, third);
    await expectNoAxeViolations(page, 'title slide');

    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 2, 4, first.styleName);
    await expectPicturesLoaded(page, first);
    await expectPreloaded(page, second);
    await expectFrameFits(page, DESKTOP);
    expect(new URL(page.url()).search).toBe('?slide=2');
    await expectNoAxeViolations(page, 'design slide');

    // The divider, once it has the focus, takes the arrows; a clicker's PageDown turns on.
    const divider = deck(page).getByRole('slider', { name: 'Compare before and after' });
    await divider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await divider.inputValue()).toBe('48');
    expect(await counterText(page)).toMatch(/^2 \/ 4/);
    await page.keyboard.press('PageDown');
    await expectSlide(page, 3, 4, second.styleName);
    await expectPicturesLoaded(page, second);
    expect(await deck(page).textContent()).toContain('Roses need sun');
    expect(await deck(page).getByRole('list', { name: 'Settings' }).textContent()).toBe(
      'FallCloudyDuskCalm',
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await expectSlide(page, 4, 4, third.styleName);
    await expectPicturesLoaded(page, third);
    await page.keyboard.press('Home');
    await expectSlide(page, 1, 4, project.name);
    await page.keyboard.press('End');
    await expectSlide(page, 4, 4, third.styleName);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectSlide(page, 3, 4, second.styleName);

    // The address says the slide (written as it shows), so a reload stays on it.
    await page.waitForURL((url) => url.searchParams.get('slide') === '3');
    await page.reload();
    await expectSlide(page, 3, 4, second.styleName);

    // 'Full screen' switches the browser's full screen on and off. (Arriving just after a
    // click or a key, as here after a reload, the page may already be full screen: the browser
    // still counts that gesture.)
    const toggle = deck(page).getByRole('button', { name: 'Full screen' });
    const isFullscreen = () => page.evaluate(() => document.fullscreenElement !== null);
    if (await isFullscreen()) {
      await toggle.click();
      await waitFor(async () => !(await isFullscreen()), 'full screen is off');
    }
    // The toggle follows the browser's 'fullscreenchange', a render after the change itself.
    const pressed = (value: string) => async () =>
      (await toggle.getAttribute('aria-pressed')) === value;
    await waitFor(pressed('false'), 'the toggle says full screen is off');
    await toggle.click();
    await waitFor(isFullscreen, 'the page is full screen');
    await waitFor(pressed('true'), 'the toggle says full screen is on');
    expect(await counterText(page)).toMatch(/^3 \/ 4/);

    // One Escape gets the user out, to the project page, and out of full screen.
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/projects/${project.sk}`);
    await waitFor(async () => !(await isFullscreen()), 'full screen has ended');

    // Full screen ended by the browser (its Escape, its own controls) also ends the show.
    await page.goto(appUrl(`${presentPath(project.sk)}?slide=2`));
    await expectSlide(page, 2, 4, first.styleName);
    if (!(await isFullscreen())) await toggle.click();
    await waitFor(isFullscreen, 'the page is full screen again');
    await page.evaluate(() => document.exitFullscreen());
    await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/projects/${project.sk}`);
  });

  test('the site lets only itself go full screen', async () => {
    const response = await fetch(appUrl('/app/projects/p-1/present'));
    const policy = (response.headers.get('permissions-policy') ?? '').split(/,\s*/);
    expect(policy).toContain('fullscreen=(self)');
    expect(policy).toContain('camera=()');
  });

  test('a phone: swipes in portrait and landscape; a drag on the divider moves only it', async () => {
    const { page } = await browser.open({ viewport: PHONE });
    const { project, designs } = await prepareProposal(page);
    const [first, second, third] = designs;

    await page.goto(appUrl(presentPath(project.sk)));
    await expectSlide(page, 1, 4, project.name);
    await expectNoAxeViolations(page, 'title slide, phone');

    // A swipe to the left, anywhere on the title slide: the next slide.
    await swipe(page, await boxOf(page, 'main section'), -250, 0.85);
    await expectSlide(page, 2, 4, first.styleName);
    await expectPicturesLoaded(page, first);
    await expectPreloaded(page, second);
    await expectFrameFits(page, PHONE);
    await expectNoAxeViolations(page, 'design slide, phone');

    // A finger on the divider drags the divider: the slide stays.
    const divider = deck(page).getByRole('slider', { name: 'Compare before and after' });
    expect(await divider.inputValue()).toBe('50');
    await swipe(page, await boxOf(page, '[data-slot="compare-slider"]'), -120, 0.5);
    await waitFor(async () => Number(await divider.inputValue()) < 30, 'the divider moved');
    expect(await counterText(page)).toMatch(/^2 \/ 4/);

    // Under the pictures (the style and note), a swipe turns the slide, both ways.
    const caption = deck(page).getByRole('heading', { level: 1 }).locator('..');
    const captionBox = await caption.boundingBox();
    if (!captionBox) throw new Error('The caption is not on screen');
    await swipe(page, { ...captionBox, x: 0, width: PHONE.width }, -250, 0.85);
    await expectSlide(page, 3, 4, second.styleName);
    await expectPicturesLoaded(page, second);
    await swipe(page, { ...captionBox, x: 0, width: PHONE.width }, 250, 0.15);
    await expectSlide(page, 2, 4, first.styleName);

    // Landscape: the pictures beside the words, still inside the screen; swipes still work.
    const landscape = { width: PHONE.height, height: PHONE.width };
    await turnSideways(page, landscape);
    await expectFrameFits(page, landscape);
    const sideBox = await deck(page).getByRole('heading', { level: 1 }).locator('..').boundingBox();
    if (!sideBox) throw new Error('The caption is not on screen');
    await swipe(page, sideBox, -sideBox.width * 0.8, 0.9);
    await expectSlide(page, 3, 4, second.styleName);
    await expectPicturesLoaded(page, second);
    await expectFrameFits(page, landscape);
    await expectPreloaded(page, third);
    await expectNoAxeViolations(page, 'design slide, phone held sideways');

    // 'Exit' goes back to the project.
    await deck(page).getByRole('button', { name: 'Exit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/projects/${project.sk}`);
  });

  test('with nothing chosen it says so and leads back to the project page', async () => {
    const { page } = await browser.openSignedIn({ viewport: PHONE });
    const project = await demoProject(page);
    await page.goto(appUrl(presentPath(project.sk)));
    await page
      .getByRole('heading', { level: 1, name: 'No designs are chosen to present yet' })
      .waitFor();
    await expectNoAxeViolations(page, 'nothing chosen');
    await page.getByRole('link', { name: 'Choose designs to present' }).click();
    await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
  });
});
