import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { THEME_STORAGE_KEY } from '@/config/theme';
import { HOW_IT_WORKS_ID, landingContent } from '@/features/landing/model/landing-content';

import {
  appUrl,
  currentPath,
  expectNoAxeViolations,
  setupBrowser,
  VIEWPORTS,
  waitFor,
  waitForHydration,
  type Viewport,
} from './browser';

const browser = setupBrowser();

const WIDE: Viewport = { width: 1440, height: 900 };
const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

/** Every size × theme the layout is checked at: phone and desktop, plus a wide screen. */
const LAYOUTS = [...VIEWPORTS, { device: 'wide', viewport: WIDE }].flatMap((size) =>
  THEMES.map((theme) => ({ ...size, theme })),
);

/** Opens `/` with `theme` stored as the user's preference (as the theme menu stores it). */
async function openLanding(viewport: Viewport, theme?: Theme) {
  // The landing page scrolls smoothly unless the user prefers reduced motion: both are tested.
  const { page, context } = await browser.open({ viewport, motion: 'no-preference' });
  if (theme) {
    await context.addInitScript(
      ({ key, value }) => {
        try {
          localStorage.setItem(key, value);
        } catch {
          // about:blank has no storage.
        }
      },
      { key: THEME_STORAGE_KEY, value: theme },
    );
  }
  await page.goto(appUrl('/'));
  await page
    .getByRole('heading', { level: 1, name: 'Transform Your Outdoor Space with AI' })
    .waitFor();
  await waitForHydration(page);
  return page;
}

const heroImage = (page: Page) =>
  page.getByRole('img', { name: /^A front yard shown half before and half after: / });

/** The top of the How It Works section, relative to the viewport. */
const howItWorksTop = (page: Page) =>
  page.evaluate(
    (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN,
    HOW_IT_WORKS_ID,
  );

describe.each(LAYOUTS)('landing page ($device, $theme)', ({ viewport, theme }) => {
  test('fits the width, loads every picture and has no axe violations', async () => {
    const page = await openLanding(viewport, theme);
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(dark).toBe(theme === 'dark');

    // The hero picture loads at once; the others as they are scrolled to.
    await waitFor(
      () => heroImage(page).evaluate((image: HTMLImageElement) => image.naturalWidth > 0),
      'the hero image should load',
    );
    expect(await heroImage(page).evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/landing\/hero-before-after-\d+\.webp$/,
    );
    const images = page.getByRole('main').locator('img');
    expect(await images.count()).toBe(1 + landingContent.features.items.length);
    for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
    await waitFor(
      () =>
        images.evaluateAll((all: HTMLImageElement[]) =>
          all.every((image) => image.complete && image.naturalWidth > 0),
        ),
      'every landing image should load',
    );

    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.scroll, 'no horizontal overflow').toBeLessThanOrEqual(widths.viewport);

    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await expectNoAxeViolations(page, `${theme} theme`);
  });
});

describe.each(VIEWPORTS)('landing page actions ($device)', ({ viewport }) => {
  test('the secondary action scrolls How It Works into view, below the header, and focuses it', async () => {
    const page = await openLanding(viewport);
    expect(await howItWorksTop(page)).toBeGreaterThan(viewport.height);

    await page.getByRole('link', { name: 'See How It Works' }).click();

    const headerHeight = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().height);
    // A smooth scroll takes a moment; it ends with the section just below the sticky header.
    await waitFor(
      async () => Math.abs((await howItWorksTop(page)) - headerHeight) <= 2,
      'How It Works should be scrolled to just below the header',
    );
    expect(currentPath(page)).toBe(`/#${HOW_IT_WORKS_ID}`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(HOW_IT_WORKS_ID);
    await page.getByRole('heading', { level: 2, name: 'How It Works' }).waitFor();
    const stepTitles = await page
      .getByRole('region', { name: 'How It Works' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(stepTitles).toEqual(['Upload Your Space', 'AI Analysis', 'Customize Your Design']);
  });

  test('scrolls smoothly, but not when the user prefers reduced motion', async () => {
    const page = await openLanding(viewport);
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await scrollBehavior()).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');

    await page.getByRole('link', { name: 'See How It Works' }).click();
    // Without the animation the section is in place straight away.
    const headerHeight = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().height);
    expect(Math.abs((await howItWorksTop(page)) - headerHeight)).toBeLessThanOrEqual(2);
  });

  test("'Try for Free' and 'Get Started Today' go to sign-in", async () => {
    const page = await openLanding(viewport);
    const closing = page.getByRole('link', { name: 'Get Started Today', exact: true });
    expect(await closing.getAttribute('href')).toBe('/login');

    await page.getByRole('link', { name: 'Try for Free', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(currentPath(page)).toBe('/login');
    // The landing page's smooth scrolling does not follow the user to the next screen.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');

    await page.goBack();
    await page
      .getByRole('heading', { level: 1, name: 'Transform Your Outdoor Space with AI' })
      .waitFor();
    await closing.click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
