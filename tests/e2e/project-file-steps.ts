import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { appUrl, signIn, waitFor } from './browser';
import { demoSessionToken, waitForDemoApi, watchDemoApi, type DemoProject } from './demo-helpers';
import { download, drawSignature, presentToTheEnd, signaturePad } from './approval-steps';

/**
 * The steps of the project file, for its browser test and its figures in demo mode
 * (tests/measure/project-file.measure.ts) and for the field trip of approval.e2e.ts in a build
 * with an API: the project page's cards, 'Export project', 'Open a project file' and its dialog,
 * a design edited in Keep and mix, a proposal signed.
 */

/**
 * Resolves once the demo has priced its project on this device (once, after sign-in): its prices
 * first, so that they never land over those of the test, nor after the Prices card has read them.
 */
export async function demoPriced(page: Page) {
  await waitFor(
    () =>
      page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('yardvision:demo-priced:')),
      ),
    'the demo has priced its project',
  );
}

/** Signs in with the demo account straight onto the project's page. */
export async function openProjectSignedIn(page: Page, project: DemoProject) {
  await signIn(page.context(), demoSessionToken());
  await watchDemoApi(page);
  await page.goto(appUrl(`/app/projects/${project.sk}`));
  await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
  await waitForDemoApi(page);
}

export function card(page: Page, title: string) {
  return page
    .getByRole('heading', { name: title, exact: true })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
}

/** 'Export project' on the project page; resolves with the file downloaded. */
export async function exportProject(page: Page, name: string, work: string) {
  const projectFile = card(page, 'Project file');
  // Where the browser can share a file, it offers 'Share' and 'Download' once the file is made.
  const shares = await page.evaluate(
    () =>
      'canShare' in navigator &&
      navigator.canShare({ files: [new File(['x'], 'x.zip', { type: 'application/zip' })] }),
  );
  const saved = await download(
    page,
    async () => {
      await projectFile.getByRole('button', { name: 'Export project' }).click();
      if (shares) await projectFile.getByRole('button', { name: 'Download', exact: true }).click();
    },
    name,
    work,
  );
  await projectFile.getByText(`Exported: ${saved.suggested} is in your downloads.`).waitFor();
  expect(saved.suggested).toMatch(/^front-yard-refresh-\d{4}-\d{2}-\d{2}\.yardvision\.zip$/);
  return saved;
}

/** Chooses `bytes` in the project file card's 'Open a project file'; resolves with its dialog. */
export async function openProjectFile(page: Page, name: string, bytes: Buffer) {
  await card(page, 'Project file')
    .locator('input[name="projectFile"]')
    .setInputFiles({ name, mimeType: 'application/zip', buffer: bytes });
  const dialog = page.getByRole('dialog', { name: 'Open a project file' });
  await dialog.getByText(name, { exact: true }).waitFor();
  return dialog;
}

/** The dialog's own 'Close' (in its footer; its corner's × is named so too). */
export function closeButton(dialog: Locator) {
  return dialog.locator('[data-slot="dialog-footer"]').getByRole('button', { name: 'Close' });
}

/** The dialog's items, once checked: what each is, and its status. */
export async function itemsOf(dialog: Locator) {
  await dialog
    .getByText(/^(Nothing changes on this device until|This device already has)/)
    .waitFor();
  return dialog
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item): [string, string] => [
        item.querySelector('p')?.textContent ?? '',
        item.querySelector('[data-slot="badge"]')?.textContent ?? '',
      ]),
    );
}

/** The statuses of the items of `items` (itemsOf) whose name matches `what`, sorted. */
export function statusesOf(items: [string, string][], what: RegExp) {
  return items
    .filter(([item]) => what.test(item))
    .map(([, status]) => status)
    .sort();
}

/**
 * From the project page: the presentation's last slide (`slides` in all), the first option
 * chosen, signed by `signer` and approved; back on the project page, resolves with the signed
 * PDF (downloaded into `keep.work`, when `keep` names it).
 */
export async function signProposal(
  page: Page,
  signer: string,
  slides: number,
  keep?: { name: string; work: string },
) {
  const projectPath = new URL(page.url()).pathname;
  const deck = await presentToTheEnd(page, slides);
  await deck.getByRole('radio').first().check();
  await deck.getByRole('button', { name: 'Continue to sign' }).click();
  await deck.getByRole('textbox', { name: 'Your full name' }).fill(signer);
  await deck.getByRole('checkbox', { name: /signing on this screen is my signature/ }).check();
  await drawSignature(page, signaturePad(page));
  await deck.getByRole('button', { name: 'Approve' }).click();
  await deck
    .getByRole('heading', { name: `Signed. Thank you, ${signer}.` })
    .waitFor({ timeout: 30_000 });
  const signed = keep
    ? await download(
        page,
        () => deck.getByRole('button', { name: 'Download' }).click(),
        keep.name,
        keep.work,
      )
    : undefined;
  await deck.getByRole('button', { name: 'Exit' }).click();
  await page.waitForURL((url) => url.pathname === projectPath);
  return signed?.bytes;
}

/**
 * One stroke in Keep and mix on the design `ref`, saved as a new edit; resolves once the editor
 * says it was saved (as `savedAs`, when a test names it). `site`: the origin of a build with an
 * API (api-mode-site.ts); the demo's site unless told.
 */
export async function editDesign(
  page: Page,
  ref: string,
  savedAs: RegExp = /^Saved as "/,
  site?: string,
) {
  const path = `/app/generations/${ref}/keep-and-mix`;
  await page.goto(site ? new URL(path, site).href : appUrl(path));
  const stage = page.getByTestId('edit-stage');
  await stage.waitFor();
  const box = await stage.boundingBox();
  if (!box) throw new Error('No stage.');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.72, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save edit' }).click();
  await page.getByText(savedAs).waitFor({ timeout: 30_000 });
}
