import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { setupI18n } from '@lingui/core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';

import { proposalFileName } from '@/features/presentation/proposal/proposal-content';
import { printPixelSize } from '@/lib/pdf/pdf-layout';

import { appUrl, DESKTOP, expectNoAxeViolations, PHONE, waitFor } from './browser';
import {
  callApi,
  createGeneration,
  demoProject,
  finishedDesigns,
  setupDemoBrowser,
  storePresentationPlan,
} from './demo-helpers';

/**
 * The proposal PDF on the production build in demo mode: the designs chosen for a project (the
 * plan in localStorage), 'Download proposal (PDF)', and the file read back with poppler
 * (pdftotext, pdfimages, pdftoppm); the print document under print media; axe-core on the page.
 */

const browser = setupDemoBrowser();
const GENERATIONS_API = '/api/{org}/yard-vision-generation';
const PROJECT_NAME = 'Front yard refresh';
/** A day as Spanish writes it in full: '25 de noviembre de 2026'. */
const SPANISH_LONG_DATE =
  /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;
/** A day as English writes it in full: 'November 25, 2026'. */
const ENGLISH_LONG_DATE =
  /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;
/** The proposal's language here: the app's, English (its words are the code's own). */
const ENGLISH = setupI18n({ locale: 'en', messages: { en: {} } });
/** The 12 MP phone photo: larger than the PDF embeds, so it is scaled to 300 dpi. */
const PHONE_PHOTO = readFileSync(
  fileURLToPath(new URL('../../../shared/fixtures/images/phone-12mp.jpg', import.meta.url)),
);

const work = mkdtempSync(join(tmpdir(), 'proposal-pdf-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

type ApiGeneration = {
  sk: string;
  currentStep?: string;
  projectRef?: string;
  style?: { name: string };
};

async function generations(page: Page) {
  const list = await callApi(page, 'GET', GENERATIONS_API);
  return (list.body as { items: ApiGeneration[] }).items;
}

function run(command: string, args: string[]) {
  return execFileSync(command, args, { encoding: 'utf8' });
}

type ImageLine = { page: number; width: number; height: number; encoding: string };

/** `pdfimages -list`, one entry per image drawn on a page. */
function listImages(file: string): { lines: string[]; images: ImageLine[] } {
  const lines = run('pdfimages', ['-list', file]).trimEnd().split('\n');
  const images = lines.slice(2).map((line) => {
    const cells = line.trim().split(/\s+/);
    return {
      page: Number(cells[0]),
      width: Number(cells[3]),
      height: Number(cells[4]),
      encoding: cells[8] ?? '',
    };
  });
  return { lines, images };
}

/** The demo storage's key of one of its file URLs (`{origin}/demo-storage/{key}`). */
function storageKey(url: string) {
  const { pathname } = new URL(url);
  const marker = '/demo-storage/';
  return pathname
    .slice(pathname.indexOf(marker) + marker.length)
    .split('/')
    .map(decodeURIComponent)
    .join('/');
}

/**
 * Swaps a stored file of the demo (IndexedDB 'yardvision-demo', store 'files') for bytes that are
 * no picture (`spoil`), or puts the original back (kept in the page meanwhile).
 */
async function swapStoredFile(page: Page, key: string, action: 'spoil' | 'restore') {
  await page.evaluate(
    async ({ key, action }) => {
      const kept = window as unknown as { e2eOriginalFile?: unknown };
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('yardvision-demo');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error('The demo database did not open.'));
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const transaction = db.transaction('files', 'readwrite');
          const store = transaction.objectStore('files');
          if (action === 'restore') {
            store.put(kept.e2eOriginalFile, key);
          } else {
            const old = store.get(key);
            old.onsuccess = () => {
              kept.e2eOriginalFile = old.result;
              const bytes = new Blob(['not a picture'], { type: 'image/jpeg' });
              store.put({ contentType: 'image/jpeg', bytes }, key);
            };
          }
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(new Error('The file was not swapped.'));
        });
      } finally {
        db.close();
      }
    },
    { key, action },
  );
}

describe('the proposal PDF', () => {
  test('downloads the chosen designs as a PDF with the pictures at print size', async () => {
    const { page } = await browser.openSignedIn({ viewport: DESKTOP });
    const project = await demoProject(page);
    const seeded = (await generations(page)).find(
      (generation) => generation.projectRef === project.sk,
    );
    if (!seeded) throw new Error('The demo project has no design.');

    const phone = await createGeneration(page, {
      style: {
        name: 'Modern Minimalist',
        description: 'Clean lines, gravel and a few bold plants.',
      },
      sources: [PHONE_PHOTO],
      start: true,
      settings: {
        season: 'winter',
        weather: 'snowy',
        timeOfDay: 'dusk',
        atmosphericEffect: 'calm',
      },
      project,
    });
    const back = await createGeneration(page, {
      style: { name: 'Cottage Garden', description: 'Loose, layered flower beds.' },
      sources: ['back'],
      start: true,
      settings: {
        season: 'summer',
        weather: 'sunny',
        timeOfDay: 'afternoon',
        atmosphericEffect: 'calm',
      },
      project,
    });
    await finishedDesigns(page, project, [phone, back], 45_000);

    const refs = [phone, seeded.sk, back];
    await storePresentationPlan(page, project.sk, {
      refs,
      notes: {
        [phone]: 'Works with the winter light – gravel keeps it tidy.',
        [back]: 'Café seating under the oak ☕ fits here.',
      },
      proposalNote: 'Three directions for the front yard. Łukasz will call to talk them over.',
    });

    await page.goto(appUrl(`/app/projects/${project.sk}`));
    const button = page.getByRole('button', { name: 'Download proposal (PDF)' });
    await waitFor(() => button.isEnabled(), 'the proposal is ready');
    await expectNoAxeViolations(page, 'project with the proposal button');

    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    const clicked = Date.now();
    await button.click();
    await page
      .getByRole('status')
      .filter({ hasText: /Preparing pictures|Writing the PDF/ })
      .waitFor();
    const download = await downloading;
    const seconds = (Date.now() - clicked) / 1000;
    const expectedName = proposalFileName(ENGLISH, PROJECT_NAME, new Date());
    expect(download.suggestedFilename()).toBe(expectedName);
    const file = join(work, expectedName);
    await download.saveAs(file);
    await page
      .getByRole('status')
      .filter({ hasText: `Saved ${expectedName}.` })
      .waitFor();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // One page for the cover, one per design, numbered.
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
    expect(pages).toBe(4);
    const text = run('pdftotext', ['-layout', file, '-']);
    const [cover = '', ...designPages] = text.split('\f');
    for (const words of [
      'Design proposal',
      PROJECT_NAME,
      'Prepared for',
      'Maria Gonzalez',
      'maria.gonzalez@example.com',
      '(512) 555-0142',
      '1408 Live Oak Lane',
      'Austin, TX 78704',
      'Three directions for the front yard. Lukasz will call to talk them over.',
      'Page 1 of 4',
    ]) {
      expect(cover, words).toContain(words);
    }
    const page2 = designPages[0] ?? '';
    for (const words of ['Design 1 of 3', 'Modern Minimalist', 'Winter · Snowy · Dusk · Calm']) {
      expect(page2, words).toContain(words);
    }
    expect(page2).toContain('Before');
    expect(page2).toContain('After');
    expect(page2).toContain('Clean lines, gravel and a few bold plants.');
    expect(page2).toContain('Note: Works with the winter light – gravel keeps it tidy.');
    expect(page2).toContain('Page 2 of 4');
    expect(designPages[1]).toContain(seeded.style?.name ?? 'Natural Accent');
    expect(designPages[1]).toContain('Page 3 of 4');
    expect(designPages[2]).toContain('Cottage Garden');
    expect(designPages[2]).toContain('Note: Café seating under the oak fits here.');
    expect(designPages[2]).toContain('Page 4 of 4');

    // Two pictures on every design page, none on the cover: the 12 MP photo scaled to 300 dpi
    // for its box, the others (JPEGs of 1600 x 1200) as they are.
    const { lines, images } = listImages(file);
    const scaled = printPixelSize({ width: 4032, height: 3024 });
    const onPage = (number: number) =>
      images
        .filter((image) => image.page === number)
        .map(({ width, height }) => `${width}x${height}`);
    expect(onPage(1)).toEqual([]);
    expect(onPage(2)).toEqual([`${scaled.width}x${scaled.height}`, '1600x1200']);
    expect(onPage(3)).toEqual(['1600x1200', '1600x1200']);
    expect(onPage(4)).toEqual(['1600x1200', '1600x1200']);
    expect(images.every((image) => image.encoding === 'jpeg')).toBe(true);

    // A design page renders with its pictures (not a blank page).
    run('pdftoppm', ['-r', '50', '-png', '-f', '2', '-l', '2', file, join(work, 'page')]);
    const rendered = join(work, 'page-2.png');
    const png = readFileSync(rendered);
    expect(png.length, 'page 2 rendered with its pictures').toBeGreaterThan(40_000);

    console.log(
      `proposal of 3 designs saved in ${seconds.toFixed(1)} s (click → download)\n` +
        `--- pdftotext -layout, page 2 ---\n${page2}\n--- pdfimages -list ---\n${lines.join('\n')}`,
    );

    // The browser's own Print gives the same proposal, alone, with its pictures loaded.
    await page.emulateMedia({ media: 'print' });
    const print = page.locator('[data-slot="proposal-print"]');
    await print.waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('#root').isVisible()).toBe(false);
    await waitFor(
      () =>
        print.evaluate((element) =>
          [...element.querySelectorAll('img')].every(
            (image) => image.complete && image.naturalWidth > 0,
          ),
        ),
      'the print document has its pictures',
    );
    expect(await print.locator('img').count()).toBe(6);
    await expect
      .poll(() => print.locator('h2').allTextContents())
      .toEqual(expect.arrayContaining(['Modern Minimalist', 'Cottage Garden']));
    const printed = join(work, 'printed.pdf');
    await page.pdf({ path: printed, preferCSSPageSize: true });
    const printedText = run('pdftotext', ['-layout', printed, '-']);
    for (const words of ['Design proposal', PROJECT_NAME, 'Maria Gonzalez', 'Modern Minimalist']) {
      expect(printedText, words).toContain(words);
    }
    // Nothing of the app around it: the sidebar, the top bar, the project form.
    for (const chrome of ['Dashboard', 'Logout', 'Save']) {
      expect(printedText, chrome).not.toMatch(new RegExp(`\\b${chrome}\\b`));
    }
    // A page for the cover and one per design, numbered by the print stylesheet's @page.
    expect(Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [printed]))?.[1])).toBe(4);
    expect(printedText).toContain('Page 2 of 4');
    expect(listImages(printed).images.length).toBeGreaterThanOrEqual(6);
    await page.emulateMedia({ media: 'screen' });

    // 'Print proposal' opens the browser's Print once the print document's pictures are in.
    type Probe = { printed: boolean[] };
    await page.evaluate(() => {
      const probe: Probe = { printed: [] };
      Object.assign(window, { probe });
      window.print = () => {
        const pictures = [
          ...document.querySelectorAll<HTMLImageElement>('[data-slot="proposal-print"] img'),
        ];
        probe.printed.push(
          pictures.length === 6 &&
            pictures.every((picture) => picture.complete && picture.naturalWidth > 0),
        );
      };
    });
    await page.getByRole('button', { name: 'Print proposal' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { probe: Probe }).probe.printed))
      .toEqual([true]);
  });

  test("in the customer's language, chosen on the Presentation card while the app stays in English", async () => {
    const { page } = await browser.openSignedIn({ viewport: DESKTOP });
    const project = await demoProject(page);
    const seeded = (await generations(page)).find(
      (generation) => generation.projectRef === project.sk,
    );
    if (!seeded) throw new Error('The demo project has no design.');
    await finishedDesigns(page, project, [seeded.sk]);
    // Every Spanish letter the fonts must carry, in the user's own words.
    const note = '¿Te gusta? ¡Sí! Añadimos más césped, un búho, pingüinos y jardín: ÁÉÍÓÚÜÑ.';
    await storePresentationPlan(page, project.sk, {
      refs: [seeded.sk],
      notes: {},
      proposalNote: note,
    });

    await page.goto(appUrl(`/app/projects/${project.sk}`));
    await page.getByRole('combobox', { name: 'Proposal language' }).selectOption('es');
    const button = page.getByRole('button', { name: 'Download proposal (PDF)' });
    await waitFor(() => button.isEnabled(), 'the proposal is ready');
    await expectNoAxeViolations(page, 'the proposal in Spanish chosen');
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await button.click();
    const download = await downloading;
    // Its file name in the proposal's words; the card says it in English.
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^front-yard-refresh-propuesta-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = join(work, 'spanish.pdf');
    await download.saveAs(file);
    await page.getByText(`Saved ${fileName}.`, { exact: true }).waitFor();

    const text = run('pdftotext', ['-layout', file, '-']);
    const flat = text.replace(/\s+/g, ' ');
    for (const words of [
      'Propuesta de diseño',
      'Preparada para',
      'Maria Gonzalez',
      note,
      'Página 1 de 2',
      'Toque natural',
    ]) {
      expect(flat, `the PDF says "${words}"`).toContain(words);
    }
    // The day as Spanish writes it ('25 de noviembre de 2026'), not the app's English.
    expect(flat).toMatch(SPANISH_LONG_DATE);
    for (const english of ['Design proposal', 'Prepared for', 'Page 1 of 2', 'Natural Accent']) {
      expect(flat).not.toContain(english);
    }
    expect(flat).not.toMatch(ENGLISH_LONG_DATE);

    // Presenting to the customer: Spanish too, the app's 'Present' still English.
    await page.getByRole('link', { name: 'Present', exact: true }).click();
    const deck = page.getByRole('main', { name: 'Presentación' });
    await deck.getByRole('heading', { level: 1, name: PROJECT_NAME }).waitFor();
    expect(await deck.getAttribute('lang')).toBe('es');
    await deck.getByText('Propuesta de diseño de paisajismo').waitFor();
    await deck.getByText(SPANISH_LONG_DATE).waitFor();
    await expectNoAxeViolations(page, 'presentation mode in Spanish');
    await deck.getByRole('button', { name: 'Siguiente' }).click();
    await deck.getByRole('heading', { level: 1, name: 'Toque natural' }).waitFor();
    await deck.getByRole('button', { name: 'Salir' }).click();
    await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
  });

  test('says which picture could not be used, and makes the proposal on the next try', async () => {
    const { page } = await browser.openSignedIn({ viewport: DESKTOP });
    const project = await demoProject(page);
    const design = (await generations(page)).find(
      (generation) =>
        generation.projectRef === project.sk && generation.currentStep === 'completed',
    );
    if (!design) throw new Error('The demo project has no finished design.');
    const full = await callApi(page, 'GET', `${GENERATIONS_API}/${design.sk}`);
    const finalUrl = (full.body as { finalImageUrl?: string }).finalImageUrl;
    if (!finalUrl) throw new Error('The design has no picture.');
    await storePresentationPlan(page, project.sk, {
      refs: [design.sk],
      notes: {},
      proposalNote: '',
    });

    await page.goto(appUrl(`/app/projects/${project.sk}`));
    const button = page.getByRole('button', { name: 'Download proposal (PDF)' });
    await waitFor(() => button.isEnabled(), 'the proposal is ready');
    // In this document: it keeps the original file to put back.
    await swapStoredFile(page, storageKey(finalUrl), 'spoil');
    await button.click();
    const alert = page.getByRole('alert').filter({ hasText: 'The proposal could not be made' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      `The proposal could not be made: the after picture of design 1 (${design.style?.name ?? ''}) is not a picture this browser can read. Try again.`,
    );
    await expectNoAxeViolations(page, 'the proposal could not be made');

    await swapStoredFile(page, storageKey(finalUrl), 'restore');
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(proposalFileName(ENGLISH, PROJECT_NAME, new Date()));
    await alert.waitFor({ state: 'detached' });
  });

  test.each([
    { device: 'desktop', viewport: DESKTOP },
    { device: 'phone', viewport: PHONE },
  ])('offers the download on the project page ($device)', async ({ viewport }) => {
    const { page } = await browser.openSignedIn({ viewport });
    const project = await demoProject(page);
    await page.goto(appUrl(`/app/projects/${project.sk}`));
    const button = page.getByRole('button', { name: 'Download proposal (PDF)' });
    await button.waitFor();
    // Nothing chosen yet: the button says why it cannot be used.
    expect(await button.isDisabled()).toBe(true);
    await page.getByText('Choose at least one finished design to put in the proposal.').waitFor();
    await expectNoAxeViolations(page, 'no design chosen');

    const design = (await generations(page)).find(
      (generation) => generation.projectRef === project.sk,
    );
    if (!design) throw new Error('The demo project has no design.');
    await storePresentationPlan(page, project.sk, {
      refs: [design.sk],
      notes: {},
      proposalNote: '',
    });
    await page.reload();
    await waitFor(() => button.isEnabled(), 'the proposal is ready');
    await button.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'a design chosen');
  });
});
