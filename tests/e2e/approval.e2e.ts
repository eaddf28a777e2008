import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';

import { DEMO_ORGANIZATION } from '@/demo/seed-demo-data';

import { persistedQueriesContain, setupApiModeSite, waitForServiceWorker } from './api-mode-site';
import { DESKTOP, expectNoAxeViolations, PHONE, waitFor } from './browser';
import type { FakeApi } from './fake-api';
import {
  attachedRecord,
  download,
  drawDot,
  drawSignature,
  padBox,
  pdfText,
  presentToTheEnd,
  price,
  pricesSaved,
  signaturePad,
  withOneByteChanged,
} from './approval-steps';
import {
  closeButton,
  editDesign,
  exportProject,
  itemsOf,
  openProjectFile,
  statusesOf,
} from './project-file-steps';
import { swipe } from './touch';
import { expectNoUntranslatedText, translation } from './untranslated';

/**
 * A customer approves a priced proposal in presentation mode, in a build with an API served as
 * in production (deploy/'s nginx site, its Content-Security-Policy on): the landscaper prices
 * the designs on the project page; the customer chooses one, ticks an add-on, signs with the
 * mouse (or a finger on a phone) and approves; the signed PDF is read back with poppler
 * (pdftotext, pdfdetach) and checked in 'Open a signed proposal' as it is, with one byte
 * changed, and against a picture; Logout warns about a signed proposal never shared, then about
 * the project's work never exported. A project edited in Keep and mix, planned and priced on a
 * laptop goes to a phone in its project file; there, in Spanish and without signal, it is
 * presented, signed and exported, and the laptop opening that file has the signed PDF byte for
 * byte.
 */

const site = setupApiModeSite();
const { openSignedIn } = site;

const APPROVALS_DATABASE = 'yardvision-approvals';
const EDITED = 'Natural Accent, edited';
const work = mkdtempSync(join(tmpdir(), 'approval-e2e-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A second finished design in the demo's project (it has one, 'Natural Accent'). */
async function addFinishedDesign(api: FakeApi, styleName: string) {
  const { mockApi } = api;
  const project = mockApi.organization(DEMO_ORGANIZATION).projects.at(0);
  if (!project) throw new Error('The demo data has no project.');
  const generation = await mockApi.addGeneration(DEMO_ORGANIZATION, {
    style: { name: styleName },
    fileInfo: [{ name: 'yard.jpg', contentType: 'image/jpeg' }],
    projectRef: project.sk,
    customerRef: project.customerRef,
  });
  const photo = new Blob([
    readFileSync(new URL('../../public/demo/yard-back.jpg', import.meta.url)),
  ]);
  const slot = generation.sources.at(0);
  if (slot) await mockApi.storeUpload(slot, { contentType: 'image/jpeg', bytes: photo });
  await mockApi.startGenerating(generation, {});
  generation.completesAt = mockApi.now();
  await mockApi.save();
}

/** The names of the IndexedDB databases of the site (none is opened to know). */
function databaseNames(page: Page) {
  return page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name ?? ''),
  );
}

/**
 * The signed proposals kept on the device (IndexedDB `yardvision-approvals`, store `records`):
 * how many, or null when the database is not there at all. The database is looked for first,
 * so that looking never creates it.
 */
function signedRecordCount(page: Page): Promise<number | null> {
  return page.evaluate(async (name) => {
    const databases = await indexedDB.databases();
    // Opening a database that is not there would make it.
    if (!databases.some((database) => database.name === name)) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    try {
      if (!db.objectStoreNames.contains('records')) return 0;
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction('records').objectStore('records').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('count failed'));
      });
    } finally {
      db.close();
    }
  }, APPROVALS_DATABASE);
}

/** Opens the project page from the projects list. */
async function openProject(page: Page) {
  await page.goto(`${site.baseURL()}/app/projects`);
  await page.getByRole('link', { name: 'Front yard refresh' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
}

describe('a proposal approved on a desktop (API mode, nginx with CSP)', () => {
  test('priced, refused until complete, signed with the mouse, kept, read back, checked, and warned about at Logout', async () => {
    const { page, api } = await openSignedIn(DESKTOP);
    await addFinishedDesign(api, 'Gentle Modern');

    // The landscaper: both designs in the presentation, priced, an add-on, tax and deposit.
    await openProject(page);
    await page.getByRole('checkbox', { name: /^Natural Accent/ }).click();
    await page.getByRole('checkbox', { name: /^Gentle Modern/ }).click();
    await page.getByRole('heading', { name: 'Prices' }).waitFor();
    await price(page, 'Price of Natural Accent', '12,400');
    await price(page, 'What is included in Natural Accent', 'Native grasses, stone path');
    await price(page, 'Price of Gentle Modern', '18,800.50');
    await price(page, 'What is included in Gentle Modern', 'Gravel garden, steel edging');
    await page.getByRole('button', { name: 'Add an add-on' }).click();
    await price(page, 'Name of add-on 1', 'Path lighting');
    await price(page, 'Price of add-on 1', '1,800');
    await price(page, 'Tax rate (%)', '8.25');
    await page.getByRole('radio', { name: 'Percent of the total' }).click();
    await price(page, 'Deposit', '30');
    await page.getByRole('textbox', { name: 'Deposit', exact: true }).press('Enter');
    await pricesSaved(page);
    await expectNoAxeViolations(page, 'the priced project');
    const projectPath = new URL(page.url()).pathname;

    // The customer: the last slide, the options in the presentation's order.
    const deck = await presentToTheEnd(page, 4);
    const options = deck.getByRole('radio');
    expect(await options.count()).toBe(2);
    await deck.getByRole('button', { name: 'Continue to sign' }).click();
    await deck.getByText('Choose one of the designs first.').waitFor();
    await expectNoAxeViolations(page, 'the choose slide, nothing chosen');

    // The second option, and the add-on: the totals at once.
    await options.nth(1).check();
    expect(await deck.getByRole('radio', { name: /^Gentle Modern \$18,800\.50/ }).isChecked()).toBe(
      true,
    );
    await deck.getByRole('checkbox', { name: /Path lighting/ }).check();
    // 18,800.50 + 1,800.00 = 20,600.50; tax 8.25 % = 1,699.54; total 22,300.04; deposit 30 %.
    for (const amount of ['$20,600.50', '$1,699.54', '$22,300.04', '$6,690.01', '$15,610.03']) {
      await deck.getByText(amount, { exact: true }).first().waitFor();
    }
    await expectNoAxeViolations(page, 'the choose slide, chosen');

    await deck.getByRole('button', { name: 'Continue to sign' }).click();
    await deck.getByRole('heading', { name: 'Sign to approve' }).waitFor();
    const approve = deck.getByRole('button', { name: 'Approve' });
    const pad = signaturePad(page);
    await pad.waitFor();

    // Approve with nothing: each part says what it lacks.
    await approve.click();
    await deck.getByText('Type your full name.').waitFor();
    await deck.getByText('Tick the box to agree to sign on the screen.').waitFor();
    await deck.getByText('Sign in the box with a finger or the mouse.').waitFor();
    await expectNoAxeViolations(page, 'the sign slide, nothing given');

    // A dot is no signature.
    const signer = 'Dana Whitfield';
    await deck.getByRole('textbox', { name: 'Your full name' }).fill(signer);
    await deck.getByRole('checkbox', { name: /signing on this screen is my signature/ }).check();
    await drawDot(page, pad);
    await approve.click();
    // The pad is still empty (a dot draws no line), and says so.
    await deck.getByText('Not signed yet').waitFor();
    await deck.getByText('Sign in the box with a finger or the mouse.').waitFor();
    expect(await deck.getByText('Signed', { exact: true }).count(), "the pad's state").toBe(0);
    await expectNoAxeViolations(page, 'the sign slide, a dot');
    expect(await signedRecordCount(page), 'nothing recorded before a real signature').toBe(0);

    // Signed with the mouse, approved: the signed PDF is written and kept.
    await deck.getByRole('button', { name: 'Clear' }).click();
    await drawSignature(page, pad);
    const approvedAt = Date.now();
    await approve.click();
    await deck
      .getByRole('heading', { name: `Signed. Thank you, ${signer}.` })
      .waitFor({ timeout: 30_000 });
    const writingMs = Date.now() - approvedAt;
    await deck.getByText(/^Gentle Modern, total \$22,300\.04\./).waitFor();
    expect(await signedRecordCount(page)).toBe(1);
    await expectNoAxeViolations(page, 'signed');

    const signed = await download(
      page,
      () => deck.getByRole('button', { name: 'Download' }).click(),
      'signed.pdf',
      work,
    );
    console.log(
      `Approve to 'Signed' (desktop, online): ${writingMs} ms; signed PDF: ${signed.bytes.length} bytes (${(signed.bytes.length / 1024).toFixed(1)} kB), ${signed.suggested}`,
    );
    expect(signed.suggested).toMatch(/^front-yard-refresh-signed-proposal-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = pdfText(signed.file);
    const record = attachedRecord(signed.file, work);
    expect(text).toContain('Signed proposal');
    expect(text).toContain('Gentle Modern');
    expect(text).toContain('Path lighting');
    expect(text).toContain('$22,300.04');
    expect(text).toContain(signer);
    expect(record.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(text).toContain(record.digest);
    expect(record.content.chosen.styleName).toBe('Gentle Modern');
    expect(record.content.addOns).toEqual([{ name: 'Path lighting', priceCents: 180_000 }]);
    expect(record.content.totals.total).toBe(2_230_004);
    expect(record.content.signer.name).toBe(signer);
    expect(record.document.byteLength).toBeLessThan(signed.bytes.length);

    // The project page lists it.
    await deck.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL((url) => url.pathname === projectPath);
    const card = page
      .getByRole('heading', { name: 'Signed proposals' })
      .locator('xpath=ancestor::*[@data-slot="card"][1]');
    await card.getByText(signer).waitFor();
    await card.getByText(/Total \$22,300\.04/).waitFor();

    // 'Open a signed proposal': the PDF as signed, one byte changed, and a picture.
    await card.getByRole('link', { name: 'Open a signed proposal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Open a signed proposal' }).waitFor();
    await expectNoAxeViolations(page, 'open a signed proposal, waiting');
    const input = page.locator('input[name="signedProposal"]');
    const answer = page.getByRole('status').filter({ hasText: /PDF|file/ });
    await input.setInputFiles({
      name: signed.suggested,
      mimeType: 'application/pdf',
      buffer: signed.bytes,
    });
    await answer.getByText('This PDF matches its approval record.').waitFor();
    await page.getByText(signer).first().waitFor();
    await expectNoAxeViolations(page, 'open a signed proposal, intact');

    await input.setInputFiles({
      name: 'changed.pdf',
      mimeType: 'application/pdf',
      buffer: withOneByteChanged(signed.bytes),
    });
    await answer.getByText(/^This PDF has been changed since it was signed/).waitFor();
    await expectNoAxeViolations(page, 'open a signed proposal, changed');

    await input.setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: readFileSync(new URL('../../public/icon-192.png', import.meta.url)),
    });
    await answer.getByText(/^This file is not a signed proposal from YardVision/).waitFor();
    await expectNoAxeViolations(page, 'open a signed proposal, not one');

    // A second approval, never shared nor downloaded: Logout says so first.
    await page.goto(`${site.baseURL()}${projectPath}`);
    await page.getByRole('heading', { name: 'Prices' }).waitFor();
    const again = await presentToTheEnd(page, 4);
    await again.getByRole('radio', { name: /^Natural Accent/ }).check();
    await again.getByRole('button', { name: 'Continue to sign' }).click();
    await again.getByRole('textbox', { name: 'Your full name' }).fill('Sam Ortega');
    await again.getByRole('checkbox', { name: /signing on this screen is my signature/ }).check();
    await drawSignature(page, signaturePad(page));
    await again.getByRole('button', { name: 'Approve' }).click();
    await again
      .getByRole('heading', { name: 'Signed. Thank you, Sam Ortega.' })
      .waitFor({ timeout: 30_000 });
    await again.getByRole('button', { name: 'Exit' }).click();
    await page.waitForURL((url) => url.pathname === projectPath);

    await page.getByRole('button', { name: 'Logout' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Signed proposals were never shared' });
    await warning
      .getByText(/^A signed proposal on this device was never shared or downloaded\./)
      .waitFor();
    await expectNoAxeViolations(page, 'the Logout warning');
    const saved = await download(
      page,
      () => warning.getByRole('button', { name: 'Download all' }).click(),
      'all.pdf',
      work,
    );
    expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(attachedRecord(saved.file, work).content.signer.name).toBe('Sam Ortega');
    // The project's plan and prices changed on this device and were never exported: Logout
    // says so next, and exports the project from there.
    const projectWork = page.getByRole('alertdialog', { name: 'Project work was not exported' });
    await projectWork.getByText('Front yard refresh', { exact: true }).waitFor();
    const projectFile = await download(
      page,
      () => projectWork.getByRole('button', { name: 'Export project' }).click(),
      'project.zip',
      work,
    );
    expect(projectFile.suggested).toMatch(/^front-yard-refresh-.*\.yardvision\.zip$/);
    const done = page.getByRole('alertdialog', { name: 'Everything kept' });
    await done.waitFor();
    await expectNoAxeViolations(page, 'the Logout warning, downloaded');
    await done.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitFor(
      async () => !(await databaseNames(page)).includes(APPROVALS_DATABASE),
      'the signed proposals are gone from the device',
    );
  });
});

/** What the demo's data says in any language: the project, its customer and site. */
const CUSTOMER_DATA = [
  'Front yard refresh',
  'Maria Gonzalez',
  '1408 Live Oak Lane',
  'Austin, TX 78704',
];

describe('a proposal edited and priced on a laptop, approved on a phone in Spanish without signal', () => {
  test('carried in its project file: signed on the phone with no signal, and the laptop has it', async () => {
    const es = (message: string, values?: Record<string, string>) =>
      translation('es', message, values);
    const editedEs = es('{name}, edited', { name: es('Natural Accent') });

    // The laptop, online: the demo's design edited in Keep and mix, and the edit presented in
    // Spanish, priced, and exported.
    const { page: laptop, api: laptopApi } = await openSignedIn(DESKTOP);
    const design = laptopApi.mockApi
      .organization(DEMO_ORGANIZATION)
      .generations.find(({ style }) => style?.name === 'Natural Accent');
    if (!design) throw new Error("The demo data has no 'Natural Accent' design.");
    await editDesign(laptop, design.sk, new RegExp(`^Saved as "${EDITED}`), site.baseURL());
    await openProject(laptop);
    await laptop.getByRole('checkbox', { name: new RegExp(`^${EDITED}`) }).click();
    await laptop.getByRole('combobox', { name: 'Proposal language' }).selectOption('es');
    await laptop.getByRole('heading', { name: 'Prices' }).waitFor();
    await price(laptop, `Price of ${EDITED}`, '12400');
    await price(laptop, 'Tax rate (%)', '8.25');
    await price(laptop, 'Deposit', '30');
    await laptop.getByRole('textbox', { name: 'Deposit', exact: true }).press('Enter');
    await pricesSaved(laptop);
    const laptopFile = await exportProject(laptop, 'portatil.yardvision.zip', work);

    // The phone of the same account, online once: the laptop's file opened, and the
    // presentation made ready offline.
    const { page, api } = await openSignedIn(PHONE, { sameServerAs: laptopApi });
    await openProject(page);
    await waitForServiceWorker(page);
    const fromLaptop = await openProjectFile(page, laptopFile.suggested, laptopFile.bytes);
    const carried = await itemsOf(fromLaptop);
    expect(carried.map(([what]) => what).sort()).toEqual([
      expect.stringMatching(new RegExp(`^Edited design · ${EDITED} · `)),
      'Presentation plan',
      'Prices',
    ]);
    expect(carried.map(([, status]) => status)).toEqual(['New', 'New', 'New']);
    await fromLaptop.getByRole('button', { name: 'Apply' }).click();
    await fromLaptop
      .getByText('Opened: 3 items changed on this device.', { exact: true })
      .waitFor();
    await closeButton(fromLaptop).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: new RegExp(`^${EDITED}`) }).isChecked())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('textbox', { name: `Price of ${EDITED}` }).inputValue())
      .toBe('12400.00');
    await page.getByText(/^Ready offline: /).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'the priced project (phone)');
    await waitFor(
      () => persistedQueriesContain(page, 'Natural Accent'),
      "the project's designs are kept on the device",
    );
    const projectPath = new URL(page.url()).pathname;

    // No signal from here on (once what the page asked for online is answered).
    await api.settled();
    await api.setOffline(true);
    const callsOnline = api.calls.length;
    await page.goto(`${site.baseURL()}${projectPath}/present`);
    const deck = page.getByRole('main', { name: es('Presentation') });
    await deck.getByRole('heading', { level: 1, name: 'Front yard refresh' }).waitFor();
    // The prices are read from the device as the deck opens: End once the last slide is there.
    await deck.getByText('1 / 3', { exact: true }).waitFor();
    await page.keyboard.press('End');
    await deck.getByRole('heading', { name: es('Choose and approve') }).waitFor();
    // 12,400.00 USD as Spanish writes it.
    const option = deck.getByRole('radio', {
      name: new RegExp(`^${editedEs} 12\\.400,00\\sUS\\$`),
    });
    await option.click();
    await expect.poll(() => option.isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'the choose slide (phone, Spanish)');
    await expectNoUntranslatedText(page, { userData: CUSTOMER_DATA });

    await deck.getByRole('button', { name: es('Continue to sign') }).click();
    await deck.getByRole('heading', { name: es('Sign to approve') }).waitFor();
    const signer = 'Lucía Fernández';
    await deck.getByRole('textbox', { name: es('Your full name') }).fill(signer);
    await deck
      .getByRole('checkbox', {
        name: es(
          'I agree that signing on this screen is my signature on this proposal, and that I receive the signed proposal electronically.',
        ),
      })
      .click();
    // A finger across the pad (a real touch, as on a phone).
    const pad = page.getByRole('img', {
      name: es('Signature pad: sign here with a finger or the mouse'),
    });
    const box = await padBox(pad);
    await swipe(page, box, box.width * 0.7, 0.15);
    await deck.getByText(es('Signed'), { exact: true }).waitFor({ state: 'attached' });
    await expectNoAxeViolations(page, 'the sign slide (phone, Spanish)');
    await expectNoUntranslatedText(page, { userData: [...CUSTOMER_DATA, signer] });

    const approvedAt = Date.now();
    await deck.getByRole('button', { name: es('Approve') }).click();
    await deck
      .getByRole('heading', {
        name: es('Signed. Thank you, {signerName}.', { signerName: signer }),
      })
      .waitFor({ timeout: 30_000 });
    const writingMs = Date.now() - approvedAt;
    await expectNoAxeViolations(page, 'signed (phone, Spanish)');
    await expectNoUntranslatedText(page, { userData: [...CUSTOMER_DATA, signer] });

    const signed = await download(
      page,
      () => deck.getByRole('button', { name: es('Download') }).click(),
      'firmada.pdf',
      work,
    );
    console.log(
      `Approve to 'Signed' (phone, offline, Spanish): ${writingMs} ms; signed PDF: ${signed.bytes.length} bytes (${(signed.bytes.length / 1024).toFixed(1)} kB), ${signed.suggested}`,
    );
    expect(signed.suggested).toMatch(/-propuesta-firmada-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = pdfText(signed.file);
    // 12,400.00 + tax 8.25 % (1,023.00) = 13,423.00; deposit 30 % 4,026.90; balance 9,396.10.
    // Spanish groups thousands only from five digits on: 1023,00, but 12.400,00.
    for (const amount of [
      '12.400,00 US$',
      '1023,00 US$',
      '13.423,00 US$',
      '4026,90 US$',
      '9396,10 US$',
    ]) {
      expect(text).toContain(amount);
    }
    expect(text).toContain(editedEs);
    expect(text).toContain(es('Signed proposal'));
    expect(text).toContain(es('Chosen option'));
    expect(text).toContain(signer);
    const record = attachedRecord(signed.file, work);
    expect(record.content.language).toBe('es');
    expect(record.content.totals.total).toBe(1_342_300);

    // Still with no signal, back on the project page: the project exported, its file holding
    // the signed PDF byte for byte.
    await deck.getByRole('button', { name: es('Exit') }).click();
    await page.getByRole('heading', { level: 1, name: 'Project Details' }).waitFor();
    const projectFile = await exportProject(page, 'sin-senal.yardvision.zip', work);
    const pdfs = Object.entries(unzipSync(projectFile.bytes)).filter(([name]) =>
      name.endsWith('.pdf'),
    );
    expect(pdfs.map(([, bytes]) => Buffer.from(bytes).equals(signed.bytes))).toEqual([true]);
    // Nothing was asked of the API or the storage meanwhile: not even tried.
    expect(api.calls.slice(callsOnline).map(({ method, path }) => `${method} ${path}`)).toEqual([]);

    // Back on the laptop: the phone's file adds the signed proposal, the rest as it was.
    const fromPhone = await openProjectFile(laptop, projectFile.suggested, projectFile.bytes);
    const back = await itemsOf(fromPhone);
    expect(statusesOf(back, /^Signed proposal · /)).toEqual(['New']);
    expect(statusesOf(back, /^(Presentation plan|Prices|Edited design · .*)$/)).toEqual([
      'Same',
      'Same',
      'Same',
    ]);
    expect(back).toHaveLength(4);
    await fromPhone.getByRole('button', { name: 'Apply' }).click();
    await fromPhone
      .getByText('Opened: one item changed on this device.', { exact: true })
      .waitFor();
    await closeButton(fromPhone).click();
    const signedOnLaptop = await download(
      laptop,
      () =>
        laptop.getByRole('button', { name: `Download the signed proposal of ${signer}` }).click(),
      'en-el-portatil.pdf',
      work,
    );
    expect(signedOnLaptop.bytes.equals(signed.bytes), 'the signed PDF, byte for byte').toBe(true);
  });
});
