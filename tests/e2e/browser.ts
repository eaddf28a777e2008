import type axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

import { TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { createTestToken } from '@/testing/tokens';

import {
  CHROMIUM_ARGS,
  CHROMIUM_HEADLESS_SHELL_PATH,
  CHROMIUM_PATH,
} from '../../scripts/chromium.mjs';
import { AXE_RUN_OPTIONS, AXE_SOURCE, describeAxeViolation } from './axe';

export type Viewport = { width: number; height: number };

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const PHONE: Viewport = { width: 375, height: 812 };

/** For `describe.each`: every test that makes sense on both runs at both sizes. */
export const VIEWPORTS = [
  { device: 'desktop', viewport: DESKTOP },
  { device: 'phone', viewport: PHONE },
] as const;

/**
 * How long a locator, an action or a condition may take before the test fails: 20 s, not the
 * 10 s one page alone needs, since two test files (two browsers) share the cores here, beside
 * CI's other steps; on a busy machine a heading can take more than 10 s to show.
 */
export const PATIENCE_MS = 20_000;

/** The base URL of the app under test (served by global-setup.ts). */
export function baseURL(): string {
  return inject('baseURL');
}

/** An absolute URL on the app under test. */
export function appUrl(path: string): string {
  return new URL(path, baseURL()).href;
}

/** The path, query and hash of the page's current URL. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Debian's Chromium headless shell (the browser tests), or its whole browser (`whole`: the
 * figures, as users run it); `args` are added to the usual ones.
 */
export function launchBrowser(args: string[] = [], { whole = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: whole ? CHROMIUM_PATH : CHROMIUM_HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS, ...args],
  });
}

export type OpenOptions = {
  viewport: Viewport;
  /** Start with a valid session token in localStorage. */
  signedIn?: boolean;
  /** The browser's language (navigator.languages, Accept-Language), e.g. 'es-ES'. */
  locale?: string;
  /** false: the page's scripts do not run (what a crawler or a page before its scripts sees). */
  javaScriptEnabled?: boolean;
  /** Console errors the test expects (e.g. the browser's log line of a deliberate 401). */
  expectedConsoleErrors?: RegExp[];
  /**
   * Content-Security-Policy violations the test causes on purpose, matched against
   * `describeViolation()` of each. Only the test that checks the check needs this.
   */
  expectedCspViolations?: RegExp[];
  /** 'block': the app's service worker (builds with an API) is not registered. */
  serviceWorkers?: 'allow' | 'block';
  /**
   * The user's motion preference. 'reduce' by default: the app then stops its spinners and
   * pulses (`motion-safe:`), which a headless Chromium otherwise paints in software frame after
   * frame (a sixth of a file's CPU, on a CI machine whose cores the suites share).
   * 'no-preference' for a test of what moves.
   */
  motion?: 'reduce' | 'no-preference';
};

export type OpenedPage = {
  context: BrowserContext;
  page: Page;
  /** Every Content-Security-Policy violation in the context's pages so far, as they come in. */
  cspViolations: CspViolation[];
};

/** A `securitypolicyviolation` event, as the page saw it. */
export type CspViolation = {
  /** The directive that blocked it, e.g. 'script-src-elem'. */
  directive: string;
  /** What was blocked: a URL, or 'inline', 'eval', 'wasm-eval'. */
  blockedURI: string;
  /** The first 40 characters of a blocked inline script or style, when the policy reports them. */
  sample: string;
  /** Where it happened: the script (file:line), else the page. */
  source: string;
  /** The page's URL. */
  page: string;
};

/** One line for a test failure. */
export function describeViolation({ directive, blockedURI, sample, source, page }: CspViolation) {
  const what = sample ? `${blockedURI} ("${sample}")` : blockedURI;
  return `${directive} blocked ${what} at ${source} on ${page}`;
}

const CSP_BINDING = 'e2eReportCspViolation';

/**
 * Records every Content-Security-Policy violation of the context's pages and frames: an init
 * script listens for `securitypolicyviolation` before the app's scripts run and reports each
 * to `onViolation` (through a binding, so a report survives the page navigating away).
 * Violations inside a worker fire in the worker; Chromium also logs those to the console.
 */
export async function recordCspViolations(
  context: BrowserContext,
  onViolation: (violation: CspViolation) => void,
) {
  await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => {
    onViolation(violation);
  });
  await context.addInitScript((binding) => {
    addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, unknown>)[binding];
        if (typeof report !== 'function') return;
        const line = event.lineNumber ? `:${event.lineNumber}` : '';
        void (report as (violation: CspViolation) => Promise<void>)({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sample: event.sample,
          source: event.sourceFile ? `${event.sourceFile}${line}` : 'the page',
          page: location.href,
        });
      },
      { capture: true },
    );
  }, CSP_BINDING);
}

/**
 * Puts a valid session token into localStorage before the app's scripts run. It does so once
 * per tab (remembered in sessionStorage), so that a logout in the test is not undone by the
 * next navigation.
 */
export async function signIn(context: BrowserContext, token: string = createTestToken()) {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (sessionStorage.getItem('e2e:seeded-session') === '1') return;
        localStorage.setItem(key, value);
        sessionStorage.setItem('e2e:seeded-session', '1');
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { key: TOKEN_STORAGE_KEY, value: token },
  );
}

/**
 * Registers the hooks of a browser test file: one Chromium for the file, a fresh context per
 * `open()`, closed after each test. A test fails when a page it opened threw an uncaught error,
 * logged a console error or broke the Content-Security-Policy.
 */
export function setupBrowser({
  args = () => [],
  whole = false,
}: {
  /** More command-line switches for Chromium, read when it starts (in the first beforeAll). */
  args?: () => string[];
  /** The whole browser, not the headless shell (the figures of tests/measure). */
  whole?: boolean;
} = {}) {
  let browser: Browser | undefined;
  const opened: { context: BrowserContext; problems: string[] }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(args(), { whole });
  });

  afterEach(async ({ task }) => {
    // A failed test says what each of its pages showed then: a timeout alone tells little.
    if (task.result?.state === 'fail') {
      for (const { context } of opened) {
        for (const page of context.pages()) console.log(await describePage(page));
      }
    }
    // Let reports already on their way from the pages arrive before looking.
    await Promise.all(opened.flatMap(({ context }) => context.pages().map(settle)));
    const problems = opened.flatMap((entry) => entry.problems);
    await Promise.all(opened.map(({ context }) => context.close()));
    opened.length = 0;
    expect(problems, 'the page logged errors').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open({
      viewport,
      signedIn = false,
      locale,
      javaScriptEnabled = true,
      expectedConsoleErrors = [],
      expectedCspViolations = [],
      serviceWorkers = 'allow',
      motion = 'reduce',
    }: OpenOptions): Promise<OpenedPage> {
      if (!browser) throw new Error('setupBrowser(): the browser has not been launched.');
      const context = await browser.newContext({
        viewport,
        javaScriptEnabled,
        locale,
        serviceWorkers,
        reducedMotion: motion,
      });
      // Fail fast: a locator that does not match within PATIENCE_MS will not match at all.
      context.setDefaultTimeout(PATIENCE_MS);
      const problems: string[] = [];
      const cspViolations: CspViolation[] = [];
      opened.push({ context, problems });
      await recordCspViolations(context, (violation) => {
        cspViolations.push(violation);
        const line = describeViolation(violation);
        if (expectedCspViolations.some((pattern) => pattern.test(line))) return;
        problems.push(`Content-Security-Policy violation: ${line}`);
      });
      if (signedIn) await signIn(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        problems.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        const { url, lineNumber } = message.location();
        problems.push(`console.error on ${page.url()}: ${message.text()} (${url}:${lineNumber})`);
      });
      // The app's service worker (builds with an API): an error it logs fails the test too,
      // a Content-Security-Policy violation among them (a worker reports those only there).
      context.on('serviceworker', (worker) => {
        worker.on('console', (message) => {
          if (message.type() !== 'error') return;
          if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
          problems.push(`console.error in the service worker ${worker.url()}: ${message.text()}`);
        });
      });
      return { context, page, cspViolations };
    },
  };
}

/**
 * A page as a failed test left it: its address, its visible text (shortened), what its text
 * fields hold (not passwords) and the last files it loaded, each with when it ended (ms since
 * the page's start). Within 5 s: a page that no longer answers says so.
 */
async function describePage(page: Page): Promise<string> {
  const read = page
    .evaluate(() => {
      const text = document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 1500);
      const loaded = performance
        .getEntriesByType('resource')
        .filter((entry) => entry instanceof PerformanceResourceTiming)
        .slice(-10)
        .map((entry) => `${new URL(entry.name).pathname} ${Math.round(entry.responseEnd)}`);
      // What the fields hold (innerText leaves it out); never a password.
      const fields = [
        ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input:not([type=password]):not([type=hidden]), textarea',
        ),
      ]
        .filter(
          (field) => field.value !== '' && field.type !== 'checkbox' && field.type !== 'radio',
        )
        .map((field) => `${field.name || field.id}=${JSON.stringify(field.value.slice(0, 80))}`);
      return (
        `showed: ${text}\n  fields: ${fields.join(', ') || 'all empty'}\n` +
        `  last loaded: ${loaded.join(', ')}\n  now: ${Math.round(performance.now())}`
      );
    })
    .catch((error: unknown) => `could not be read: ${String(error)}`);
  return `The failed test's page ${page.url()}\n  ${await within(read, 5_000, 'no answer within 5 s')}`;
}

/** Resolves once the page has run the tasks queued so far (if it still can run any). */
async function settle(page: Page) {
  // Closed, crashed or navigating: nothing more will come from this document.
  await within(
    page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined),
    2_000,
    undefined,
  );
}

/** What `promise` gives, or `late` once `ms` have passed without an answer. */
async function within<T>(promise: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits for the app's dashboard. An address of the app opened anew (a load, a reload) shows the
 * app shell first (app.html), which draws the dashboard too (it shows no data) in its frame:
 * the app's own is there once the shell's frames are gone.
 */
export async function dashboardShown(page: Page) {
  await page.locator('[data-app-shell]').first().waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: 'Welcome to YardVision' }).waitFor();
}

/**
 * Resolves once React has taken over a public page. A prerendered page shows its content (and
 * its buttons) before its scripts run, and a click or a key before React takes it over does
 * nothing. The theme menu exists only from then on (the public layout's useHydrated).
 */
export async function waitForHydration(page: Page) {
  await page.getByRole('button', { name: /^(?:Theme|Tema):/ }).waitFor();
}

/** Waits until no finite CSS animation or transition is running (sheets, menus, the sidebar). */
export async function waitForAnimations(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: PATIENCE_MS },
  );
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA, 2.2 AA: tests/e2e/axe.ts) on the page as it is now,
 * injecting it into the document the first time. Call it once the content has rendered. A
 * violation fails the test (softly: the test goes on, so one run reports every problem) with its
 * rule id, impact and the selectors of the elements. The app's pages have no frames: a page with
 * one fails here, since axe-core would check the frame only where it was injected too.
 */
export async function expectNoAxeViolations(page: Page, label = '') {
  await waitForAnimations(page);
  const where = `${currentPath(page)}${label ? ` (${label})` : ''}`;
  if (page.frames().length > 1) {
    throw new Error(`expectNoAxeViolations checks one document; ${where} has frames.`);
  }
  const present = await page.evaluate(() => typeof Reflect.get(window, 'axe') === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (options) =>
      (await (Reflect.get(window, 'axe') as typeof axe).run(document, options)).violations,
    AXE_RUN_OPTIONS,
  );
  expect.soft(violations.map(describeAxeViolation), `axe-core violations on ${where}`).toEqual([]);
}

/** Resolves once a condition on the page holds (polls; fails after the timeout). */
export async function waitFor(
  condition: () => Promise<boolean>,
  message: string,
  timeout = PATIENCE_MS,
) {
  await expect.poll(condition, { timeout, message }).toBe(true);
}
