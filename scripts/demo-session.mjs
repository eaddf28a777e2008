// A demo-mode build in Chromium, signed in with the demo account, as measure:list-filter and
// measure:compare use it: a page at 1280 x 800 on the served build, and the in-browser demo API
// called from that page as the app's client calls it (the JWT in localStorage, the organization
// from its payload).
import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { hasBuild, sleep, startPreview } from './preview-server.mjs';

const DEMO_EMAIL = 'demo@yardvision.app';

/** Where the app keeps the signed-in user's JWT (localStorage). */
export const TOKEN_KEY = 'userToken';

/**
 * Calls the demo API from the page, as the app's client does; `{org}` in `path` becomes the
 * signed-in organization. Resolves with { status, body } (body: the JSON, else null).
 */
export function callApi(page, method, path, body) {
  return page.evaluate(
    async ({ method, path, body, key }) => {
      const token = localStorage.getItem(key) ?? '';
      const { organizationRef } = JSON.parse(atob(token.split('.')[1] ?? ''));
      const response = await fetch(path.replace('{org}', organizationRef), {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        body: type.includes('json') ? await response.json() : null,
      };
    },
    { method, path, body, key: TOKEN_KEY },
  );
}

/** Signs in on /login with the demo account and waits until the demo API answers. */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByText(DEMO_EMAIL).waitFor();
  // The page is prerendered: its buttons do nothing until the app has taken it over, which the
  // theme menu shows (it exists only in the browser).
  await page.getByRole('button', { name: /^Theme:/ }).waitFor();
  await page.getByRole('button', { name: 'Use demo account' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/app/dashboard');
  // Until the in-browser API runs, the server answers /api/ paths with index.html.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await callApi(page, 'GET', '/api/{org}/customers');
    if (response.status === 200 && response.body) return;
    if (Date.now() > deadline) throw new Error('The demo API did not answer.');
    await sleep(200);
  }
}

/**
 * Serves the build with `vite preview` (saying where), opens Chromium and a page at 1280 x 800
 * (actions time out after `timeout` ms; uncaught errors printed) and signs in on it. Resolves with
 * { baseUrl, context, page, close }, or null when there is no build (said as `script`, exit code
 * 1). close() ends the browser and the server; on a failure here both are ended before it throws.
 */
export async function openDemoSession(script, { timeout }) {
  if (!hasBuild(script)) return null;
  let server;
  let browser;
  const close = async () => {
    await browser?.close();
    await server?.stop();
  };
  try {
    server = await startPreview();
    const { baseUrl } = server;
    console.log(`vite preview (pid ${server.pid}) at ${baseUrl}`);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(timeout);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await signIn(page, baseUrl);
    return { baseUrl, context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
