import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { styleToSend } from '@/entities/generation/model/style-catalogue';
import { designQueueStore } from '@/features/generate/design-queue/design-queue-store';
import { QUEUE_STATUS_MESSAGES } from '@/features/generate/wizard/wizard-status';
import { text } from '@/testing/i18n';
import { server } from '@/testing/mocks/server';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';
import {
  API_PATH,
  addPhotos,
  catalogueStyle,
  chooseStyle,
  jsonOf,
  openWizard,
  photo,
  recordRequests,
  releaseHeldRequests,
  fakeAppClock,
  settle,
  stepCard,
  theOnlyGeneration,
} from '@/testing/generate-wizard';
import { goOffline, goOnline } from '@/testing/network';

/*
 * A design made offline (issue 26): with photos and a style chosen while offline, the wizard
 * offers 'Queue Design'; the design is kept on the device, listed under 'Queued designs', and
 * sent (one record, its files, one start) by itself once the network is back, with a toast that
 * leads to it. A queued design can be cancelled; one the server refuses says why, and 'Try
 * again' sends it.
 */

allowWholeAppTime({ testMs: 20_000 });

afterEach(async () => {
  releaseHeldRequests();
  // The test DOM has no IndexedDB: the queue lives in the module's memory, shared by the file.
  const store = designQueueStore();
  for (const design of await store.list()) await store.remove(design.id);
});

function queueButton() {
  return screen.getByRole('button', { name: 'Queue Design' });
}

function queuedSection() {
  return screen.getByRole('region', { name: 'Queued designs' });
}

/**
 * The sender's own waits (its first look at the queue 300 ms after the app opens, a retry 15 s
 * after no answer) pass on a fake clock: `settle` moves it past them.
 */
const PAST_SENDER_WAITS_MS = 16_000;

/** Offline: photos and a style chosen, 'Queue Design' pressed; the designs list opens. */
async function queueDesignOffline() {
  goOffline();
  const view = await openWizard();
  const { user } = view;
  await addPhotos(user, 'sources', [photo('front.jpg'), photo('back.jpg')]);
  await addPhotos(user, 'inspirations', [photo('idea.jpg')]);
  await chooseStyle(user);
  await waitFor(() => expect(queueButton()).toBeEnabled());
  expect(screen.getByText(text(QUEUE_STATUS_MESSAGES.ready))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Generate Design' })).not.toBeInTheDocument();
  await user.click(queueButton());
  await screen.findByRole('heading', { level: 1, name: 'YardVision' });
  expect(currentUrl(view.router)).toBe('/app/generations');
  return view;
}

describe('/app/generations/generate offline: Queue Design', () => {
  it('keeps the design, lists it, and creates, uploads and starts it once online, exactly once', async () => {
    fakeAppClock();
    const requests = recordRequests();
    const { user, router } = await queueDesignOffline();

    expect(await screen.findByText('Design queued')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Queued designs' });
    expect(within(section).getByRole('heading', { name: 'Enhanced Existing' })).toBeInTheDocument();
    expect(within(section).getByText('Waiting for a connection')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Yard photo: front.jpg' })).toBeInTheDocument();
    await settle({ passMs: PAST_SENDER_WAITS_MS });
    expect(requests.creates()).toHaveLength(0);
    expect(requests.puts()).toHaveLength(0);

    act(() => goOnline());
    const started = await screen.findByText('Your queued design has started');
    await waitFor(() => expect(requests.generates()).toHaveLength(1));
    expect(requests.creates()).toHaveLength(1);
    expect(requests.puts()).toHaveLength(3);

    const create = (await jsonOf(requests.creates()[0])) as {
      style: unknown;
      fileInfo: { name: string; contentType: string }[];
      inspirationFileInfo: { name: string; contentType: string }[];
    };
    const style = styleToSend(catalogueStyle('Enhanced Existing'));
    expect(create.style).toEqual(style);
    expect(create.fileInfo.map((file) => file.name)).toEqual([
      expect.stringMatching(/^queued-[\w-]+-source-1\.jpg$/),
      expect.stringMatching(/^queued-[\w-]+-source-2\.jpg$/),
    ]);
    expect(create.inspirationFileInfo.map((file) => file.name)).toEqual([
      expect.stringMatching(/^queued-[\w-]+-inspiration-1\.jpg$/),
    ]);
    // Sources are stored before the inspiration picture.
    const puts = requests.puts().map((put) => put.url.pathname);
    expect(puts.slice(0, 2).every((path) => path.includes('/source-'))).toBe(true);
    expect(await jsonOf(requests.generates()[0])).toEqual({
      style,
      settings: {
        season: 'spring',
        weather: 'sunny',
        timeOfDay: 'morning',
        atmosphericEffect: 'calm',
      },
    });

    const generation = theOnlyGeneration();
    expect(generation.currentStep).toBe('generating');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Queued designs' })).not.toBeInTheDocument(),
    );
    expect(await designQueueStore().list()).toEqual([]);

    // The toast leads to the design.
    const toast = started.closest('li') ?? document.body;
    await user.click(within(toast).getByRole('link', { name: 'Open the design' }));
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(currentUrl(router)).toBe(`/app/generations/${generation.sk}`);

    // Nothing goes a second time, whatever happens to the network afterwards.
    act(() => goOffline());
    act(() => goOnline());
    await settle({ passMs: PAST_SENDER_WAITS_MS });
    expect(requests.creates()).toHaveLength(1);
    expect(requests.generates()).toHaveLength(1);
  });

  it('keeps a queued design when the app is opened again', async () => {
    const { unmount } = await queueDesignOffline();
    await screen.findByRole('region', { name: 'Queued designs' });
    unmount();

    renderApp('/app/generations', { session: true });
    const section = await screen.findByRole('region', { name: 'Queued designs' });
    expect(within(section).getByText('Waiting for a connection')).toBeInTheDocument();
  });

  it('lets the user cancel a queued design, which is then never sent', async () => {
    fakeAppClock();
    const requests = recordRequests();
    const { user } = await queueDesignOffline();
    const section = await screen.findByRole('region', { name: 'Queued designs' });

    await user.click(within(section).getByRole('button', { name: /^Cancel: Enhanced Existing/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this queued design?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel design' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Queued designs' })).not.toBeInTheDocument(),
    );

    act(() => goOnline());
    await settle({ passMs: PAST_SENDER_WAITS_MS });
    expect(requests.creates()).toHaveLength(0);
    expect(requests.puts()).toHaveLength(0);
    expect(requests.generates()).toHaveLength(0);
  });

  it('says why the server refused a queued design, and sends it once on Try again', async () => {
    fakeAppClock();
    const requests = recordRequests();
    server.use(
      http.post(
        API_PATH,
        () => HttpResponse.json({ error: 'The style is not available' }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = await queueDesignOffline();
    await screen.findByRole('region', { name: 'Queued designs' });

    act(() => goOnline());
    const failure = 'Failed: The server refused the design (The style is not available).';
    await waitFor(() => expect(within(queuedSection()).getByText(failure)).toBeInTheDocument());
    expect(await screen.findByText('A queued design could not be sent')).toBeInTheDocument();
    await settle({ passMs: PAST_SENDER_WAITS_MS });
    // Refused: it waits for the user, it is not sent again by itself.
    expect(requests.creates()).toHaveLength(1);
    expect(requests.generates()).toHaveLength(0);

    await user.click(
      within(queuedSection()).getByRole('button', { name: /^Try again: Enhanced Existing/ }),
    );
    await screen.findByText('Your queued design has started');
    await waitFor(() => expect(requests.generates()).toHaveLength(1));
    expect(requests.creates()).toHaveLength(2);
    expect(theOnlyGeneration().currentStep).toBe('generating');
  });
});

describe('/app/generations/generate offline: what Queue Design needs', () => {
  it('says what is missing, and that variations need a connection', async () => {
    goOffline();
    const { user } = await openWizard();
    expect(queueButton()).toBeDisabled();
    expect(screen.getByText(text(QUEUE_STATUS_MESSAGES.noSources))).toBeInTheDocument();

    await addPhotos(user, 'sources', [photo('front.jpg')]);
    expect(await screen.findByText(text(QUEUE_STATUS_MESSAGES.noStyle))).toBeInTheDocument();
    expect(queueButton()).toBeDisabled();

    await chooseStyle(user);
    await waitFor(() => expect(queueButton()).toBeEnabled());

    await user.click(within(stepCard(5)).getByRole('radio', { name: 'Seasons' }));
    expect(await screen.findByText(text(QUEUE_STATUS_MESSAGES.variations))).toBeInTheDocument();
    expect(queueButton()).toBeDisabled();

    await user.click(within(stepCard(5)).getByRole('radio', { name: 'No variations' }));
    await waitFor(() => expect(queueButton()).toBeEnabled());

    // Back online before it is pressed: the design is uploaded and generated as usual.
    act(() => goOnline());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Generate Design' })).toBeEnabled(),
    );
    expect(screen.queryByRole('button', { name: 'Queue Design' })).not.toBeInTheDocument();
  });
});
