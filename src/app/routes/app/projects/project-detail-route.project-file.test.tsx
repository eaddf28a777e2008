import { i18n } from '@lingui/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';

import { APPROVALS_DATABASE, EDITS_DATABASE } from '@/config/device-storage';
import { deleteEdit, writeEdit } from '@/entities/generation/edits/design-edit-store';
import { PROJECT_WORK_PARTS } from '@/app/project-file/project-work-parts';
import { emptyPricing, withOption } from '@/features/approval/model/priced-proposal';
import { readPricing, writePricing, writeSettings } from '@/features/approval/store/approval-store';
import {
  presentationPlanKey,
  writePresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { exportProject } from '@/features/project-file/model/export-project';
import { fakeAppClock } from '@/testing/app-clock';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { seedMariasProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { TEST_OWNER } from '@/testing/signed-records';
import { allowWholeAppTime, renderApp } from '@/testing/test-utils';
import { TINY_JPEG } from '@/testing/tiny-jpeg';
import { TEST_USER } from '@/testing/tokens';

/*
 * The project file on the project page: 'Export project' downloads the project's work on this
 * device in one file; 'Open a project file' on another device (the same user's) shows what it
 * would change and applies it, or says why the file is refused, changing nothing.
 */

allowWholeAppTime({ testMs: 30_000 });

const OWNER = TEST_OWNER;
const NOW = new Date('2026-11-28T15:00:00.000Z');
const SAVED_AT = '2026-11-27T09:00:00.000Z';

/** Maria's project with two finished designs, planned (Gentle Modern first) and one priced. */
async function seedPlannedProject() {
  const { project, of } = await seedMariasProject();
  const natural = await seedGeneration({
    ...of,
    style: { name: 'Natural Accent' },
    createdAt: '2026-05-01T10:00:00.000Z',
  });
  const modern = await seedGeneration({
    ...of,
    style: { name: 'Gentle Modern' },
    createdAt: '2026-05-02T10:00:00.000Z',
  });
  const plan = { refs: [modern.sk, natural.sk], notes: {}, proposalNote: 'For Maria' };
  const pricing = withOption(emptyPricing('USD'), natural.sk, {
    priceCents: 1_240_000,
    scope: 'Sod, maples',
  });
  return { project, natural, modern, plan, pricing };
}

/** Puts the plan, prices and price list on the device, as a user left them. */
async function keepWork(seeded: Awaited<ReturnType<typeof seedPlannedProject>>) {
  writePresentationPlan(presentationPlanKey(OWNER, seeded.project.sk), seeded.plan, SAVED_AT);
  await writePricing(OWNER, seeded.project.sk, seeded.pricing, SAVED_AT);
  await writeSettings(OWNER, { currency: 'USD', priceList: [] }, SAVED_AT);
}

/** The files the page handed to the browser to download, by name. */
function recordDownloads() {
  const blobs: Blob[] = [];
  const files: { name: string; blob: Blob }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:download-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const index = Number(this.href.split('-').at(-1)) - 1;
    files.push({ name: this.download, blob: blobs[index] });
  });
  return files;
}

/**
 * A browser that can share files (a phone's share sheet): `outcomes` answer the shares in turn
 * ('shared', or the sheet cancelled); resolves with what each share was handed.
 */
function shareSheet(outcomes: ('shared' | 'cancelled')[]) {
  const shared: { files: File[]; title?: string }[] = [];
  const define = (name: 'canShare' | 'share', value: unknown) =>
    Object.defineProperty(navigator, name, { configurable: true, writable: true, value });
  define('canShare', (data: ShareData) => (data.files ?? []).length > 0);
  define('share', (data: ShareData) => {
    shared.push({ files: data.files ?? [], title: data.title });
    return outcomes.shift() === 'shared'
      ? Promise.resolve()
      : Promise.reject(new DOMException('Share canceled', 'AbortError'));
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'canShare');
    Reflect.deleteProperty(navigator, 'share');
  });
  return shared;
}

/** The same user on another device: nothing of the work, the session signed in again. */
function wipeDevice() {
  installFakeIndexedDb();
  localStorage.clear();
}

/** What the device keeps of the user's work: localStorage and the work's databases. */
async function deviceStores(database: ReturnType<typeof installFakeIndexedDb>) {
  const stored = Object.keys(localStorage)
    .filter((key) => key.startsWith('yardvision:'))
    .sort()
    .map((key) => [key, localStorage.getItem(key)]);
  return {
    stored,
    pricing: await database.stored(APPROVALS_DATABASE, 'pricing'),
    settings: await database.stored(APPROVALS_DATABASE, 'settings'),
    records: await database.stored(APPROVALS_DATABASE, 'records'),
    edits: await database.stored(EDITS_DATABASE, 'edits'),
  };
}

function card(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const found = heading.closest<HTMLElement>('[data-slot="card"]');
  if (!found) throw new Error(`No ${name} card`);
  return found;
}

async function openProject(ref: string) {
  const view = renderApp(`/app/projects/${ref}`, { session: true });
  await screen.findByRole('heading', { level: 2, name: 'Project file' });
  return view;
}

/** The hidden file input that 'Open a project file' (in `container`) opens the chooser of. */
function projectFileInput(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[name="projectFile"]');
  if (!input) throw new Error('No project file input');
  return input;
}

/** A button of the dialog's footer (its corner has a 'Close' of its own). */
function footerButton(dialog: HTMLElement, name: string) {
  const footer = dialog.querySelector<HTMLElement>('[data-slot="dialog-footer"]');
  if (!footer) throw new Error('No dialog footer');
  return within(footer).getByRole('button', { name });
}

/** The rows of the dialog's list of what the file holds: [what, status]. */
function previewRows(dialog: HTMLElement, projectName: string) {
  const list = within(dialog).getByRole('list', { name: projectName });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => [
      row.querySelector('p')?.textContent,
      row.querySelector('[data-slot="badge"]')?.textContent,
    ]);
}

/**
 * Hands `file` to `input` as the browser's file chooser does once the user picked it (any file:
 * the chooser offers zips first, but all files too): the input changes, nothing on the page is
 * pressed (a press outside an open dialog would close it).
 */
function chooseFile(input: HTMLInputElement, file: File) {
  act(() => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

function zipFile(bytes: Uint8Array, name: string) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/zip' });
}

describe('/app/projects/:projectRef project file', () => {
  it('exports the work on this device as a file that another device opens: shown, then applied', async () => {
    fakeAppClock();
    vi.setSystemTime(NOW);
    installFakeIndexedDb();
    const downloads = recordDownloads();
    const seeded = await seedPlannedProject();
    const { project } = seeded;
    await keepWork(seeded);

    const first = await openProject(project.sk);
    const fileCard = card('Project file');
    await first.user.click(within(fileCard).getByRole('button', { name: 'Export project' }));
    const fileName = 'front-yard-refresh-2026-11-28.yardvision.zip';
    await waitFor(() =>
      expect(within(fileCard).getByRole('status')).toHaveTextContent(
        `Exported: ${fileName} is in your downloads.`,
      ),
    );
    expect(downloads.map((download) => download.name)).toEqual([fileName]);
    const bytes = new Uint8Array(await downloads[0].blob.arrayBuffer());
    // A zip.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    first.unmount();

    // The same user on another device: nothing of it there.
    wipeDevice();
    const second = await openProject(project.sk);
    await screen.findByRole('heading', { level: 2, name: 'Prices' });
    expect(screen.getByRole('checkbox', { name: 'Natural Accent' })).not.toBeChecked();
    expect(
      within(card('Prices')).getByText('Choose designs to present above, then price them here.'),
    ).toBeInTheDocument();

    const openCard = card('Project file');
    await second.user.click(within(openCard).getByRole('button', { name: 'Open a project file' }));
    chooseFile(projectFileInput(openCard), zipFile(bytes, fileName));

    const dialog = await screen.findByRole('dialog', { name: 'Open a project file' });
    expect(dialog).toHaveAccessibleDescription(fileName);
    await waitFor(() =>
      expect(previewRows(dialog, 'Front yard refresh')).toEqual([
        ['Presentation plan', 'New'],
        ['Prices', 'New'],
        ['Price list and currency', 'New'],
      ]),
    );
    expect(dialog).toHaveTextContent(/Exported.+ by Robin Gardener/);
    expect(dialog).toHaveTextContent('Nothing changes on this device until you press Apply.');
    // Nothing is kept before Apply.
    expect(await readPricing(OWNER, project.sk)).toBeNull();

    await second.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Opened: 3 items changed on this device.',
    );
    // On the project's own page: no link to it.
    expect(within(dialog).queryByRole('link', { name: 'Go to the project' })).toBeNull();
    await second.user.click(footerButton(dialog, 'Close'));

    // The page shows the plan and the prices from the file.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Natural Accent' })).toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Gentle Modern' })).toBeChecked();
    expect(
      await within(card('Prices')).findByRole('textbox', { name: 'Price of Natural Accent' }),
    ).toHaveValue('12400.00');
    expect(await readPricing(OWNER, project.sk)).toEqual(seeded.pricing);
  });

  it('offers the share sheet where the browser can share the file; a cancelled sheet leaves the file to share or download', async () => {
    fakeAppClock();
    vi.setSystemTime(NOW);
    installFakeIndexedDb();
    const shared = shareSheet(['cancelled', 'shared']);
    const downloads = recordDownloads();
    const seeded = await seedPlannedProject();
    await keepWork(seeded);

    const { user } = await openProject(seeded.project.sk);
    const fileCard = card('Project file');
    await user.click(within(fileCard).getByRole('button', { name: 'Export project' }));
    const fileName = 'front-yard-refresh-2026-11-28.yardvision.zip';
    expect(
      await within(fileCard).findByText(
        new RegExp(`^The project file is ready: ${fileName.replaceAll('.', '\\.')} \\(`),
      ),
    ).toBeInTheDocument();

    // The sheet closed without sharing: the file is still offered, nothing said of it.
    await user.click(within(fileCard).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(shared).toHaveLength(1));
    expect(within(fileCard).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(fileCard).getByRole('status')).toHaveTextContent('');

    // Shared: the project's file, named after it, and said so.
    await user.click(within(fileCard).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(within(fileCard).getByRole('status')).toHaveTextContent(
        `Exported and shared: ${fileName}`,
      ),
    );
    expect(shared.map(({ files, title }) => [files.map((file) => file.name), title])).toEqual([
      [[fileName], 'Front yard refresh'],
      [[fileName], 'Front yard refresh'],
    ]);
    const bytes = new Uint8Array(await shared[1].files[0].arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(within(fileCard).queryByRole('button', { name: 'Share' })).toBeNull();
    expect(downloads).toEqual([]);
  });

  it('says why a file is refused, in the dialog, and changes nothing on the device', async () => {
    const database = installFakeIndexedDb();
    const seeded = await seedPlannedProject();
    const { project, natural } = seeded;
    await keepWork(seeded);
    // A file of this project with an edited design in it: its picture is stored as it is.
    await writeEdit({
      owner: OWNER,
      baseRef: natural.sk,
      projectRef: project.sk,
      createdAt: SAVED_AT,
      updatedAt: SAVED_AT,
      width: 16,
      height: 12,
      operations: [],
      layers: [],
      picture: TINY_JPEG.slice().buffer,
    });
    const scope = { owner: OWNER, projectRef: project.sk, i18n };
    const exported = await exportProject(PROJECT_WORK_PARTS, scope, {
      appVersion: '0.1.0+test',
      organizationRef: TEST_USER.organizationRef,
      project: { ref: project.sk, name: 'Front yard refresh' },
      exportedAt: NOW.toISOString(),
      exportedBy: { name: TEST_USER.name },
    });
    const changed = new Uint8Array(await exported.file.arrayBuffer());
    const at = changed.findIndex((_, index) =>
      changed.subarray(index, index + 32).every((byte, k) => byte === TINY_JPEG[k + 200]),
    );
    expect(at).toBeGreaterThan(0);
    changed[at] ^= 0xff;

    // This device has a plan and prices of its own (changed earlier), no edit.
    const older = '2026-11-01T09:00:00.000Z';
    writePresentationPlan(
      presentationPlanKey(OWNER, project.sk),
      { ...seeded.plan, refs: [natural.sk] },
      older,
    );
    await writePricing(OWNER, project.sk, emptyPricing('USD'), older);
    await deleteEdit(OWNER, natural.sk);
    const before = await deviceStores(database);

    const { user } = await openProject(project.sk);
    const fileCard = card('Project file');
    await user.click(within(fileCard).getByRole('button', { name: 'Open a project file' }));
    chooseFile(
      projectFileInput(fileCard),
      new File(['Notes for Maria: call on Monday.'], 'notes.txt', { type: 'text/plain' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open a project file' });
    expect(dialog).toHaveAccessibleDescription('notes.txt');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is not a YardVision project file. Nothing was changed.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(await deviceStores(database)).toEqual(before);

    await user.click(within(dialog).getByRole('button', { name: 'Choose another file' }));
    chooseFile(
      projectFileInput(fileCard),
      zipFile(changed, 'front-yard-refresh-2026-11-28.yardvision.zip'),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'This project file was changed after it was exported (edits/0/picture.jpg is not what it was). Nothing was changed.',
      ),
    );
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(await deviceStores(database)).toEqual(before);
    await user.click(footerButton(dialog, 'Close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("the projects list's 'Open a project file' opens the same dialog, with a way to the project", async () => {
    installFakeIndexedDb();
    const seeded = await seedPlannedProject();
    const { project } = seeded;
    await keepWork(seeded);
    const exported = await exportProject(
      PROJECT_WORK_PARTS,
      { owner: OWNER, projectRef: project.sk, i18n },
      {
        appVersion: '0.1.0+test',
        organizationRef: TEST_USER.organizationRef,
        project: { ref: project.sk, name: 'Front yard refresh' },
        exportedAt: NOW.toISOString(),
        exportedBy: { email: TEST_USER.email },
      },
    );
    wipeDevice();

    const { user, router } = renderApp('/app/projects', { session: true });
    const open = await screen.findByRole('button', { name: 'Open a project file' });
    await user.click(open);
    const input = open.parentElement?.querySelector<HTMLInputElement>('input[name="projectFile"]');
    if (!input) throw new Error('No project file input beside the button');
    chooseFile(input, exported.file);

    const dialog = await screen.findByRole('dialog', { name: 'Open a project file' });
    await waitFor(() =>
      expect(previewRows(dialog, 'Front yard refresh')).toEqual([
        ['Presentation plan', 'New'],
        ['Prices', 'New'],
        ['Price list and currency', 'New'],
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Opened: 3 items changed on this device.',
    );
    await user.click(within(dialog).getByRole('link', { name: 'Go to the project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/projects/${project.sk}`));
    expect(await screen.findByRole('checkbox', { name: 'Natural Accent' })).toBeChecked();
  });
});
