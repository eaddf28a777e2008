import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { TOKEN_STORAGE_KEY } from '@/lib/session/session';

import {
  appUrl,
  dashboardShown,
  DESKTOP,
  PHONE,
  setupBrowser,
  waitFor,
  type Viewport,
} from './browser';

/**
 * The app shell (app.html) paints the app's frame before the app can act: its buttons must keep
 * their word. Logout pressed the moment it shows, on a phone's slow CPU (4x slower), signs out;
 * so does a press on it that the app's frame replaces between the button going down and up.
 * A press on the theme's button, a phone's menu button, or Ctrl+B while the app's code is held
 * back is carried out once the app has taken over: the menu opens, the sidebar opens or
 * collapses.
 */

const browser = setupBrowser();

/** How many loads press Logout the moment it shows. */
const LOADS = 10;

const SHELL_PRESSES = 'e2e:shell-presses';

/**
 * Before the page's scripts: counts, in the tab's sessionStorage (it outlives the page), the
 * presses that reached the app shell's frame (not yet the app's), so that the test knows it
 * pressed the shell's button.
 */
function countPressesOnTheShell(key: string) {
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-app-shell]')) return;
      sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
    },
    true,
  );
}

/** A signed-in tab on a slow phone's CPU, at the dashboard's address as soon as it has one. */
async function openDashboardSlowly(viewport: Viewport) {
  const opened = await browser.open({ viewport, signedIn: true });
  await opened.context.addInitScript(countPressesOnTheShell, SHELL_PRESSES);
  const cdp = await opened.context.newCDPSession(opened.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await opened.page.goto(appUrl('/app/dashboard'), { waitUntil: 'commit' });
  return opened;
}

/**
 * A signed-in tab at the dashboard whose app is held back: its entry script (which the shell's
 * script asks for once the frame has painted) arrives when `release` is called. Until then the
 * page is the shell's frame alone.
 */
async function openDashboardHeldBack(viewport: Viewport) {
  const opened = await browser.open({ viewport, signedIn: true });
  await opened.context.addInitScript(countPressesOnTheShell, SHELL_PRESSES);
  const html = await (await fetch(appUrl('/app/dashboard'))).text();
  const entry = /"entry":"([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error("app.html's script names no entry.");
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await opened.context.route(appUrl(entry), async (route) => {
    await released;
    await route.continue();
  });
  await opened.page.goto(appUrl('/app/dashboard'), { waitUntil: 'commit' });
  return { ...opened, release };
}

function pressesOnTheShell(page: Page) {
  return page.evaluate((key) => Number(sessionStorage.getItem(key) ?? 0), SHELL_PRESSES);
}

describe('a press on the app shell’s frame, before the app can act', () => {
  test(`Logout pressed the moment it shows signs out (${LOADS} loads)`, async () => {
    let onTheShell = 0;
    for (let load = 1; load <= LOADS; load += 1) {
      const { page, context } = await openDashboardSlowly(DESKTOP);
      await page.getByRole('button', { name: 'Logout' }).click();

      await page.waitForURL((url) => !url.pathname.startsWith('/app'), { timeout: 10_000 });
      expect(
        await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY),
        `load ${load}: the session is gone`,
      ).toBeNull();
      onTheShell += await pressesOnTheShell(page);
      await context.close();
    }
    // The press reached the shell's frame, not the app's (the app takes over ~1 s later).
    expect(onTheShell, 'loads whose press reached the shell').toBeGreaterThan(0);
  }, 120_000);

  test("Logout held down on the shell's frame while the app takes over, released on the app's, signs out", async () => {
    const { page, release } = await openDashboardHeldBack(DESKTOP);
    const box = await page.getByRole('button', { name: 'Logout' }).boundingBox();
    if (!box) throw new Error("The shell's Logout has no box.");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The element the button went down on is gone: the browser clicks nothing on release.
    await page.locator('[data-app-shell]').first().waitFor({ state: 'detached' });
    await page.mouse.up();

    await page.waitForURL((url) => !url.pathname.startsWith('/app'));
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });

  test("the theme's button pressed the moment it shows opens its menu; Dark switches the theme", async () => {
    const { page, release } = await openDashboardHeldBack(DESKTOP);
    await page.getByRole('button', { name: /^Theme:/ }).click();
    expect(await pressesOnTheShell(page), 'the press reached the shell').toBe(1);
    release();

    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
    await menu.waitFor({ state: 'hidden' });
    await waitFor(
      () => page.evaluate(() => document.documentElement.classList.contains('dark')),
      'the page is dark',
    );
    expect(await page.getByRole('button', { name: /^Theme:/ }).getAttribute('aria-label')).toBe(
      'Theme: Dark',
    );
  });

  test("a phone's menu button pressed the moment it shows opens the sidebar", async () => {
    const { page, release } = await openDashboardHeldBack(PHONE);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    expect(await pressesOnTheShell(page), 'the press reached the shell').toBe(1);
    release();

    const sheet = page.getByRole('dialog', { name: 'Main' });
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
  });

  test('Ctrl+B pressed on the frame collapses the sidebar at once, and it stays so', async () => {
    const { page, release } = await openDashboardHeldBack(DESKTOP);
    const sidebar = page.locator('[data-slot="sidebar"]');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');
    await page.keyboard.press('Control+b');
    expect(await page.locator('[data-app-shell]').count(), 'the shell shows').toBe(1);
    expect(await sidebar.getAttribute('data-state')).toBe('collapsed');
    release();

    await dashboardShown(page);
    await waitFor(
      async () => (await sidebar.getAttribute('data-state')) === 'collapsed',
      'the sidebar is collapsed',
    );
    expect(
      await page.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });
});
