import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';

import { appUrl, DESKTOP, expectNoAxeViolations, waitFor, type Viewport } from './browser';
import {
  callApi,
  createGeneration,
  demoProject,
  finishedDesigns,
  seededDesignRefs,
  setupDemoBrowser,
} from './demo-helpers';
import {
  attachedRecord,
  download,
  drawSignature,
  pdfText,
  presentToTheEnd,
  price,
  pricesSaved,
  signaturePad,
} from './approval-steps';
import { touchStroke, twoFingerPan } from './touch';

/**
 * 'Keep and mix' in demo mode on the production build: regions of a design taken from the
 * original photo and from another design of the same photo, the edit downloaded and compared
 * with its layers pixel by pixel, kept after a reload; on a phone one finger paints and two pan.
 */

const browser = setupDemoBrowser();
const PHONE_TOUCH: Viewport = { width: 390, height: 844 };
const GENERATIONS_API = '/api/{org}/yard-vision-generation';
const work = mkdtempSync(join(tmpdir(), 'keep-and-mix-e2e-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

type Generation = {
  sk: string;
  currentStep?: string;
  finalImageUrl?: string;
  sourceImages?: string[];
};

async function generation(page: Page, sk: string) {
  return (await callApi(page, 'GET', `${GENERATIONS_API}/${sk}`)).body as Generation;
}

/**
 * The demo's seeded 'Natural Accent' design (of the front yard, in the demo's project) to edit,
 * finished; with `variation`, also another finished design of the same photo in the project
 * (the same file name), which the editor offers as a layer.
 */
async function demoDesigns(page: Page, { variation }: { variation: boolean }) {
  const project = await demoProject(page);
  const edited = (await seededDesignRefs(page))('Natural Accent');
  if (!variation) {
    await finishedDesigns(page, project, [edited]);
    return { edited, other: edited };
  }
  const other = await createGeneration(page, {
    style: { name: 'Refined Traditional', description: '' },
    settings: { season: 'winter', weather: 'snowy', timeOfDay: 'dusk', atmosphericEffect: 'calm' },
    start: true,
    project,
    fileNames: ['front-yard.jpg'],
  });
  await finishedDesigns(page, project, [edited, other], 60_000);
  return { edited, other };
}

async function stageBox(page: Page) {
  const box = await page.getByTestId('edit-stage').boundingBox();
  if (!box) throw new Error('No stage.');
  return box;
}

/** A lasso around the stage's rectangle [x0, x1] x [y0, y1] (fractions of its size). */
async function lassoRectangle(page: Page, [x0, y0, x1, y1]: [number, number, number, number]) {
  const box = await stageBox(page);
  const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  const start = at(x0, y0);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const corner of [at(x1, y0), at(x1, y1), at(x0, y1), start]) {
    await page.mouse.move(corner.x, corner.y, { steps: 4 });
  }
  await page.mouse.up();
}

async function takeFrom(page: Page, label: RegExp | string) {
  const select = page.getByLabel('Take from');
  const option = await select.locator('option').filter({ hasText: label }).first().textContent();
  await select.selectOption({ label: option ?? '' });
}

/** How many operations the edit holds: Undo is enabled while there is one. */
async function canUndo(page: Page) {
  return (
    (await page.getByRole('button', { name: 'Undo' }).getAttribute('aria-disabled')) !== 'true'
  );
}

type Region = [number, number, number, number];

/**
 * The mean difference (0-255 per channel) between the edit and each picture in each region
 * (fractions of the result), all drawn at the result's size in the page.
 */
async function regionDifferences(
  page: Page,
  edit: Buffer,
  pictures: Record<'original' | 'result' | 'variation', string>,
  regions: Record<string, Region>,
) {
  return page.evaluate(
    async ({ editBase64, pictures, regions }) => {
      const decode = async (blob: Blob) => createImageBitmap(blob);
      const editBitmap = await decode(
        new Blob([Uint8Array.from(atob(editBase64), (c) => c.charCodeAt(0))], {
          type: 'image/jpeg',
        }),
      );
      const { width, height } = editBitmap;
      const pixels = (bitmap: ImageBitmap) => {
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('No canvas.');
        ctx.drawImage(bitmap, 0, 0, width, height);
        return ctx.getImageData(0, 0, width, height).data;
      };
      const edited = pixels(editBitmap);
      const out: Record<'original' | 'result' | 'variation', Record<string, number>> = {
        original: {},
        result: {},
        variation: {},
      };
      for (const [name, url] of Object.entries(pictures) as [keyof typeof out, string][]) {
        const other = pixels(await decode(await (await fetch(url)).blob()));
        for (const [region, [x0, y0, x1, y1]] of Object.entries(regions)) {
          let sum = 0;
          let count = 0;
          for (let y = Math.round(y0 * height); y < Math.round(y1 * height); y += 2) {
            for (let x = Math.round(x0 * width); x < Math.round(x1 * width); x += 2) {
              const i = (y * width + x) * 4;
              for (let c = 0; c < 3; c += 1)
                sum += Math.abs((edited[i + c] ?? 0) - (other[i + c] ?? 0));
              count += 3;
            }
          }
          out[name][region] = sum / count;
        }
      }
      return out;
    },
    { editBase64: edit.toString('base64'), pictures, regions },
  );
}

describe('keep and mix', () => {
  test('takes regions from the original photo and another design; the edit is kept, presented and signed', async () => {
    const { page } = await browser.openSignedIn({ viewport: DESKTOP });
    const { edited, other } = await demoDesigns(page, { variation: true });

    await page.goto(appUrl(`/app/generations/${edited}`));
    await page.getByRole('link', { name: 'Keep and mix' }).click();
    await page.getByRole('heading', { level: 1, name: 'Keep and mix' }).waitFor();
    await page.getByTestId('edit-stage').waitFor();
    await expect.poll(() => page.getByLabel('Take from').locator('option').count()).toBe(2);
    await expectNoAxeViolations(page, 'keep and mix');

    await page.getByRole('button', { name: 'Lasso' }).click();
    await takeFrom(page, 'Original photo');
    await lassoRectangle(page, [0.05, 0.4, 0.45, 0.95]);
    await waitFor(() => canUndo(page), 'the lasso is an operation');
    await takeFrom(page, /Refined Traditional/);
    await lassoRectangle(page, [0.55, 0.55, 0.95, 0.95]);

    // Undo takes the second region back, redo brings it again.
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => page.getByRole('button', { name: 'Redo' }).getAttribute('aria-disabled'))
      .toBe('false');
    await page.getByRole('button', { name: 'Redo' }).click();

    // A tap of the colour select on the original's sky takes the whole flat sky.
    await page.getByRole('button', { name: 'Colour select' }).click();
    await takeFrom(page, 'Original photo');
    const box = await stageBox(page);
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.05);

    await page.getByRole('button', { name: 'Save edit' }).click();
    await page.getByText(/^Saved as ".*, edited/).waitFor();
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(saved.suggestedFilename()).toMatch(/^yardvision-natural-accent-edited-.*\.jpg$/);
    const bytes = await readFile(await saved.path());

    const design = await generation(page, edited);
    const variation = await generation(page, other);
    const out = await regionDifferences(
      page,
      bytes,
      {
        original: design.sourceImages?.[0] ?? '',
        result: design.finalImageUrl ?? '',
        variation: variation.finalImageUrl ?? '',
      },
      {
        lassoOriginal: [0.1, 0.45, 0.4, 0.9],
        lassoVariation: [0.6, 0.6, 0.9, 0.9],
        sky: [0.6, 0.02, 0.95, 0.12],
        untouched: [0.47, 0.6, 0.53, 0.95],
      },
    );
    // Each region comes from its layer (within JPEG's tolerance), and the rest is the result.
    expect(out.original.lassoOriginal).toBeLessThan(6);
    expect(out.variation.lassoVariation).toBeLessThan(6);
    expect(out.original.sky).toBeLessThan(6);
    expect(out.result.untouched).toBeLessThan(6);
    // ... and not from the others: the pictures differ there.
    expect(out.result.lassoOriginal).toBeGreaterThan(15);
    expect(out.result.lassoVariation).toBeGreaterThan(15);

    // The edit is a design of its own beside its design, and stays after a reload.
    await page.getByRole('link', { name: 'Back to the design' }).click();
    const card = page.getByRole('heading', { name: /^Natural Accent, edited/ });
    await card.waitFor();
    await page.reload();
    await card.waitFor();
    await expect
      .poll(() => page.getByRole('img', { name: /^Natural Accent, edited/ }).count())
      .toBe(1);
    await expectNoAxeViolations(page, 'design with its edit');

    // The edit presented, priced and signed: the record holds its picture and its layers.
    await page.goto(appUrl('/app/projects'));
    await page.getByRole('link', { name: 'Front yard refresh' }).first().click();
    await page.getByRole('checkbox', { name: /^Natural Accent, edited/ }).click();
    await price(page, 'Price of Natural Accent, edited', '9,500');
    await pricesSaved(page);

    const deck = await presentToTheEnd(page, 3);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await deck.getByText('Natural Accent, edited', { exact: true }).first().waitFor();
    await expect
      .poll(() =>
        deck
          .locator('img[src^="blob:"]')
          .evaluateAll((images) =>
            images.some((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
          ),
      )
      .toBe(true);
    await expectNoAxeViolations(page, 'the edit presented');
    await page.keyboard.press('End');
    await deck.getByRole('radio').first().check();
    await deck.getByRole('button', { name: 'Continue to sign' }).click();
    await deck.getByRole('textbox', { name: 'Your full name' }).fill('Dana Whitfield');
    await deck.getByRole('checkbox', { name: /signing on this screen is my signature/ }).check();
    await drawSignature(page, signaturePad(page));
    await deck.getByRole('button', { name: 'Approve' }).click();
    await deck
      .getByRole('heading', { name: 'Signed. Thank you, Dana Whitfield.' })
      .waitFor({ timeout: 30_000 });
    const signed = await download(
      page,
      () => deck.getByRole('button', { name: 'Download' }).click(),
      'signed.pdf',
      work,
    );

    const record = attachedRecord(signed.file, work) as ReturnType<typeof attachedRecord> & {
      content: { chosen: { madeFrom?: string[]; after: { sha256: string } } };
    };
    expect(record.content.chosen.styleName).toBe('Natural Accent, edited');
    expect(record.content.chosen.madeFrom).toEqual([
      'Original photo',
      expect.stringMatching(/^Refined Traditional · Winter/),
    ]);
    // The picture signed is the edit's, byte for byte.
    expect(record.content.chosen.after.sha256).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(pdfText(signed.file)).toContain('Made in Keep and mix from: Original photo, Refined');
  });

  test('on a phone, one finger paints and two fingers pan', async () => {
    const { page } = await browser.openSignedIn({ viewport: PHONE_TOUCH });
    const { edited } = await demoDesigns(page, { variation: false });
    await page.goto(appUrl(`/app/generations/${edited}/keep-and-mix`));
    await page.getByTestId('edit-stage').waitFor();
    await expectNoAxeViolations(page, 'keep and mix on a phone');
    const box = await stageBox(page);

    await twoFingerPan(page, box);
    expect(await canUndo(page)).toBe(false);
    const transform = await page
      .getByTestId('edit-stage')
      .locator('div')
      .first()
      .evaluate((stage) => stage.style.transform);
    expect(transform).toMatch(/scale\((?!1\))/);

    await touchStroke(page, box);
    await waitFor(() => canUndo(page), 'one finger painted a stroke');
  });
});
