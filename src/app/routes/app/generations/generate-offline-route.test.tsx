import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { mockApi, server } from '@/testing/mocks/server';
import { currentUrl } from '@/testing/test-utils';
import {
  ORG,
  API_PATH,
  STORAGE,
  WIZARD,
  recordRequests,
  setUpWizardTests,
  photo,
  openWizard,
  chosenNames,
  addPhotos,
  chooseStyle,
  generateButton,
  waitUntilUploaded,
  fakeAppClock,
  settle,
  photoItem,
  theOnlyGeneration,
} from '@/testing/generate-wizard';
import { goOffline, goOnline } from '@/testing/network';

/*
 * The generate wizard when the network drops (issue 13): uploads in progress wait for the
 * network and go on when it returns, with the photos and choices kept; the generation record is
 * created once and the generation started once.
 */

setUpWizardTests();

// The tests that show something is NOT sent run on a fake clock for the app's timers: settle()
// moves it a second on (past the upload's backoff with `passMs`) in no real time.

const WAITING = 'Waiting for the network';

/** The next start goes through on the server, but its answer never arrives. */
function loseStartAnswer() {
  server.use(
    http.post(
      `${API_PATH}/:id/generate`,
      ({ params }) => {
        const generation = mockApi
          .organization(ORG)
          .generations.find((candidate) => candidate.sk === params.id);
        if (generation) generation.currentStep = 'generating';
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

/** The line beside the form's button (a polite live region). */
function statusLine() {
  const line = screen
    .getByRole('form', { name: 'Generate New Landscape Design' })
    .querySelector('button[type="submit"]')
    ?.parentElement?.querySelector('p');
  if (!line) throw new Error('No line beside the button');
  expect(line).toHaveAttribute('aria-live', 'polite');
  return line;
}

describe('/app/generations/generate: the network drops mid-upload', () => {
  it("says 'Waiting for the network', keeps everything, and finishes once it is back", async () => {
    fakeAppClock();
    const requests = recordRequests();
    // The first PUT of the first source is on its way when the network goes: it gets no answer.
    let cutOff: () => void = () => {};
    const sent = new Promise<void>((resolve) => {
      cutOff = resolve;
    });
    let interrupted = false;
    let letGo: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    server.use(
      http.put(STORAGE, async ({ request }) => {
        if (interrupted || !new URL(request.url).pathname.includes('/source-1-')) return;
        interrupted = true;
        cutOff();
        await gate;
        return HttpResponse.error();
      }),
    );
    const { user, router } = await openWizard();
    await addPhotos(user, 'sources', [photo('front.jpg'), photo('back.jpg')]);
    await addPhotos(user, 'inspirations', [photo('idea.jpg')]);
    await chooseStyle(user);
    await sent;

    goOffline();
    letGo();
    await waitFor(() => expect(statusLine()).toHaveTextContent(WAITING));
    expect(screen.getAllByText(WAITING)).toHaveLength(1);
    // The cut-off file waits too, and says so under its photo.
    await waitFor(() => expect(photoItem('front.jpg').getByText('Paused')).toBeInTheDocument());
    expect(chosenNames('sources')).toEqual(['front.jpg', 'back.jpg']);
    expect(chosenNames('inspirations')).toEqual(['idea.jpg']);
    expect(screen.getByRole('radio', { name: 'Enhanced Existing' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Uploading Images...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // No backoff retry goes out while offline (they would leave after 500 ms and 1 s more).
    const putsWhileOffline = requests.puts().length;
    await settle({ passMs: 2000 });
    expect(requests.puts()).toHaveLength(putsWhileOffline);
    expect(statusLine()).toHaveTextContent(WAITING);

    goOnline();
    await waitUntilUploaded();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(photoItem('front.jpg').getByText('Uploaded')).toBeInTheDocument();

    // One record; each file stored once (the interrupted one sent again, the others not).
    expect(requests.creates()).toHaveLength(1);
    const generation = theOnlyGeneration();
    const puts = requests.puts().map((put) => put.url.href);
    const interruptedUrl = puts.find((url) => url.includes('/source-1-'));
    expect(puts.filter((url) => url === interruptedUrl)).toHaveLength(2);
    expect(puts.filter((url) => url !== interruptedUrl)).toHaveLength(2);
    expect(new Set(puts).size).toBe(3);
    expect([...generation.sources, ...generation.inspirations].every((s) => s.uploaded)).toBe(true);

    await user.click(generateButton());
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(currentUrl(router)).toBe(`/app/generations/${generation.sk}`);
    expect(requests.generates()).toHaveLength(1);
    expect(requests.creates()).toHaveLength(1);
  });

  it('asks for the record only once the network is there', async () => {
    fakeAppClock();
    const requests = recordRequests();
    goOffline();
    const { user } = await openWizard();
    await addPhotos(user, 'sources', [photo('front.jpg')]);
    await chooseStyle(user);

    await waitFor(() => expect(statusLine()).toHaveTextContent(WAITING));
    await settle();
    expect(requests.creates()).toHaveLength(0);
    expect(requests.puts()).toHaveLength(0);

    goOnline();
    await waitUntilUploaded();
    expect(requests.creates()).toHaveLength(1);
    expect(requests.puts()).toHaveLength(1);
  });
});

describe('/app/generations/generate: starting while the network is down', () => {
  it('sends nothing when Generate Design is pressed offline, and starts once pressed again', async () => {
    fakeAppClock();
    const requests = recordRequests();
    const { user, router } = await openWizard();
    await addPhotos(user, 'sources', [photo('front.jpg')]);
    await chooseStyle(user);
    await waitUntilUploaded();

    goOffline();
    await user.click(generateButton());
    await waitFor(() =>
      expect(statusLine()).toHaveTextContent(
        'You are offline: nothing was sent. Press Generate Design again once the network is back.',
      ),
    );
    expect(chosenNames('sources')).toEqual(['front.jpg']);
    expect(generateButton()).toBeEnabled();
    // Nothing goes by itself when the network returns.
    goOnline();
    await settle();
    expect(requests.generates()).toHaveLength(0);
    expect(currentUrl(router)).toBe(WIZARD);

    await user.click(generateButton());
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(requests.generates()).toHaveLength(1);
    expect(theOnlyGeneration().currentStep).toBe('generating');
  });

  it('does not start a generation twice when the answer to the first start was lost', async () => {
    fakeAppClock();
    const requests = recordRequests();
    loseStartAnswer();
    const { user, router } = await openWizard();
    await addPhotos(user, 'sources', [photo('front.jpg')]);
    await chooseStyle(user);
    await waitUntilUploaded();
    await user.click(generateButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to start generation')).toBeInTheDocument();
    expect(statusLine()).toHaveTextContent(
      'The network dropped before the server answered. Press Generate Design again once it is back; a generation that did start is not started twice.',
    );
    await settle();
    expect(requests.generates()).toHaveLength(1);

    await user.click(generateButton());
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    const generation = theOnlyGeneration();
    expect(currentUrl(router)).toBe(`/app/generations/${generation.sk}`);
    // It had started: the second press looked, and did not send the start again.
    expect(requests.generates()).toHaveLength(1);
    expect(requests.creates()).toHaveLength(1);
  });

  it('keeps a generation whose lost start went through when the photos change afterwards', async () => {
    fakeAppClock();
    const requests = recordRequests();
    loseStartAnswer();
    const { user } = await openWizard();
    await addPhotos(user, 'sources', [photo('front.jpg')]);
    await chooseStyle(user);
    await waitUntilUploaded();
    await user.click(generateButton());
    await screen.findByRole('alert');
    const [started] = mockApi.organization(ORG).generations;

    await addPhotos(user, 'sources', [photo('side.jpg')]);
    await waitFor(() => expect(requests.creates()).toHaveLength(2));
    await waitUntilUploaded();
    await settle();
    expect(requests.deletes()).toEqual([]);
    expect(mockApi.organization(ORG).generations.map((generation) => generation.sk)).toContain(
      started.sk,
    );
  });
});
