import { afterEach, describe, expect, inject, test } from 'vitest';

import { DEMO_ACCOUNT } from '@/config/demo';

import { serveWithNginx, type Site } from '../e2e/nginx-server';
import { serveApi, type ApiServer } from './api-server';
import { DESKTOP, type EnginePage } from './engine';
import { waitForHydration } from './flows';
import { ENGINES, setupEngine } from './harness';
import { PROBLEM_RECORDER } from './in-page';

/**
 * A build with an API (its own service worker), served by the deploy/ nginx site, against the
 * API on loopback: a first visit installs the app for offline use without announcing an
 * update, and after that one visit the app opens with the server gone.
 */

const NEW_VERSION = 'A new version of YardVision is ready.';

let site: Site | undefined;
let api: ApiServer | undefined;

afterEach(async () => {
  await site?.close();
  await api?.close();
  site = undefined;
  api = undefined;
});

async function serveApiBuild() {
  const { dist, apiPort } = inject('apiBuild');
  const origin = `http://127.0.0.1:${apiPort}`;
  site = await serveWithNginx({
    dist,
    apiOrigin: origin,
    storageOrigins: [origin],
    firstScript: PROBLEM_RECORDER,
  });
  api = await serveApi(apiPort, site.url);
  return site.url;
}

/** Resolves once a service worker controls the page (the first visit's, once it has precached). */
function workerControls(page: EnginePage) {
  return page.call<boolean>('() => navigator.serviceWorker?.controller != null');
}

describe.each(ENGINES)('installed for offline use ($engine)', ({ engine }) => {
  const browser = setupEngine(engine);

  test('a first visit announces no update; after it the app opens with the server gone', async () => {
    const baseURL = await serveApiBuild();
    const page = await browser.open({
      viewport: DESKTOP,
      baseURL,
      // With the server gone, the browser logs each call of the app that could not be sent.
      expectedProblems: [/\(Reason: CORS request did not succeed\)/],
    });

    // A first visit: sign in; the app's worker installs meanwhile.
    await page.goto('/login');
    await waitForHydration(page);
    await page.fill({ role: 'textbox', name: 'Email' }, DEMO_ACCOUNT.email);
    await page.fill({ label: 'Password' }, DEMO_ACCOUNT.password);
    await page.click({ role: 'button', name: 'Sign in' });
    await page.waitForPath((path) => path === '/app/dashboard', 'the dashboard opens');
    await page.waitFor({ role: 'heading', level: 1, name: 'Welcome to YardVision' });
    // The app registers its worker once the first screen has painted.
    const painted = Date.now();
    // Another screen of the app loaded while the first worker installs (a link from a message,
    // a reload): it finds that worker installing, and must not take it for an update.
    // (Registered once the dashboard has painted; Firefox keeps it 'installed' a while.)
    await page.waitUntil(
      () =>
        page.call<boolean>(
          '() => navigator.serviceWorker.getRegistration().then((r) => r !== undefined)',
        ),
      'the first worker is registered',
    );
    await page.goto('/app/generations');
    await page.waitFor({ role: 'heading', level: 1, name: 'YardVision' });
    // The page this load began (a move that reloads would lose it).
    await page.call('() => { window.__e2eSameLoad = true; }');
    await page.waitUntil(() => workerControls(page), 'the worker controls the page', 60_000);
    console.info(
      `${engine}: a worker controls the app ${Date.now() - painted} ms after its first paint`,
    );

    // No update was announced: a first install is none.
    await page.call('() => new Promise((resolve) => setTimeout(resolve, 1000))');
    expect(await page.count({ text: NEW_VERSION }), 'no update announced').toBe(0);

    // Moves stay in the page: nothing reloads it.
    await page.click({ role: 'link', name: 'Customers' });
    await page.waitFor({ role: 'heading', level: 1, name: 'Customers' });
    await page.waitFor({ text: 'Maria Gonzalez' });
    await page.click({ role: 'link', name: 'Projects' });
    await page.waitFor({ role: 'heading', level: 2, name: 'Front yard refresh' });
    expect(await page.call<boolean>('() => window.__e2eSameLoad === true'), 'no reload').toBe(true);
    expect(await page.count({ text: NEW_VERSION })).toBe(0);
    await page.expectNoAxeViolations('projects, installed');

    // What was seen is kept (the query cache is written at most once a second).
    await page.call('() => new Promise((resolve) => setTimeout(resolve, 1500))');

    // The server is gone: the web server and the API.
    await site?.close();
    site = undefined;
    await api?.close();
    api = undefined;

    await page.goto('/app/customers');
    await page.waitFor({ role: 'heading', level: 1, name: 'Customers' }, 30_000);
    await page.waitFor({ text: 'Maria Gonzalez' }, 30_000);
    await page.goto('/app/projects');
    await page.waitFor({ role: 'heading', level: 2, name: 'Front yard refresh' }, 30_000);
  });
});
