import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { THEME_STORAGE_KEY } from '@/config/theme';

import {
  appUrl,
  dashboardShown,
  expectNoAxeViolations,
  setupBrowser,
  VIEWPORTS,
  waitFor,
} from './browser';

const browser = setupBrowser();

type EarlyTheme = { beforeApp?: string; domContentLoaded?: string };

/**
 * Records the <html> classes early in every page load: when #root is parsed (after the inline
 * theme script in <head>, before any module script or React runs) and at DOMContentLoaded.
 */
async function recordEarlyTheme(context: BrowserContext) {
  await context.addInitScript(() => {
    const early: { beforeApp?: string; domContentLoaded?: string } = {};
    Object.assign(window, { __e2eEarlyTheme: early });
    const observer = new MutationObserver(() => {
      if (!document.getElementById('root')) return;
      early.beforeApp = document.documentElement.className;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      early.domContentLoaded = document.documentElement.className;
    });
  });
}

async function earlyTheme(page: Page): Promise<EarlyTheme | undefined> {
  return page.evaluate(() => (window as Window & { __e2eEarlyTheme?: EarlyTheme }).__e2eEarlyTheme);
}

const htmlIsDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

const themeButton = (page: Page) => page.getByRole('button', { name: /^Theme:/ });

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await themeButton(page).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await expectNoAxeViolations(page, 'theme menu open');
  await menu.getByRole('menuitemradio', { name }).click();
  await menu.waitFor({ state: 'hidden' });
}

describe.each(VIEWPORTS)('theme ($device)', ({ viewport }) => {
  test('is dark by default, already before the app runs', async () => {
    const { page, context } = await browser.open({ viewport });
    await recordEarlyTheme(context);
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(await htmlIsDark(page)).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
    expect(await themeButton(page).getAttribute('aria-label')).toBe('Theme: Dark');
    const early = await earlyTheme(page);
    expect(early?.beforeApp?.split(' ')).toContain('dark');
    expect(early?.domContentLoaded?.split(' ')).toContain('dark');
  });

  test("choosing 'Light' drops the dark class, and a reload stays light from the start", async () => {
    const { page, context } = await browser.open({ viewport, signedIn: true });
    await recordEarlyTheme(context);
    await page.goto(appUrl('/app/dashboard'));
    await dashboardShown(page);

    await chooseTheme(page, 'Light');
    await waitFor(async () => !(await htmlIsDark(page)), 'html should lose the dark class');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe(
      'light',
    );
    expect(await themeButton(page).getAttribute('aria-label')).toBe('Theme: Light');
    await expectNoAxeViolations(page, 'light theme');

    await page.reload();
    await dashboardShown(page);
    expect(await htmlIsDark(page)).toBe(false);
    const early = await earlyTheme(page);
    expect(early?.beforeApp).toBeDefined();
    expect(early?.beforeApp?.split(' ')).not.toContain('dark');
    expect(early?.domContentLoaded).toBeDefined();
    expect(early?.domContentLoaded?.split(' ')).not.toContain('dark');

    // The public pages share the preference.
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await htmlIsDark(page)).toBe(false);
    await expectNoAxeViolations(page, 'light theme');

    await chooseTheme(page, 'Dark');
    await waitFor(async () => htmlIsDark(page), 'html should get the dark class');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
  });
});
