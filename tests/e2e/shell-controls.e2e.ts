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
 * their word. A press on one of them the moment it shows, on a phone's slow CPU (4x slower), is
 * carried out once the app has taken over: Logout signs out, the theme's button opens its menu,
 * the menu's button opens the phone's sidebar, Ctrl+B toggles the sidebar.
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

function pressesOnTheShell(page: Page) {
  return page.evaluate((key) => Number(sessionStorage.getItem(key) ?? 0), SHELL_PRESSES);
}

describe('a press on the app shell’s frame, on a slow phone’s CPU', () => {
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

  test("the theme's button pressed the moment it shows opens its menu; Dark switches the theme", async () => {
    const { page } = await openDashboardSlowly(DESKTOP);
    await page.getByRole('button', { name: /^Theme:/ }).click();
    expect(await pressesOnTheShell(page), 'the press reached the shell').toBe(1);

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
    const { page } = await openDashboardSlowly(PHONE);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    expect(await pressesOnTheShell(page), 'the press reached the shell').toBe(1);

    const sheet = page.getByRole('dialog', { name: 'Main' });
    await sheet.waitFor();
    await sheet.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
  });

  test('Ctrl+B pressed as the frame shows collapses the sidebar, and it stays so', async () => {
    const { page } = await openDashboardSlowly(DESKTOP);
    await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
    expect(await page.locator('[data-app-shell]').count(), 'the shell shows').toBeGreaterThan(0);
    await page.keyboard.press('Control+b');

    await dashboardShown(page);
    const sidebar = page.locator('[data-slot="sidebar"]');
    await waitFor(
      async () => (await sidebar.getAttribute('data-state')) === 'collapsed',
      'the sidebar is collapsed',
    );
    expect(
      await page.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });
});
