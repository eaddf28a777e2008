import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';

import { appUrl, DESKTOP, expectNoAxeViolations, PHONE, waitFor } from './browser';
import { demoProject, finishedDesigns, seededDesignRefs, setupDemoBrowser } from './demo-helpers';
import { readDemoData, writeDemoData } from './demo-data';
import { download, price, pricesSaved } from './approval-steps';
import {
  card,
  closeButton,
  demoPriced,
  editDesign,
  exportProject,
  itemsOf,
  openProjectFile,
  openProjectSignedIn,
  signProposal,
  statusesOf,
} from './project-file-steps';

/**
 * The project file in demo mode on the production build: a project's work on one device (its
 * plan, prices, an edit made in Keep and mix, a signed proposal) exported and opened on a
 * second device of the same user, changed there and brought back; files that are not a project
 * file of this organization and version refused, changing nothing; a file dropped onto the app.
 *
 * The second device starts with a copy of the first's demo data (demo-data.ts): the account's
 * projects and designs, as a real API serves them to both. What the devices keep of their own
 * goes over in the project file only.
 */

const browser = setupDemoBrowser();
const work = mkdtempSync(join(tmpdir(), 'project-file-e2e-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

const EDITED = 'Natural Accent, edited';
const PRICE_OF_EDITED = `Price of ${EDITED}`;

function priceField(page: Page) {
  return page.getByRole('textbox', { name: PRICE_OF_EDITED, exact: true });
}

/** The entries of a project file, and its manifest. */
function unpacked(bytes: Uint8Array) {
  const entries = unzipSync(bytes);
  const manifest = JSON.parse(strFromU8(entries['manifest.json'] ?? new Uint8Array())) as {
    organizationRef: string;
    version: number;
    items: { part: string; folder: string; files: string[] }[];
  };
  return { entries, manifest };
}

/** Where a project file keeps its (first) signed PDF. */
function signedPdfPath(manifest: ReturnType<typeof unpacked>['manifest']) {
  const item = manifest.items.find(({ part }) => part === 'signed');
  const name = item?.files.find((file) => file.endsWith('.pdf'));
  if (!item || !name) throw new Error('The file holds no signed proposal.');
  return `${item.folder}/${name}`;
}

/** A zip of `entries` as the app packs a project file (pictures and PDFs stored as they are). */
function zipped(entries: Record<string, Uint8Array>) {
  const zippable: Zippable = {};
  for (const [name, bytes] of Object.entries(entries)) {
    zippable[name] = [bytes, { level: /\.(jpg|pdf)$/.test(name) ? 0 : 6 }];
  }
  return Buffer.from(zipSync(zippable));
}

/** The project file with its manifest changed by `change` (nothing else recomputed). */
function withManifest(bytes: Uint8Array, change: (manifest: Record<string, unknown>) => void) {
  const { entries } = unpacked(bytes);
  const manifest = JSON.parse(strFromU8(entries['manifest.json'] ?? new Uint8Array())) as Record<
    string,
    unknown
  >;
  change(manifest);
  return zipped({ ...entries, 'manifest.json': strToU8(JSON.stringify(manifest)) });
}

/**
 * On a project page of `page`'s device (its edited design priced): files that are not a project
 * file of this organization and version are refused, each with its message, and nothing on the
 * device changes.
 */
async function refusesBadFiles(
  page: Page,
  { bytes, signedPdf }: { bytes: Buffer; signedPdf: Buffer },
) {
  const field = priceField(page);
  const priced = await field.inputValue();
  const signedNames = () => card(page, 'Signed proposals').getByRole('listitem').allTextContents();
  const signedBefore = await signedNames();
  const deviceWork = () =>
    page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([key]) => key.startsWith('yardvision:'))
        .sort(),
    );
  const before = await deviceWork();

  // One byte of the signed PDF (stored as it is) changed.
  const changed = Buffer.from(bytes);
  const pdfAt = changed.indexOf(signedPdf.subarray(0, 200));
  expect(pdfAt, 'the PDF stored in the zip').toBeGreaterThan(0);
  const at = pdfAt + 1000;
  changed[at] = (changed[at] ?? 0) ^ 0xff;
  const pdfPath = signedPdfPath(unpacked(bytes).manifest);

  const bad: [string, Buffer, string][] = [
    [
      'yard-alpha.png',
      readFileSync(new URL('../../../shared/fixtures/images/yard-alpha.png', import.meta.url)),
      'This is not a YardVision project file. Nothing was changed.',
    ],
    [
      'cut.yardvision.zip',
      bytes.subarray(0, Math.floor(bytes.length / 2)),
      'This project file is damaged or incomplete. Nothing was changed. Export it again on the device it came from.',
    ],
    [
      'changed.yardvision.zip',
      changed,
      `This project file was changed after it was exported (${pdfPath} is not what it was). Nothing was changed.`,
    ],
    [
      'other.yardvision.zip',
      withManifest(bytes, (manifest) => {
        manifest.organizationRef = 'org-elsewhere';
      }),
      'This project file belongs to another organization. Nothing was changed.',
    ],
    [
      'newer.yardvision.zip',
      withManifest(bytes, (manifest) => {
        manifest.version = 2;
      }),
      'This project file was made by a newer version of YardVision. Nothing was changed. Reload the app to update it, then open the file again.',
    ],
  ];
  for (const [name, file, message] of bad) {
    const dialog = await openProjectFile(page, name, file);
    await dialog.getByRole('alert').getByText(message, { exact: true }).waitFor();
    if (name === 'changed.yardvision.zip') await expectNoAxeViolations(page, 'a file refused');
    await closeButton(dialog).click();
    await dialog.waitFor({ state: 'detached' });
  }

  expect(await field.inputValue()).toBe(priced);
  expect(await signedNames()).toEqual(signedBefore);
  expect(await deviceWork()).toEqual(before);
}

/** A project file dropped onto `page`'s dashboard opens in the dialog. */
async function opensDroppedFile(page: Page, { name, bytes }: { name: string; bytes: Buffer }) {
  await page.goto(appUrl('/app/dashboard'));
  await page.getByRole('heading', { level: 1, name: 'Welcome to YardVision' }).waitFor();
  // A file dragged over the app is taken (the browser would otherwise leave the app to show
  // it), once the app's background has loaded, and dropped.
  const drag = (type: 'dragover' | 'drop') =>
    page.evaluate(
      ({ type, name, base64 }) => {
        const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([data], name, { type: 'application/zip' }));
        const event = new DragEvent(type, {
          dataTransfer: transfer,
          bubbles: true,
          cancelable: true,
        });
        (document.querySelector('main') ?? document.body).dispatchEvent(event);
        return event.defaultPrevented;
      },
      { type, name, base64: type === 'drop' ? bytes.toString('base64') : '' },
    );
  await waitFor(() => drag('dragover'), 'the app takes a file dragged over it');
  expect(await drag('drop'), 'the drop taken').toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Open a project file' });
  await dialog.getByText(name, { exact: true }).waitFor();
  await dialog.getByText('Front yard refresh', { exact: true }).waitFor();
  expect((await itemsOf(dialog)).length).toBeGreaterThanOrEqual(4);
  await closeButton(dialog).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('a project file', () => {
  test('carries a project from one device to another and back; the newer wins, nothing is lost; bad files change nothing; a dropped file opens', async () => {
    // The first device, on a desktop: the demo's design edited in Keep and mix.
    const { page: first } = await browser.openSignedIn({ viewport: DESKTOP });
    const project = await demoProject(first);
    const design = (await seededDesignRefs(first))('Natural Accent');
    await finishedDesigns(first, project, [design]);
    await demoPriced(first);
    const demoData = await first.evaluate(readDemoData);

    await editDesign(first, design, /^Saved as "Natural Accent, edited/);

    // Planned (the edit presented), priced, and signed.
    await first.goto(appUrl(`/app/projects/${project.sk}`));
    await first.getByRole('checkbox', { name: new RegExp(`^${EDITED}`) }).click();
    await price(first, PRICE_OF_EDITED, '9,500');
    await pricesSaved(first);
    const signedPdf = await signProposal(first, 'Dana Whitfield', 3, {
      name: 'signed-first.pdf',
      work,
    });
    if (!signedPdf) throw new Error('No signed PDF.');

    const firstFile = await exportProject(first, 'first.yardvision.zip', work);
    const { entries, manifest } = unpacked(firstFile.bytes);
    expect(manifest.items.map(({ part }) => part)).toEqual(
      expect.arrayContaining(['plan', 'prices', 'edits', 'signed']),
    );
    const pdfEntry = entries[signedPdfPath(manifest)] ?? new Uint8Array();
    expect(Buffer.from(pdfEntry).equals(signedPdf), 'the PDF in the file').toBe(true);

    // The second device, a phone: the same account's projects and designs, none of the work.
    const { page: second } = await browser.open({ viewport: PHONE });
    await second.goto(appUrl('/login'));
    await second.evaluate(writeDemoData, demoData);
    await openProjectSignedIn(second, project);
    await card(second, 'Signed proposals')
      .getByText('No proposal of this project has been signed on this device.')
      .waitFor();

    const opened = await openProjectFile(second, firstFile.suggested, firstFile.bytes);
    const items = await itemsOf(opened);
    expect(items.map(([, status]) => status)).toEqual(items.map(() => 'New'));
    expect(items.map(([what]) => what)).toEqual(
      expect.arrayContaining([
        'Presentation plan',
        'Prices',
        expect.stringMatching(/^Edited design · Natural Accent, edited · /),
        expect.stringMatching(/^Signed proposal · front-yard-refresh-signed-proposal-.*\.pdf$/),
      ]),
    );
    await expectNoAxeViolations(second, 'the project file, 375 px');
    await opened.getByRole('button', { name: 'Apply' }).click();
    await opened
      .getByText(`Opened: ${items.length} items changed on this device.`, { exact: true })
      .waitFor();
    await closeButton(opened).click();

    // The plan, the prices, the edit and the signed proposal, as on the first device (the edit
    // is there to present: a design the device does not have is not offered).
    await expect
      .poll(() => second.getByRole('checkbox', { name: new RegExp(`^${EDITED}`) }).isChecked())
      .toBe(true);
    await expect.poll(() => priceField(second).inputValue()).toBe('9500.00');
    const signedHere = card(second, 'Signed proposals');
    const copy = await download(
      second,
      () =>
        signedHere
          .getByRole('button', { name: 'Download the signed proposal of Dana Whitfield' })
          .click(),
      'signed-second.pdf',
      work,
    );
    expect(copy.bytes.equals(signedPdf), 'the signed PDF, byte for byte').toBe(true);
    await signedHere.getByRole('link', { name: 'Open a signed proposal' }).click();
    await second.locator('input[name="signedProposal"]').setInputFiles({
      name: copy.suggested,
      mimeType: 'application/pdf',
      buffer: copy.bytes,
    });
    await second.getByText('This PDF matches its approval record.').waitFor();

    // On the second device: a new price, and a second proposal signed.
    await second.goBack();
    await priceField(second).waitFor();
    await price(second, PRICE_OF_EDITED, '10,250');
    await pricesSaved(second);
    await signProposal(second, 'Sam Ortega', 3);
    const secondFile = await exportProject(second, 'second.yardvision.zip', work);

    // Back on the first device: the newer prices and the second signature come in.
    const back = await openProjectFile(first, secondFile.suggested, secondFile.bytes);
    const statuses = await itemsOf(back);
    const statusOf = (what: RegExp) => statusesOf(statuses, what);
    expect(statusOf(/^Presentation plan$/)).toEqual(['Same']);
    expect(statusOf(/^Prices$/)).toEqual(['Newer']);
    expect(statusOf(/^Edited design · /)).toEqual(['Same']);
    expect(statusOf(/^Signed proposal · /)).toEqual(['New', 'Same']);
    await expectNoAxeViolations(first, 'the project file, 1280 px');
    await back.getByRole('button', { name: 'Apply' }).click();
    await back.getByText('Opened: 2 items changed on this device.', { exact: true }).waitFor();
    await closeButton(back).click();

    await expect.poll(() => priceField(first).inputValue()).toBe('10250.00');
    const signedThere = card(first, 'Signed proposals');
    await signedThere.getByText('Sam Ortega').waitFor();
    await signedThere.getByText('Dana Whitfield').waitFor();
    expect(
      await first.getByRole('checkbox', { name: new RegExp(`^${EDITED}`) }).isChecked(),
      'the edit, still presented',
    ).toBe(true);

    // Files that are not a project file of this organization and version change nothing.
    await refusesBadFiles(first, { bytes: firstFile.bytes, signedPdf });
    // A file dropped onto the app opens too (on the phone: its work is the newer here).
    await opensDroppedFile(second, { name: firstFile.suggested, bytes: firstFile.bytes });
  });
});
