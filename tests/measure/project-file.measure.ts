import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';

import { appUrl, DESKTOP } from '../e2e/browser';
import {
  createGeneration,
  demoProject,
  finishedDesigns,
  setupDemoBrowser,
  type DemoProject,
} from '../e2e/demo-helpers';
import { readDemoData, writeDemoData } from '../e2e/demo-data';
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
} from '../e2e/project-file-steps';

/**
 * Figures of the project file (`npm run measure:project-file`, after a demo build; not a test:
 * it prints, and fails only when it cannot measure). In Chromium at 1280 x 800, a project of
 * 4 finished designs, 2 of them edited in Keep and mix, presented, priced and signed twice; then
 * 'Export project' (the click to the file downloaded), the file's size, and on a second device
 * of the same account 'Open a project file' (the file chosen to its items listed, each checked)
 * and 'Apply' (to 'Opened'). Three exports and opens, each timed.
 */

const RUNS = 3;
const browser = setupDemoBrowser({ whole: true });
const work = mkdtempSync(join(tmpdir(), 'project-file-measure-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** The project of 4 designs, 2 edits and 2 signed proposals, on the page's device. */
async function makeProject(page: Page): Promise<DemoProject> {
  const project = await demoProject(page);
  await demoPriced(page);
  const path = `/api/{org}/customers/${project.customerRef ?? ''}/projects/${project.sk}/yard-vision-generation`;
  const listed = () =>
    page.evaluate(async (apiPath) => {
      const token = localStorage.getItem('userToken') ?? '';
      const org = (JSON.parse(atob(token.split('.')[1] ?? '')) as { organizationRef: string })
        .organizationRef;
      const response = await fetch(apiPath.replace('{org}', org), {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { items: { sk: string }[] }).items.map((item) => item.sk);
    }, path);
  // Designs of the project up to 4 (the demo's project has some already).
  const styles = ['Gentle Modern', 'Adaptive Native', 'Subtle Structure', 'Improved Flow'];
  const have = (await listed()).length;
  for (const style of styles.slice(0, Math.max(0, 4 - have))) {
    await createGeneration(page, { style: { name: style }, start: true, project });
  }
  const refs = await listed();
  const designs = await finishedDesigns(page, project, refs, 60_000);
  expect(designs).toHaveLength(4);
  for (const design of designs.slice(0, 2)) await editDesign(page, design.sk);

  await page.goto(appUrl(`/app/projects/${project.sk}`));
  const presentation = card(page, 'Presentation');
  // The 4 designs and the 2 edits, once listed.
  await expect.poll(() => presentation.getByRole('checkbox').count(), { timeout: 30_000 }).toBe(6);
  for (const box of await presentation.getByRole('checkbox').all()) {
    if (!(await box.isChecked())) await box.click();
  }
  await signProposal(page, 'Dana Whitfield', 8);
  await signProposal(page, 'Sam Ortega', 8);
  await card(page, 'Signed proposals').getByText('Sam Ortega').waitFor();
  return project;
}

const ms = (value: number) => `${Math.round(value)} ms`;

test('project file figures', async () => {
  const { page: first } = await browser.openSignedIn({ viewport: DESKTOP });
  const project = await makeProject(first);
  const demoData = await first.evaluate(readDemoData);

  const { page: second } = await browser.open({ viewport: DESKTOP });
  await second.goto(appUrl('/login'));
  await second.evaluate(writeDemoData, demoData);
  await openProjectSignedIn(second, project);

  const rows: string[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const started = performance.now();
    const file = await exportProject(first, `run-${run}.yardvision.zip`, work);
    const exportMs = performance.now() - started;

    const chosen = performance.now();
    const dialog = await openProjectFile(second, file.suggested, file.bytes);
    const items = await itemsOf(dialog);
    const checkMs = performance.now() - chosen;
    const apply = dialog.getByRole('button', { name: 'Apply' });
    let applyMs = 0;
    if (await apply.isVisible()) {
      const pressed = performance.now();
      await apply.click();
      await dialog.getByText(/^Opened: /).waitFor();
      applyMs = performance.now() - pressed;
    }
    await closeButton(dialog).click();
    rows.push(
      `run ${run}: export ${ms(exportMs)}, file ${(file.bytes.length / 1024 / 1024).toFixed(2)} MB ` +
        `(${items.length} items), open and check ${ms(checkMs)}, apply ${ms(applyMs)}`,
    );
  }
  console.log(`Project file, 4 designs, 2 edits, 2 signed proposals:\n${rows.join('\n')}`);
}, 600_000);
