import { fileURLToPath } from 'node:url';

import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { LANGUAGE_STORAGE_KEY } from '@/config/language';
import { findCatalogueStyle } from '@/entities/generation/model/style-catalogue';

import {
  appUrl,
  currentPath,
  dashboardShown,
  expectNoAxeViolations,
  type Viewport,
  VIEWPORTS,
  waitFor,
  waitForHydration,
} from './browser';
import {
  callApi,
  demoProject,
  finishedDesigns,
  storePresentationPlan,
  setupDemoBrowser,
  signInToDemo,
  type DemoDesign,
} from './demo-helpers';
import { expectNoUntranslatedText, translation } from './untranslated';
import { readBuildManifest } from '../../scripts/build-manifest.mjs';

/**
 * YardVision in Spanish, on the production build in demo mode: a Spanish browser's first visit,
 * the language menu, and every screen in Spanish (at 1280 and 375 px, with axe-core and a look
 * for English the app wrote itself), the wizard sending what it sends in English.
 */

const browser = setupDemoBrowser();

/** A message as the Spanish catalogue says it. */
const es = (message: string, values?: Record<string, string>) => translation('es', message, values);

/** The demo's own data (what its users typed): not the app's words. */
const DEMO_DATA = [
  'Front yard refresh',
  'Replace the lawn strip with native plantings and a curved stone path.',
  'Oak Hill Homeowners Association',
  'Maria Gonzalez',
  'James Whitfield',
  'Demo Landscaper',
];

/** The page is in Spanish throughout: its language, axe-core, no English of the app's. */
async function expectSpanishPage(page: Page, label: string) {
  expect(await page.locator('html').getAttribute('lang'), `lang of ${label}`).toBe('es');
  await expectNoAxeViolations(page, `${label}, in Spanish`);
  await expectNoUntranslatedText(page, { userData: DEMO_DATA });
}

/** Nothing sticks out sideways; the public header's last link stays inside its padding. */
async function expectPublicPageFits(page: Page, viewport: Viewport) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no horizontal overflow').toBeLessThanOrEqual(viewport.width);
  const last = page.getByRole('banner').getByRole('link').last();
  const box = await last.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width - 16);
}

/** Opens a menu of the header ('Language: …') and picks an item of it. */
async function chooseFromMenu(page: Page, button: string, item: string) {
  const trigger = page.getByRole('button', { name: button });
  // The public header loads a menu's code as the pointer comes near it.
  await trigger.hover();
  await waitFor(
    async () => (await trigger.getAttribute('data-slot')) === 'dropdown-menu-trigger',
    `the menu '${button}' is ready`,
  );
  await trigger.click();
  await page.getByRole('menuitemradio', { name: item }).click();
}

async function signInInSpanish(page: Page) {
  await signInToDemo(page, 'es');
  await page
    .getByRole('heading', { level: 1, name: es('Welcome to {product}', { product: 'YardVision' }) })
    .waitFor();
}

function fixture(name: string) {
  return fileURLToPath(new URL(`../../../shared/fixtures/images/${name}`, import.meta.url));
}

function pathOf(request: Request) {
  return new URL(request.url()).pathname;
}

/** The message catalogues' chunks of the build under test, by their address. */
function catalogueChunks() {
  const manifest = readBuildManifest(fileURLToPath(new URL('../../dist', import.meta.url)));
  return new Map(
    Object.entries(manifest).flatMap(([source, chunk]) =>
      chunk && source.startsWith('src/locales/') ? [[`/${chunk.file}`, source]] : [],
    ),
  );
}

describe.each(VIEWPORTS)('YardVision in Spanish ($device)', ({ viewport }) => {
  test("a Spanish browser's first visit: every public page in Spanish, at its own address", async () => {
    const { page } = await browser.open({
      viewport,
      locale: 'es-ES',
      // The not-found page's own status, which the browser logs.
      expectedConsoleErrors: [/status of 404/],
    });
    const catalogues = catalogueChunks();
    const loaded: string[] = [];
    page.on('request', (request) => {
      const catalogue = catalogues.get(pathOf(request));
      if (catalogue) loaded.push(catalogue);
    });
    // The English address of the home page sends a Spanish browser to the Spanish one before
    // anything paints.
    await page.goto(appUrl('/'));
    await page.waitForURL((url) => url.pathname === '/es');
    await page
      .getByRole('heading', { level: 1, name: es('Transform Your Outdoor Space with AI') })
      .waitFor();
    await waitForHydration(page);
    const header = page.getByRole('banner');
    expect(
      await header.getByRole('link', { name: es('Sign in'), exact: true }).getAttribute('href'),
    ).toBe('/es/login');
    await page.getByRole('button', { name: 'Idioma: Español' }).waitFor();
    // The page loaded its own language's messages, and no other.
    expect(loaded).toEqual(['src/locales/es/public.po']);
    await expectPublicPageFits(page, viewport);
    await expectSpanishPage(page, 'landing');

    for (const [path, heading] of [
      ['/es/login', 'Sign in'],
      ['/es/register', 'Create an account'],
      ['/es/forgot-password', 'Forgot Password'],
    ] as const) {
      await page.goto(appUrl(path));
      await page
        .getByRole('heading', { name: es(heading), exact: true })
        .first()
        .waitFor();
      await waitForHydration(page);
      await expectPublicPageFits(page, viewport);
      await expectSpanishPage(page, path);
    }

    const missing = await page.goto(appUrl('/es/no-such-page'));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: es('Page not found') }).waitFor();
    await waitForHydration(page);
    await expectSpanishPage(page, 'not found');
  });

  test('the language menu: a public page opens in Spanish at its address, kept on the device; the app switches where it is', async () => {
    const { page } = await browser.open({ viewport });
    await page.goto(appUrl('/login'));
    await waitForHydration(page);
    await chooseFromMenu(page, 'Language: English', 'Español');
    await page.waitForURL((url) => url.pathname === '/es/login');
    await page
      .getByRole('heading', { name: es('Sign in'), exact: true })
      .first()
      .waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
      'es',
    );

    // Kept: a reload stays in Spanish, and the English address of a page sends it to the
    // Spanish one, before anything paints.
    await page.reload();
    await page
      .getByRole('heading', { name: es('Sign in'), exact: true })
      .first()
      .waitFor();
    await page.goto(appUrl('/register'));
    await page.waitForURL((url) => url.pathname === '/es/register');

    await signInInSpanish(page);
    await expectSpanishPage(page, 'dashboard');

    // In the app, the language changes where the user is.
    await chooseFromMenu(page, 'Idioma: Español', 'English');
    await dashboardShown(page);
    expect(currentPath(page)).toBe('/app/dashboard');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: 'Language: English' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  test('every screen of the app in Spanish; the wizard sends the canonical style and settings', async () => {
    const { page } = await browser.open({ viewport, locale: 'es-ES' });
    const writes: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') writes.push(request);
    });
    await signInInSpanish(page);
    await expectSpanishPage(page, 'dashboard');

    // The wizard, in Spanish.
    await page.goto(appUrl('/app/generations/generate'));
    await page
      .getByRole('heading', { level: 1, name: es('Generate New Landscape Design') })
      .waitFor();
    await page.locator('input[name="sourceImages"]').setInputFiles(fixture('yard-front.jpg'));
    await page.getByRole('img', { name: 'yard-front.jpg' }).waitFor();
    await page.getByLabel(es('Style category')).selectOption({ label: es('Refined') });
    await page.getByRole('radio', { name: es('Refined Traditional') }).click();
    await page
      .getByRole('combobox', { name: es('Season'), exact: true })
      .selectOption({ label: es('Winter') });
    await page
      .getByRole('combobox', { name: es('Weather'), exact: true })
      .selectOption({ label: es('Misty/Foggy') });
    await page
      .getByRole('combobox', { name: es('Time of day'), exact: true })
      .selectOption({ label: es('Dusk') });
    await page
      .getByRole('combobox', { name: es('Atmospheric effect'), exact: true })
      .selectOption({ label: es('Golden Hour') });
    const generate = page.getByRole('button', { name: es('Generate Design') });
    await waitFor(() => generate.isEnabled(), `'${es('Generate Design')}' is enabled`, 20_000);
    await expectSpanishPage(page, 'wizard');
    await generate.click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/app/generations/') && !url.pathname.endsWith('/generate'),
    );

    // What the API received: the catalogue's names and values, as in English.
    const refined = findCatalogueStyle('Refined Traditional');
    const style = { name: 'Refined Traditional', description: refined?.description };
    const create = writes.find((r) => pathOf(r).endsWith('/yard-vision-generation'));
    expect(create?.postDataJSON()).toEqual({
      style,
      fileInfo: [{ name: 'yard-front.jpg', contentType: 'image/jpeg' }],
      inspirationFileInfo: [],
    });
    const start = writes.find((r) => pathOf(r).endsWith('/generate'));
    expect(start?.postDataJSON()).toEqual({
      style,
      settings: {
        season: 'winter',
        weather: 'misty',
        timeOfDay: 'dusk',
        atmosphericEffect: 'golden-hour',
      },
    });

    // The design's page, once made.
    await page.getByRole('heading', { level: 1, name: es('Yard Vision Generation') }).waitFor();
    await page.getByText(es('Completed'), { exact: true }).first().waitFor({ timeout: 25_000 });
    await expectSpanishPage(page, 'design');

    // The designs, the customers and the projects.
    await page.goto(appUrl('/app/generations'));
    await page
      .getByRole('link', { name: new RegExp(es('Refined Traditional')) })
      .first()
      .waitFor();
    await expectSpanishPage(page, 'designs');

    await page.goto(appUrl('/app/customers'));
    await page
      .getByRole('link', { name: /Maria Gonzalez/ })
      .first()
      .waitFor();
    await expectSpanishPage(page, 'customers');
    await page
      .getByRole('link', { name: /Maria Gonzalez/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: es('Customer Details') }).waitFor();
    await page
      .getByRole('textbox', { name: es('Name') })
      .first()
      .waitFor();
    await expectSpanishPage(page, 'a customer');

    const project = await demoProject(page);
    await page.goto(appUrl('/app/projects'));
    await page
      .getByRole('link', { name: /Front yard refresh/ })
      .first()
      .waitFor();
    await expectSpanishPage(page, 'projects');

    // The project's seeded design, chosen to present (as its Presentation card keeps it).
    const path = `/api/{org}/customers/${project.customerRef ?? ''}/projects/${project.sk}/yard-vision-generation`;
    const items = ((await callApi(page, 'GET', path)).body as { items: DemoDesign[] }).items;
    const refs = items.map((item) => item.sk);
    await finishedDesigns(page, project, refs);
    await storePresentationPlan(page, project.sk, { refs, notes: {}, proposalNote: '' });
    await page.goto(appUrl(`/app/projects/${project.sk}`));
    await page.getByRole('heading', { level: 1, name: es('Project Details') }).waitFor();
    await page
      .getByRole('link', { name: es('Present') })
      .first()
      .waitFor();
    await expectSpanishPage(page, 'a project');

    await page.goto(appUrl(`/app/projects/${project.sk}/present`));
    const deck = page.getByRole('main', { name: es('Presentation') });
    // The cover, then the design.
    await deck.getByRole('heading', { level: 1, name: 'Front yard refresh' }).waitFor();
    await deck.getByText(es('Landscape design proposal')).waitFor();
    await expectSpanishPage(page, 'presentation cover');
    await deck.getByRole('button', { name: es('Next') }).click();
    await deck.getByRole('heading', { level: 1, name: es('Natural Accent') }).waitFor();
    await expectSpanishPage(page, 'presentation mode');
  });
});
