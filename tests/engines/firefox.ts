import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

import type { EngineDriver, ElementAction, LaunchOptions } from './engine';
import type { SerializedQuery } from './in-page';

/**
 * Firefox ESR (Debian's firefox-esr), driven over WebDriver BiDi by puppeteer-core, which
 * speaks BiDi to Firefox itself: no geckodriver, no download. A fresh profile per launch.
 */

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Preferences of the test profile: quiet (no network of its own), the test's language, reduced
 * motion.
 */
function preferences(locale: string | undefined): Record<string, unknown> {
  return {
    'intl.accept_languages': locale ? `${locale}, ${locale.split('-')[0]}` : 'en-US, en',
    'intl.locale.requested': locale ?? 'en-US',
    // Service workers and storage as a user has them (puppeteer's defaults for tests turn
    // nothing of that off); no update checks, telemetry or safe-browsing lists.
    'dom.serviceWorkers.enabled': true,
    'app.update.enabled': false,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
    // The user prefers reduced motion, as in the Chromium suite (tests/e2e/browser.ts): the app
    // stops its spinners and pulses, which the headless browser would otherwise paint on and on.
    'ui.prefersReducedMotion': 1,
  };
}

/**
 * Firefox's own line for a request that a service worker answered with a failure, when the page
 * that sent it is already gone (hence no address): in demo mode the mock API's worker (MSW)
 * passes what it does not mock (pictures, code, the manifest) on to the network with the page's
 * request, and a navigation that cuts it short fails the worker's answer. No script of any page
 * threw. Seen once in CI after a `goto`; a failed request of a page still there names its
 * address and still counts.
 */
const REQUEST_OF_A_PAGE_GONE =
  /^Failed to load ‘’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

export async function launchFirefox({ viewport, locale }: LaunchOptions): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: preferences(locale),
    defaultViewport: viewport,
  });
  const native: string[] = [];
  const page: Page = await browser.newPage();
  await page.setViewport(viewport);
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (REQUEST_OF_A_PAGE_GONE.test(message)) return;
    native.push(`uncaught error (Firefox): ${message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') native.push(`console.error (Firefox): ${message.text()}`);
  });

  const element = async (locate: string, query: SerializedQuery) => {
    const handle = await page.evaluateHandle(`(${locate})(${JSON.stringify(query)})`);
    const found = handle.asElement() as ElementHandle | null;
    if (!found) await handle.dispose();
    return found;
  };

  const perform = async (target: ElementHandle, action: ElementAction) => {
    switch (action.type) {
      case 'click':
      case 'tap':
        // Firefox's BiDi input has no touch to give a page here: a tap is a click.
        await target.click();
        return;
      case 'fill':
        await target.click({ count: 3 });
        await page.keyboard.down('Control');
        await page.keyboard.press('a');
        await page.keyboard.up('Control');
        await page.keyboard.press('Backspace');
        await target.type(action.value);
        return;
      case 'upload':
        await (target as ElementHandle<HTMLInputElement>).uploadFile(...action.files);
        return;
      case 'drag': {
        await target.scrollIntoView();
        const box = await target.boundingBox();
        if (!box) throw new Error('drag: the element is not shown.');
        const [first, ...rest] = action.points.map((point) => ({
          x: box.x + point.x * box.width,
          y: box.y + point.y * box.height,
        }));
        await page.mouse.move(first.x, first.y);
        await page.mouse.down();
        for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 2 });
        await page.mouse.up();
        return;
      }
      case 'select': {
        const value = await target.evaluate((select, label) => {
          const options = [...(select as HTMLSelectElement).options];
          return options.find((option) => option.text.trim() === label)?.value;
        }, action.label);
        if (value === undefined) throw new Error(`No option '${action.label}'.`);
        await (target as ElementHandle<HTMLSelectElement>).select(value);
        return;
      }
    }
  };

  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    url: () => Promise.resolve(page.url()),
    async call<T>(source: string, arg?: unknown) {
      return (await page.evaluate(`(${source})(${JSON.stringify(arg ?? null)})`)) as T;
    },
    async inject(source) {
      await page.evaluate(`(() => { ${source}\n})()`);
    },
    async act(locate, query, action) {
      const target = await element(locate, query);
      if (!target) return false;
      try {
        await perform(target, action);
      } finally {
        await target.dispose();
      }
      return true;
    },
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }));
    },
    takeNativeProblems() {
      return native.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}
