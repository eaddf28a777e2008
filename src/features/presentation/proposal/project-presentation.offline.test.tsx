import { act, configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { PRESENTATION_CACHE } from '@/config/device-storage';
import { OFFLINE_TEXTS } from '@/features/presentation/proposal/presentation-offline-status';
import {
  presentationPlanKey,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { installFakeCaches } from '@/testing/fake-cache-storage';
import { text } from '@/testing/i18n';
import { mockApi, server } from '@/testing/mocks/server';
import { goOffline, goOnline } from '@/testing/network';
import { seedMariasProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

// Each test renders the whole app against the mock API; a busy machine needs more time.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const ORG = TEST_USER.organizationRef;
const OWNER = `${ORG}/${TEST_USER.sub}`;
const STORAGE = `${window.location.origin}/demo-storage/`;

function storePlan(projectRef: string, refs: string[]) {
  const plan: PresentationPlan = { refs, notes: {}, proposalNote: '' };
  localStorage.setItem(presentationPlanKey(OWNER, projectRef), JSON.stringify(plan));
}

/**
 * A finished design with two source photos and an inspiration photo, and a picture of its own
 * (the seeded ones reuse their first photo): shown are its first photo and its picture only.
 */
async function seedDesign(name: string, of: { projectRef: string; customerRef: string }) {
  const design = await seedGeneration({ ...of, style: { name }, sources: 2, inspirations: 1 });
  const first = design.sources.at(0);
  if (!first) throw new Error('The design has no photo.');
  const finalKey = `${ORG}/${design.sk}/final.jpg`;
  await mockApi.storeUpload(
    { ...first, key: finalKey, uploaded: false },
    { contentType: 'image/jpeg', bytes: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])]) },
  );
  design.finalKey = finalKey;
  await mockApi.save();
  const url = (key: string) => mockApi.fileUrl(key);
  return {
    ref: design.sk,
    before: url(first.key),
    after: url(finalKey),
    notShown: [...design.sources.slice(1), ...design.inspirations].map((slot) => url(slot.key)),
  };
}

/** Maria's project with three finished designs. */
async function seedProjectWithDesigns() {
  const { project, of } = await seedMariasProject();
  const natural = await seedDesign('Natural Accent', of);
  const modern = await seedDesign('Gentle Modern', of);
  const cottage = await seedDesign('English Cottage', of);
  return { project, natural, modern, cottage };
}

/**
 * Records the storage addresses asked for, then lets the mock storage answer them; `hold` keeps
 * the answers until `release`, and `refuse(url)` answers that one with a network error.
 */
function watchStorage({ hold = false }: { hold?: boolean } = {}) {
  const requested: string[] = [];
  const refused = new Set<string>();
  let release = () => {};
  let released: Promise<void> = hold
    ? new Promise((resolve) => {
        release = resolve;
      })
    : Promise.resolve();
  server.use(
    http.get(`${STORAGE}*`, async ({ request }) => {
      requested.push(request.url);
      await released;
      if (refused.has(request.url)) return HttpResponse.error();
      // Nothing returned: the mock storage answers.
      return undefined;
    }),
  );
  return {
    requested,
    refuse: (url: string) => refused.add(url),
    allow: (url: string) => refused.delete(url),
    release: () => {
      release();
      released = Promise.resolve();
    },
  };
}

async function openProject(ref: string) {
  const view = renderApp(`/app/projects/${ref}`, { session: true });
  await screen.findByRole('heading', { level: 2, name: 'Presentation' });
  return view;
}

function offlineLine() {
  return screen.getByText(/offline/i, { selector: 'p[role="status"], p[role="status"] *' });
}

describe('the Presentation card, offline', () => {
  it('saves exactly the chosen designs’ before and after pictures, and says when it is ready', async () => {
    const fake = installFakeCaches();
    const { project, natural, modern, cottage } = await seedProjectWithDesigns();
    const storage = watchStorage();
    const { user } = await openProject(project.sk);

    // Nothing chosen: nothing to say, nothing saved.
    expect(screen.queryByText(/ready offline/i)).toBeNull();
    expect(storage.requested).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Natural Accent' }));
    await waitFor(() =>
      expect(offlineLine()).toHaveTextContent(
        'Ready offline: all 2 pictures are saved on this device.',
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: 'English Cottage' }));
    await waitFor(() =>
      expect(offlineLine()).toHaveTextContent(
        'Ready offline: all 4 pictures are saved on this device.',
      ),
    );

    const shown = [natural.before, natural.after, cottage.before, cottage.after];
    expect([...storage.requested].sort()).toEqual([...shown].sort());
    expect(fake.urls(PRESENTATION_CACHE).sort()).toEqual([...shown].sort());
    for (const url of [...natural.notShown, ...cottage.notShown, modern.before, modern.after]) {
      expect(storage.requested).not.toContain(url);
    }
  });

  it('counts the pictures while saving, names what failed, and saves it on Try again', async () => {
    installFakeCaches();
    const { project, natural, modern } = await seedProjectWithDesigns();
    storePlan(project.sk, [natural.ref, modern.ref]);
    const storage = watchStorage({ hold: true });
    storage.refuse(modern.after);
    const { user } = await openProject(project.sk);

    const bar = await screen.findByRole('progressbar', { name: 'Saving for offline' });
    expect(bar).toHaveTextContent('Saving for offline: 0 of 4 pictures');
    expect(bar).toHaveAttribute('aria-valuetext', '0 of 4 pictures');
    // A screen reader hears the step, not every picture.
    expect(screen.getByText(text(OFFLINE_TEXTS.saving))).toHaveAttribute('role', 'status');

    storage.release();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(offlineLine()).toHaveTextContent('Not ready offline: 1 picture could not be saved.');
    expect(retry).toHaveAccessibleDescription('Not ready offline: 1 picture could not be saved.');
    expect(screen.queryByRole('progressbar', { name: 'Saving for offline' })).toBeNull();

    storage.allow(modern.after);
    await user.click(retry);
    await waitFor(() =>
      expect(offlineLine()).toHaveTextContent(
        'Ready offline: all 4 pictures are saved on this device.',
      ),
    );
    // The focus went to what the card says, not to the page.
    expect(document.activeElement).toHaveAttribute('role', 'status');
    expect(storage.requested.filter((url) => url === modern.after)).toHaveLength(2);
    expect(storage.requested.filter((url) => url === natural.after)).toHaveLength(1);
  });

  it('offline, says how many are saved, and saves the rest once back online', async () => {
    const fake = installFakeCaches();
    const { project, natural, modern } = await seedProjectWithDesigns();
    storePlan(project.sk, [natural.ref, modern.ref]);
    // Saved on an earlier visit.
    await fake.cache(PRESENTATION_CACHE).put(natural.before, new Response('kept'));
    const storage = watchStorage({ hold: true });
    await openProject(project.sk);
    const bar = await screen.findByRole('progressbar', { name: 'Saving for offline' });
    expect(bar).toHaveTextContent('Saving for offline: 1 of 4 pictures');
    await waitFor(() => expect(storage.requested).toHaveLength(2));

    // The signal goes before the answers come: what is saved is counted, nothing more is asked.
    act(() => goOffline());
    await waitFor(() =>
      expect(offlineLine()).toHaveTextContent(
        'Not ready offline: 1 of 4 pictures saved. The rest will be saved when you are back online.',
      ),
    );
    storage.release();
    expect(storage.requested).toHaveLength(2);

    act(() => goOnline());
    await waitFor(() =>
      expect(offlineLine()).toHaveTextContent(
        'Ready offline: all 4 pictures are saved on this device.',
      ),
    );
    expect(fake.urls(PRESENTATION_CACHE).sort()).toEqual(
      [natural.before, natural.after, modern.before, modern.after].sort(),
    );
    expect(storage.requested).not.toContain(natural.before);
  });

  it('says plainly when this browser cannot save anything, and fetches nothing', async () => {
    const { project, natural } = await seedProjectWithDesigns();
    storePlan(project.sk, [natural.ref]);
    const storage = watchStorage();
    await openProject(project.sk);

    expect(await screen.findByText(text(OFFLINE_TEXTS.unsupported))).toBeInTheDocument();
    expect(screen.getByText(text(OFFLINE_TEXTS.unsupported))).not.toHaveAttribute('role');
    expect(storage.requested).toEqual([]);
  });

  it('saves the pictures when presentation mode opens', async () => {
    const fake = installFakeCaches();
    const { project, natural, modern, cottage } = await seedProjectWithDesigns();
    storePlan(project.sk, [modern.ref, cottage.ref]);
    const storage = watchStorage();
    renderApp(`/app/projects/${project.sk}/present`, { session: true });
    await screen.findByRole('main', { name: 'Presentation' });

    const shown = [modern.before, modern.after, cottage.before, cottage.after];
    await waitFor(() => expect(fake.urls(PRESENTATION_CACHE).sort()).toEqual([...shown].sort()));
    expect([...storage.requested].sort()).toEqual([...shown].sort());
    expect(storage.requested).not.toContain(natural.after);
  });
});
