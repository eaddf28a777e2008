import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { DEMO_PROJECT_NAME } from '@/config/demo';
import { DEMO_ORGANIZATION } from '@/demo/seed-demo-data';
import { projectPath } from '@/config/paths';
import { customerApiPath } from '@/entities/customer/api/customer-paths';
import { generationPath } from '@/entities/generation/api/generation-paths';
import { projectApiPath } from '@/entities/project/api/project-paths';

import { setupApiModeSite } from './api-mode-site';
import {
  DESKTOP,
  expectNoAxeViolations,
  PHONE,
  VIEWPORTS,
  waitFor,
  waitForAnimations,
  type Viewport,
} from './browser';
import type { FakeApi } from './fake-api';

/**
 * A signed-in screen opened cold (issue 34), in a build with an API served as in production
 * (deploy/'s nginx site, the mock API as another origin; a fresh browser context each time: no
 * service worker, nothing cached): the app shell (app.html) paints the app's frame from its HTML
 * before any script runs, the app draws the same frame over it without moving it, and the
 * screen's code arrives in at most two rounds of requests after the shell.
 */

const site = setupApiModeSite();
const { browser, openSignedIn } = site;

/** A design's address for the pages without the mock API (the shell knows no designs). */
const SOME_DESIGN = '/app/generations/some-design-ref';

/** The demo data's Natural Accent design in this mock API (finished: it has a result). */
function finishedDesign(api: FakeApi) {
  const design = api.mockApi
    .organization(DEMO_ORGANIZATION)
    .generations.find((generation) => generation.style?.name === 'Natural Accent');
  if (!design) throw new Error('The demo data has no Natural Accent design.');
  return design.sk;
}

/** The app's frame in each language, as the user reads it. */
const FRAME = {
  en: {
    nav: ['Dashboard', 'Generate your Vision', 'Customers', 'Projects'],
    logout: 'Logout',
    toggle: 'Toggle sidebar',
    loading: 'Loading…',
    dashboard: 'Welcome to YardVision',
  },
  es: {
    nav: ['Panel', 'Genera tu visión', 'Clientes', 'Proyectos'],
    logout: 'Cerrar sesión',
    toggle: 'Mostrar u ocultar la barra lateral',
    loading: 'Cargando…',
    dashboard: 'Te damos la bienvenida a YardVision',
  },
} as const;

type Language = keyof typeof FRAME;

/**
 * What the user sees of the frame, in `language`: on a desktop the sidebar with its links and
 * the top bar; on a phone the phone bar (the menu's trigger, the product name) and no sidebar;
 * in the main area the loader, or the dashboard (which shows no data: the shell's script has it
 * drawn at its address).
 */
async function expectFrame(
  page: Page,
  viewport: Viewport,
  language: Language,
  screen: 'loader' | 'dashboard' = 'loader',
) {
  const words = FRAME[language];
  const phone = viewport === PHONE;
  expect(await page.getByRole('navigation').isVisible(), 'the sidebar').toBe(!phone);
  const bar = page.getByRole('banner');
  expect(await bar.isVisible(), 'the top bar').toBe(true);
  await expectFrameAround(page, viewport, language);
  expect(
    await bar.getByText('YardVision', { exact: true }).isVisible(),
    'the product name in the bar (phones only)',
  ).toBe(phone);
  const loader = page.getByRole('main').getByRole('status');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  if (screen === 'dashboard') {
    expect(await loader.count(), 'no loader in the main area').toBe(0);
    expect(await heading.textContent(), "the dashboard's heading").toBe(words.dashboard);
    return;
  }
  expect(await heading.count(), 'no screen in the main area').toBe(0);
  expect(await loader.isVisible(), 'the loader in the main area').toBe(true);
  expect(await loader.textContent()).toContain(words.loading);
}

/**
 * The address of the entry script the app shell loads: its inline script adds it, once the frame
 * has painted (its table names it: `"entry":"/assets/index-….js"`).
 */
async function entryScript(): Promise<string> {
  const html = await (await fetch(`${site.baseURL()}/app/dashboard`)).text();
  expect(html, 'a module script in the HTML').not.toMatch(/<script type="module"/);
  const src = /"entry":"([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error("app.html's script names no entry.");
  return new URL(src, site.baseURL()).href;
}

/** The address (path) of the whole stylesheet, which the app shell's HTML links disabled. */
async function shellStylesheet(): Promise<string> {
  const html = await (await fetch(`${site.baseURL()}/app/dashboard`)).text();
  const href = /<link rel="stylesheet"[^>]* href="([^"]+)"[^>]* disabled>/.exec(html)?.[1];
  if (!href) throw new Error('app.html has no disabled stylesheet link.');
  return new URL(href, site.baseURL()).pathname;
}

/**
 * The app's code never runs in `context`: its entry answers with an empty module (what a user
 * sees until the code arrives). The shell's own inline scripts run.
 */
async function withoutTheAppsCode(context: BrowserContext) {
  const entry = await entryScript();
  await context.route(entry, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export {};\n' }),
  );
}

// -------------------------------------------------------------------------------------------------
// 1. The frame from the HTML alone
// -------------------------------------------------------------------------------------------------

describe.each(VIEWPORTS)('the shell before any script ($device)', ({ viewport }) => {
  test.each(['/app/dashboard', SOME_DESIGN])(
    'The shell paints the app frame before any script runs: %s',
    async (path) => {
      const { page } = await browser.open({ viewport, javaScriptEnabled: false });
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      const response = await page.goto(`${site.baseURL()}${path}`);
      expect(response?.status()).toBe(200);

      // No script ran: the language is the HTML's, English, and the frame shows in it.
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await expectFrame(page, viewport, 'en');
      expect(await page.locator('[data-app-shell="es"]').isVisible()).toBe(false);
      expect(await page.locator('[data-app-shell="none"]').isVisible()).toBe(false);

      // The frame needs nothing but the HTML: no stylesheet, no script, no font.
      const asked = requests.map((request) => ({
        url: request.url(),
        type: request.resourceType(),
      }));
      expect(
        asked.filter(({ url, type }) => type === 'stylesheet' || /\.css(?:\?|$)/.test(url)),
        'stylesheet requests',
      ).toEqual([]);
      expect(
        asked.filter(({ type }) => !['document', 'image', 'manifest', 'other'].includes(type)),
        'requests besides the page, its icons and its manifest',
      ).toEqual([]);

      // axe-core needs scripts: it looks at the same frame in a page whose app code never runs.
      // Signed in: without a session the shell shows its loader alone (the app goes to sign-in).
      const opened = await browser.open({ viewport, signedIn: true });
      await withoutTheAppsCode(opened.context);
      await opened.page.goto(`${site.baseURL()}${path}`);
      expect(await opened.page.locator('html').getAttribute('lang')).toBe('en');
      await expectFrame(
        opened.page,
        viewport,
        'en',
        path === '/app/dashboard' ? 'dashboard' : 'loader',
      );
      await expectNoAxeViolations(opened.page, `the shell alone, ${viewport.width} px`);
    },
  );
});

// -------------------------------------------------------------------------------------------------
// 2. The app takes over the frame in place
// -------------------------------------------------------------------------------------------------

/** Parts of the frame, found in a frame of the shell or in the app's page. */
const PARTS = {
  dashboardLink: 'a[data-slot="sidebar-menu-button"][href="/app/dashboard"]',
  trigger: 'header [data-slot="sidebar-trigger"]',
  logout: 'header > div > button:last-child',
  header: 'header',
  main: 'main',
};

type Rect = { x: number; y: number; width: number; height: number };
type ShellRecord = {
  lang: string;
  rects: Record<string, Rect | null>;
  nav: string[];
  logout: string;
  /** The screen the frame showed: its heading (the shell draws the dashboard whole). */
  heading: string;
  /** At the first contentful paint: the shell's frame was still the page. */
  shellAtFirstPaint: boolean | null;
  /** When the app drew over the frame: whether the whole stylesheet had loaded. */
  stylesheetAtTakeover: boolean | null;
};
type Shift = { value: number; hadRecentInput: boolean; sources: string[] };

/**
 * Before the page's scripts: records the shell's frame as shown once the document is parsed
 * (the entry starts the app only after the first paint, src/main.tsx), whether the frame was
 * what the first contentful paint showed, and every layout shift of the load.
 */
function recordTheShell(parts: Record<string, string>) {
  const page = window as unknown as { e2eShell?: ShellRecord; e2eShifts: Shift[] };
  page.e2eShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    })[]) {
      page.e2eShifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '(text)',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  let shellAtFirstPaint: boolean | null = null;
  let stylesheetAtTakeover: boolean | null = null;
  const takeover = new MutationObserver(() => {
    if (!page.e2eShell || document.querySelector('[data-app-shell]')) return;
    takeover.disconnect();
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    stylesheetAtTakeover = link?.sheet != null;
    page.e2eShell.stylesheetAtTakeover = stylesheetAtTakeover;
  });
  new PerformanceObserver(() => {
    if (performance.getEntriesByName('first-contentful-paint').length === 0) return;
    shellAtFirstPaint ??= document.querySelector('[data-app-shell]') !== null;
    if (page.e2eShell) page.e2eShell.shellAtFirstPaint = shellAtFirstPaint;
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    const lang = document.documentElement.lang;
    const frame = document.querySelector(`[data-app-shell="${lang}"]`);
    if (!frame) return;
    const rects: Record<string, Rect | null> = {};
    for (const [name, selector] of Object.entries(parts)) {
      const element = frame.querySelector(selector);
      const box = element?.getBoundingClientRect();
      rects[name] = box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
    }
    const shown = (element: Element) => element.checkVisibility();
    page.e2eShell = {
      lang,
      rects,
      nav: [...frame.querySelectorAll('a[data-slot="sidebar-menu-button"]')]
        .filter(shown)
        .map((link) => link.textContent.trim()),
      logout: frame.querySelector(parts.logout)?.textContent.trim() ?? '',
      heading:
        [...frame.querySelectorAll('main h1')].find(shown)?.textContent.trim() ??
        (frame.querySelector('main [role="status"]')?.checkVisibility() ? 'loader' : ''),
      shellAtFirstPaint,
      stylesheetAtTakeover,
    };
    takeover.observe(document.body, { childList: true, subtree: true });
  });
}

describe.each(VIEWPORTS)('the app takes over the shell ($device)', ({ viewport }) => {
  test.each(['en', 'es'] as const)(
    'The frame is there at once and the app draws the same frame over it (%s)',
    async (language) => {
      const { page, context, api } = await openSignedIn(viewport);
      if (language === 'es') {
        await context.addInitScript(() => localStorage.setItem('language', 'es'));
      }
      await context.addInitScript(recordTheShell, PARTS);
      const words = FRAME[language];

      await page.goto(`${site.baseURL()}/app/dashboard`);
      // The shell draws the dashboard too: the app's is there once the shell's frames are gone.
      await page.locator('[data-app-shell]').first().waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: words.dashboard }).waitFor();
      await waitForAnimations(page);

      // Before the app: the shell showed the frame in the user's language, and the first
      // contentful paint was that frame.
      const shell = await page.evaluate(
        () => (window as unknown as { e2eShell?: ShellRecord }).e2eShell,
      );
      if (!shell) throw new Error("The shell's frame was not there when the document was parsed.");
      expect(shell.lang).toBe(language);
      expect(shell.nav).toEqual(viewport === DESKTOP ? words.nav : []);
      expect(shell.logout).toBe(words.logout);
      // The dashboard shows no data: the shell drew it whole, not its loader.
      expect(shell.heading).toBe(words.dashboard);
      await waitFor(
        () =>
          page.evaluate(
            () =>
              (window as unknown as { e2eShell: ShellRecord }).e2eShell.shellAtFirstPaint !== null,
          ),
        'the first contentful paint is reported',
      );
      expect(
        (await page.evaluate(() => (window as unknown as { e2eShell: ShellRecord }).e2eShell))
          .shellAtFirstPaint,
        'the first contentful paint showed the shell',
      ).toBe(true);

      // The app has drawn its own frame over it, in the same language and in the same place,
      // once the whole stylesheet was there (the shell's HTML has only its frame's styles).
      expect(await page.locator('[data-app-shell]').count(), "the shell's frames are gone").toBe(0);
      expect(
        (await page.evaluate(() => (window as unknown as { e2eShell: ShellRecord }).e2eShell))
          .stylesheetAtTakeover,
        'the whole stylesheet had loaded when the app drew over the frame',
      ).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      await expectFrameAround(page, viewport, language);
      const app = await page.evaluate((parts) => {
        const rects: Record<string, Rect | null> = {};
        for (const [name, selector] of Object.entries(parts)) {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          rects[name] = box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
        }
        return rects;
      }, PARTS);
      const compared = viewport === DESKTOP ? Object.keys(PARTS) : ['trigger', 'logout', 'header'];
      for (const name of compared) {
        const before = shell.rects[name];
        const after = app[name];
        expect(before, `${name} in the shell`).not.toBeNull();
        expect(after, `${name} in the app`).not.toBeNull();
        if (!before || !after) continue;
        // The main area's height is the screen's content: only where it starts must match.
        const keys =
          name === 'main'
            ? (['x', 'y', 'width'] as const)
            : (['x', 'y', 'width', 'height'] as const);
        for (const key of keys) {
          expect(
            Math.abs(after[key] - before[key]),
            `${name}'s ${key}: shell ${before[key]}, app ${after[key]}`,
          ).toBeLessThanOrEqual(1);
        }
      }

      const shifts = await page.evaluate(
        () => (window as unknown as { e2eShifts: Shift[] }).e2eShifts,
      );
      const unexpected = shifts.filter((shift) => !shift.hadRecentInput);
      const total = unexpected.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, `layout shifts: ${JSON.stringify(unexpected, null, 1)}`).toBeLessThan(0.01);

      // The dashboard asks the API for nothing twice.
      expectNoRepeatedGets(api);
      await expectNoAxeViolations(page, `${language}, ${viewport.width} px`);
    },
  );
});

describe.each(VIEWPORTS)('a list opened cold ($device)', ({ viewport }) => {
  test('stays in place as its designs come: the page of designs and its pagination together', async () => {
    const { page, context, api } = await openSignedIn(viewport);
    // More designs than a page holds, so that the list has its pagination under it.
    const { mockApi } = api;
    for (let index = 0; index < 6; index += 1) {
      await mockApi.addGeneration(DEMO_ORGANIZATION, {
        style: { name: 'Natural Accent' },
        fileInfo: [{ name: 'yard.jpg', contentType: 'image/jpeg' }],
      });
    }
    await mockApi.save();
    await context.addInitScript(recordTheShell, PARTS);

    await page.goto(`${site.baseURL()}/app/generations`);
    await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
    await page.getByText(/^Showing 1 to 5 of \d+ items$/).waitFor();
    await expectNoLayoutShift(page);
  });
});

describe.each(VIEWPORTS)('a project opened cold ($device)', ({ viewport }) => {
  test('stays in place: its form comes with the cards under it, not after them', async () => {
    const { page, context, api } = await openSignedIn(viewport);
    const project = api.mockApi
      .organization(DEMO_ORGANIZATION)
      .projects.find((candidate) => candidate.name === DEMO_PROJECT_NAME);
    if (!project) throw new Error('The demo data has no project.');
    await context.addInitScript(recordTheShell, PARTS);

    await page.goto(`${site.baseURL()}${projectPath(project.sk)}`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: /^Natural Accent/ }).waitFor();
    await page.getByRole('heading', { name: 'Signed proposals' }).waitFor();
    await expectNoLayoutShift(page);
  });
});

/**
 * Once the page is still (no animation running): the layout shifts recorded since the load
 * (recordTheShell), those no input caused, add up to almost nothing.
 */
async function expectNoLayoutShift(page: Page) {
  await waitForAnimations(page);
  const shifts = await page.evaluate(() => (window as unknown as { e2eShifts: Shift[] }).e2eShifts);
  const unexpected = shifts.filter((shift) => !shift.hadRecentInput);
  const total = unexpected.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(unexpected, null, 1)}`).toBeLessThan(0.01);
}

/** The app's frame around a screen: sidebar links (desktop) or phone bar, top bar, logout. */
async function expectFrameAround(page: Page, viewport: Viewport, language: Language) {
  const words = FRAME[language];
  const phone = viewport === PHONE;
  for (const name of words.nav) {
    expect(
      await page.getByRole('link', { name, exact: true }).isVisible(),
      `the sidebar's link ${name}`,
    ).toBe(!phone);
  }
  const bar = page.getByRole('banner');
  expect(
    await bar.getByRole('button', { name: words.toggle, exact: true }).isVisible(),
    "the sidebar's trigger",
  ).toBe(true);
  expect(
    await bar.getByRole('button', { name: words.logout, exact: true }).isVisible(),
    'the logout button',
  ).toBe(true);
}

/** Every GET the API received, by path. */
function apiGets(api: FakeApi) {
  const counts = new Map<string, number>();
  for (const call of api.calls) {
    if (call.method !== 'GET' || !call.path.startsWith('/api/')) continue;
    counts.set(call.path, (counts.get(call.path) ?? 0) + 1);
  }
  return counts;
}

function expectNoRepeatedGets(api: FakeApi) {
  const repeated = [...apiGets(api)].filter(([, count]) => count > 1);
  expect(repeated, 'API paths asked for more than once').toEqual([]);
}

// -------------------------------------------------------------------------------------------------
// 3. Rounds of requests
// -------------------------------------------------------------------------------------------------

/** What Chromium says of a request's initiator (DevTools protocol, Network.Initiator). */
type StackTrace = { callFrames: { url: string }[]; parent?: StackTrace };
type Initiator = { type: string; url?: string; stack?: StackTrace };
type ScriptRequest = { url: string; initiator: Initiator };

/**
 * Before the page's scripts: for every `<link rel="modulepreload">` put into the page, the
 * scripts on the stack of the code that put it there (the browser names no initiator for the
 * request a preload link makes: `about:client`). The shell's inline script is the document.
 */
function recordPreloaders() {
  const preloaders: Record<string, string[]> = {};
  (window as unknown as { e2ePreloaders: Record<string, string[]> }).e2ePreloaders = preloaders;
  const note = (nodes: unknown[]) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLLinkElement) || node.rel !== 'modulepreload') continue;
      if (node.href in preloaders) continue;
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 100;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      preloaders[node.href] = [...stack.matchAll(/(https?:\/\/[^\s()]+?):\d+:\d+/g)].map(
        (match) => match[1],
      );
    }
  };
  const wrap = (prototype: object, name: string) => {
    const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name];
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        note(args);
        return original.apply(this, args);
      },
    });
  };
  wrap(Node.prototype, 'appendChild');
  wrap(Node.prototype, 'insertBefore');
  for (const name of ['append', 'prepend', 'before', 'after']) wrap(Element.prototype, name);
}

/** The scripts a stack ran in, innermost first (async parents included). */
function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let part = stack; part; part = part.parent) {
    for (const frame of part.callFrames) if (frame.url) urls.push(frame.url);
  }
  return urls;
}

/**
 * The round of each script request: 1 for one the document asked for (its parser, or its
 * inline scripts: the shell's preloads), else one more than the latest round among the scripts
 * whose code asked for it (the importing module, or every script on the stack that made the
 * request or put its preload link in the page: a request cannot start before they arrived).
 */
function roundsOf(
  requests: ScriptRequest[],
  documentUrl: string,
  preloaders: Record<string, string[]>,
) {
  const rounds = new Map<string, number>();
  const askersOf = new Map<string, string[]>();
  const problems: string[] = [];
  const page = documentUrl.split('#')[0];
  for (const { url, initiator } of requests) {
    if (rounds.has(url)) continue;
    const preload = initiator.url === 'about:client';
    const askers = (
      preload
        ? (preloaders[url] ?? [])
        : [...(initiator.url ? [initiator.url] : []), ...stackUrls(initiator.stack)]
    ).map((asker) => asker.split('#')[0]);
    if (askers.length === 0) {
      problems.push(`${url}: no initiator (${initiator.type}${preload ? ', a preload' : ''})`);
      continue;
    }
    let round = 1;
    for (const asker of askers) {
      if (asker === page) continue;
      const before = rounds.get(asker);
      if (before === undefined) {
        problems.push(`${url}: asked for by ${asker}, which is not a script of the page's`);
        continue;
      }
      round = Math.max(round, before + 1);
    }
    rounds.set(url, round);
    askersOf.set(url, [...new Set(askers)]);
  }
  return { rounds, askersOf, problems };
}

/**
 * What the signed-in frame loads once the screen has settled, which no screen needs to show
 * (src/app/app-background.tsx: toasts, the update prompt, queued designs; src/app/app-updates.tsx:
 * the service worker, registered when idle after the load), and what screens load then for later
 * (the delete question's dialog, the collapsed sidebar's tooltips).
 * On a slow load the screen may settle before the test sees it shown.
 */
const BACKGROUND_MODULES = [
  'src/app/app-background.tsx',
  'src/app/app-updates.tsx',
  'src/components/confirm-dialog-content.tsx',
  'src/components/ui/sidebar-tooltip.tsx',
];

/** The build's chunks (its record beside the manifest): `/assets/x.js` -> its source modules. */
function chunkModules(): Map<string, string[]> {
  const record = JSON.parse(
    readFileSync(join(site.outDir(), '.vite', 'app-chunks.json'), 'utf8'),
  ) as { chunks: { file: string; modules: string[] }[] };
  return new Map(
    record.chunks.map(({ file, modules }) => [
      `/${file}`,
      // Rolldown's runtime module starts with a NUL character.
      modules.map((module) => module.replace(/^\0/, '')),
    ]),
  );
}

/** A chunk, for the report: its file and its first source modules. */
function describeChunk(path: string, modules: string[] | undefined) {
  if (!modules) return `${path} (?)`;
  const own = modules.filter((module) => !module.startsWith('node_modules/'));
  const shown = (own.length > 0 ? own : modules).slice(0, 2);
  const more = modules.length - shown.length;
  return `${path} (${shown.join(', ')}${more > 0 ? ` +${more}` : ''})`;
}

type ColdScreen = {
  name: string;
  path: (api: FakeApi) => string;
  /** Resolves once the screen shows its content. */
  shown: (page: Page, api: FakeApi) => Promise<void>;
  /** The API paths the screen reads, each to be asked for exactly once. */
  reads: (api: FakeApi) => string[];
};

const COLD_SCREENS: ColdScreen[] = [
  {
    name: 'the dashboard',
    path: () => '/app/dashboard',
    shown: async (page) => {
      await page.getByRole('heading', { level: 1, name: FRAME.en.dashboard }).waitFor();
      await page.getByRole('link', { name: 'Start Generating' }).waitFor();
    },
    reads: () => [],
  },
  {
    name: 'a design',
    path: (api) => `/app/generations/${finishedDesign(api)}`,
    shown: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
      await page
        .getByRole('img', { name: /^Generated result: Natural Accent/ })
        .first()
        .waitFor();
    },
    reads: (api) => [generationPath(DEMO_ORGANIZATION, finishedDesign(api))],
  },
  {
    name: 'the projects',
    path: () => '/app/projects',
    shown: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await page.getByRole('link', { name: 'Front yard refresh' }).first().waitFor();
    },
    reads: () => [projectApiPath(DEMO_ORGANIZATION), customerApiPath(DEMO_ORGANIZATION)],
  },
];

// The requests do not depend on the width: measured on a phone, the device the issue is about.
describe("a cold screen's code (phone)", () => {
  const viewport = PHONE;
  test.each(COLD_SCREENS)(
    "A cold screen's code arrives in at most two rounds of requests after the shell: $name",
    async ({ name: screen, path, shown, reads }) => {
      const { page, context, api } = await openSignedIn(viewport);
      await context.addInitScript(recordPreloaders);
      const cdp = await page.context().newCDPSession(page);
      const pathOf = (url: string) => new URL(url).pathname;
      const scripts: ScriptRequest[] = [];
      const stylesheets: { url: string; blocking: string | undefined }[] = [];
      cdp.on(
        'Network.requestWillBeSent',
        ({ request, initiator, type, renderBlockingBehavior }) => {
          const url = request.url.split('#')[0];
          if (type === 'Stylesheet' || /\.css(?:\?|$)/.test(url)) {
            stylesheets.push({ url: pathOf(url), blocking: renderBlockingBehavior });
          }
          if (!url.startsWith(site.baseURL()) || !/\.m?js(?:\?|$)/.test(url)) return;
          scripts.push({ url, initiator });
        },
      );
      // The initiators' stacks need the debugger.
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
      await cdp.send('Network.enable');

      const address = `${site.baseURL()}${path(api)}`;
      await page.goto(address);
      await shown(page, api);
      const untilShown = [...scripts];
      const preloaders = await page.evaluate(
        () => (window as unknown as { e2ePreloaders: Record<string, string[]> }).e2ePreloaders,
      );
      await cdp.send('Debugger.disable');

      const { rounds, askersOf, problems } = roundsOf(untilShown, address, preloaders);
      const modules = chunkModules();
      // Background code: a chunk of the background's modules, or one that such code asked for.
      const background = new Set<string>();
      for (const url of rounds.keys()) {
        const own = modules.get(pathOf(url)) ?? [];
        const askers = askersOf.get(url) ?? [];
        if (
          own.some((module) => BACKGROUND_MODULES.includes(module)) ||
          askers.some((asker) => background.has(asker))
        ) {
          background.add(url);
        }
      }
      const name = (url: string) => (url === address.split('#')[0] ? 'the document' : pathOf(url));
      const report = [...new Set(rounds.values())]
        .sort((a, b) => a - b)
        .map((round) => {
          const files = [...rounds].filter(([, r]) => r === round).map(([url]) => url);
          return [
            `  round ${round}: ${files.length} files`,
            ...files.map(
              (url) =>
                `    ${describeChunk(pathOf(url), modules.get(pathOf(url)))}` +
                (background.has(url) ? ' [background, not counted]' : '') +
                ` <- ${[...new Set((askersOf.get(url) ?? []).map(name))].join(', ')}`,
            ),
          ].join('\n');
        })
        .join('\n');
      console.log(
        `${screen} (${viewport.width} px), scripts requested until it showed:\n${report}`,
      );
      const screenRounds = [...rounds]
        .filter(([url]) => !background.has(url))
        .map(([, round]) => round);
      expect(problems, 'script requests whose asker is unknown').toEqual([]);
      expect(rounds.size, 'scripts loaded').toBeGreaterThan(0);
      expect(
        Math.max(...screenRounds),
        `rounds of the screen's script requests:\n${report}`,
      ).toBeLessThanOrEqual(2);

      // The shell has its frame's styles inline and asks for the whole stylesheet once the frame
      // is on screen, without holding any paint back; the code's loader does not ask for it again.
      expect(
        stylesheets.map(({ url }) => url),
        'stylesheets asked for',
      ).toEqual([await shellStylesheet()]);
      expect(
        stylesheets.filter(({ blocking }) => !blocking?.startsWith('NonBlocking')),
        'render-blocking stylesheets',
      ).toEqual([]);

      // The screen's data: one request per address.
      const gets = apiGets(api);
      for (const read of reads(api)) {
        expect(gets.get(read), `GET ${read}`).toBe(1);
      }
      expectNoRepeatedGets(api);
      await expectNoAxeViolations(page, `${screen} cold, ${viewport.width} px`);
      // Still once each, after the screen has settled.
      expectNoRepeatedGets(api);
    },
  );
});
