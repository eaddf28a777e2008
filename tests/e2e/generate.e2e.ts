import { Buffer } from 'node:buffer';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';

import { findCatalogueStyle } from '@/entities/generation/model/style-catalogue';

import {
  appUrl,
  currentPath,
  DESKTOP,
  expectNoAxeViolations,
  setupBrowser,
  VIEWPORTS,
  waitFor,
  type Viewport,
} from './browser';
import { callApi, enterDemo } from './demo-helpers';

/**
 * The generate wizard (spec §2 'generate', §4 'Generate wizard', §5, §8) in demo mode, against
 * the production build: real photo preparation (worker, HEIC conversion), the in-browser API and
 * its storage.
 */

const browser = setupBrowser();

const WIZARD_PATH = '/app/generations/generate';
const LIST_PATH = '/app/generations';
const TITLE = 'Generate New Landscape Design';
const SOURCES_LABEL = 'Add photos of your yard';
const INSPIRATIONS_LABEL = 'Add inspiration images';
const REFINED = 'Refined Traditional';
const REFINED_STYLE = findCatalogueStyle(REFINED);
const GOOD_PHOTOS = ['yard-front.jpg', 'exif-rotated.jpg', 'yard-front.heic', 'phone-12mp.jpg'];
const REJECTIONS = [
  '"corrupt-truncated.jpg" could not be read as an image.',
  '"empty.jpg" is empty.',
  '"not-an-image.jpg" is not an image.',
  '"customers.csv" is not an image.',
];
const MAX_PHOTO_EDGE = 2560;

/** A file of the shared image fixtures (../shared beside the checkout). */
function fixture(name: string) {
  return fileURLToPath(new URL(`../../../shared/fixtures/images/${name}`, import.meta.url));
}

/** The phone photo as taken: 4032x3024, about 3.5 MB. */
const PHONE_PHOTO_BYTES = statSync(fixture('phone-12mp.jpg')).size;

// ---------------------------------------------------------------------------------------------
// Gates: hold a kind of request in the page until the test lets it go.
//
// Demo storage and the demo API are answered by the MSW service worker, so Playwright routes do
// not see them (unless service workers are blocked, which would stop demo mode), and CDP network
// throttling does not slow them down either (checked: a 0.5 MB PUT took ~100 ms at 50 kB/s, as
// the worker answers from IndexedDB without touching the network). Instead the page's own
// XMLHttpRequest.send (uploads) and fetch (starting a generation, downloading stored images) wait
// for a gate the test holds and releases: the app sees a slow network, nothing else changes.
// ---------------------------------------------------------------------------------------------

type Gate = 'uploads' | 'generate' | 'downloads';
type GateControls = { hold: (gate: Gate) => void; release: (gate: Gate) => void };

async function installGates(context: BrowserContext) {
  await context.addInitScript(() => {
    const held = new Map<string, { promise: Promise<void>; release: () => void }>();
    const waitFor = (gate: string) => held.get(gate)?.promise;
    const controls = {
      hold(gate: string) {
        if (held.has(gate)) return;
        let release = () => {};
        const promise = new Promise<void>((resolve) => {
          release = resolve;
        });
        held.set(gate, { promise, release });
      },
      release(gate: string) {
        held.get(gate)?.release();
        held.delete(gate);
      },
    };
    Object.assign(window, { e2eGates: controls });

    const originalFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input, location.href);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET'))
        .toUpperCase()
        .trim();
      if (method === 'POST' && url.pathname.endsWith('/generate')) await waitFor('generate');
      if (method === 'GET' && url.pathname.startsWith('/demo-storage/')) {
        await waitFor('downloads');
      }
      return originalFetch(input, init);
    };

    // Only uploads use XMLHttpRequest in the app.
    type Send = (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) => void;
    const { send } = XMLHttpRequest.prototype as { send: Send };
    XMLHttpRequest.prototype.send = function (body) {
      const gate = waitFor('uploads');
      if (!gate) {
        send.call(this, body);
        return;
      }
      void gate.then(() => {
        try {
          send.call(this, body);
        } catch {
          // Aborted while it waited.
        }
      });
    };
  });
}

async function gate(page: Page, action: keyof GateControls, name: Gate) {
  await page.evaluate(
    ({ action, name }) => {
      (window as unknown as { e2eGates: GateControls }).e2eGates[action](name);
    },
    { action, name },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests the wizard makes.
// ---------------------------------------------------------------------------------------------

function pathOf(request: Request) {
  return new URL(request.url()).pathname;
}

/** Every request other than GET the page makes, in order. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(request);
  });
  return {
    creates: () =>
      requests.filter(
        (r) => r.method() === 'POST' && pathOf(r).endsWith('/yard-vision-generation'),
      ),
    starts: () => requests.filter((r) => r.method() === 'POST' && pathOf(r).endsWith('/generate')),
    uploads: () => requests.filter((r) => r.method() === 'PUT'),
    deletes: () => requests.filter((r) => r.method() === 'DELETE'),
  };
}

/** The JSON body of a request. */
function jsonOf(request: Request | undefined): unknown {
  if (!request) throw new Error('The request was not made.');
  const body: unknown = request.postDataJSON();
  return body;
}

/**
 * The byte size of each PUT body, by URL. `request.postDataBuffer()` is empty for an XHR that
 * sends a Blob, so the bodies are read through the DevTools protocol instead.
 */
async function recordUploadSizes(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map<string, Promise<number>>();
  cdp.on('Network.requestWillBeSent', ({ request, requestId }) => {
    if (request.method !== 'PUT') return;
    sizes.set(
      request.url,
      cdp
        .send('Network.getRequestPostData', { requestId })
        .then(({ postData, base64Encoded }) =>
          base64Encoded ? Buffer.from(postData, 'base64').length : Buffer.byteLength(postData),
        )
        // Reported as a size no check accepts, not as an unhandled rejection.
        .catch(() => Number.NaN),
    );
  });
  return async (url: string) => {
    const size = sizes.get(url);
    if (!size) throw new Error(`No upload to ${url} was seen.`);
    return size;
  };
}

// ---------------------------------------------------------------------------------------------
// The screen.
// ---------------------------------------------------------------------------------------------

/** A new context signed in with the demo account, its API answering; gates installed. */
async function openSignedIn(viewport: Viewport) {
  const opened = await browser.open({ viewport });
  await installGates(opened.context);
  await enterDemo(opened.page);
  return opened;
}

/** Waits for the wizard's heading and (unless it is still loading something) its form. */
async function waitForWizard(page: Page, { form = true } = {}) {
  await page.waitForURL((url) => url.pathname === WIZARD_PATH);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  if (form) await page.getByRole('form', { name: TITLE }).waitFor();
}

async function openWizard(page: Page) {
  await page.goto(appUrl(WIZARD_PATH));
  await waitForWizard(page);
}

/** The thumbnails a picker lists (`label` is the picker's, e.g. 'Add photos of your yard'). */
function chosen(page: Page, label: string): Locator {
  return page.getByRole('list', { name: `${label}: chosen` }).getByRole('img');
}

/** The names of the photos a picker lists, once nothing is being prepared any more. */
async function chosenNames(page: Page, label: string): Promise<string[]> {
  return chosen(page, label).evaluateAll((images) =>
    images.map((image) => image.getAttribute('alt') ?? ''),
  );
}

async function waitForChosen(page: Page, label: string, names: string[], timeout = 10_000) {
  await waitFor(
    async () =>
      (await page.getByText(/^Preparing \d+ photos?\.\.\.$/).count()) === 0 &&
      JSON.stringify(await chosenNames(page, label)) === JSON.stringify(names),
    `the picker '${label}' lists ${names.join(', ')}`,
    timeout,
  );
}

async function chooseFiles(
  page: Page,
  input: 'sourceImages' | 'inspirationImages',
  names: string[],
) {
  await page.locator(`input[name="${input}"]`).setInputFiles(names.map(fixture));
}

function generateButton(page: Page) {
  return page.getByRole('button', { name: 'Generate Design' });
}

async function waitUntilReady(page: Page) {
  await waitFor(
    async () => (await generateButton(page).count()) === 1 && generateButton(page).isEnabled(),
    "'Generate Design' is enabled",
    15_000,
  );
  await page.getByText('Photos uploaded. Ready when you are.').waitFor();
}

async function chooseCatalogueStyle(page: Page, category: string, name: string) {
  await page.getByLabel('Style category').selectOption(category);
  await page.getByRole('radio', { name }).click();
  await waitFor(
    () => page.getByRole('radio', { name }).isChecked(),
    `the style '${name}' is checked`,
  );
}

/** True once every image in `scope` has loaded with real pixels. */
function imagesLoaded(scope: Locator) {
  return scope.evaluateAll(
    (images) =>
      images.length > 0 &&
      images.every(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      ),
  );
}

/** The detail screen's card whose title (an h2) is `title`. */
function card(page: Page, title: string): Locator {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** Opens the sidebar's Main navigation (a sheet on phones) and clicks 'Dashboard'. */
async function clickDashboardLink(page: Page, viewport: Viewport) {
  if (viewport !== DESKTOP) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
}

/** What a stored image is: its size in bytes, type and decoded size (read in the page). */
function describeStored(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const response = await fetch(src, { credentials: 'omit' });
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    try {
      const image = new Image();
      image.src = objectUrl;
      await image.decode();
      return {
        bytes: blob.size,
        type: blob.type,
        width: image.naturalWidth,
        height: image.naturalHeight,
      };
    } finally {
      URL.revokeObjectURL(objectUrl);
    }
  }, url);
}

type StoredGeneration = {
  sk: string;
  currentStep: string;
  sourceImages: string[];
  inspirationImages: string[];
};

// ---------------------------------------------------------------------------------------------

describe.each(VIEWPORTS)('generate wizard ($device)', ({ device, viewport }) => {
  test('the whole flow: photos (bad ones named), inspiration, style, settings, upload, generate, the result', async () => {
    const { context, page } = await openSignedIn(viewport);

    // In: from the dashboard on a desktop, from the list on a phone.
    if (device === 'desktop') {
      await page.getByRole('link', { name: 'Start Generating' }).click();
    } else {
      await page.goto(appUrl(LIST_PATH));
      await page.getByRole('link', { name: 'Create a new YardVision' }).click();
    }
    await waitForWizard(page);
    expect(await page.title()).toContain(TITLE);
    for (const step of [
      'Step 1: Your yard',
      'Step 2: Inspiration (optional)',
      'Step 3: Style',
      'Step 4: Weather and atmosphere',
    ]) {
      await page.getByText(step, { exact: true }).waitFor();
    }
    await page.getByText('Add at least one photo of your yard and choose a style.').waitFor();
    expect(await generateButton(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'empty wizard');

    const requests = recordRequests(page);
    const uploadSize = await recordUploadSizes(context, page);
    await gate(page, 'hold', 'uploads');

    // Step 1: four photos that work and four that do not; each bad one is named.
    await chooseFiles(page, 'sourceImages', [
      ...GOOD_PHOTOS,
      'corrupt-truncated.jpg',
      'empty.jpg',
      'not-an-image.jpg',
      'customers.csv',
    ]);
    // The first HEIC conversion loads the converter (about 3 s).
    await waitForChosen(page, SOURCES_LABEL, GOOD_PHOTOS, 30_000);
    for (const message of REJECTIONS) {
      expect(await page.getByText(message, { exact: true }).count(), message).toBe(1);
    }
    await waitFor(() => imagesLoaded(chosen(page, SOURCES_LABEL)), 'the thumbnails load');
    // The EXIF-rotated photo (stored 1200x1600, Orientation 6) shows upright: landscape.
    const rotated = await page
      .getByRole('img', { name: 'exif-rotated.jpg' })
      .evaluate((img) =>
        img instanceof HTMLImageElement ? [img.naturalWidth, img.naturalHeight] : [0, 0],
      );
    expect(rotated[0], 'the rotated thumbnail is landscape').toBeGreaterThan(rotated[1] ?? 0);
    // Nothing goes anywhere before a style is chosen.
    await page.getByText('Choose a style to start uploading.').waitFor();
    expect(requests.creates()).toHaveLength(0);
    expect(await generateButton(page).isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'photos chosen, some refused');

    // Step 2: an inspiration picture, removed with its × and added again.
    await chooseFiles(page, 'inspirationImages', ['inspiration-garden.webp']);
    await waitForChosen(page, INSPIRATIONS_LABEL, ['inspiration-garden.webp']);
    await page.getByRole('button', { name: 'Remove inspiration-garden.webp' }).click();
    await waitForChosen(page, INSPIRATIONS_LABEL, []);
    // The same file again, as a user would: the zone opens the file chooser.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: INSPIRATIONS_LABEL, exact: true }).click(),
    ]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles(fixture('inspiration-garden.webp'));
    await waitForChosen(page, INSPIRATIONS_LABEL, ['inspiration-garden.webp']);
    // The source photos are untouched.
    expect(await chosenNames(page, SOURCES_LABEL)).toEqual(GOOD_PHOTOS);

    // Step 3: a style starts the upload (held here, so its state can be seen).
    await chooseCatalogueStyle(page, 'Refined', REFINED);
    const uploadingButton = page.getByRole('button', { name: 'Uploading Images...' });
    await uploadingButton.waitFor();
    expect(await uploadingButton.isDisabled(), "no 'Generate Design' while uploading").toBe(true);
    await page
      .getByText('Your photos are uploading; you can keep choosing the style and settings.')
      .waitFor();
    await page.getByRole('progressbar', { name: 'Uploading yard-front.jpg' }).waitFor();
    await expectNoAxeViolations(page, 'style chosen, uploading');

    // Step 4, while the photos upload.
    await page
      .getByRole('combobox', { name: 'Season', exact: true })
      .selectOption({ label: 'Winter' });
    await page
      .getByRole('combobox', { name: 'Weather', exact: true })
      .selectOption({ label: 'Misty/Foggy' });
    await page
      .getByRole('combobox', { name: 'Time of day', exact: true })
      .selectOption({ label: 'Dusk' });
    await page
      .getByRole('combobox', { name: 'Atmospheric effect', exact: true })
      .selectOption({ label: 'Golden Hour' });

    await gate(page, 'release', 'uploads');
    await waitUntilReady(page);
    expect(await page.getByText('Uploaded', { exact: true }).count()).toBe(5);
    await expectNoAxeViolations(page, 'uploaded');

    // One generation record, for the four photos and the inspiration picture, as JPEG.
    expect(requests.creates()).toHaveLength(1);
    expect(jsonOf(requests.creates()[0])).toEqual({
      style: { name: REFINED, description: REFINED_STYLE?.description },
      fileInfo: [
        { name: 'yard-front.jpg', contentType: 'image/jpeg' },
        { name: 'exif-rotated.jpg', contentType: 'image/jpeg' },
        { name: 'yard-front.jpg', contentType: 'image/jpeg' },
        { name: 'phone-12mp.jpg', contentType: 'image/jpeg' },
      ],
      inspirationFileInfo: [{ name: 'inspiration-garden.jpg', contentType: 'image/jpeg' }],
    });
    expect(requests.deletes()).toHaveLength(0);

    // Five PUTs straight to storage: no token, JPEG, the sources before the inspiration.
    const uploads = requests.uploads();
    expect(uploads.map((r) => pathOf(r).split('/').at(-1))).toEqual([
      expect.stringMatching(/^source-\d-/),
      expect.stringMatching(/^source-\d-/),
      expect.stringMatching(/^source-\d-/),
      expect.stringMatching(/^source-\d-/),
      expect.stringMatching(/^inspiration-1-/),
    ]);
    for (const upload of uploads) {
      expect(pathOf(upload).startsWith('/demo-storage/'), upload.url()).toBe(true);
      const headers = await upload.allHeaders();
      expect(headers.authorization, `no Authorization on ${upload.url()}`).toBeUndefined();
      expect(headers['content-type']).toBe('image/jpeg');
    }
    // The phone photo went up downscaled, far smaller than its 3.5 MB.
    const phoneUpload = uploads.find((r) => pathOf(r).includes('phone-12mp'));
    const phoneBytes = await uploadSize(phoneUpload?.url() ?? '');
    expect(phoneBytes).toBeGreaterThan(10_000);
    expect(phoneBytes).toBeLessThan(PHONE_PHOTO_BYTES / 2);

    // Generate: the form gives way to the start (held here, so it can be looked at).
    await gate(page, 'hold', 'generate');
    await generateButton(page).click();
    const startingText = 'Uploading 1 inspiration image(s) and starting generation...';
    await page.getByRole('status').filter({ hasText: startingText }).waitFor();
    expect(await page.getByRole('form', { name: TITLE }).count()).toBe(0);
    await expectNoAxeViolations(page, 'starting');
    await gate(page, 'release', 'generate');

    await page.waitForURL(
      (url) => url.pathname.startsWith(`${LIST_PATH}/`) && url.pathname !== WIZARD_PATH,
    );
    expect(requests.starts()).toHaveLength(1);
    const start = requests.starts().at(0);
    // POST /api/{org}/yard-vision-generation/{sk}/generate
    const sk = start ? (pathOf(start).split('/').at(-2) ?? '') : '';
    expect(currentPath(page)).toBe(`${LIST_PATH}/${sk}`);
    expect(jsonOf(start)).toEqual({
      style: { name: REFINED, description: REFINED_STYLE?.description },
      settings: {
        season: 'winter',
        weather: 'misty',
        timeOfDay: 'dusk',
        atmosphericEffect: 'golden-hour',
      },
    });

    // The detail screen: generating, then (the demo takes about 4 s, the page asks every 10 s)
    // completed, with the result.
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    await card(page, 'Target Style').getByText(REFINED, { exact: true }).waitFor();
    await card(page, 'Generation Status')
      .getByText('Completed', { exact: true })
      .waitFor({ timeout: 25_000 });
    const result = card(page, 'Generated Result');
    await result.waitFor();
    await waitFor(() => imagesLoaded(result.locator('img')), 'the result loads');
    await expectNoAxeViolations(page, 'detail, completed');

    // What was stored: upright, at most 2560 px, the same bytes that were sent.
    const stored = await callApi(page, 'GET', `/api/{org}/yard-vision-generation/${sk}`);
    expect(stored.status).toBe(200);
    const generation = stored.body as StoredGeneration;
    expect(generation.currentStep).toBe('completed');
    expect(generation.sourceImages).toHaveLength(4);
    expect(generation.inspirationImages).toHaveLength(1);
    const phone = generation.sourceImages.find((url) => url.includes('phone-12mp')) ?? '';
    const phoneStored = await describeStored(page, phone);
    expect(phoneStored.bytes).toBe(phoneBytes);
    expect(Math.max(phoneStored.width, phoneStored.height)).toBeLessThanOrEqual(MAX_PHOTO_EDGE);
    expect(phoneStored).toMatchObject({ width: 2560, height: 1920 });
    const rotatedUrl = generation.sourceImages.find((url) => url.includes('exif-rotated')) ?? '';
    expect(await describeStored(page, rotatedUrl)).toMatchObject({ width: 1600, height: 1200 });
    const heic = generation.sourceImages[2] ?? '';
    expect((await describeStored(page, heic)).width).toBeGreaterThan(0);
  }, 90_000);

  test("'From Source Image(s)' of a design fills the wizard with its pictures and style", async () => {
    const { page } = await openSignedIn(viewport);
    const list = await callApi(page, 'GET', '/api/{org}/yard-vision-generation');
    const seeded = (list.body as { items: { sk: string; style?: { name: string } }[] }).items;
    const sk = seeded.find((g) => g.style?.name === REFINED)?.sk ?? '';
    expect(sk).not.toBe('');

    await page.goto(appUrl(`${LIST_PATH}/${sk}`));
    await page.getByRole('heading', { level: 1, name: 'Yard Vision Generation' }).waitFor();
    await gate(page, 'hold', 'downloads');
    await page.getByRole('button', { name: 'Create New Generation' }).click();
    await page.getByRole('menuitem', { name: 'From Source Image(s)' }).click();

    await waitForWizard(page, { form: false });
    await page
      .getByRole('status')
      .filter({ hasText: 'Loading images from previous generation...' })
      .waitFor();
    expect(await page.getByRole('form', { name: TITLE }).count()).toBe(0);
    await expectNoAxeViolations(page, 'loading images from previous generation');
    await gate(page, 'release', 'downloads');

    await waitForChosen(page, SOURCES_LABEL, ['image-1.jpg']);
    await waitForChosen(page, INSPIRATIONS_LABEL, ['inspiration-1.jpg']);
    expect(await page.getByRole('radio', { name: REFINED }).isChecked()).toBe(true);
    expect(await page.getByLabel('Style category').inputValue()).toBe('Refined');
    // Photos and a style: the upload starts by itself.
    await waitUntilReady(page);
  });

  test("leaving while the photos upload asks first; 'Stay' keeps the wizard", async () => {
    const { page } = await openSignedIn(viewport);
    await openWizard(page);
    await gate(page, 'hold', 'uploads');
    await chooseFiles(page, 'sourceImages', ['phone-12mp.jpg', 'yard-front.jpg']);
    await waitForChosen(page, SOURCES_LABEL, ['phone-12mp.jpg', 'yard-front.jpg']);
    await chooseCatalogueStyle(page, 'Refined', REFINED);
    await page.getByRole('button', { name: 'Uploading Images...' }).waitFor();

    await clickDashboardLink(page, viewport);
    const dialog = page.getByRole('alertdialog', { name: 'Leave while uploading?' });
    await dialog.waitFor();
    expect(currentPath(page)).toBe(WIZARD_PATH);
    await expectNoAxeViolations(page, 'leave while uploading?');

    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(currentPath(page)).toBe(WIZARD_PATH);
    expect(await chosenNames(page, SOURCES_LABEL)).toEqual(['phone-12mp.jpg', 'yard-front.jpg']);
    expect(await page.getByRole('radio', { name: REFINED }).isChecked()).toBe(true);

    // Once uploaded, leaving asks nothing.
    await gate(page, 'release', 'uploads');
    await waitUntilReady(page);
    await clickDashboardLink(page, viewport);
    await page.waitForURL((url) => url.pathname === '/app/dashboard');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});

describe('generate wizard (desktop only)', () => {
  test("'Custom' needs a description before anything is uploaded", async () => {
    const { page } = await openSignedIn(DESKTOP);
    await openWizard(page);
    const requests = recordRequests(page);
    await chooseFiles(page, 'sourceImages', ['yard-front.jpg']);
    await waitForChosen(page, SOURCES_LABEL, ['yard-front.jpg']);

    await page.getByLabel('Style category').selectOption('Custom');
    const description = page.getByRole('textbox', { name: 'Describe your style' });
    await description.waitFor();
    await page.getByText('Describe your style to start uploading.').waitFor();
    expect(await generateButton(page).isDisabled()).toBe(true);

    // Blanks are no description.
    await description.fill('   ');
    await page.getByText('Describe your style to start uploading.').waitFor();
    expect(await generateButton(page).isDisabled()).toBe(true);
    expect(requests.creates()).toHaveLength(0);

    const wanted = 'A cottage garden with gravel paths and lots of lavender';
    await description.fill(`  ${wanted} `);
    await waitUntilReady(page);
    // The only record made carries the description, trimmed.
    expect(requests.creates()).toHaveLength(1);
    expect(jsonOf(requests.creates()[0])).toMatchObject({
      style: { name: 'Custom Style', description: wanted },
      fileInfo: [{ name: 'yard-front.jpg', contentType: 'image/jpeg' }],
    });
  });

  test('a reload loses nothing: the photos and the style come back and upload again', async () => {
    const { page } = await openSignedIn(DESKTOP);
    await openWizard(page);
    await chooseFiles(page, 'sourceImages', ['yard-front.jpg', 'yard-back.jpg']);
    await waitForChosen(page, SOURCES_LABEL, ['yard-front.jpg', 'yard-back.jpg']);
    await chooseCatalogueStyle(page, 'Refined', REFINED);
    await waitUntilReady(page);

    // The draft is saved shortly after the last change (in IndexedDB).
    await waitFor(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('yardvision-drafts');
              open.onerror = () => resolve(false);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('generate')) {
                  db.close();
                  resolve(false);
                  return;
                }
                const all = db.transaction('generate').objectStore('generate').getAll();
                all.onsuccess = () => {
                  db.close();
                  const drafts = all.result as { sources: unknown[]; style?: { name: string } }[];
                  resolve(
                    drafts.some(
                      (draft) =>
                        draft.sources.length === 2 && draft.style?.name === 'Refined Traditional',
                    ),
                  );
                };
                all.onerror = () => {
                  db.close();
                  resolve(false);
                };
              };
            }),
        ),
      'the draft is saved',
    );

    const requests = recordRequests(page);
    await page.reload();
    await waitForWizard(page);
    await waitForChosen(page, SOURCES_LABEL, ['yard-front.jpg', 'yard-back.jpg']);
    await waitFor(
      () => page.getByRole('radio', { name: REFINED }).isChecked(),
      'the style is back',
    );
    expect(await page.getByLabel('Style category').inputValue()).toBe('Refined');
    await waitFor(() => imagesLoaded(chosen(page, SOURCES_LABEL)), 'the thumbnails load');
    await waitUntilReady(page);
    expect(requests.creates()).toHaveLength(1);
    expect(jsonOf(requests.creates()[0])).toMatchObject({
      fileInfo: [
        { name: 'yard-front.jpg', contentType: 'image/jpeg' },
        { name: 'yard-back.jpg', contentType: 'image/jpeg' },
      ],
    });
  });
});
