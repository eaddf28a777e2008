import { fileURLToPath } from 'node:url';

import { DEMO_ACCOUNT } from '@/config/demo';

import type { EnginePage } from './engine';

/** Steps several cross-engine tests take. */

/**
 * Resolves once React has taken a prerendered public page over: its buttons and links show
 * before, and a click then may do nothing. The theme menu exists only from then on.
 */
export async function waitForHydration(page: EnginePage) {
  await page.waitFor({ role: 'button', name: /^(?:Theme|Tema):/ });
}

/**
 * The landing page (axe-clean), its 'Try for Free' to the sign-in screen (axe-clean), where
 * the demo account is offered: the start of a first visit, as a user makes it.
 */
export async function landingToSignIn(page: EnginePage) {
  await page.goto('/');
  await page.waitFor({ role: 'heading', level: 1, name: 'Transform Your Outdoor Space with AI' });
  await waitForHydration(page);
  await page.expectNoAxeViolations('the landing page');
  await page.click({ role: 'link', name: 'Try for Free' });
  await page.waitForPath((path) => path === '/login', 'the sign-in screen opens');
  await page.waitFor({ role: 'heading', level: 1, name: 'Sign in' });
  await page.waitFor({ text: DEMO_ACCOUNT.email });
  await page.expectNoAxeViolations('sign-in');
}

/**
 * Signs in from the sign-in screen with the demo account it offers, and waits until the
 * dashboard shows the demo's data (its in-browser API answers).
 */
export async function signInToDemo(page: EnginePage) {
  if ((await page.path()) !== '/login') await page.goto('/login');
  await waitForHydration(page);
  await page.click({ role: 'button', name: 'Use demo account' });
  await page.click({ role: 'button', name: 'Sign in' });
  await page.waitForPath((path) => path === '/app/dashboard', 'the dashboard opens');
  await page.waitFor({ role: 'heading', level: 1, name: 'Welcome to YardVision' });
}

/** A picture of ../shared/fixtures/images (absolute path). */
export function fixture(name: string) {
  return fileURLToPath(new URL(`../../../shared/fixtures/images/${name}`, import.meta.url));
}

/**
 * From now on the page keeps every Blob it hands the browser as a download
 * (`window.__e2eBlobs`, in order): the engines here have no share sheet, and neither driver
 * hands the test a download, so a test reads the file there.
 */
export async function keepDownloadedBlobs(page: EnginePage) {
  await page.call(
    `() => {
      const create = URL.createObjectURL;
      window.__e2eBlobs = [];
      URL.createObjectURL = (object) => {
        window.__e2eBlobs.push(object);
        return create.call(URL, object);
      };
    }`,
  );
}
