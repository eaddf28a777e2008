import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The steps of pricing, presenting and signing a proposal in the browser tests, and reading the
 * signed PDF back with poppler (pdftotext, pdfdetach): approval.e2e.ts (API mode) and
 * keep-and-mix.e2e.ts (an edited design signed, in demo mode) both take them.
 */

/** The signature pad's drawing surface. */
export function signaturePad(page: Page) {
  return page.getByRole('img', { name: /^Signature pad/ });
}

export async function padBox(pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not shown.');
  return box;
}

/** A click on the pad: a dot, which is no signature. */
export async function drawDot(page: Page, pad: Locator) {
  const box = await padBox(pad);
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * A signature drawn with the mouse: one stroke that waves across most of the pad, as a name
 * written in one go does.
 */
export async function drawSignature(page: Page, pad: Locator) {
  const box = await padBox(pad);
  const at = (x: number, y: number) => ({
    x: box.x + box.width * x,
    y: box.y + box.height * y,
  });
  const start = at(0.15, 0.55);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    const point = at(0.15 + (0.7 * step) / 24, 0.55 + (step % 2 === 0 ? 0.12 : -0.12));
    await page.mouse.move(point.x, point.y, { steps: 3 });
  }
  await page.mouse.up();
}

export function run(command: string, args: string[]) {
  return execFileSync(command, args, { encoding: 'utf8' });
}

/** The PDF's text as pdftotext reads it, with the no-break spaces of amounts made plain. */
export function pdfText(file: string) {
  return run('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(/[\u00a0\u202f]/g, ' ');
}

export type AttachedRecord = {
  content: {
    language: string;
    chosen: { styleName: string };
    addOns: { name: string; priceCents: number }[];
    totals: { total: number };
    signer: { name: string };
  };
  digest: string;
  document: { byteLength: number; sha256: string };
};

/** The approval record attached to the signed PDF, as pdfdetach saves it. */
export function attachedRecord(file: string, work: string): AttachedRecord {
  expect(run('pdfdetach', ['-list', file])).toMatch(/^1: yardvision-approval-record\.json$/m);
  const saved = join(work, `${Date.now()}-record.json`);
  run('pdfdetach', ['-save', '1', '-o', saved, file]);
  return JSON.parse(readFileSync(saved, 'utf8')) as AttachedRecord;
}

/**
 * The same PDF with one byte changed inside its first picture's data, before the approval
 * record (what a program that recompresses or touches up a picture does).
 */
export function withOneByteChanged(pdf: Buffer) {
  const copy = Buffer.from(pdf);
  const image = copy.indexOf('/Subtype /Image');
  const stream = copy.indexOf('stream', image);
  if (image < 0 || stream < 0) throw new Error('The signed PDF has no picture.');
  const at = stream + 500;
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
}

/** Saves the download that `click` starts in `work`; resolves with its path and bytes. */
export async function download(page: Page, click: () => Promise<void>, name: string, work: string) {
  const [started] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    click(),
  ]);
  const file = join(work, name);
  await started.saveAs(file);
  return { file, bytes: readFileSync(file), suggested: started.suggestedFilename() };
}

/** Types into a field of the Prices card (replacing what it holds). */
export async function price(page: Page, name: string, value: string) {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.fill(value);
}

/** Waits until the Prices card has kept what was typed. */
export async function pricesSaved(page: Page) {
  const card = page.getByRole('form', { name: 'Prices' });
  // A field's value is kept when it is left (or a moment after the last key).
  await card.getByText('Saved on this device.').waitFor();
}

/**
 * From the project page to presentation mode's last slide, the deck having `slides` (the title,
 * the designs, and 'Choose and approve').
 */
export async function presentToTheEnd(page: Page, slides: number) {
  await page.getByRole('link', { name: 'Present' }).click();
  const deck = page.getByRole('main', { name: 'Presentation' });
  await deck.getByRole('heading', { level: 1, name: 'Front yard refresh' }).waitFor();
  // The prices are read from the device as the deck opens: End once the last slide is there.
  await deck.getByText(`1 / ${slides}`, { exact: true }).waitFor();
  await page.keyboard.press('End');
  await deck.getByRole('heading', { name: 'Choose and approve' }).waitFor();
  return deck;
}
