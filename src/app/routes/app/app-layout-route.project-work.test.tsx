import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PROJECT_WORK_PARTS } from '@/app/project-file/project-work-parts';
import {
  presentationPlanKey,
  writePresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { exportProject, markExported } from '@/features/project-file/model/export-project';
import { getSession } from '@/lib/session/session';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { seedMariasProject } from '@/testing/seed-customers';
import { TEST_OWNER } from '@/testing/signed-records';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

/*
 * A project's work that lives on the device (its plan, prices, edited designs, signed proposals):
 * Logout, which deletes it from the device, first names the projects whose work no project file
 * holds, each with 'Export project'.
 */

allowWholeAppTime({ testMs: 25_000 });

const OWNER = TEST_OWNER;
const PLAN = { refs: ['design-1'], notes: {}, proposalNote: 'For Maria' };

/** The files the page handed to the browser to download: name and bytes. */
function recordDownloads() {
  const blobs = new Map<string, Blob>();
  const files: { name: string; blob: Blob | undefined }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:download-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return files;
}

/** Maria's project 'Front yard refresh' in the API, with a plan kept on this device. */
async function projectWithPlan() {
  const { project } = await seedMariasProject();
  writePresentationPlan(presentationPlanKey(OWNER, project.sk), PLAN, '2026-11-27T09:00:00.000Z');
  return project;
}

describe('Logout and the projects whose work was not exported', () => {
  it('names each such project with Export project, which downloads its file; then everything is kept', async () => {
    installFakeIndexedDb();
    const downloads = recordDownloads();
    await projectWithPlan();

    const { user, router } = renderApp('/app/dashboard', { session: true });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Project work was not exported',
    });
    expect(dialog).toHaveTextContent(
      'A project has work on this device (its plan, prices, edited designs or signed proposals) that no exported file holds: it changed since the last export, or was never exported. Logging out deletes it from this device.',
    );
    const row = (await within(dialog).findByText('Front yard refresh')).closest('li');
    if (!row) throw new Error('No row for the project');
    // Still signed in: nothing is deleted until the user decides.
    expect(getSession().status).toBe('signed-in');
    expect(within(dialog).queryByRole('button', { name: 'Download all' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Export project' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toMatch(/^front-yard-refresh-\d{4}-\d{2}-\d{2}\.yardvision\.zip$/);
    const bytes = new Uint8Array((await downloads[0].blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    // A zip, with the plan in it.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(bytes)).toContain('plan/0/plan.json');

    // Exported, the project's work is kept elsewhere: nothing is left to ask about.
    const done = await screen.findByRole('alertdialog', { name: 'Everything kept' });
    expect(done).toHaveTextContent(
      "Every signed proposal, edited design and project's work on this device has been downloaded or exported. You can log out.",
    );
    await user.click(within(done).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getSession().status).toBe('signed-out'));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('asks nothing about a project exported after its last change', async () => {
    installFakeIndexedDb();
    const project = await projectWithPlan();
    const scope = { owner: OWNER, projectRef: project.sk, i18n };
    const exported = await exportProject(PROJECT_WORK_PARTS, scope, {
      appVersion: '0.1.0+test',
      organizationRef: TEST_USER.organizationRef,
      project: { ref: project.sk, name: 'Front yard refresh' },
      exportedAt: '2026-11-28T10:00:00.000Z',
      exportedBy: { name: TEST_USER.name },
    });
    await markExported(PROJECT_WORK_PARTS, scope, exported);

    const { user, router } = renderApp('/app/dashboard', { session: true });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getSession().status).toBe('signed-out'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });
});
