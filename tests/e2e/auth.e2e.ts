import { describe, expect, test } from 'vitest';

import { DEMO_ACCOUNT } from '@/config/demo';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';

import {
  appUrl,
  currentPath,
  dashboardShown,
  expectNoAxeViolations,
  setupBrowser,
  VIEWPORTS,
  waitForHydration,
} from './browser';

const browser = setupBrowser();

const PUBLIC_AUTH_PAGES = [
  { path: '/login', heading: 'Sign in' },
  { path: '/register', heading: 'Create an account' },
  { path: '/confirm?email=new%40example.com&mode=register', heading: 'Confirm Your Email' },
  { path: '/forgot-password', heading: 'Forgot Password' },
];

describe.each(VIEWPORTS)('sign-in screens ($device)', ({ viewport }) => {
  test('each screen passes axe-core, also with its validation messages showing', async () => {
    const { page } = await browser.open({ viewport });
    for (const { path, heading } of PUBLIC_AUTH_PAGES) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectNoAxeViolations(page, heading);
    }
    await page.goto(appUrl('/login'));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter your email address').waitFor();
    await expectNoAxeViolations(page, 'sign-in with field errors');
  });

  test('signs in, keeps the session on reload, and logs out', async () => {
    const { page } = await browser.open({
      viewport,
      expectedConsoleErrors: [/status of 401 \(Unauthorized\)/],
    });
    await page.goto(appUrl('/login'));
    await waitForHydration(page);
    await page.getByLabel('Email').fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_ACCOUNT.email);
    await expectNoAxeViolations(page, 'sign-in error');

    await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/app/dashboard');
    await page.reload();
    await dashboardShown(page);
    expect(currentPath(page)).toBe('/app/dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });

  test('forgot password answers after 1.2 s without any request', async () => {
    const { page } = await browser.open({ viewport });
    await page.goto(appUrl('/forgot-password'));
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    await waitForHydration(page);
    // Let lazy chunks and images of the page finish loading first.
    await page.waitForLoadState('networkidle');
    // The form's checks load as the user starts on it (the site's own code, under /assets/);
    // nothing else may be asked for: no call of any API.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/assets/')) requests.push(request.url());
    });

    await page.getByLabel('Email').fill('robin@example.com');
    const started = Date.now();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account with that email exists, a password reset link has been sent.')
      .waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1100);
    expect(requests).toEqual([]);
  });
});
