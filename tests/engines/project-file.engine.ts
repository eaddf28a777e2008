import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { readDemoData, writeDemoData, type DemoData } from '../e2e/demo-data';
import { DESKTOP, type EnginePage } from './engine';
import { keepDownloadedBlobs, landingToSignIn, signInToDemo } from './flows';
import { enginesToRun, setupEngine } from './harness';

/**
 * A project file made in WebKit and opened in Firefox, each in a fresh profile, in demo mode on
 * the production build, each device's first visit from the landing page on a desktop: the
 * demo's design presented and priced in WebKit, the project exported (the file read from the
 * page as its download got it: keepDownloadedBlobs in flows.ts), chosen in Firefox's 'Open a
 * project file', shown as new and applied; the plan and the price are then Firefox's. Firefox
 * starts with a copy of WebKit's demo data, the account's projects and designs
 * (tests/e2e/demo-data.ts). (The round trip, bad files and dropping are tested in Chromium:
 * tests/e2e/project-file.e2e.ts.)
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

const both = ['webkit', 'firefox'].every((engine) =>
  enginesToRun().includes(engine as 'webkit' | 'firefox'),
);

describe('a project file from WebKit, opened in Firefox', () => {
  const webkit = setupEngine('webkit');
  const firefox = setupEngine('firefox');

  test.skipIf(!both)('the plan and the prices come over', async () => {
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
    await from.fill({ role: 'textbox', name: PRICE }, '9,800');
    // Kept on leaving the field.
    await from.click({ role: 'textbox', name: 'Tax rate (%)' });
    await from.waitFor({ text: 'Saved on this device.' });
    const demoData = await from.call<DemoData>(readDemoData.toString());

    // The file as its download gets it: the Blob the page hands the browser.
    await keepDownloadedBlobs(from);
    await from.click({ role: 'button', name: 'Export project' });
    await from.waitFor({ text: /^Exported: .+\.yardvision\.zip is in your downloads\.$/ });
    const exported = await from.call<{ name: string; base64: string }>(
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
    const path = join(work, exported.name);
    writeFileSync(path, Buffer.from(exported.base64, 'base64'));

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

    await to.upload({ css: 'input[name="projectFile"]' }, [path]);
    await to.waitFor({ role: 'dialog', name: 'Open a project file' });
    await to.waitFor({ text: 'Nothing changes on this device until you press Apply.' });
    for (const item of ['Presentation plan', 'Prices']) await to.waitFor({ text: item });
    expect(await to.count({ text: 'New' })).toBeGreaterThanOrEqual(2);
    expect(await to.count({ text: /^(Newer|Same|Older|Design missing)$/ })).toBe(0);
    await to.expectNoAxeViolations('the project file opened');
    await to.click({ role: 'button', name: 'Apply' });
    await to.waitFor({ text: /^Opened: \d+ items changed on this device\.$/ });
    await to.click({ role: 'button', name: 'Close' });

    // The design chosen to present (the plan), and its price.
    await to.waitFor({ role: 'list', name: 'Order of the presentation' });
    await to.waitUntil(async () => (await fieldValue(to, PRICE)) === '9800.00', 'the price');
  });
});
