import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  addRecord,
  listRecords,
  type SignedRecordEntry,
} from '@/features/approval/store/approval-store';
import { listEdits, writeEdit } from '@/entities/generation/edits/design-edit-store';
import { getSession } from '@/lib/session/session';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { signedRecord, TEST_OWNER } from '@/testing/signed-records';
import { seedCustomer, seedProject } from '@/testing/seed-customers';
import { mockApi } from '@/testing/mocks/server';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';

/*
 * Signed proposals kept on the device: the project page lists them (share or download each
 * again), and Logout, which deletes them from the device, first says which were never shared
 * or downloaded and offers to download them all.
 */

allowWholeAppTime({ testMs: 25_000 });

const OWNER = TEST_OWNER;

function signed(id: string, projectRef: string, overrides: Partial<SignedRecordEntry> = {}) {
  return signedRecord(id, { projectRef, ...overrides });
}

/** Saved files: what the page handed to the browser to download. */
function recordDownloads() {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:signed');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

describe('signed proposals on the device', () => {
  it("are listed on their project's page, and each can be downloaded again", async () => {
    installFakeIndexedDb();
    const downloads = recordDownloads();
    const maria = await seedCustomer({ name: 'Maria Gonzalez' });
    const project = await seedProject({
      name: 'Front yard refresh',
      customerRef: maria.customerId,
    });
    await mockApi.save();
    await addRecord(signed('one', project.sk));
    await addRecord(signed('elsewhere', 'another-project', { signerName: 'Someone Else' }));

    const { user } = renderApp(`/app/projects/${project.sk}`, { session: true });
    const card = (await screen.findByRole('heading', { name: 'Signed proposals' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(await within(card).findByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(card).getByText(/Total \$22,300\.04/)).toBeInTheDocument();
    expect(within(card).queryByText('Someone Else')).not.toBeInTheDocument();
    expect(within(card).getByText('Not shared or downloaded yet')).toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', { name: 'Download the signed proposal of Dana Whitfield' }),
    );
    expect(downloads).toEqual(['front-yard-refresh-signed-proposal-one.pdf']);
    await waitFor(() =>
      expect(within(card).queryByText('Not shared or downloaded yet')).not.toBeInTheDocument(),
    );
    expect((await listRecords(OWNER, project.sk))[0]?.sharedAt).toEqual(expect.any(String));
  });

  it('Logout first says which signed proposals were never shared, and offers to download them all', async () => {
    installFakeIndexedDb();
    const downloads = recordDownloads();
    await addRecord(signed('one', 'project-1'));
    await addRecord(signed('two', 'project-2', { sharedAt: '2026-11-26T16:00:00.000Z' }));
    await addRecord(signed('three', 'project-3'));

    const { user, router } = renderApp('/app/dashboard', { session: true });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Signed proposals were never shared',
    });
    expect(dialog).toHaveTextContent(
      '2 signed proposals on this device were never shared or downloaded. Logging out deletes them from this device.',
    );
    // Still signed in: nothing is deleted until the user decides.
    expect(getSession().status).toBe('signed-in');

    await user.click(within(dialog).getByRole('button', { name: 'Download all' }));
    expect(downloads.sort()).toEqual([
      'front-yard-refresh-signed-proposal-one.pdf',
      'front-yard-refresh-signed-proposal-three.pdf',
    ]);
    // Downloaded, they are kept elsewhere: their projects hold nothing else to export.
    const done = await screen.findByRole('alertdialog', { name: 'Everything kept' });
    await user.click(within(done).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(getSession().status).toBe('signed-out'));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('Logout asks nothing when every signed proposal was shared or downloaded', async () => {
    installFakeIndexedDb();
    await addRecord(signed('two', 'project-2', { sharedAt: '2026-11-26T16:00:00.000Z' }));
    const { user } = renderApp('/app/dashboard', { session: true });
    await screen.findByRole('heading', { level: 1 });
    // The device's records are read before the user can reach Logout.
    await waitFor(async () => expect(await listRecords(OWNER)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getSession().status).toBe('signed-out'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Logout also lists the designs edited in Keep and mix (of no project) never downloaded, and downloads them', async () => {
    installFakeIndexedDb();
    const downloads = recordDownloads();
    await addRecord(signed('one', 'project-1'));
    const edit = {
      owner: OWNER,
      style: { name: 'Natural Accent' },
      settings: { season: 'fall' as const },
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:05:00.000Z',
      width: 4,
      height: 3,
      operations: [],
      layers: [],
      picture: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer,
    };
    await writeEdit({ ...edit, baseRef: 'design-1' });
    await writeEdit({
      ...edit,
      baseRef: 'design-2',
      style: { name: 'Refined Traditional' },
      downloadedAt: '2026-11-28T10:06:00.000Z',
    });

    const { user, router } = renderApp('/app/dashboard', { session: true });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Signed proposals were never shared',
    });
    expect(dialog).toHaveTextContent(
      'A design edited in Keep and mix was never downloaded. Logging out deletes it from this device.',
    );
    expect(within(dialog).getByText('Natural Accent, edited · Fall')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Refined Traditional/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download all' }));
    expect(downloads.sort()).toEqual([
      'front-yard-refresh-signed-proposal-one.pdf',
      'yardvision-natural-accent-edited-fall-2026-11-28.jpg',
    ]);
    const done = await screen.findByRole('alertdialog', { name: 'Everything kept' });
    expect((await listEdits(OWNER)).every((kept) => kept.downloadedAt !== undefined)).toBe(true);
    await user.click(within(done).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('Logout with only edits never downloaded says so', async () => {
    installFakeIndexedDb();
    await writeEdit({
      owner: OWNER,
      baseRef: 'design-1',
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:05:00.000Z',
      width: 4,
      height: 3,
      operations: [],
      layers: [],
      picture: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer,
    });
    const { user } = renderApp('/app/dashboard', { session: true });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Edited designs were never downloaded',
    });
    expect(within(dialog).getByText('Untitled design, edited')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log out without them' }));
    await waitFor(() => expect(getSession().status).toBe('signed-out'));
  });
});
