import { describe, expect, test } from 'vitest';

import { TOKEN_STORAGE_KEY } from '@/lib/session/session';

import {
  appUrl,
  currentPath,
  dashboardShown,
  expectNoAxeViolations,
  setupBrowser,
  VIEWPORTS,
} from './browser';

const browser = setupBrowser();

describe.each(VIEWPORTS)('session ($device)', ({ viewport }) => {
  test("'Logout' clears the token and goes home; the app then asks to sign in", async () => {
    const { page } = await browser.open({ viewport, signedIn: true });
    await page.goto(appUrl('/app/dashboard'));
    await dashboardShown(page);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY),
    ).not.toBeNull();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(currentPath(page)).toBe('/');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    await expectNoAxeViolations(page, 'after logout');

    await page.goto(appUrl('/app/dashboard'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(currentPath(page)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
  });

  test('an expired token counts as signed out', async () => {
    const { page, context } = await browser.open({ viewport });
    const { createTestToken } = await import('@/testing/tokens');
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: TOKEN_STORAGE_KEY,
      value: createTestToken({}, -60),
    });
    await page.goto(appUrl('/app/dashboard'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(currentPath(page)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
  });
});
