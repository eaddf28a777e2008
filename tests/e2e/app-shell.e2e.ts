import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import {
  appUrl,
  currentPath,
  dashboardShown,
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  setupBrowser,
  VIEWPORTS,
  waitFor,
  waitForAnimations,
} from './browser';

const browser = setupBrowser();

const toggleButton = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });
/** The same button, found also while an open sheet hides the rest of the page (aria-hidden). */
const toggleButtonBehindSheet = (page: Page) =>
  page.getByRole('button', { name: 'Toggle sidebar', includeHidden: true });

async function openDashboard(page: Page) {
  await page.goto(appUrl('/app/dashboard'));
  await dashboardShown(page);
}

describe.each(VIEWPORTS)('signed in ($device)', ({ viewport }) => {
  test('/app redirects to the dashboard', async () => {
    const { page } = await browser.open({ viewport, signedIn: true });
    await page.goto(appUrl('/app'));

    await page.waitForURL((url) => url.pathname === '/app/dashboard');
    await dashboardShown(page);
    expect(currentPath(page)).toBe('/app/dashboard');
  });

  test('an unknown /app path redirects to the dashboard', async () => {
    const { page } = await browser.open({ viewport, signedIn: true });
    await page.goto(appUrl('/app/no-such-screen'));

    await page.waitForURL((url) => url.pathname === '/app/dashboard');
    await dashboardShown(page);
  });

  test('the dashboard shows its content and has no axe violations', async () => {
    const { page } = await browser.open({ viewport, signedIn: true });
    await openDashboard(page);

    await page.getByRole('heading', { name: 'Generate New Design' }).waitFor();
    const start = page.getByRole('link', { name: 'Start Generating' });
    await start.waitFor();
    expect(await start.getAttribute('href')).toBe('/app/generations/generate');
    await page.getByRole('heading', { name: 'Getting Started' }).waitFor();
    expect(await page.locator('main ol > li').count()).toBe(5);

    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: /^Theme:/ }).waitFor();
    expect(await toggleButton(page).getAttribute('aria-expanded')).toBe(
      viewport === DESKTOP ? 'true' : 'false',
    );

    await expectNoAxeViolations(page);
  });
});

describe('sidebar on desktop (1280x800)', () => {
  const sidebar = (page: Page) => page.locator('[data-slot="sidebar"]');
  const container = (page: Page) => page.locator('[data-slot="sidebar-container"]');
  const containerWidth = async (page: Page) => (await container(page).boundingBox())?.width;

  async function expectState(page: Page, state: 'expanded' | 'collapsed') {
    await waitFor(
      async () => (await sidebar(page).getAttribute('data-state')) === state,
      `sidebar data-state should be ${state}`,
    );
    const width = state === 'expanded' ? 256 : 48;
    await waitFor(
      async () => (await containerWidth(page)) === width,
      `sidebar container should be ${width}px wide`,
    );
    expect(await toggleButton(page).getAttribute('aria-expanded')).toBe(
      String(state === 'expanded'),
    );
  }

  test('the Main navigation marks the current page', async () => {
    const { page } = await browser.open({ viewport: DESKTOP, signedIn: true });
    await openDashboard(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    for (const name of ['Dashboard', 'Generate your Vision', 'Customers', 'Projects']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    const dashboard = nav.getByRole('link', { name: 'Dashboard', exact: true });
    expect(await dashboard.getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
  });

  test("'Toggle sidebar' and Ctrl+B collapse and expand it; the state survives a reload", async () => {
    const { page, context } = await browser.open({ viewport: DESKTOP, signedIn: true });
    await openDashboard(page);
    await expectState(page, 'expanded');

    await toggleButton(page).click();
    await expectState(page, 'collapsed');
    await expectNoAxeViolations(page, 'sidebar collapsed');

    await toggleButton(page).click();
    await expectState(page, 'expanded');

    await page.keyboard.press('Control+b');
    await expectState(page, 'collapsed');
    const cookie = (await context.cookies(appUrl('/'))).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie?.path).toBe('/');
    // Kept for 7 days.
    const weekFromNow = Date.now() / 1000 + 7 * 24 * 60 * 60;
    expect(cookie?.expires).toBeGreaterThan(weekFromNow - 120);
    expect(cookie?.expires).toBeLessThan(weekFromNow + 120);

    await page.reload();
    await dashboardShown(page);
    expect(await sidebar(page).getAttribute('data-state')).toBe('collapsed');
    await expectState(page, 'collapsed');

    await page.keyboard.press('Control+b');
    await expectState(page, 'expanded');
    const after = (await context.cookies(appUrl('/'))).find((c) => c.name === 'sidebar_state');
    expect(after?.value).toBe('true');
  });
});

describe('sidebar on a phone (375x812)', () => {
  const sheet = (page: Page) => page.getByRole('dialog', { name: 'Main' });

  async function expectSheetOpen(page: Page) {
    await sheet(page).waitFor({ state: 'visible' });
    await waitForAnimations(page);
    expect((await sheet(page).boundingBox())?.width).toBe(288);
    expect(await toggleButtonBehindSheet(page).getAttribute('aria-expanded')).toBe('true');
  }

  async function expectSheetClosed(page: Page) {
    await sheet(page).waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await toggleButton(page).getAttribute('aria-expanded')).toBe('false');
  }

  test('the desktop sidebar never shows, not even while the page loads', async () => {
    const { page } = await browser.open({ viewport: PHONE, signedIn: true });
    // From the first parsed element on, note if a desktop sidebar column is ever visible.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __e2eDesktopSidebarSeen: seen });
      const check = () => {
        for (const element of document.querySelectorAll('[data-slot="sidebar-container"]')) {
          const box = element.getBoundingClientRect();
          if (getComputedStyle(element).display !== 'none' && box.width > 0 && box.height > 0) {
            seen.push(`${String(Math.round(performance.now()))} ms: ${box.width}x${box.height}`);
          }
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
      const frame = () => {
        check();
        if (performance.now() < 5_000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(appUrl('/app/dashboard'));
    await dashboardShown(page);

    const visible = await page.locator('[data-slot="sidebar-container"]:visible').count();
    expect(visible).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const seen = await page.evaluate(
      () => (window as Window & { __e2eDesktopSidebarSeen?: string[] }).__e2eDesktopSidebarSeen,
    );
    expect(seen).toEqual([]);
    expect(await toggleButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  test("'Toggle sidebar' opens the sheet; Escape, Close, a link and Ctrl+B work", async () => {
    const { page } = await browser.open({ viewport: PHONE, signedIn: true });
    await openDashboard(page);

    await toggleButton(page).click();
    await expectSheetOpen(page);
    const nav = sheet(page).getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(
      await nav.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    await expectNoAxeViolations(page, 'mobile sidebar sheet open');

    await page.keyboard.press('Escape');
    await expectSheetClosed(page);

    await toggleButton(page).click();
    await expectSheetOpen(page);
    await sheet(page).getByRole('button', { name: 'Close' }).click();
    await expectSheetClosed(page);

    await toggleButton(page).click();
    await expectSheetOpen(page);
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expectSheetClosed(page);
    expect(currentPath(page)).toBe('/app/dashboard');

    await page.keyboard.press('Control+b');
    await expectSheetOpen(page);
    await page.keyboard.press('Control+b');
    await expectSheetClosed(page);
  });
});
