import { describe, expect, test } from 'vitest';

import { appUrl, currentPath, expectNoAxeViolations, setupBrowser, VIEWPORTS } from './browser';

const browser = setupBrowser();

describe.each(VIEWPORTS)('public pages ($device)', ({ viewport }) => {
  test('the home page renders its header and has no axe violations', async () => {
    const { page } = await browser.open({ viewport });
    await page.goto(appUrl('/'));

    await page.getByRole('heading', { level: 1 }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    await header.getByRole('link', { name: 'Get Started' }).waitFor();
    await page.getByRole('button', { name: /^Theme:/ }).waitFor();
    expect(currentPath(page)).toBe('/');
    // Everything in the header fits inside its padding, also at 375 px.
    const box = await header.getByRole('link', { name: 'Get Started' }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width - 16);

    await expectNoAxeViolations(page);
  });

  test('an unknown path shows "Page not found", with status 404', async () => {
    const { page } = await browser.open({
      viewport,
      // Chromium logs the 404 of the page itself.
      expectedConsoleErrors: [/status of 404 \(Not Found\)/],
    });
    const response = await page.goto(appUrl('/no-such-page'));
    expect(response?.status()).toBe(404);

    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(currentPath(page)).toBe('/no-such-page');

    await expectNoAxeViolations(page);
  });

  test('an anonymous visit to /app/dashboard goes to sign-in, with the way back in redirectTo', async () => {
    const { page } = await browser.open({ viewport });
    await page.goto(appUrl('/app/dashboard'));

    await page.waitForURL((url) => url.pathname === '/login');
    expect(currentPath(page)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await expectNoAxeViolations(page);
  });
});
