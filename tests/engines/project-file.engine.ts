import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { readDemoData, writeDemoData, type DemoData } from '../e2e/demo-data';
import { DESKTOP, type EnginePage } from './engine';
import { keepDownloadedBlobs, landingToSignIn, signInToDemo } from './flows';
import { enginesToRun, setupEngine } from './harness';

/**
 * A project file made in WebKit and opened in Firefox, each in a fresh profile, and one back,
 * in demo mode on the production build. Each device's first visit is from the landing page on a
 * desktop. WebKit presents the demo's design and prices it, and exports the project (the file
 * read from the page as its download got it: keepDownloadedBlobs in flows.ts). Firefox starts
 * with a copy of WebKit's demo data, the account's projects and designs (tests/e2e/demo-data.ts),
 * opens the file ('Open a project file'), sees it as new and applies it: the plan and the price
 * are then Firefox's. Firefox prices anew and exports; WebKit opens that file, where the prices
 * are the newer, and applies it. (The whole round trip, with edits and signed proposals, bad
 * files and dropping, is tested in Chromium: tests/e2e/project-file.e2e.ts.)
 */

const PRICE = 'Price of Natural Accent';
const work = mkdtempSync(join(tmpdir(), 'project-file-engine-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Whether the demo has priced its project's designs on this device (once, after sign-in). */
function demoPriced(page: EnginePage) {
  return page.call<boolean>(
    `() => Object.keys(localStorage).some((key) => key.startsWith('yardvision:demo-priced:'))`,
  );
}

/** The value of the text field labelled `name`. */
function fieldValue(page: EnginePage, name: string) {
  return page.call<string | null>(
    `(name) => {
      const input = [...document.querySelectorAll('input')].find((candidate) =>
        [...(candidate.labels ?? [])].some((label) => label.textContent.replace(/\\s+/g, ' ').trim() === name),
      );
      return input ? input.value : null;
    }`,
    name,
  );
}

/**
 * 'Export project' on the project page, the file as its download got it (the Blob the page hands
 * the browser), saved in `work`; its path.
 */
async function exportProject(page: EnginePage) {
  await keepDownloadedBlobs(page);
  await page.click({ role: 'button', name: 'Export project' });
  await page.waitFor({ text: /^Exported: .+\.yardvision\.zip is in your downloads\.$/ });
  const exported = await page.call<{ name: string; base64: string }>(
    `async () => {
      const file = window.__e2eBlobs.find((blob) => blob.type === 'application/zip');
      const url = await new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
      });
      return { name: file.name, base64: url.replace(/^data:[^,]*,/, '') };
    }`,
  );
  expect(exported.name).toMatch(/^front-yard-refresh-\d{4}-\d{2}-\d{2}\.yardvision\.zip$/);
  const path = join(work, `${page.engine}-${exported.name}`);
  writeFileSync(path, Buffer.from(exported.base64, 'base64'));
  return path;
}

/** Opens the project file at `path` on the project page: its dialog, before Apply. */
async function openProjectFile(page: EnginePage, path: string) {
  await page.upload({ css: 'input[name="projectFile"]' }, [path]);
  await page.waitFor({ role: 'dialog', name: 'Open a project file' });
  await page.waitFor({ text: 'Nothing changes on this device until you press Apply.' });
  for (const item of ['Presentation plan', 'Prices']) await page.waitFor({ text: item });
}

/** Types `price` for Natural Accent and leaves the field, which keeps it. */
async function setPrice(page: EnginePage, price: string) {
  await page.fill({ role: 'textbox', name: PRICE }, price);
  await page.click({ role: 'textbox', name: 'Tax rate (%)' });
  await page.waitFor({ text: 'Saved on this device.' });
}

const both = ['webkit', 'firefox'].every((engine) =>
  enginesToRun().includes(engine as 'webkit' | 'firefox'),
);

describe('a project file from WebKit, opened in Firefox, and back', () => {
  const webkit = setupEngine('webkit');
  const firefox = setupEngine('firefox');

  test.skipIf(!both)('the plan and the prices come over; the newer price comes back', async () => {
    // Each device's first visit on a desktop: the landing page to the dashboard, axe-clean (the
    // phone's is sign-in.engine.ts).
    const from = await webkit.open({ viewport: DESKTOP });
    await landingToSignIn(from);
    await signInToDemo(from);
    await from.expectNoAxeViolations('the dashboard');
    // The demo's own prices first, so that they never land over the price typed below.
    await from.waitUntil(() => demoPriced(from), 'the demo has priced its project');
    await from.click({ role: 'link', name: 'Projects' });
    await from.click({ role: 'link', name: 'Open Front yard refresh' });
    await from.waitFor({ role: 'heading', level: 1, name: 'Project Details' });
    const projectPath = await from.path();
    await from.click({ role: 'checkbox', name: /^Natural Accent/ });
    await setPrice(from, '9,800');
    const demoData = await from.call<DemoData>(readDemoData.toString());

    const path = await exportProject(from);

    // Firefox, with the same account's projects and designs, and none of the work.
    const to = await firefox.open({ viewport: DESKTOP });
    await landingToSignIn(to);
    await to.call(writeDemoData.toString(), demoData);
    await signInToDemo(to);
    await to.expectNoAxeViolations('the dashboard');
    // Through the app's links: a page load while the dashboard still loads its parts would cut
    // their requests short (an error of the page's).
    await to.click({ role: 'link', name: 'Projects' });
    await to.click({ role: 'link', name: 'Open Front yard refresh' });
    await to.waitFor({ role: 'heading', level: 1, name: 'Project Details' });
    expect(await to.path(), 'the same project').toBe(projectPath);
    await to.waitFor({ text: 'No proposal of this project has been signed on this device.' });
    expect(await fieldValue(to, PRICE), 'no price before').toBeNull();

    await openProjectFile(to, path);
    expect(await to.count({ text: 'New' })).toBeGreaterThanOrEqual(2);
    expect(await to.count({ text: /^(Newer|Same|Older|Design missing)$/ })).toBe(0);
    await to.expectNoAxeViolations('the project file opened');
    await to.click({ role: 'button', name: 'Apply' });
    await to.waitFor({ text: /^Opened: \d+ items changed on this device\.$/ });
    await to.click({ role: 'button', name: 'Close' });

    // The design chosen to present (the plan), and its price.
    await to.waitFor({ role: 'list', name: 'Order of the presentation' });
    await to.waitUntil(async () => (await fieldValue(to, PRICE)) === '9800.00', 'the price');

    // And back: a new price in Firefox, exported, opened in WebKit, where it is the newer.
    await setPrice(to, '10,250');
    const back = await exportProject(to);
    await openProjectFile(from, back);
    await from.waitFor({ text: 'Newer' });
    expect(await from.count({ text: 'Newer' }), 'the prices, newer').toBe(1);
    expect(await from.count({ text: 'New' }), 'nothing new').toBe(0);
    await from.click({ role: 'button', name: 'Apply' });
    await from.waitFor({ text: 'Opened: one item changed on this device.' });
    await from.click({ role: 'button', name: 'Close' });
    await from.waitUntil(
      async () => (await fieldValue(from, PRICE)) === '10250.00',
      "Firefox's price",
    );
    // The plan, the same on both, stays.
    await from.waitFor({ role: 'list', name: 'Order of the presentation' });
  });
});
