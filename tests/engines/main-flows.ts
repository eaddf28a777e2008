import { expect } from 'vitest';

import { DESKTOP, type EngineName, type EnginePage, type Viewport } from './engine';
import { fixture, keepDownloadedBlobs, signInToDemo } from './flows';
import type { setupEngine } from './harness';

/**
 * The flows that matter most, in demo mode on the production build: a design from a JPEG and
 * from an iPhone's HEIC photo, a customer saved, presentation mode and the proposal PDF. On a
 * phone (390 x 844) the steps are taken with taps. Run on a desktop by
 * main-flows-desktop.engine.ts and on a phone by main-flows-phone.engine.ts (two files, so
 * that two browsers may run them side by side).
 */

/** The browser of a test file (setupEngine). */
type EngineBrowser = ReturnType<typeof setupEngine>;

/** A device the flows run on. */
export type Device = { phone: boolean; viewport: Viewport };

const WIZARD_PATH = '/app/generations/generate';

/** A click on a desktop, a finger's tap on a phone. */
function press(page: EnginePage, phone: boolean) {
  return phone
    ? (query: Parameters<EnginePage['tap']>[0]) => page.tap(query)
    : (query: Parameters<EnginePage['click']>[0]) => page.click(query);
}

/** Opens a screen from the app's menu: the sidebar, or on a phone the sheet it becomes. */
async function openFromMenu(page: EnginePage, phone: boolean, name: string) {
  if (phone) {
    await page.tap({ role: 'button', name: 'Toggle sidebar' });
    await page.waitFor({ role: 'dialog', name: 'Main' });
    await page.tap({ role: 'link', name });
  } else {
    await page.click({ role: 'link', name });
  }
}

/** Whether every image the CSS selector names has loaded with real pixels. */
function imagesLoaded(page: EnginePage, selector: string) {
  return page.call<boolean>(
    `(selector) => {
      const images = [...document.querySelectorAll(selector)];
      return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
    }`,
    selector,
  );
}

/** A page signed in to the demo on `device`, and the way a press is made there. */
async function signedInOn(browser: EngineBrowser, { phone, viewport }: Device) {
  const page = await browser.open({ viewport });
  await signInToDemo(page);
  return { page, go: press(page, phone) };
}

/** A design from `photo`: photo, style, generate, the finished design. */
export async function designFlow(browser: EngineBrowser, photo: string, device: Device) {
  const { page, go } = await signedInOn(browser, device);

  await go({ role: 'link', name: 'Start Generating' });
  await page.waitForPath((path) => path === WIZARD_PATH, 'the wizard opens');
  await page.waitFor({ role: 'form', name: 'Generate New Landscape Design' });
  await page.expectNoAxeViolations('the empty wizard');

  await page.upload({ css: 'input[name="sourceImages"]' }, [fixture(photo)]);
  // A HEIC photo is converted in the browser (the converter loads on first use).
  await page.waitFor({ role: 'img', name: photo }, 45_000);
  await page.waitUntil(
    () => imagesLoaded(page, '[aria-label="Add photos of your yard: chosen"] img'),
    'the thumbnail shows',
  );

  await page.select({ label: 'Style category' }, 'Refined');
  await go({ role: 'radio', name: 'Refined Traditional' });
  await page.waitFor({ text: 'Photos uploaded. Ready when you are.' }, 30_000);
  await page.expectNoAxeViolations('the wizard, ready');

  await go({ role: 'button', name: 'Generate Design' });
  await page.waitForPath(
    (path) => path.startsWith('/app/generations/') && path !== WIZARD_PATH,
    'the new design opens',
    30_000,
  );
  await page.waitFor({ role: 'heading', level: 1, name: 'Yard Vision Generation' });
  // The demo finishes in about 4 s; the screen asks every 10 s.
  await page.waitFor({ text: 'Completed' }, 30_000);
  await page.waitFor({ role: 'heading', level: 2, name: 'Generated Result' });
  await page.waitUntil(
    () => imagesLoaded(page, 'main img'),
    'the result and the source pictures show',
  );
  await page.expectNoAxeViolations('the finished design');
}

/** A customer saved: the name is required, then the new customer is listed. */
export async function customerFlow(browser: EngineBrowser) {
  const page = await browser.open({ viewport: DESKTOP });
  await signInToDemo(page);
  await openFromMenu(page, false, 'Customers');
  await page.waitFor({ role: 'heading', level: 1, name: 'Customers' });
  await page.click({ role: 'link', name: 'Add Customer' });
  await page.waitForPath((path) => path === '/app/customers/new', 'the new customer form opens');
  await page.click({ role: 'button', name: 'Save' });
  await page.waitFor({ text: 'Name is required' });
  await page.expectNoAxeViolations('the customer form, name missing');

  await page.fill({ role: 'textbox', name: 'Name' }, 'Willow Creek HOA');
  await page.fill({ role: 'textbox', name: 'Email' }, 'hello@willowcreek.example');
  await page.fill({ role: 'textbox', name: 'City' }, 'Austin');
  await page.click({ role: 'button', name: 'Save' });
  await page.waitForPath((path) => path === '/app/customers', 'back on the list');
  await page.waitFor({ text: 'Willow Creek HOA' });
  // Kept by the demo's API: still there after a reload.
  await page.goto('/app/customers');
  await page.waitFor({ text: 'Willow Creek HOA' });
}

/** Presentation mode and the proposal PDF. */
export async function presentationFlow(browser: EngineBrowser, engine: EngineName, device: Device) {
  const { page, go } = await signedInOn(browser, device);

  await openFromMenu(page, device.phone, 'Projects');
  await go({ role: 'link', name: 'Open Front yard refresh' });
  await page.waitFor({ role: 'heading', level: 1, name: 'Project Details' });
  await go({ role: 'checkbox', name: /^Natural Accent/ });
  await page.waitFor({ role: 'list', name: 'Order of the presentation' });
  // Kept for offline use where the engine has Cache Storage; said plainly where it has not.
  const features = await page.call<{ caches: boolean; shareFiles: boolean }>(
    `() => ({
      caches: typeof caches !== 'undefined',
      shareFiles: typeof navigator.canShare === 'function' &&
        navigator.canShare({ files: [new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' })] }),
    })`,
  );
  console.info(`${engine}: Cache Storage ${features.caches}, sharing files ${features.shareFiles}`);
  await page.waitFor({
    text: features.caches
      ? /^Ready offline: all \d+ pictures are saved on this device\.$/
      : 'This browser cannot save the presentation for offline use: it needs a connection.',
  });
  await page.expectNoAxeViolations('the project with a design chosen');

  // The proposal PDF, made in the browser: its bytes as the download gets them.
  await keepDownloadedBlobs(page);
  // No share sheet for files here (desktop Linux engines): the PDF is downloaded.
  expect(features.shareFiles).toBe(false);
  await go({ role: 'button', name: 'Download proposal (PDF)' });
  await page.waitFor({ text: /^Saved .+\.pdf\.$/ }, 60_000);
  const head = await page.call<string>(
    `async () => {
      const pdf = window.__e2eBlobs.find((blob) => blob.type === 'application/pdf');
      return pdf ? new TextDecoder('latin1').decode((await pdf.arrayBuffer()).slice(0, 5)) : '';
    }`,
  );
  expect(head).toBe('%PDF-');

  await go({ role: 'link', name: 'Present' });
  await page.waitFor({ role: 'main', name: 'Presentation' });
  await page.waitFor({ role: 'heading', level: 1, name: 'Front yard refresh' });
  await page.expectNoAxeViolations('the title slide');
  await go({ role: 'button', name: 'Next' });
  await page.waitFor({ role: 'heading', level: 1, name: 'Natural Accent' });
  await page.waitUntil(
    () => imagesLoaded(page, 'main[aria-label="Presentation"] img'),
    'the before and after pictures show',
  );
  await page.expectNoAxeViolations('the design slide');
  await go({ role: 'button', name: 'Previous' });
  await page.waitFor({ role: 'heading', level: 1, name: 'Front yard refresh' });
}
